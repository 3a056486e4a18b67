import type { EnrolmentStatus } from '@app/contracts';
import { ENROLMENT_STATUSES, type ENROLMENT_SOURCES } from '@app/db';

export type { EnrolmentStatus };

/** How the user came to have the career: bought (an order), given by a school classroom, or free. */
export type EnrolmentSource = (typeof ENROLMENT_SOURCES)[number];

/**
 * What can happen to an enrolment (a `user_careers` row). A new row starts ENROLLED; then:
 *
 * - `enrol`: bought again after it was left (ABANDONED -> ENROLLED), a fresh start;
 * - `open`: the test's first fetch starts the first step's clock (no status change);
 * - `answer`: a step accepted (ENROLLED -> IN_PROGRESS, then IN_PROGRESS again);
 * - `finish`: every step answered, the test handed in (no status change; scoring follows);
 * - `complete`: the finished test scored (IN_PROGRESS -> COMPLETED);
 * - `abandon`: the student left a test they bought (ENROLLED or IN_PROGRESS -> ABANDONED): buy it again to retake;
 * - `restart`: a campus student left a test their school gave (ENROLLED or IN_PROGRESS -> ENROLLED): they cannot
 *   buy it, so it waits to be taken again from the start.
 */
export const ENROLMENT_EVENTS = ['enrol', 'open', 'answer', 'finish', 'complete', 'abandon', 'restart'] as const;
export type EnrolmentEvent = (typeof ENROLMENT_EVENTS)[number];

/** What the machine needs of an enrolment: its status, and whether its test was handed in. */
export interface EnrolmentState {
  status: EnrolmentStatus;
  finishedAt: Date | null;
}

interface Move {
  /** The status each allowed starting status leads to. */
  from: Partial<Record<EnrolmentStatus, EnrolmentStatus>>;
  /** Whether the test must (true) or must not (false) have been handed in; either when absent. */
  finished?: boolean;
}

/**
 * The one table of allowed moves. `finished` matters because a handed-in test stays IN_PROGRESS until it is
 * scored, and in that time it takes no more answers and cannot be left.
 */
const MOVES: Readonly<Record<EnrolmentEvent, Move>> = {
  enrol: { from: { ABANDONED: 'ENROLLED' } },
  open: { from: { ENROLLED: 'ENROLLED', IN_PROGRESS: 'IN_PROGRESS' }, finished: false },
  answer: { from: { ENROLLED: 'IN_PROGRESS', IN_PROGRESS: 'IN_PROGRESS' }, finished: false },
  // From ENROLLED only for a test with no steps at all (every step answered is then no step).
  finish: { from: { ENROLLED: 'ENROLLED', IN_PROGRESS: 'IN_PROGRESS' }, finished: false },
  complete: { from: { IN_PROGRESS: 'COMPLETED' }, finished: true },
  abandon: { from: { ENROLLED: 'ABANDONED', IN_PROGRESS: 'ABANDONED' }, finished: false },
  restart: { from: { ENROLLED: 'ENROLLED', IN_PROGRESS: 'ENROLLED' }, finished: false },
};

/**
 * The move that leaving a test makes: a classroom's career goes back to be taken again (`restart`), one bought
 * (or given free) is given up (`abandon`) and must be bought again.
 */
export function leaveEvent(source: EnrolmentSource): 'abandon' | 'restart' {
  return source === 'classroom' ? 'restart' : 'abandon';
}

/** An impossible move: a caller skipped a check it owes (a bug), or a row changed under a lock it did not hold. */
export class EnrolmentStateError extends Error {
  override readonly name = 'EnrolmentStateError';

  constructor(
    readonly event: EnrolmentEvent,
    readonly status: EnrolmentStatus,
    readonly finished: boolean,
  ) {
    super(`An enrolment ${status}${finished ? ' (finished)' : ''} cannot ${event}`);
  }
}

export function canMove(event: EnrolmentEvent, state: EnrolmentState): boolean {
  const move = MOVES[event];
  if (move.finished !== undefined && move.finished !== (state.finishedAt !== null)) return false;
  return move.from[state.status] !== undefined;
}

/** The status `event` leads to from `state`; throws EnrolmentStateError when the machine does not allow it. */
export function nextStatus(event: EnrolmentEvent, state: EnrolmentState): EnrolmentStatus {
  const to = canMove(event, state) ? MOVES[event].from[state.status] : undefined;
  if (!to) throw new EnrolmentStateError(event, state.status, state.finishedAt !== null);
  return to;
}

/** The statuses `event` may start from, for the WHERE of a conditional UPDATE that applies it. */
export function statusesAllowing(event: EnrolmentEvent): EnrolmentStatus[] {
  return Object.keys(MOVES[event].from) as EnrolmentStatus[];
}

/** Whether `event` needs the test handed in (true), not handed in (false), or either (undefined). */
export function finishedRequirement(event: EnrolmentEvent): boolean | undefined {
  return MOVES[event].finished;
}

/**
 * Whether the user has the career: every status but ABANDONED. A left test is not owned (it may be bought
 * again, it is not listed, the cart takes it), so every "what does the user own" asks this, and only this.
 */
export function isActive(status: EnrolmentStatus): boolean {
  return status !== 'ABANDONED';
}

export const ACTIVE_STATUSES: readonly EnrolmentStatus[] = ENROLMENT_STATUSES.filter(isActive);

/** A test handed in (being scored) or scored: it takes no more answers and can no longer be left. */
export function isFinished(state: EnrolmentState): boolean {
  return state.status === 'COMPLETED' || state.finishedAt !== null;
}

/**
 * Whether the test has begun in earnest (a step answered, handed in or scored): an admin's refund then leaves the
 * career with the buyer (what they did stays theirs) instead of taking it back. A test left (ABANDONED) has had
 * its steps removed, so it counts as not started.
 */
export function hasStarted(enrolment: EnrolmentState): boolean {
  return enrolment.status === 'IN_PROGRESS' || enrolment.status === 'COMPLETED' || enrolment.finishedAt !== null;
}
