/**
 * Where to go after signing in: the post-login redirect path (spec section 7), and what the link knew of the person.
 *
 * Kept in localStorage, not sessionStorage (issue 24): a parent who follows a mailed link may sign up in that tab,
 * close it, and enter the code or sign in from another tab of the same browser later; the way back must survive
 * that, as it survives Google's round trip. It lasts as long as a sign-up's code (24 hours), is taken by the sign-in
 * that uses it, and is forgotten at logout, so an old one does not steer a later, unrelated sign-in.
 */

const REDIRECT_KEY = 'disha.redirect';

/** A confirmation code's life: the longest the steps between the link and the sign-in can take. */
export const REDIRECT_TTL_MS = 24 * 3600 * 1000;

/** What the link that asked for the sign-in knew of the address it was sent to, for the sign-up form. */
export interface InvitedAddress {
  /** The address itself (a consent request's page shows it): the sign-up form starts with it. */
  email?: string;
  /** Only masked (a parent invitation, issue 23): the form names it, so the person signs up with that address. */
  sentTo?: string;
}

interface Saved extends InvitedAddress {
  path: string;
  savedAt: number;
}

/** Only same-site paths: never an absolute URL someone slipped into the query or fragment. */
export function isSafePath(path: string | null | undefined): path is string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/** Remembers where to come back to (replacing what was saved), and the invited address when the link knows it. */
export function saveRedirect(path: string, invited: InvitedAddress = {}): void {
  // The auth pages themselves are never a place to come back to.
  if (!isSafePath(path) || path.startsWith('/auth/')) return;
  // The same path saved again on the way (the login dialog's Signup link) keeps the address its page gave.
  const before = invited.email || invited.sentTo ? null : read();
  const known = before?.path === path ? before : invited;
  const saved: Saved = { path, savedAt: Date.now() };
  if (known.email) saved.email = known.email;
  if (known.sentTo) saved.sentTo = known.sentTo;
  try {
    localStorage.setItem(REDIRECT_KEY, JSON.stringify(saved));
  } catch {
    // Storage can be unavailable (private mode quotas); the user then lands on the default page.
  }
}

function read(): Saved | null {
  try {
    const raw = localStorage.getItem(REDIRECT_KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as Partial<Saved>;
    const fresh = typeof saved.savedAt === 'number' && Date.now() - saved.savedAt < REDIRECT_TTL_MS;
    if (fresh && isSafePath(saved.path)) return saved as Saved;
    localStorage.removeItem(REDIRECT_KEY);
    return null;
  } catch {
    return null;
  }
}

export function peekRedirect(): string | null {
  return read()?.path ?? null;
}

/** The address the saved link was sent to, if it said: the sign-up form fills or names it. */
export function invitedAddress(): InvitedAddress {
  const saved = read();
  return saved ? { email: saved.email, sentTo: saved.sentTo } : {};
}

/** The saved path (then forgotten), or `fallback` when there is none. */
export function takeRedirect(fallback = '/'): string {
  const path = peekRedirect();
  clearRedirect();
  return path ?? fallback;
}

export function clearRedirect(): void {
  try {
    localStorage.removeItem(REDIRECT_KEY);
  } catch {
    // nothing to clear
  }
}
