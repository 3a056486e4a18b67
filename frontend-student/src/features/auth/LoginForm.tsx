import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { loginSchema, USER_NOT_CONFIRMED, type LoginInput } from '@app/contracts';
import { login } from '../../api/auth';
import { ApiError } from '../../api/client';
import { FormTextField } from '../../components/FormTextField';
import { useSnackbar } from '../../components/snackbar';
import { errorMessage } from './errors';
import { PasswordField } from './fields';
import { LOGIN_SUCCESS } from './messages';
import { useSession } from './session';
import { SubmitButton } from '../../components/SubmitButton';

interface Props {
  /** After a successful login (the page redirects, the dialog closes). */
  onLoggedIn: () => void;
  /** Called before the form sends the user to another auth page (the dialog closes then). */
  onLeave?: () => void;
  /** Focus the username on open (the dialog). */
  autoFocus?: boolean;
}

/** Username (or the account's e-mail) and password, Let's Go, and the Forgot password link: the login page's and the login dialog's form. */
export function LoginForm({ onLoggedIn, onLeave, autoFocus }: Props) {
  const { signIn } = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const {
    control,
    handleSubmit,
    setFocus,
    formState: { isSubmitting },
  } = useForm<LoginInput>({
    mode: 'onChange',
    defaultValues: { username: '', password: '' },
    resolver: zodResolver(loginSchema) as Resolver<LoginInput>,
  });

  const onValid = async ({ username, password }: LoginInput) => {
    try {
      const response = await login(username, password);
      signIn(response);
      enqueueSnackbar(LOGIN_SUCCESS, { variant: 'success' });
      // A one-time password (a school's roster) must be replaced before anything else works: straight there,
      // rather than to a page whose every call would be refused.
      if (response.user.mustChangePassword) {
        onLeave?.();
        navigate('/auth/set-new-password', { replace: true });
        return;
      }
      onLoggedIn();
    } catch (error) {
      if (error instanceof ApiError && error.code === USER_NOT_CONFIRMED) {
        // The confirm page sends a fresh code on open (state old).
        enqueueSnackbar(error.message, { variant: 'info' });
        onLeave?.();
        navigate(`/auth/confirm/${encodeURIComponent(username)}?state=old`);
        return;
      }
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
      setFocus('password');
    }
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label="Login"
      data-testid="login-form"
      onSubmit={handleSubmit(onValid)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}
    >
      <FormTextField
        control={control}
        name="username"
        label="Username or email"
        autoComplete="username"
        required
        disabled={isSubmitting}
        autoFocus={autoFocus}
      />
      <PasswordField control={control} name="password" label="Password" disabled={isSubmitting} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -1, mb: 1 }}>
        <Link component={RouterLink} to="/auth/forgot-password" onClick={onLeave} data-testid="forgot-password-link">
          Forgot password?
        </Link>
      </Box>
      <SubmitButton size="large" busy={isSubmitting} busyLabel="Logging in" data-testid="login-submit">
        Let&apos;s Go
      </SubmitButton>
    </Box>
  );
}
