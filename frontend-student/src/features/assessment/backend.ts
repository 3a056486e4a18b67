import type { CareerContentResponse, FinishResponse, StepSubmissionResponse } from '@app/contracts';
import { abandonCareer, fetchCareerContent, finishCareer, submitStep } from '../../api/assessment';
import { DASHBOARD_PATH } from './steps';
import { queueKey, type QueuedStep } from './submitQueue';

/**
 * Everything the player asks of the world beyond the page: the content and where the test stands, a step's answer,
 * the finish and the way out. A student's test asks the server (`liveBackend`); staff previewing a draft get an
 * in-memory one (`previewBackend`), so the same player, steps, timers and queue run and nothing is recorded. The
 * player's hooks take it as it is and never ask which one they have.
 */
export interface PlayerBackend {
  /** Where the answer queue keeps the answers not yet sent (localStorage); null: in memory only. */
  queueKey: string | null;
  /** The content with where the test stands: `GET /career/content`'s shape. */
  content: (signal?: AbortSignal) => Promise<CareerContentResponse>;
  /** One step's answer (the queue sends it, in order, and retries it on network failures). */
  submit: (item: QueuedStep, signal: AbortSignal) => Promise<StepSubmissionResponse>;
  /** The finish, once every step is answered. */
  finish: () => Promise<FinishResponse>;
  /** Leaving a test under way (the leave dialog's confirm). */
  abandon: () => Promise<unknown>;
  /** Where the Leave test button and the browser's back go once the test is left. */
  exitPath: string;
  /** The way out of a player that stopped (under its message): a page of this app, or another app (`external`). */
  back: { label: string; href: string; external?: boolean };
}

/** A student's test: the server records and judges every step (docs/decisions.md, Assessments). */
export function liveBackend({
  userMapCareerId,
  careerId,
  userId,
}: {
  userMapCareerId: string;
  careerId: string;
  userId: string;
}): PlayerBackend {
  return {
    queueKey: queueKey(userMapCareerId),
    content: (signal) => fetchCareerContent(userMapCareerId, signal),
    // The queued answer's own ids: answers a previous visit kept are sent as they were made.
    submit: (item, signal) => submitStep(item.careerId, item.userId, item.submission, signal),
    finish: () => finishCareer(careerId, userId),
    abandon: () => abandonCareer(careerId, userId),
    exitPath: DASHBOARD_PATH,
    back: { label: 'Back to Dashboard', href: DASHBOARD_PATH },
  };
}
