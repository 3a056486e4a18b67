import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import HomeIcon from '@mui/icons-material/Home';
import { confirmSignupSchema, RESEND_CODE_COOLDOWN_SEC } from '@app/contracts';
import { confirmSignup, resendCode } from '../../api/auth';
import { DASHBOARD_PATH } from '../../app/navItems';
import { FormTextField } from '../../components/FormTextField';
import { useSnackbar } from '../../components/snackbar';
import { usePageTitle } from '../../components/usePageTitle';
import { AuthCard } from './AuthCard';
import { errorMessage } from './errors';
import { takeRedirect } from './redirect';
import { useSession } from './session';
import { formatCountdown, useCountdown } from './useCountdown';
import { SubmitButton } from '../../components/SubmitButton';

const codeSchema = confirmSignupSchema.pick({ code: true });

interface CodeValues {
  code: string;
}

/**
 * /auth/confirm/{username}?state=old|sent: enter the e-mailed code and Verify. state=sent (just signed up)
 * starts with the Resend countdown running; state=old (an unconfirmed login) sends a new code on open.
 * The right code signs the account in (issue 24), and the person goes where they were going: the saved path (the
 * consent link, the cart), else their dashboard, rather than to the login form for the password they just chose.
 */
export function ConfirmPage() {
  usePageTitle('Verify your account');
  const { username = '' } = useParams();
  const [params] = useSearchParams();
  const state = params.get('state') === 'old' ? 'old' : 'sent';
  const navigate = useNavigate();
  const { signIn } = useSession();
  const { enqueueSnackbar } = useSnackbar();
  // Just signed up: the code went out a moment ago, so Resend waits its cooldown from the start.
  const { left, start } = useCountdown(state === 'sent' ? RESEND_CODE_COOLDOWN_SEC : 0);
  /**
   * The server answers every resend alike (issue 23: its answer must not tell accounts apart), and sends nothing
   * when a code went out under 30 s ago; that code still works. So the countdown is the app's own, from each answer.
   * A refusal left is the network's hourly limit, an error in words.
   */
  const resend = useMutation({
    mutationFn: () => resendCode(username),
    onSuccess: ({ message }) => {
      enqueueSnackbar(message, { variant: 'success' });
      start(RESEND_CODE_COOLDOWN_SEC);
    },
    onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }),
  });

  // An unconfirmed login (state=old): a new code on open, once.
  const autoResent = useRef(false);
  const { mutate: sendCode } = resend;
  useEffect(() => {
    if (state !== 'old' || autoResent.current) return;
    autoResent.current = true;
    sendCode();
  }, [state, sendCode]);

  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<CodeValues>({
    mode: 'onChange',
    defaultValues: { code: '' },
    resolver: zodResolver(codeSchema) as Resolver<CodeValues>,
  });

  const onValid = async ({ code }: CodeValues) => {
    try {
      const { message, ...session } = await confirmSignup(username, code);
      signIn(session);
      enqueueSnackbar(message, { variant: 'success' });
      // A one-time password is replaced first (as after a login); the saved path waits for that page.
      if (session.user.mustChangePassword) navigate('/auth/set-new-password', { replace: true });
      else navigate(takeRedirect(DASHBOARD_PATH), { replace: true });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };

  return (
    <AuthCard
      title="Verify your account"
      subtitle={
        <>
          Enter the 6-digit code we e-mailed for <strong>{username}</strong>.
        </>
      }
      testId="confirm-page"
    >
      <Box
        component="form"
        noValidate
        aria-label="Verify"
        onSubmit={handleSubmit(onValid)}
        sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}
      >
        <FormTextField
          control={control}
          name="code"
          label="Verification code"
          autoComplete="one-time-code"
          required
          disabled={isSubmitting}
          autoFocus
        />
        <SubmitButton size="large" busy={isSubmitting} busyLabel="Verifying" data-testid="verify-submit">
          Verify
        </SubmitButton>
      </Box>
      <ResendRow left={left} resending={resend.isPending} onResend={() => resend.mutate()} />
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Button component={RouterLink} to="/" startIcon={<HomeIcon />} data-testid="auth-home">
          Home
        </Button>
      </Box>
    </AuthCard>
  );
}

/** Resend Code, disabled while the 30 s countdown ("00 : NN") runs. */
export function ResendRow({
  left,
  resending,
  onResend,
  label = 'Resend Code',
}: {
  left: number;
  resending: boolean;
  onResend: () => void;
  label?: string;
}) {
  return (
    <Box sx={{ mt: 2, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary">
        Didn&apos;t get the code?
      </Typography>
      <Button onClick={onResend} disabled={left > 0 || resending} data-testid="resend-code">
        {label}
      </Button>
      {left > 0 && (
        <Typography
          variant="body2"
          data-testid="resend-countdown"
          aria-label={`You can resend in ${left} seconds`}
          sx={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {formatCountdown(left)}
        </Typography>
      )}
    </Box>
  );
}
