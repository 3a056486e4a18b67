import {
  ACTIVE_STATUSES,
  canMove,
  ENROLMENT_EVENTS,
  EnrolmentStateError,
  finishedRequirement,
  isActive,
  isFinished,
  leaveEvent,
  nextStatus,
  statusesAllowing,
  type EnrolmentEvent,
  type EnrolmentStatus,
} from '@app/enrolment';

const STATUSES: EnrolmentStatus[] = ['ENROLLED', 'IN_PROGRESS', 'COMPLETED', 'ABANDONED'];
const at = new Date('2026-05-01T10:00:00Z');

/**
 * Every allowed move, written out by hand: `event from(finished?) -> to`. Anything not listed must be refused,
 * so a change to the machine has to change this list too.
 */
const ALLOWED: [EnrolmentEvent, EnrolmentStatus, boolean, EnrolmentStatus][] = [
  ['enrol', 'ABANDONED', false, 'ENROLLED'],
  ['open', 'ENROLLED', false, 'ENROLLED'],
  ['open', 'IN_PROGRESS', false, 'IN_PROGRESS'],
  ['answer', 'ENROLLED', false, 'IN_PROGRESS'],
  ['answer', 'IN_PROGRESS', false, 'IN_PROGRESS'],
  ['finish', 'ENROLLED', false, 'ENROLLED'],
  ['finish', 'IN_PROGRESS', false, 'IN_PROGRESS'],
  ['complete', 'IN_PROGRESS', true, 'COMPLETED'],
  ['abandon', 'ENROLLED', false, 'ABANDONED'],
  ['abandon', 'IN_PROGRESS', false, 'ABANDONED'],
  ['restart', 'ENROLLED', false, 'ENROLLED'],
  ['restart', 'IN_PROGRESS', false, 'ENROLLED'],
];
// `enrol` does not look at the finish (a re-enrolment clears it).
ALLOWED.push(['enrol', 'ABANDONED', true, 'ENROLLED']);

const allowed = (event: EnrolmentEvent, status: EnrolmentStatus, finished: boolean) =>
  ALLOWED.find(([e, s, f]) => e === event && s === status && f === finished)?.[3];

describe('the enrolment state machine', () => {
  const cases = ENROLMENT_EVENTS.flatMap((event) =>
    STATUSES.flatMap((status) => [false, true].map((finished) => [event, status, finished] as const)),
  );

  it.each(cases)('%s from %s (finished: %s)', (event, status, finished) => {
    const state = { status, finishedAt: finished ? at : null };
    const to = allowed(event, status, finished);
    expect(canMove(event, state)).toBe(to !== undefined);
    if (to) {
      expect(nextStatus(event, state)).toBe(to);
    } else {
      expect(() => nextStatus(event, state)).toThrow(EnrolmentStateError);
    }
  });

  it('names the refused move in its typed error', () => {
    let error: unknown;
    try {
      nextStatus('answer', { status: 'IN_PROGRESS', finishedAt: at });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnrolmentStateError);
    expect(error).toMatchObject({
      name: 'EnrolmentStateError',
      event: 'answer',
      status: 'IN_PROGRESS',
      finished: true,
      message: 'An enrolment IN_PROGRESS (finished) cannot answer',
    });
  });

  it('goes ENROLLED -> IN_PROGRESS -> COMPLETED along a whole test', () => {
    let state = { status: 'ENROLLED' as EnrolmentStatus, finishedAt: null as Date | null };
    state = { ...state, status: nextStatus('open', state) };
    state = { ...state, status: nextStatus('answer', state) };
    expect(state.status).toBe('IN_PROGRESS');
    state = { ...state, status: nextStatus('answer', state) };
    state = { status: nextStatus('finish', state), finishedAt: at };
    expect(state.status).toBe('IN_PROGRESS');
    expect(nextStatus('complete', state)).toBe('COMPLETED');
  });

  it('gives the statuses each move starts from, and whether it needs the test handed in (for SQL guards)', () => {
    expect(statusesAllowing('enrol')).toEqual(['ABANDONED']);
    expect(statusesAllowing('answer')).toEqual(['ENROLLED', 'IN_PROGRESS']);
    expect(statusesAllowing('complete')).toEqual(['IN_PROGRESS']);
    expect(statusesAllowing('abandon')).toEqual(['ENROLLED', 'IN_PROGRESS']);
    expect(statusesAllowing('restart')).toEqual(['ENROLLED', 'IN_PROGRESS']);
    expect(finishedRequirement('enrol')).toBeUndefined();
    expect(finishedRequirement('complete')).toBe(true);
    for (const event of ['open', 'answer', 'finish', 'abandon', 'restart'] as const)
      expect(finishedRequirement(event)).toBe(false);
  });

  it("leaves a classroom's test by restart (take it again), a bought or free one by abandon (buy it again)", () => {
    expect(leaveEvent('classroom')).toBe('restart');
    expect(leaveEvent('order')).toBe('abandon');
    expect(leaveEvent('free')).toBe('abandon');
    // A school's career left mid-test is the student's again, to be taken from the start.
    expect(nextStatus(leaveEvent('classroom'), { status: 'IN_PROGRESS', finishedAt: null })).toBe('ENROLLED');
    expect(nextStatus(leaveEvent('order'), { status: 'IN_PROGRESS', finishedAt: null })).toBe('ABANDONED');
  });

  it('owns every status but ABANDONED, and calls a handed-in or scored test finished', () => {
    expect(STATUSES.filter(isActive)).toEqual(['ENROLLED', 'IN_PROGRESS', 'COMPLETED']);
    expect(ACTIVE_STATUSES).toEqual(['ENROLLED', 'IN_PROGRESS', 'COMPLETED']);
    expect(isFinished({ status: 'IN_PROGRESS', finishedAt: null })).toBe(false);
    expect(isFinished({ status: 'IN_PROGRESS', finishedAt: at })).toBe(true);
    expect(isFinished({ status: 'COMPLETED', finishedAt: at })).toBe(true);
    expect(isFinished({ status: 'ENROLLED', finishedAt: null })).toBe(false);
  });
});
