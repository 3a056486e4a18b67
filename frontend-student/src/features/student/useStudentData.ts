import { useQuery } from '@tanstack/react-query';
import type { AuthUser } from '@app/contracts';
import { useSession } from '../auth/session';
import { useAreaSubject } from '../family/viewedChild';
import { serverMessage } from '../cart/messages';

export type Loadable<T> = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; data: T };

/** The cache key of one of a student's reads: every key names the student, so nobody sees another's data. */
export const studentKey = (userId: string | undefined, name: string) => ['student', userId ?? '', name] as const;

/**
 * One of the signed-in student's reads (or, for a parent, of the child they chose: useAreaSubject) (`name` tells them apart), loaded afresh on each visit and when the
 * student changes; a failure is toasted with the server's message. `retry` (Try again) shows the loader and loads
 * again.
 */
export function useStudentData<T>(
  name: string,
  load: (user: AuthUser, signal: AbortSignal) => Promise<T>,
  // `own`: the signed-in user's data whatever child a parent is looking at (their orders, their sessions).
  { enabled = true, own = false }: { enabled?: boolean; own?: boolean } = {},
) {
  const { user: signedIn } = useSession();
  const { subject } = useAreaSubject();
  const user = own ? signedIn : subject;
  const queryKey = studentKey(user?.user_id, name);
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => load(user!, signal),
    enabled: Boolean(user) && enabled,
    // Personal data lives only as long as a page shows it: each visit shows a fresh load (as the pages always
    // did), and nothing of a student stays in memory once they leave the page or log out.
    gcTime: 0,
    meta: { errorToast: (error) => serverMessage(error) },
  });
  const state: Loadable<T> =
    query.data !== undefined
      ? { status: 'loaded', data: query.data }
      : query.isError && !query.isFetching
        ? { status: 'failed' }
        : { status: 'loading' };
  return { state, retry: () => void query.refetch(), queryKey };
}
