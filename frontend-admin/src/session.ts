import { ERROR_CODES, type AuthUser, type LoginResponse } from '@app/contracts';

/**
 * The session in this browser, as the student app keeps it (frontend-student/src/features/auth/tokenStore.ts).
 * The refresh token is an HttpOnly cookie on /api/auth that no script can read; the access token lives only in
 * memory, so a reload gets a new one from POST /api/auth/refresh. Nothing of the session is in localStorage.
 *
 * The console and the student app are one origin and share that cookie, and every refresh rotates it. So they
 * use the same Web Lock and BroadcastChannel names: one tab refreshes at a time, and a tab that waited for the
 * lock takes the token another tab (of either app) just got instead of spending the cookie again. The server's
 * 10-second grace covers browsers without Web Locks.
 */

/** The readable flag the server sets beside the refresh cookie (path /): a refresh is worth trying. */
const SIGNED_IN_COOKIE = 'disha_signed_in';
const LOCK_NAME = 'disha.session.refresh';
const CHANNEL_NAME = 'disha.session';

type TabMessage = { type: 'session'; idToken: string; user: AuthUser; at: number } | { type: 'ended' };

/** A refused auth call: the server's message, its status and its stable code. */
export class AuthError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

let idToken: string | null = null;
let user: AuthUser | null = null;
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
    user = message.user;
    lastShared = { idToken: message.idToken, user: message.user, at: message.at };
  } else if (message?.type === 'ended') {
    forget();
  }
});

export const accessToken = () => idToken;
export const currentUser = () => user;

/** True when the server has said this browser holds a session cookie (the flag holds no secret). */
export function hasSessionCookie(): boolean {
  return typeof document !== 'undefined' && document.cookie.split(/;\s*/).includes(`${SIGNED_IN_COOKIE}=1`);
}

/** A session obtained in this tab: keep its access token and user, and tell the other tabs. */
export function startSession(response: LoginResponse): void {
  idToken = response.idToken;
  user = response.user;
  lastShared = { idToken: response.idToken, user: response.user, at: Date.now() };
  channel?.postMessage({ type: 'session', ...lastShared } satisfies TabMessage);
}

/** Forgets the session in this tab only (the cookie, and the other tabs' sessions, are left alone). */
export function forget(): void {
  idToken = null;
  user = null;
  lastShared = null;
}

/** The session is over everywhere (the server cleared the cookie): forget it and sign the other tabs out too. */
export function endSession(): void {
  forget();
  channel?.postMessage({ type: 'ended' } satisfies TabMessage);
}

async function post(path: string, body: unknown, token?: string | null): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
  // The raw access token is the whole header value (the spec's convention; the API accepts Bearer too).
  if (token) headers.Authorization = token;
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body), credentials: 'same-origin' });
  } catch {
    throw new AuthError('Network error', 0);
  }
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  if (!response.ok) {
    const error = (json ?? {}) as { message?: unknown; code?: unknown };
    throw new AuthError(
      typeof error.message === 'string' ? error.message : response.statusText || 'Request failed',
      response.status,
      typeof error.code === 'string' ? error.code : undefined,
    );
  }
  return json;
}

/** POST /api/auth/login: the answer's access token is kept in memory; the server sets the refresh cookie. */
export async function signIn(username: string, password: string): Promise<LoginResponse> {
  const response = (await post('/api/auth/login', { username, password })) as LoginResponse;
  startSession(response);
  return response;
}

/**
 * POST /api/auth/logout ends the session of the access token (or of the cookie) and clears the cookie; whatever
 * it answers, this browser then forgets the session.
 */
export async function signOut(): Promise<void> {
  await post('/api/auth/logout', {}, idToken).catch(() => undefined);
  endSession();
}

/** The codes that mean the cookie is of no more use; anything else (a network error) may pass. */
const SESSION_OVER = new Set<string>([ERROR_CODES.SessionExpired, ERROR_CODES.SessionReused]);

async function refreshOnce(startedAt: number): Promise<LoginResponse | null> {
  // Another tab refreshed while this one waited for the lock: its token is as good, and the cookie moved on.
  if (lastShared && lastShared.at >= startedAt) return { idToken: lastShared.idToken, user: lastShared.user };
  try {
    const next = (await post('/api/auth/refresh', {})) as LoginResponse;
    startSession(next);
    return next;
  } catch (error) {
    if (error instanceof AuthError && (error.code === undefined ? error.status === 401 : SESSION_OVER.has(error.code)))
      endSession();
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
 * A new access token after `failedToken` was refused (401), or null when the session is over. If another call
 * or tab already refreshed, its token is used.
 */
export async function refreshAccessToken(failedToken?: string | null): Promise<string | null> {
  if (failedToken && idToken && idToken !== failedToken) return idToken;
  return (await restoreSession())?.idToken ?? null;
}

/** Tests only: a tab with this session in memory (and the cookie flag), or none. */
export function setSessionForTests(session: LoginResponse | null): void {
  idToken = session?.idToken ?? null;
  user = session?.user ?? null;
  lastShared = null;
  refreshing = null;
  document.cookie = session ? `${SIGNED_IN_COOKIE}=1; path=/` : `${SIGNED_IN_COOKIE}=; path=/; max-age=0`;
}
