import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AuthUser, LoginResponse } from '@app/contracts';
import { fetchMe, logoutSession } from '../../api/auth';
import { setAuthHooks } from '../../api/client';
import { useSnackbar } from '../../components/snackbar';
import { TOKEN_LOGIN_FAILED } from './messages';
import { clearRedirect } from './redirect';
import { SessionContext, type Session, type SessionStatus } from './session';
import { accessToken, clearTokens, onSessionEvent, readTokens, refreshAccessToken, writeTokens } from './tokenStore';

// Every API call signs with the stored access token and refreshes it once on 401.
setAuthHooks({ token: accessToken, refresh: (failed) => refreshAccessToken(failed) });

/** Restores a stored session on start (GET /auth/me) and holds the signed-in user. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { enqueueSnackbar } = useSnackbar();
  const [status, setStatus] = useState<SessionStatus>(() => (readTokens() ? 'restoring' : 'signedOut'));
  const [user, setUserState] = useState<AuthUser | null>(null);
  const restoreStarted = useRef(false);

  useEffect(
    () =>
      onSessionEvent((event) => {
        if (event.type === 'refreshed') {
          setUserState(event.user);
        } else {
          setUserState(null);
          setStatus('signedOut');
        }
      }),
    [],
  );

  useEffect(() => {
    // Once per page load (StrictMode runs effects twice in development).
    if (restoreStarted.current || !readTokens()) return;
    restoreStarted.current = true;
    fetchMe()
      .then((me) => {
        setUserState(me);
        setStatus('signedIn');
      })
      .catch(() => {
        // The client already tried the refresh token once; the session cannot be restored.
        clearTokens();
        setUserState(null);
        setStatus('signedOut');
        enqueueSnackbar(TOKEN_LOGIN_FAILED, { variant: 'error' });
      });
  }, [enqueueSnackbar]);

  const signIn = useCallback((response: LoginResponse) => {
    writeTokens({ idToken: response.idToken, refreshToken: response.refreshToken });
    setUserState(response.user);
    setStatus('signedIn');
  }, []);

  const logout = useCallback(async () => {
    const tokens = readTokens();
    // The server ends the session first; whatever it answers, this browser then forgets everything.
    if (tokens) await logoutSession(tokens.refreshToken).catch(() => undefined);
    clearTokens();
    clearRedirect();
    setUserState(null);
    setStatus('signedOut');
  }, []);

  const setUser = useCallback((next: AuthUser) => setUserState(next), []);

  const session = useMemo<Session>(
    () => ({ status, user, signIn, logout, setUser }),
    [status, user, signIn, logout, setUser],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
