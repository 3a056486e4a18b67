import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AuthUser, LoginResponse } from '@app/contracts';
import { fetchMe, logoutSession } from '../../api/auth';
import { setAuthHooks } from '../../api/client';
import { useSnackbar } from '../../components/snackbar';
import { TOKEN_LOGIN_FAILED } from './messages';
import { clearRedirect } from './redirect';
import { SessionContext, type Session, type SessionStatus } from './session';
import {
  accessToken,
  endSession,
  hasSessionCookie,
  onSessionEvent,
  refreshAccessToken,
  restoreSession,
  startSession,
} from './tokenStore';

// Every API call signs with the access token in memory and refreshes it once on 401.
setAuthHooks({ token: accessToken, refresh: (failed) => refreshAccessToken(failed) });

/** Restores the session on start (the refresh cookie, or another tab's) and holds the signed-in user. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { enqueueSnackbar } = useSnackbar();
  const [status, setStatus] = useState<SessionStatus>(() =>
    accessToken() || hasSessionCookie() ? 'restoring' : 'signedOut',
  );
  const [user, setUserState] = useState<AuthUser | null>(null);
  const [endedHere, setEndedHere] = useState(false);
  /** The status as of the last render, for the session events: only a session that was on can end here. */
  const statusNow = useRef(status);
  useEffect(() => {
    statusNow.current = status;
  }, [status]);
  const restoreStarted = useRef(false);
  /** The server said why the session ended (a disabled account): that message, not the generic one, is shown. */
  const endedWithReason = useRef(false);

  useEffect(
    () =>
      onSessionEvent((event) => {
        if (event.type === 'refreshed') {
          // Also a sign-in in another tab of this browser.
          setUserState(event.user);
          setStatus('signedIn');
          setEndedHere(false);
        } else {
          // A refused restore on arrival (an old cookie) is not an ending here: a link's page still asks to sign in.
          setEndedHere(statusNow.current === 'signedIn');
          setUserState(null);
          setStatus('signedOut');
          if (event.message) {
            endedWithReason.current = true;
            enqueueSnackbar(event.message, { variant: 'error' });
          }
        }
      }),
    [enqueueSnackbar],
  );

  useEffect(() => {
    // Once per page load (StrictMode runs effects twice in development).
    if (restoreStarted.current || !(accessToken() || hasSessionCookie())) return;
    restoreStarted.current = true;
    // A token already in memory (this page signed in before mounting) is checked; otherwise the cookie is traded.
    const restored: Promise<AuthUser | null> = accessToken()
      ? fetchMe()
      : restoreSession().then((s) => s?.user ?? null);
    restored
      .then((me) => {
        if (!me) throw new Error('no session');
        setUserState(me);
        setStatus('signedIn');
      })
      .catch(() => {
        setUserState(null);
        setStatus('signedOut');
        if (!endedWithReason.current) enqueueSnackbar(TOKEN_LOGIN_FAILED, { variant: 'error' });
      });
  }, [enqueueSnackbar]);

  const signIn = useCallback((response: LoginResponse) => {
    startSession(response);
    setUserState(response.user);
    setStatus('signedIn');
    setEndedHere(false);
  }, []);

  const logout = useCallback(async () => {
    // The server ends the session and clears the cookie first; whatever it answers, this browser then forgets it.
    await logoutSession().catch(() => undefined);
    endSession();
    clearRedirect();
    setUserState(null);
    setStatus('signedOut');
    setEndedHere(true);
  }, []);

  const setUser = useCallback((next: AuthUser) => setUserState(next), []);

  const session = useMemo<Session>(
    () => ({ status, user, endedHere, signIn, logout, setUser }),
    [status, user, endedHere, signIn, logout, setUser],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
