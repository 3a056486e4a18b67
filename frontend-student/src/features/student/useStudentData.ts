import { useCallback, useEffect, useState } from 'react';
import type { AuthUser } from '@app/contracts';
import { isAbortError } from '../../api/client';
import { useSnackbar } from '../../components/snackbar';
import { useSession } from '../auth/session';
import { serverMessage } from '../cart/messages';

export type Loadable<T> = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; data: T };

interface Options {
  /** False while there is nothing to load (a student who is not on a campus has no classrooms). */
  enabled?: boolean;
  /** Bumped by the page to load again while it keeps showing what it has. */
  version?: number;
}

/**
 * The signed-in student's data from `load`, loaded again when the student or `version` changes; a failure is
 * toasted with the server's message. `retry` (Try again) shows the loader and loads again.
 */
export function useStudentData<T>(
  load: (user: AuthUser, signal: AbortSignal) => Promise<T>,
  { enabled = true, version = 0 }: Options = {},
) {
  const { user } = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const [state, setState] = useState<Loadable<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const userId = user?.user_id;
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  // Another student signed in on this tab: never show the previous one's data while theirs loads.
  // (React's "adjusting state when a prop changes": set during render, before anything stale is shown.)
  const [loadedFor, setLoadedFor] = useState(userId);
  if (loadedFor !== userId) {
    setLoadedFor(userId);
    setState({ status: 'loading' });
  }

  useEffect(() => {
    if (!user || !enabled) return;
    const controller = new AbortController();
    load(user, controller.signal)
      .then((data) => setState({ status: 'loaded', data }))
      .catch((error: unknown) => {
        if (isAbortError(error)) return;
        enqueueSnackbar(serverMessage(error), { variant: 'error' });
        setState({ status: 'failed' });
      });
    return () => controller.abort();
    // The user object changes on a profile update and `load` on every render: the data only depends on who the
    // student is.
  }, [userId, enabled, version, attempt, enqueueSnackbar]);

  return { state, setState, retry };
}
