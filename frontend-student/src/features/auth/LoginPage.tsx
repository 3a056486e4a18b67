import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import HomeIcon from '@mui/icons-material/Home';
import { usePageTitle } from '../../components/usePageTitle';
import { AuthCard } from './AuthCard';
import { GoogleButton } from './GoogleButton';
import { LoginForm } from './LoginForm';
import { takeRedirect } from './redirect';

/** /auth/login: after a login the user returns to where they came from (session storage), else /. */
export function LoginPage() {
  usePageTitle('Login');
  const navigate = useNavigate();
  return (
    <AuthCard title="Login" subtitle="Welcome back! Log in with your username." testId="login-page">
      <LoginForm onLoggedIn={() => navigate(takeRedirect(), { replace: true })} />
      <GoogleButton label="Login with Google" withDivider />
      <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
        Don&apos;t have an account?{' '}
        <Link component={RouterLink} to="/auth/signup" underline="always" data-testid="signup-link">
          Signup
        </Link>
      </Typography>
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Button component={RouterLink} to="/" startIcon={<HomeIcon />} data-testid="auth-home">
          Home
        </Button>
      </Box>
    </AuthCard>
  );
}
