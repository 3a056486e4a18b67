import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import GoogleIcon from '@mui/icons-material/Google';
import { fetchProviders, googleSignInUrl } from '../../api/auth';
import { peekRedirect } from './redirect';

/** "Login with Google" / "Signup with Google", shown only when the API has Google configured. */
export function GoogleButton({
  label,
  redirect,
  withDivider = false,
}: {
  label: string;
  redirect?: string;
  /** An "or" line above the button (only when the button shows). */
  withDivider?: boolean;
}) {
  // Asked once per page load; a failure simply hides the button.
  const { data: enabled = false } = useQuery({
    queryKey: ['auth', 'providers'],
    queryFn: ({ signal }) => fetchProviders(signal).then((providers) => providers.google),
    staleTime: Infinity,
  });
  if (!enabled) return null;
  return (
    <>
      {withDivider && <Divider sx={{ my: 2 }}>or</Divider>}
      <Button
        variant="outlined"
        fullWidth
        startIcon={<GoogleIcon />}
        data-testid="google-signin"
        // A full-page navigation: the API sends the browser to Google and back to /auth/oauth/google/success.
        onClick={() => window.location.assign(googleSignInUrl(redirect ?? peekRedirect() ?? '/'))}
      >
        {label}
      </Button>
    </>
  );
}
