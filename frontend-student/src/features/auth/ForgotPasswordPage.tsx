import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import HomeIcon from '@mui/icons-material/Home';
import { PASSWORD_RULE, RESEND_CODE_COOLDOWN_SEC, resetPasswordFormSchema, usernameOnlySchema } from '@app/contracts';
import { forgotPassword, resetPassword } from '../../api/auth';
import { FormTextField } from '../../components/FormTextField';
import { useSnackbar } from '../../components/snackbar';
import { usePageTitle } from '../../components/usePageTitle';
import { AuthCard } from './AuthCard';
import { ResendRow } from './ConfirmPage';
import { errorMessage } from './errors';
import { PasswordField } from './fields';
import { useCountdown } from './useCountdown';

interface UsernameValues {
  username: string;
}
interface ResetValues {
  code: string;
  password: string;
  confirmPassword: string;
}

function SubmitButton({ submitting, label, testId }: { submitting: boolean; label: string; testId: string }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={submitting}
      aria-busy={submitting}
      data-testid={testId}
      startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-label="Sending" /> : undefined}
    >
      {label}
    </Button>
  );
}

/** /auth/forgot-password: the username gets a code by e-mail; then the code and the new password twice. */
export function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  const [username, setUsername] = useState<string | null>(null);
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const { left, start } = useCountdown();
  const [resending, setResending] = useState(false);

  const step1 = useForm<UsernameValues>({
    mode: 'onChange',
    defaultValues: { username: '' },
    resolver: zodResolver(usernameOnlySchema) as Resolver<UsernameValues>,
  });
  const step2 = useForm<ResetValues>({
    mode: 'onChange',
    defaultValues: { code: '', password: '', confirmPassword: '' },
    resolver: zodResolver(resetPasswordFormSchema) as Resolver<ResetValues>,
  });

  const sendCode = async (name: string) => {
    try {
      const { message } = await forgotPassword(name);
      enqueueSnackbar(message, { variant: 'success' });
      setUsername(name);
      start(RESEND_CODE_COOLDOWN_SEC);
    } catch (error) {
      // Only the network's hourly limit or a failure: the 30 s between codes is the app's countdown, as the server
      // answers every username alike (issue 23).
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };

  const onReset = async ({ code, password }: ResetValues) => {
    try {
      const { message } = await resetPassword(username!, code, password);
      enqueueSnackbar(message, { variant: 'success' });
      navigate('/auth/login');
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };

  return (
    <AuthCard
      title="Forgot password"
      subtitle={
        username ? (
          <>
            Enter the code we e-mailed for <strong>{username}</strong> and choose a new password.
          </>
        ) : (
          'Enter your username and we will e-mail you a verification code.'
        )
      }
      testId="forgot-password-page"
    >
      {username === null ? (
        <Box
          component="form"
          noValidate
          aria-label="Send verification code"
          data-testid="forgot-step-username"
          onSubmit={step1.handleSubmit(({ username: name }) => sendCode(name))}
          sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}
        >
          <FormTextField
            control={step1.control}
            name="username"
            label="Username"
            autoComplete="username"
            required
            autoFocus
            disabled={step1.formState.isSubmitting}
          />
          <SubmitButton submitting={step1.formState.isSubmitting} label="Send code" testId="forgot-send" />
        </Box>
      ) : (
        <>
          <Box
            component="form"
            noValidate
            aria-label="Reset password"
            data-testid="forgot-step-reset"
            onSubmit={step2.handleSubmit(onReset)}
            sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}
          >
            <FormTextField
              control={step2.control}
              name="code"
              label="Verification code"
              autoComplete="one-time-code"
              required
              autoFocus
              disabled={step2.formState.isSubmitting}
            />
            <PasswordField
              control={step2.control}
              name="password"
              label="Password"
              autoComplete="new-password"
              hint={PASSWORD_RULE}
              disabled={step2.formState.isSubmitting}
            />
            <PasswordField
              control={step2.control}
              name="confirmPassword"
              label="Confirm password"
              autoComplete="new-password"
              disabled={step2.formState.isSubmitting}
            />
            <SubmitButton submitting={step2.formState.isSubmitting} label="Reset password" testId="reset-submit" />
          </Box>
          <ResendRow
            left={left}
            resending={resending}
            label="Resend"
            onResend={async () => {
              setResending(true);
              await sendCode(username);
              setResending(false);
            }}
          />
        </>
      )}
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Button component={RouterLink} to="/" startIcon={<HomeIcon />} data-testid="auth-home">
          Home
        </Button>
      </Box>
    </AuthCard>
  );
}
