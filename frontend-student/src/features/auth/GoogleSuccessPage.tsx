import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader';
import { useSnackbar } from '../../components/snackbar';
import { usePageTitle } from '../../components/usePageTitle';
import { LOGIN_SUCCESS, TOKEN_LOGIN_FAILED } from './messages';
import { isSafePath, takeRedirect } from './redirect';
import { useSession } from './session';
import { restoreSession } from './tokenStore';

/**
 * /auth/oauth/google/success#redirect=.. (or #error=..): the API has signed the Google user in (creating the
 * student on first sign-in) and set the refresh cookie; trade it for an access token and go back where the
 * user was. No token is ever in the address.
 */
export function GoogleSuccessPage() {
  usePageTitle('Signing in');
  const navigate = useNavigate();
  const { signIn } = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const params = new URLSearchParams(window.location.hash.slice(1));
    window.history.replaceState(window.history.state, '', window.location.pathname);
    const redirectParam = params.get('redirect');
    const saved = takeRedirect();
    const target = isSafePath(redirectParam) && redirectParam !== '/' ? redirectParam : saved;
    const failed = (message: string) => {
      enqueueSnackbar(message, { variant: 'error' });
      navigate('/auth/login', { replace: true });
    };
    const error = params.get('error');
    if (error) {
      failed(error);
      return;
    }
    // Shared with the session provider's own restore on this page load: one refresh, not two.
    restoreSession().then(
      (session) => {
        if (!session) {
          failed(TOKEN_LOGIN_FAILED);
          return;
        }
        signIn(session);
        enqueueSnackbar(LOGIN_SUCCESS, { variant: 'success' });
        navigate(target, { replace: true });
      },
      () => failed(TOKEN_LOGIN_FAILED),
    );
  }, [enqueueSnackbar, navigate, signIn]);

  return <PageLoader label="Signing in" />;
}
