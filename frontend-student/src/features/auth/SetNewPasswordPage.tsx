import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Navigate, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { changePasswordSchema, PASSWORD_RULE, type AuthUser } from '@app/contracts';
import { changePassword } from '../../api/auth';
import { DASHBOARD_PATH } from '../../app/navItems';
import { PageLoader } from '../../components/PageLoader';
import { useSnackbar } from '../../components/snackbar';
import { usePageTitle } from '../../components/usePageTitle';
import { AuthCard } from './AuthCard';
import { errorMessage } from './errors';
import { PasswordField } from './fields';
import { takeRedirect } from './redirect';
import { hasUser, useSession } from './session';

interface Values {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const formSchema = changePasswordSchema
  .and(z.object({ confirmPassword: z.string() }))
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: 'Your password do not match',
    path: ['confirmPassword'],
  });

/** The user with the one-time password behind them. */
function withoutFlag(user: AuthUser): AuthUser {
  const copy = { ...user };
  delete copy.mustChangePassword;
  return copy;
}

/**
 * /auth/set-new-password: a student whose school gave them a one-time password (the roster's credentials sheet,
 * or a reset) sets their own before anything else; every other call answers PASSWORD_CHANGE_REQUIRED until then.
 */
export function SetNewPasswordPage() {
  usePageTitle('Set your new password');
  const { status, user, setUser } = useSession();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const form = useForm<Values>({
    mode: 'onChange',
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    resolver: zodResolver(formSchema) as Resolver<Values>,
  });
  if (status === 'restoring') return <PageLoader label="Signing in" />;
  if (status !== 'signedIn' || !hasUser(user)) return <Navigate to="/" replace />;

  const onSubmit = async ({ currentPassword, newPassword }: Values) => {
    try {
      const { message } = await changePassword(currentPassword, newPassword);
      enqueueSnackbar(message, { variant: 'success' });
      setUser(withoutFlag(user));
      // On to where the sign-in was for (a mailed link that asked for it), else the dashboard.
      navigate(takeRedirect(DASHBOARD_PATH), { replace: true });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };
  const submitting = form.formState.isSubmitting;

  return (
    <AuthCard
      title="Set your new password"
      subtitle="Your school gave you a one-time password. Choose your own password to continue."
      testId="set-new-password-page"
    >
      <Box
        component="form"
        noValidate
        aria-label="Set your new password"
        onSubmit={form.handleSubmit(onSubmit)}
        sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}
      >
        <PasswordField
          control={form.control}
          name="currentPassword"
          label="One-time password"
          autoComplete="current-password"
          disabled={submitting}
        />
        <PasswordField
          control={form.control}
          name="newPassword"
          label="New password"
          autoComplete="new-password"
          hint={PASSWORD_RULE}
          disabled={submitting}
        />
        <PasswordField
          control={form.control}
          name="confirmPassword"
          label="Confirm new password"
          autoComplete="new-password"
          disabled={submitting}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={submitting}
          aria-busy={submitting}
          data-testid="set-new-password-submit"
          startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-label="Saving" /> : undefined}
        >
          Set password
        </Button>
      </Box>
    </AuthCard>
  );
}
