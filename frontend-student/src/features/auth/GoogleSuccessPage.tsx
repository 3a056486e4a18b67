import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchMe } from '../../api/auth';
import { PageLoader } from '../../components/PageLoader';
import { useSnackbar } from '../../components/snackbar';
import { usePageTitle } from '../../components/usePageTitle';
import { errorMessage } from './errors';
import { LOGIN_SUCCESS, TOKEN_LOGIN_FAILED } from './messages';
import { isSafePath, takeRedirect } from './redirect';
import { useSession } from './session';
import { clearTokens, readTokens, writeTokens } from './tokenStore';

/**
 * /auth/oauth/google/success#idToken=..&refreshToken=..&redirect=.. (or #error=..): the API has signed the
 * Google user in (creating the student on first sign-in); keep the tokens and go back where the user was.
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
    // The tokens must not stay in the address bar or the history.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    const redirectParam = params.get('redirect');
    const saved = takeRedirect();
    const target = isSafePath(redirectParam) && redirectParam !== '/' ? redirectParam : saved;
    const idToken = params.get('idToken');
    const refreshToken = params.get('refreshToken');
    if (!idToken || !refreshToken) {
      enqueueSnackbar(params.get('error') ?? TOKEN_LOGIN_FAILED, { variant: 'error' });
      navigate('/auth/login', { replace: true });
      return;
    }
    writeTokens({ idToken, refreshToken });
    fetchMe()
      .then((user) => {
        // A refresh on the way may have rotated the pair: keep what is stored now.
        signIn({ ...(readTokens() ?? { idToken, refreshToken }), user });
        enqueueSnackbar(LOGIN_SUCCESS, { variant: 'success' });
        navigate(target, { replace: true });
      })
      .catch((error: unknown) => {
        clearTokens();
        enqueueSnackbar(errorMessage(error), { variant: 'error' });
        navigate('/auth/login', { replace: true });
      });
  }, [enqueueSnackbar, navigate, signIn]);

  return <PageLoader label="Signing in" />;
}
