import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { StepSubmission } from '@app/contracts';
import type { ApiError } from '../../api/client';
import { isConsentRequired } from '../consent/useConsentRequired';
import type { NextMove } from './context';
import type { Loaded } from './useContentLoader';
import { useMountedRef } from './hooks';
import type { PlayerProgress } from './progress';
import { firstOpenStep, type FlatStep, type StepRef } from './steps';
import type { SubmitQueue } from './submitQueue';
import type { PlayerMoves } from './usePlayerNavigation';

interface Options {
  careerId: string;
  userId: string;
  queue: SubmitQueue;
  progress: PlayerProgress;
  moves: PlayerMoves;
  loaded: RefObject<Loaded>;
  finish: () => void;
  /** Ask the server where the test stands (after it refused an answer as late or out of order). */
  resync: () => Promise<void>;
  /** Whether the test is being submitted (then a resync would only get in the way). */
  isFinishing: () => boolean;
  /**
   * A parent's consent is missing (withdrawn during the test): the player stops and offers the request, rather
   * than going on to steps whose answers the server would refuse too.
   */
  stopForConsent: (error: ApiError) => void;
}

/**
 * What the steps do (the player's context): send an answer and work out what is next, move on, start or resume
 * from the instructions, and give a question its seconds. Answers refused after they were queued count as
 * refusals too, and a late or out-of-order one makes the player ask the server where the test stands.
 */
export function useStepActions({
  careerId,
  userId,
  queue,
  progress,
  moves,
  loaded,
  finish,
  resync,
  isFinishing,
  stopForConsent,
}: Options) {
  const mounted = useMountedRef();
  const localNext = useCallback(() => progress.next(loaded.current.steps, loaded.current.content), [progress, loaded]);

  const submit = useCallback(
    async (step: FlatStep, submission: StepSubmission): Promise<NextMove> => {
      progress.answered(step.subsectionId);
      const outcome = await queue.enqueue({ careerId, userId, submission });
      if (!mounted.current) return 'handled';
      switch (outcome.kind) {
        case 'sent':
          // The server's word on what is next (accepted or duplicate alike).
          return outcome.response?.progress ? outcome.response.progress.next : localNext();
        case 'queued':
          return localNext();
        case 'rejected':
          progress.refused(step.subsectionId, outcome.error);
          if (isConsentRequired(outcome.error)) {
            stopForConsent(outcome.error);
            return 'handled';
          }
          // Spec: submit errors during the test are only logged; the test goes on.
          return localNext();
        case 'conflict':
          // Late or out of order: the server says where the test stands.
          progress.refused(step.subsectionId, outcome.error);
          await resync();
          return 'handled';
      }
    },
    [queue, progress, careerId, userId, localNext, resync, mounted, stopForConsent],
  );

  const goTo = useCallback(
    (next: StepRef | null) => {
      if (!mounted.current) return;
      if (next === null) finish();
      else moves.toStep(next);
    },
    [moves, finish, mounted],
  );

  const start = useCallback(() => {
    const { content, steps } = loaded.current;
    if (!content) return;
    // A fresh test starts with full timers; a resumed one keeps what the server's deadline leaves.
    if (content.progress.done === 0) progress.startFresh();
    const pending = queue.pendingIds();
    const answered = new Set(content.progress.answered);
    const target = pending.size
      ? firstOpenStep(steps, answered, pending)
      : content.progress.done === 0
        ? (content.progress.next ?? steps[0] ?? null)
        : content.progress.next;
    if (target === null) finish();
    else moves.startAt(target);
  }, [queue, progress, moves, loaded, finish]);

  const secondsFor = useCallback((step: FlatStep, timer: number) => progress.secondsFor(step, timer), [progress]);

  // An answer sent later (after being queued) that the server refused: once the queue is through, ask the server
  // where the test stands.
  const resyncScheduled = useRef(false);
  useEffect(
    () =>
      queue.onLaterOutcome((item, outcome) => {
        if (outcome.kind === 'sent' || outcome.kind === 'queued') return;
        progress.refused(item.submission.subSectionId, outcome.error);
        if (isConsentRequired(outcome.error)) return stopForConsent(outcome.error);
        if (outcome.kind !== 'conflict' || resyncScheduled.current) return;
        resyncScheduled.current = true;
        void queue.whenIdle().then(() => {
          resyncScheduled.current = false;
          if (mounted.current && !isFinishing()) void resync();
        });
      }),
    [queue, progress, resync, isFinishing, mounted, stopForConsent],
  );

  return { submit, goTo, start, secondsFor };
}
