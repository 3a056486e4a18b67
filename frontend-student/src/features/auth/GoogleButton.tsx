import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import GoogleIcon from '@mui/icons-material/Google';
import { fetchProviders, googleSignInUrl } from '../../api/auth';
import { peekRedirect } from './redirect';

let providers: Promise<boolean> | null = null;
/** Asked once per page load; a failure simply hides the button. */
/** For tests: ask again. */
export function forgetProviders() {
  providers = null;
}
const googleEnabled = () =>
  (providers ??= fetchProviders()
    .then((p) => p.google)
    .catch(() => false));

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
  const [enabled, setEnabled] = useState(false);
  useEffect(() => {
    let active = true;
    void googleEnabled().then((on) => active && setEnabled(on));
    return () => {
      active = false;
    };
  }, []);
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
