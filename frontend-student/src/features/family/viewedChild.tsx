import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AuthUser, ParentChild } from '@app/contracts';
import { fetchChildren } from '../../api/family';
import { useSession } from '../auth/session';
import { serverMessage } from '../cart/messages';

/**
 * Which child a parent is looking at in the student area (issue 14). The area's reads name that child's id, the
 * server answers a linked parent read-only, and the pages hide whatever would change the child's data.
 */

type Children = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; data: ParentChild[] };

export interface ViewedChild {
  children: Children;
  /** The child shown, or null for the parent's own account. */
  child: ParentChild | null;
  /** A child's id, or null for the parent's own account. */
  select: (userId: string | null) => void;
  reload: () => void;
}

const ViewedChildContext = createContext<ViewedChild | null>(null);

/** The cache key of the parent's children: link, unlink and accept refresh it. */
export const childrenKey = (parentId: string | undefined) => ['parent', parentId ?? '', 'children'] as const;

/**
 * A signed-in parent's linked children (GET /api/parent/children), shared by every page that asks; `parentId` is
 * undefined for anyone else, who is never asked.
 */
export function useParentChildren(options: { errorToast?: boolean } = {}) {
  const { user } = useSession();
  const parentId = user?.role === 'parent' ? user.user_id : undefined;
  const query = useQuery({
    queryKey: childrenKey(parentId),
    queryFn: ({ signal }) => fetchChildren(signal),
    enabled: Boolean(parentId),
    gcTime: 0,
    ...(options.errorToast ? { meta: { errorToast: (error: unknown) => serverMessage(error) } } : {}),
  });
  return { parentId, query };
}

const SELF = 'self';
const storageKey = (parentId: string) => `disha.viewedChild.${parentId}`;

function stored(parentId: string | undefined): string | null {
  if (!parentId) return null;
  try {
    return sessionStorage.getItem(storageKey(parentId));
  } catch {
    return null;
  }
}

/** Around the student area: for a parent, their linked children and the one chosen (kept for the tab's session). */
export function ViewedChildProvider({ children: content }: { children: ReactNode }) {
  const { parentId, query } = useParentChildren({ errorToast: true });
  const [choice, setChoice] = useState<string | null>(() => stored(parentId));
  const list = useMemo(() => (Array.isArray(query.data) ? query.data : []), [query.data]);
  // Nothing chosen yet: the first child, as a parent comes here for them; "self" is the parent's own account.
  const child = choice === SELF ? null : (list.find((c) => c.userId === choice) ?? list[0] ?? null);
  const select = useCallback(
    (userId: string | null) => {
      const value = userId ?? SELF;
      setChoice(value);
      try {
        if (parentId) sessionStorage.setItem(storageKey(parentId), value);
      } catch {
        // Private browsing without storage: the choice lasts as long as the page.
      }
    },
    [parentId],
  );
  const refetch = query.refetch;
  const value = useMemo<ViewedChild | null>(
    () =>
      parentId
        ? {
            children:
              query.data !== undefined
                ? { status: 'loaded', data: list }
                : query.isError && !query.isFetching
                  ? { status: 'failed' }
                  : { status: 'loading' },
            child,
            select,
            reload: () => void refetch(),
          }
        : null,
    [parentId, query.data, query.isError, query.isFetching, list, child, select, refetch],
  );
  return <ViewedChildContext.Provider value={value}>{content}</ViewedChildContext.Provider>;
}

/** The parent's children and choice; null for anyone else (or outside the area). */
export function useViewedChild(): ViewedChild | null {
  return useContext(ViewedChildContext);
}

/**
 * The user whose data the area shows: the signed-in user, or the child a parent chose, as an AuthUser whose id and
 * name are the child's (the area's calls put `user_id` in their paths). `readOnly` when it is a child.
 */
export function useAreaSubject(): { subject: AuthUser | null; readOnly: boolean; child: ParentChild | null } {
  const { user } = useSession();
  const child = useContext(ViewedChildContext)?.child ?? null;
  return useMemo(() => {
    if (!user || !child) return { subject: user, readOnly: false, child: null };
    const data = { ...user.data, first_name: child.firstName, last_name: child.lastName };
    return { subject: { ...user, user_id: child.userId, data }, readOnly: true, child };
  }, [user, child]);
}
