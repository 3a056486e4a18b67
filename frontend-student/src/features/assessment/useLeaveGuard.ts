import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { onPopStateFirst } from '../../app/popstateFirst';

/**
 * Marks the guard's own history entry. It names this page load: after a reload the entries behind belong to the
 * previous document (back from them loads a page, no popstate), so the guard pushes a fresh entry.
 */
export const GUARD_STATE = { assessmentGuard: Math.random().toString(36).slice(2) } as const;

type HistoryState = { usr?: { assessmentGuard?: string } | null } | null;

/** Moving between steps replaces the current entry with the step's, keeping its mark (guard entry or not). */
export const isGuardEntry = () =>
  (window.history.state as HistoryState)?.usr?.assessmentGuard === GUARD_STATE.assessmentGuard;

/**
 * Asks before leaving a test under way (spec: back navigation during a test asks first).
 *
 * The app uses BrowserRouter (no data router, so no useBlocker):
 * - the browser's back: on entering the test a copy of the step's history entry is pushed (marked with
 *   GUARD_STATE), so back lands on the step's own URL; on that popstate the step's URL is pushed again, the player
 *   stays where it was, and `onAttempt` opens the dialog. Moving between steps replaces the entry (keeping its
 *   mark), so it never asks.
 * - links out of the test anywhere on the page (header, footer, account menu): a click listener in the capture
 *   phase stops them before the router sees them and asks with their destination. Modified clicks (new tab) and
 *   other sites are left alone: the test stays where it is and can be resumed.
 */
export function useLeaveGuard({
  active,
  base,
  onAttempt,
}: {
  active: boolean;
  /** Paths under it are the test's own. */
  base: string;
  onAttempt: (to: string | null) => void;
}) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const latest = useRef({ navigate, pathname, search, onAttempt });
  // The location as rendered: the popstate handler runs before the router sees the popped entry (onPopStateFirst).
  useLayoutEffect(() => {
    latest.current = { navigate, pathname, search, onAttempt };
  });

  useEffect(() => {
    if (!active) return;
    const stay = () => {
      const { pathname: path, search: query } = latest.current;
      latest.current.navigate({ pathname: path, search: query }, { state: GUARD_STATE });
    };
    // The live history state (StrictMode runs this twice before the router re-renders).
    if (!isGuardEntry()) stay();

    // Kept from the router, which never renders the entry behind: the step stays mounted as it is.
    const onPopState = () => {
      stay();
      latest.current.onAttempt(null);
      return true;
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === base || url.pathname.startsWith(`${base}/`)) return;
      event.preventDefault();
      event.stopPropagation();
      latest.current.onAttempt(`${url.pathname}${url.search}${url.hash}`);
    };
    const stopPopState = onPopStateFirst(onPopState);
    document.addEventListener('click', onClick, true);
    return () => {
      stopPopState();
      document.removeEventListener('click', onClick, true);
    };
  }, [active, base]);
}
