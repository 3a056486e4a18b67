/** The post-login redirect path, kept in session storage (spec section 7) so it survives Google's round trip. */

const REDIRECT_KEY = 'disha.redirect';

/** Only same-site paths: never an absolute URL someone slipped into the query or fragment. */
export function isSafePath(path: string | null | undefined): path is string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

export function saveRedirect(path: string): void {
  // The auth pages themselves are never a place to come back to.
  if (!isSafePath(path) || path.startsWith('/auth/')) return;
  try {
    sessionStorage.setItem(REDIRECT_KEY, path);
  } catch {
    // Storage can be unavailable (private mode quotas); the user then lands on /.
  }
}

export function peekRedirect(): string | null {
  try {
    const path = sessionStorage.getItem(REDIRECT_KEY);
    return isSafePath(path) ? path : null;
  } catch {
    return null;
  }
}

/** The saved path (then forgotten), or / when there is none. */
export function takeRedirect(): string {
  const path = peekRedirect();
  clearRedirect();
  return path ?? '/';
}

export function clearRedirect(): void {
  try {
    sessionStorage.removeItem(REDIRECT_KEY);
  } catch {
    // nothing to clear
  }
}
