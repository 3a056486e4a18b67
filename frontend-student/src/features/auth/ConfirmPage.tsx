import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import HomeIcon from '@mui/icons-material/Home';
import { confirmSignupSchema, RESEND_CODE_COOLDOWN_SEC } from '@app/contracts';
import { confirmSignup, resendCode } from '../../api/auth';
import { ApiError } from '../../api/client';
import { FormTextField } from '../../components/FormTextField';
import { useSnackbar } from '../../components/snackbar';
import { usePageTitle } from '../../components/usePageTitle';
import { AuthCard } from './AuthCard';
import { errorMessage } from './errors';
import { formatCountdown, useCountdown } from './useCountdown';
import { SubmitButton } from '../../components/SubmitButton';

const codeSchema = confirmSignupSchema.pick({ code: true });

/**
 * A wait the server asks for that is the resend cooldown (a code went out moments ago) rather than the daily cap's
 * hours: shown as the countdown, not as an error.
 */
const COOLDOWN_AT_MOST_SEC = 15 * 60;

/** The seconds to wait before another code, when the server refused one as too soon; else undefined. */
function cooldownLeft(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.status !== 429) return undefined;
  return error.retryAfterSec;
}
interface CodeValues {
  code: string;
}

/**
 * /auth/confirm/{username}?state=old|sent: enter the e-mailed code and Verify. state=sent (just signed up)
 * starts with the Resend countdown running; state=old (an unconfirmed login) sends a new code on open.
 */
export function ConfirmPage() {
  usePageTitle('Verify your account');
  const { username = '' } = useParams();
  const [params] = useSearchParams();
  const state = params.get('state') === 'old' ? 'old' : 'sent';
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  // Just signed up: the code went out a moment ago, so Resend waits its cooldown from the start.
  const { left, start } = useCountdown(state === 'sent' ? RESEND_CODE_COOLDOWN_SEC : 0);
  /** The automatic resend on open found a code sent moments ago (a login right after sign-up): say so, calmly. */
  const [recentCode, setRecentCode] = useState(false);
  const resend = useMutation({
    mutationFn: (_how: 'auto' | 'asked') => resendCode(username),
    onSuccess: ({ message }) => {
      setRecentCode(false);
      enqueueSnackbar(message, { variant: 'success' });
      start(RESEND_CODE_COOLDOWN_SEC);
    },
    onError: (error, how) => {
      const wait = cooldownLeft(error);
      // Too soon after the last code: the countdown shows the server's own time left.
      if (error instanceof ApiError && error.status === 429) start(wait ?? RESEND_CODE_COOLDOWN_SEC);
      if (how === 'auto' && wait !== undefined && wait <= COOLDOWN_AT_MOST_SEC) {
        // The code of a moment ago is still good: nothing went wrong, the user just waits or enters it.
        setRecentCode(true);
        return;
      }
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    },
  });

  // An unconfirmed login (state=old): a new code on open, once.
  const autoResent = useRef(false);
  const { mutate: sendCode } = resend;
  useEffect(() => {
    if (state !== 'old' || autoResent.current) return;
    autoResent.current = true;
    sendCode('auto');
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
      const { message } = await confirmSignup(username, code);
      enqueueSnackbar(message, { variant: 'success' });
      navigate('/auth/login');
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
      {recentCode && (
        <Alert severity="info" sx={{ mt: 2 }} data-testid="recent-code-note">
          We e-mailed you a code a moment ago: enter it above.
          {left > 0 ? ' You can ask for a new one when the countdown ends.' : ' You can ask for a new one now.'}
        </Alert>
      )}
      <ResendRow left={left} resending={resend.isPending} onResend={() => resend.mutate('asked')} />
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
