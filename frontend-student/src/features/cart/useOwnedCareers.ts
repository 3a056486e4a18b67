import { useCallback } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AuthUser, MyCareer } from '@app/contracts';
import { fetchMyCareers } from '../../api/commerce';
import { buysCareers, useSession } from '../auth/session';
import { sameId } from './cartContext';

/** The careers a signed-in user has (every status but a left test's), keyed by the user. */
const ownedKey = (userId: string) => ['student', userId, 'owned-careers'] as const;

const loadOwned = (user: AuthUser, signal?: AbortSignal) =>
  fetchMyCareers(user, signal).then((list) =>
    Array.isArray(list) ? list.filter((c) => c.status !== 'ABANDONED') : [],
  );

const query = (user: AuthUser) => ({
  queryKey: ownedKey(user.user_id),
  queryFn: ({ signal }: { signal: AbortSignal }) => loadOwned(user, signal),
  // Personal data: kept only while a page shows it, and loaded afresh on each visit.
  gcTime: 0,
  staleTime: 0,
});

/** The user's own enrolment in the career, or undefined. */
export const findOwned = (owned: readonly MyCareer[] | undefined, careerId: string) =>
  owned?.find((c) => sameId(c.careerId.$oid, careerId));

/** The careers `user` has, fresh from the server (after a login, before anything re-renders). */
export const fetchOwned = (client: QueryClient, user: AuthUser) => client.fetchQuery(query(user));

/**
 * Which careers the signed-in buyer already has, so a career page offers Start, Resume or Check Report instead
 * of buying it again (the server refuses that with a 409). Visitors and campus students have none to ask about:
 * `known` is true for them at once.
 */
export function useOwnedCareers() {
  const { status, user } = useSession();
  const client = useQueryClient();
  const enabled = status === 'signedIn' && buysCareers(user);
  const result = useQuery({
    ...(user ? query(user) : { queryKey: ownedKey(''), queryFn: () => Promise.resolve([] as MyCareer[]) }),
    enabled,
  });
  const refresh = useCallback(() => (user ? fetchOwned(client, user) : Promise.resolve([])), [client, user]);
  return {
    /** False while a signed-in buyer's careers are being loaded (their buttons wait). */
    known: !enabled || result.data !== undefined || result.isError,
    owned: enabled ? result.data : undefined,
    refresh,
  };
}
