import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ASSESSMENT_MESSAGES, type CareerContentResponse } from '@app/contracts';
import { isAbortError } from '../../api/client';
import { useSnackbar } from '../../components/snackbar';
import { serverMessage } from '../cart/messages';
import type { PlayerBackend } from './backend';
import { isConsentRequired } from '../consent/useConsentRequired';
import { isCompleted } from './errors';
import { samePath, type Phase } from './phase';
import type { PlayerProgress } from './progress';
import { firstOpenStep, flattenSteps, stepPath, type FlatStep, type StepRef } from './steps';
import type { SubmitQueue } from './submitQueue';
import type { PlayerMoves } from './usePlayerNavigation';

/** The content and its steps in order. */
export interface Loaded {
  content: CareerContentResponse | null;
  steps: FlatStep[];
}

interface Options {
  backend: PlayerBackend;
  base: string;
  queue: SubmitQueue;
  progress: PlayerProgress;
  moves: PlayerMoves;
  setPhase: (phase: Phase) => void;
  /** Nothing is left to answer. */
  finish: () => void;
}

/**
 * The test's content and the student's progress. A load first sends the answers a previous visit kept (in
 * order), then GETs the content. On a step page (a reload, or a resync after the server refused an answer) the
 * player goes to the step due: the server's progress.next, or after the answers still queued.
 */
export function useContentLoader({ backend, base, queue, progress, moves, setPhase, finish }: Options) {
  const { enqueueSnackbar } = useSnackbar();
  const [content, setContent] = useState<CareerContentResponse | null>(null);
  const steps = useMemo(() => flattenSteps(content?.sections ?? []), [content]);
  /** The content and steps as loaded last, for the player's callbacks (ahead of the render that shows them). */
  const loaded = useRef<Loaded>({ content, steps });
  useLayoutEffect(() => {
    loaded.current = { content, steps };
  });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const load = useCallback(
    async (mode: 'initial' | 'resync') => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setPhase({ kind: 'loading' });
      await queue.settle();
      if (current.signal.aborted) return;
      let data: CareerContentResponse;
      try {
        data = await backend.content(current.signal);
      } catch (error) {
        if (isAbortError(error) || current.signal.aborted) return;
        if (isCompleted(error)) {
          queue.clear();
          moves.toCompleted();
          return;
        }
        const message = serverMessage(error);
        enqueueSnackbar(message, { variant: 'error' });
        // A minor without a parent's consent (or after a withdrawal): the page offers the request to a parent.
        setPhase({ kind: 'failed', message, consentRequired: isConsentRequired(error) });
        return;
      }
      if (current.signal.aborted) return;

      const all = flattenSteps(data.sections ?? []);
      const pending = queue.pendingIds();
      progress.loaded(data, pending);
      loaded.current = { content: data, steps: all };
      setContent(data);

      if (data.status === 'COMPLETED') {
        queue.clear();
        moves.toCompleted({ name: data.name });
        return;
      }
      if (data.status === 'ABANDONED') return setPhase({ kind: 'failed', message: ASSESSMENT_MESSAGES.abandoned });
      if (all.length === 0) return setPhase({ kind: 'failed', message: ASSESSMENT_MESSAGES.noContent });

      const answered = new Set(data.progress?.answered ?? []);
      const target: StepRef | null = pending.size
        ? firstOpenStep(all, answered, pending)
        : (data.progress?.next ?? firstOpenStep(all, answered));
      const here = moves.here();
      if (mode === 'resync' || here.startsWith(`${base}/section/`)) {
        if (target === null) {
          setPhase({ kind: 'ready' });
          finish();
          return;
        }
        if (mode === 'resync' && progress.refusedTwice(target.subsectionId)) {
          return setPhase({ kind: 'failed', message: progress.lastRefusal ?? 'Something went wrong' });
        }
        const path = stepPath(base, target);
        if (!samePath(here, path)) {
          // Ready once the router shows the step (its update renders after this one).
          setPhase({ kind: 'arriving', path });
          moves.toStep(target);
          return;
        }
      }
      setPhase({ kind: 'ready' });
    },
    [backend, base, queue, progress, moves, setPhase, finish, loaded, enqueueSnackbar],
  );

  return { content, steps, loaded, load };
}
