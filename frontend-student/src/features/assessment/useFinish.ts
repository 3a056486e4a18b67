import { useCallback, useRef, type RefObject } from 'react';
import { serverMessage } from '../cart/messages';
import { isConsentRequired } from '../consent/useConsentRequired';
import type { PlayerBackend } from './backend';
import { isCompleted } from './errors';
import { useMountedRef } from './hooks';
import type { Phase } from './phase';
import { isRetryable, type SubmitQueue } from './submitQueue';
import type { PlayerMoves } from './usePlayerNavigation';

/** Waits between attempts of the finish while the network is down. */
const FINISH_BACKOFF_MS = [1000, 2000, 4000, 8000, 15000, 30000] as const;

interface Options {
  backend: PlayerBackend;
  queue: SubmitQueue;
  moves: PlayerMoves;
  /** The career's name for the completed page, read when the test is done. */
  name: RefObject<string | undefined>;
  setPhase: (phase: Phase) => void;
  /** The server refused the finish (e.g. steps unanswered): ask it where the test stands. */
  resync: () => Promise<void>;
}

/**
 * Submits the test: every queued answer first (retried while offline), then the finish (`PUT .../submit`), retried with backoff
 * while the network is down, then the completed page. A refusal asks the server where the test stands once; a
 * second one stops the player with the server's message.
 */
export function useFinish({ backend, queue, moves, name, setPhase, resync }: Options) {
  const mounted = useMountedRef();
  const finishing = useRef(false);
  const refusals = useRef(0);
  const retryNow = useRef<(() => void) | null>(null);

  const finish = useCallback(async () => {
    if (finishing.current) return;
    finishing.current = true;
    setPhase({ kind: 'finishing', offline: false });
    try {
      for (let attempt = 0; mounted.current; attempt += 1) {
        await queue.whenIdle();
        if (!mounted.current) return;
        try {
          const response = await backend.finish();
          queue.clear();
          moves.toCompleted({ name: name.current, message: response?.message });
          return;
        } catch (error) {
          if (!mounted.current) return;
          if (isCompleted(error)) {
            queue.clear();
            moves.toCompleted({ name: name.current });
            return;
          }
          if (isConsentRequired(error)) {
            // Consent withdrawn before the finish: asking the server again would be refused the same way.
            setPhase({ kind: 'failed', message: serverMessage(error), consentRequired: true });
            return;
          }
          if (!isRetryable(error)) {
            console.warn('Assessment finish refused', error);
            refusals.current += 1;
            finishing.current = false;
            if (refusals.current > 1) setPhase({ kind: 'failed', message: serverMessage(error) });
            else void resync();
            return;
          }
          setPhase({ kind: 'finishing', offline: true });
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, FINISH_BACKOFF_MS[Math.min(attempt, FINISH_BACKOFF_MS.length - 1)]);
            retryNow.current = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          retryNow.current = null;
          if (mounted.current) setPhase({ kind: 'finishing', offline: false });
        }
      }
    } finally {
      finishing.current = false;
    }
  }, [backend, queue, moves, name, setPhase, resync, mounted]);

  /** The offline screen's Try again: the queue and the finish go at once. */
  const retry = useCallback(() => {
    queue.retryNow();
    retryNow.current?.();
  }, [queue]);

  const isFinishing = useCallback(() => finishing.current, []);
  /** Try again after the player stopped: the finish gets its chances again. */
  const forgetRefusals = useCallback(() => {
    refusals.current = 0;
  }, []);

  return { finish, retry, isFinishing, forgetRefusals };
}
