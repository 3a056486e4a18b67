import { ERROR_CODES, type AuthUser, type LoginResponse } from '@app/contracts';
import { refreshSession } from '../../api/auth';
import { ApiError } from '../../api/client';

/**
 * The session in this browser. The refresh token is in an HttpOnly cookie the server sets (no script can read
 * it); the access token lives only in memory, so a reload gets a new one from POST /api/auth/refresh. Nothing
 * of the session is in localStorage or sessionStorage.
 *
 * Tabs share the cookie, so they refresh one at a time (a Web Lock) and tell each other the result (a
 * BroadcastChannel): a tab that waited for the lock takes the token another tab just got instead of spending
 * the cookie again. The server's 10-second grace covers browsers without Web Locks.
 */

/** The readable flag the server sets beside the refresh cookie: a refresh is worth trying. */
const SIGNED_IN_COOKIE = 'disha_signed_in';
const LOCK_NAME = 'disha.session.refresh';
const CHANNEL_NAME = 'disha.session';

/** `message`: why the server ended it, to show (an account an admin disabled). */
type SessionEvent = { type: 'refreshed'; user: AuthUser } | { type: 'ended'; message?: string };
type Listener = (event: SessionEvent) => void;
type TabMessage = { type: 'session'; idToken: string; user: AuthUser; at: number } | { type: 'ended' };

const listeners = new Set<Listener>();
let idToken: string | null = null;
/** The last session another tab (or this one) obtained, to skip a refresh that has just been done. */
let lastShared: { idToken: string; user: AuthUser; at: number } | null = null;
let refreshing: Promise<LoginResponse | null> | null = null;

const channel: BroadcastChannel | null =
  typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
// Node's channel (unit tests) would keep the process alive; browsers have no unref.
(channel as { unref?: () => void } | null)?.unref?.();
channel?.addEventListener('message', (event: MessageEvent<TabMessage>) => {
  const message = event.data;
  if (message?.type === 'session') {
    idToken = message.idToken;
    lastShared = { idToken: message.idToken, user: message.user, at: message.at };
    emit({ type: 'refreshed', user: message.user });
  } else if (message?.type === 'ended') {
    idToken = null;
    lastShared = null;
    emit({ type: 'ended' });
  }
});

function emit(event: SessionEvent) {
  listeners.forEach((l) => l(event));
}

export function onSessionEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const accessToken = () => idToken;

/** True when the server has said this browser holds a session cookie (the flag holds no secret). */
export function hasSessionCookie(): boolean {
  return typeof document !== 'undefined' && document.cookie.split(/;\s*/).includes(`${SIGNED_IN_COOKIE}=1`);
}

/** A login (password or Google) in this tab: keep its access token and tell the other tabs. */
export function startSession(response: LoginResponse): void {
  idToken = response.idToken;
  lastShared = { idToken: response.idToken, user: response.user, at: Date.now() };
  channel?.postMessage({ type: 'session', ...lastShared } satisfies TabMessage);
}

/** Logout here: forget the access token and sign the other tabs out too (the server cleared the cookie). */
export function endSession(): void {
  idToken = null;
  lastShared = null;
  channel?.postMessage({ type: 'ended' } satisfies TabMessage);
}

/** The codes that mean the cookie is of no more use; anything else (a network error) may pass. */
const SESSION_OVER = new Set<string>([
  ERROR_CODES.SessionExpired,
  ERROR_CODES.SessionReused,
  ERROR_CODES.AccountDisabled,
]);

async function refreshOnce(startedAt: number): Promise<LoginResponse | null> {
  // Another tab refreshed while this one waited for the lock: its token is as good, and the cookie moved on.
  if (lastShared && lastShared.at >= startedAt) return { idToken: lastShared.idToken, user: lastShared.user };
  try {
    const next = await refreshSession();
    startSession(next);
    emit({ type: 'refreshed', user: next.user });
    return next;
  } catch (error) {
    if (error instanceof ApiError && (error.code === undefined ? error.status === 401 : SESSION_OVER.has(error.code))) {
      endSession();
      // A disabled account is told why it was signed out; an expired session just signs out.
      emit(error.code === ERROR_CODES.AccountDisabled ? { type: 'ended', message: error.message } : { type: 'ended' });
    }
    return null;
  }
}

/**
 * A fresh session from the refresh cookie ({ idToken, user }), or null when there is none. One at a time across
 * the tabs of this browser; callers in this tab at the same moment share one.
 */
export function restoreSession(): Promise<LoginResponse | null> {
  const startedAt = Date.now();
  refreshing ??= (
    typeof navigator !== 'undefined' && navigator.locks
      ? navigator.locks.request(LOCK_NAME, () => refreshOnce(startedAt))
      : refreshOnce(startedAt)
  ).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * A new access token after `failedToken` was refused (401), or null when the session is over (listeners then
 * hear "ended"). If another call or tab already refreshed, its token is used.
 */
export async function refreshAccessToken(failedToken?: string): Promise<string | null> {
  if (failedToken && idToken && idToken !== failedToken) return idToken;
  return (await restoreSession())?.idToken ?? null;
}

/** Tests only: a signed-in tab without a server (the cookie flag and an access token in memory). */
export function setSessionForTests(token: string | null): void {
  idToken = token;
  lastShared = null;
  document.cookie = token ? `${SIGNED_IN_COOKIE}=1; path=/` : `${SIGNED_IN_COOKIE}=; path=/; max-age=0`;
}
