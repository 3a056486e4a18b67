import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { CompletedState } from './CompletedPage';
import { useLatest } from './hooks';
import { stepPath, type StepRef } from './steps';

/**
 * Where the player is, and its moves: each reads the latest location, so async work can call it any time. Moves
 * within the test keep the query (the preview's `?gender=`; a student's test has none).
 */
export function usePlayerNavigation(base: string) {
  const navigate = useNavigate();
  const { pathname, search, state } = useLocation();
  const latest = useLatest({ navigate, pathname, search, state });

  const moves = useMemo(() => {
    const within = (path: string) => ({ pathname: path, search: latest.current.search });
    return {
      /** The path as last rendered. */
      here: () => latest.current.pathname,
      /**
       * To a step, replacing the entry and keeping its history state (the leave guard's mark): back never walks
       * through the steps, and stepping on never asks.
       */
      toStep: (step: StepRef) =>
        latest.current.navigate(within(stepPath(base, step)), { replace: true, state: latest.current.state }),
      /** From the instructions to a step, pushed: the instructions stay behind in the history. */
      startAt: (step: StepRef) => latest.current.navigate(within(stepPath(base, step))),
      toCompleted: (completed?: CompletedState) =>
        latest.current.navigate(within(`${base}/completed`), { replace: true, state: completed }),
      /** Out of the test (it was abandoned). */
      leaveTo: (to: string) => latest.current.navigate(to, { replace: true }),
    };
  }, [base, latest]);
  return { pathname, moves };
}

export type PlayerMoves = ReturnType<typeof usePlayerNavigation>['moves'];
