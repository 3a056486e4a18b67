import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { CompletedState } from './CompletedPage';
import { useLatest } from './hooks';
import { stepPath, type StepRef } from './steps';

/** Where the player is, and its moves: each reads the latest location, so async work can call it any time. */
export function usePlayerNavigation(base: string) {
  const navigate = useNavigate();
  const { pathname, state } = useLocation();
  const latest = useLatest({ navigate, pathname, state });

  const moves = useMemo(
    () => ({
      /** The path as last rendered. */
      here: () => latest.current.pathname,
      /**
       * To a step, replacing the entry and keeping its history state (the leave guard's mark): back never walks
       * through the steps, and stepping on never asks.
       */
      toStep: (step: StepRef) =>
        latest.current.navigate(stepPath(base, step), { replace: true, state: latest.current.state }),
      /** From the instructions to a step, pushed: the instructions stay behind in the history. */
      startAt: (step: StepRef) => latest.current.navigate(stepPath(base, step)),
      toCompleted: (completed?: CompletedState) =>
        latest.current.navigate(`${base}/completed`, { replace: true, state: completed }),
      /** Out of the test (it was abandoned). */
      leaveTo: (to: string) => latest.current.navigate(to, { replace: true }),
    }),
    [base, latest],
  );
  return { pathname, moves };
}

export type PlayerMoves = ReturnType<typeof usePlayerNavigation>['moves'];
