import { useCallback, useState } from 'react';
import { ERROR_CODES } from '@app/contracts';
import { useSnackbar } from '../../components/snackbar';
import { serverMessage } from '../cart/messages';
import type { PlayerBackend } from './backend';
import { hasCode, isCompleted } from './errors';
import type { SubmitQueue } from './submitQueue';
import { useLeaveGuard } from './useLeaveGuard';
import type { PlayerMoves } from './usePlayerNavigation';

interface Options {
  backend: PlayerBackend;
  /** /user-student/career/{userMapCareerId}/{careerId}: paths under it are the test's own. */
  base: string;
  queue: SubmitQueue;
  moves: PlayerMoves;
  /** A test under way is on screen (a step, ready or being submitted). */
  underWay: boolean;
}

/**
 * The way out of a test under way: the browser's back, links out of it and the Leave test button ask first; the
 * confirm abandons the test (`POST .../abandon`) and goes where the student was going (the backend's exit, the
 * dashboard for a student, for the button and back).
 */
export function useLeaveTest({ backend, base, queue, moves, underWay }: Options) {
  const { enqueueSnackbar } = useSnackbar();
  const [leave, setLeave] = useState<{ to: string } | null>(null);
  const [leaving, setLeaving] = useState(false);
  const guarded = underWay && !leaving;
  const { exitPath } = backend;
  useLeaveGuard({ active: guarded, base, onAttempt: (to) => setLeave({ to: to ?? exitPath }) });

  const requestLeave = useCallback(() => setLeave({ to: exitPath }), [exitPath]);

  const confirm = async () => {
    if (!leave) return;
    setLeaving(true);
    try {
      await backend.abandon();
    } catch (error) {
      // Already ended or completed: leaving is what the student asked for.
      if (!(isCompleted(error) || hasCode(error, ERROR_CODES.AssessmentAbandoned))) {
        enqueueSnackbar(serverMessage(error), { variant: 'error' });
        setLeaving(false);
        return;
      }
    }
    queue.stop();
    queue.clear();
    moves.leaveTo(leave.to);
  };

  return {
    /** The app's own back (the Leave test button), while the guard is on. */
    requestLeave,
    guarded,
    dialog: {
      open: leave !== null,
      leaving,
      onCancel: () => setLeave(null),
      onConfirm: () => void confirm(),
    },
  };
}
