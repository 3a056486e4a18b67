import type { AuthUser } from '@app/contracts';
import { refreshSession } from '../../api/auth';

/**
 * The stored session tokens (localStorage, so a new tab or a reload stays signed in) and the one place
 * that trades the refresh token for a new pair. Refresh tokens are single use: two refreshes with the same
 * token would look like theft to the server and end the session, so concurrent callers share one.
 */

const TOKENS_KEY = 'disha.session';

export interface StoredTokens {
  idToken: string;
  refreshToken: string;
}

type Listener = (event: { type: 'refreshed'; user: AuthUser } | { type: 'ended' }) => void;
const listeners = new Set<Listener>();

export function onSessionEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function readTokens(): StoredTokens | null {
  try {
    const raw = localStorage.getItem(TOKENS_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredTokens>;
    return typeof parsed.idToken === 'string' && typeof parsed.refreshToken === 'string'
      ? { idToken: parsed.idToken, refreshToken: parsed.refreshToken }
      : null;
  } catch {
    return null;
  }
}

export function writeTokens(tokens: StoredTokens): void {
  localStorage.setItem(TOKENS_KEY, JSON.stringify(tokens));
}

export function clearTokens(): void {
  localStorage.removeItem(TOKENS_KEY);
}

export const accessToken = () => readTokens()?.idToken ?? null;

let refreshing: Promise<string | null> | null = null;

/**
 * A new access token after `failedToken` was refused (401), or null when the session is over (then the
 * tokens are cleared and listeners hear "ended"). If another call already refreshed, its token is used.
 */
export function refreshAccessToken(failedToken?: string): Promise<string | null> {
  const current = readTokens();
  if (!current) return Promise.resolve(null);
  if (failedToken && current.idToken !== failedToken) return Promise.resolve(current.idToken);
  refreshing ??= (async () => {
    try {
      const next = await refreshSession(current.refreshToken);
      writeTokens({ idToken: next.idToken, refreshToken: next.refreshToken });
      listeners.forEach((l) => l({ type: 'refreshed', user: next.user }));
      return next.idToken;
    } catch {
      clearTokens();
      listeners.forEach((l) => l({ type: 'ended' }));
      return null;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}
