import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { confirmEmailSchema, ERROR_CODES, type AuthUser } from '@app/contracts';
import { confirmEmail } from '../../api/auth';
import { ApiError } from '../../api/client';
import { FormTextField } from '../../components/FormTextField';
import { useSnackbar } from '../../components/snackbar';
import { errorMessage } from './errors';
import { EMAIL_CHANGED, emailCodeSent } from './messages';
import { SubmitButton } from '../../components/SubmitButton';

interface Props {
  pendingEmail: string;
  onConfirmed: (user: AuthUser) => void;
  /** "Later": the account keeps its current e-mail; saving the new one again sends a new code. */
  onLater: () => void;
}

/** The profile dialog's second step: a new e-mail takes effect only with the code mailed to it. */
export function EmailCodeStep({ pendingEmail, onConfirmed, onLater }: Props) {
  const { enqueueSnackbar } = useSnackbar();
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<{ code: string }>({
    defaultValues: { code: '' },
    resolver: zodResolver(confirmEmailSchema) as unknown as Resolver<{ code: string }>,
  });

  const onValid = async ({ code }: { code: string }) => {
    try {
      const user = await confirmEmail(code);
      enqueueSnackbar(EMAIL_CHANGED, { variant: 'success' });
      onConfirmed(user);
    } catch (error) {
      if (error instanceof ApiError && error.code === ERROR_CODES.EmailCodeInvalid)
        setError('code', { message: error.message });
      else enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label="Confirm new email"
      onSubmit={handleSubmit(onValid)}
      data-testid="email-code-step"
    >
      <DialogTitle id="profile-dialog-title">Confirm your new email</DialogTitle>
      <DialogContent>
        <Alert severity="info" sx={{ mb: 2 }}>
          {emailCodeSent(pendingEmail)}
        </Alert>
        <FormTextField
          control={control}
          name="code"
          label="Code"
          autoComplete="one-time-code"
          required
          autoFocus
          disabled={isSubmitting}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onLater} disabled={isSubmitting} data-testid="email-code-later">
          Later
        </Button>
        <SubmitButton busy={isSubmitting} busyLabel="Confirming" data-testid="email-code-submit">
          Confirm
        </SubmitButton>
      </DialogActions>
    </Box>
  );
}
