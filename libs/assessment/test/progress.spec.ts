import { ASSESSMENT_TIMING } from '@app/contracts';
import {
  computeProgress,
  nextDueIndex,
  NOT_YET,
  planOf,
  stepDeadline,
  stepEarliest,
  videoFor,
  type ContentSection,
  type PlannedStep,
} from '@app/assessment';

const step = (
  id: string,
  type: 1 | 2 | 3 | 4,
  timer: number | null = type === 1 ? null : 30,
  section = 's1',
  duration: number | null = type === 1 ? 60 : null,
): PlannedStep => ({
  sectionId: section,
  subsectionId: id,
  type,
  timer,
  options: type === 3 ? 3 : null,
  duration,
});

// video, rating (after a video), rating (after a rating), | next section: choice (after a rating), video, text (after a video)
const plan: PlannedStep[] = [
  step('v1', 1),
  step('r1', 2, 30),
  step('r2', 2, 20),
  step('c1', 3, 40, 's2'),
  step('v2', 1, null, 's2'),
  step('t1', 4, 90, 's2'),
];
const start = new Date('2026-05-01T10:00:00.000Z');
const plus = (seconds: number) => new Date(start.getTime() + seconds * 1000).toISOString();
const { pauseSeconds: PAUSE, graceSeconds: GRACE, earlySlackSeconds: SLACK } = ASSESSMENT_TIMING;

describe('the step due and its deadline', () => {
  it('starts at the first step; a video has no deadline', () => {
    expect(computeProgress(plan, new Set(), start)).toEqual({
      answered: [],
      next: { sectionId: 's1', subsectionId: 'v1', type: 1 },
      deadline: null,
      total: 6,
      done: 0,
    });
  });

  it('gives a question after a video its timer plus the pause plus the grace', () => {
    expect(computeProgress(plan, new Set(['v1']), start)).toMatchObject({
      next: { subsectionId: 'r1', type: 2 },
      deadline: plus(PAUSE + 30 + GRACE),
      done: 1,
    });
    expect(PAUSE + 30 + GRACE).toBe(50);
  });

  it('gives a question after a question its timer plus the grace only, across sections too', () => {
    expect(computeProgress(plan, new Set(['v1', 'r1']), start).deadline).toBe(plus(20 + GRACE));
    expect(computeProgress(plan, new Set(['v1', 'r1', 'r2']), start)).toMatchObject({
      next: { sectionId: 's2', subsectionId: 'c1', type: 3 },
      deadline: plus(40 + GRACE),
    });
    expect(computeProgress(plan, new Set(['v1', 'r1', 'r2', 'c1', 'v2']), start).deadline).toBe(
      plus(PAUSE + 90 + GRACE),
    );
  });

  it('gives a first step that is a question no pause', () => {
    expect(stepDeadline([step('r', 2, 10)], 0, start)?.toISOString()).toBe(plus(10 + GRACE));
  });

  it('has no deadline before the clock started, nor for a question without a timer', () => {
    expect(computeProgress(plan, new Set(['v1']), null).deadline).toBeNull();
    expect(stepDeadline([step('r', 2, null)], 0, start)).toBeNull();
  });

  it('lists the answers in test order and ends with no step due', () => {
    const all = new Set(['t1', 'v2', 'c1', 'r2', 'r1', 'v1']);
    expect(computeProgress(plan, all, start)).toEqual({
      answered: ['v1', 'r1', 'r2', 'c1', 'v2', 't1'],
      next: null,
      deadline: null,
      total: 6,
      done: 6,
    });
    expect(nextDueIndex(plan, all)).toBe(6);
  });

  it('ignores answers to steps no longer in the test', () => {
    expect(computeProgress(plan, new Set(['gone', 'v1']), start)).toMatchObject({
      answered: ['v1'],
      done: 1,
      next: { subsectionId: 'r1' },
    });
  });
});

describe('the earliest a step is taken', () => {
  const at = (index: number, timedOut = false, p: PlannedStep[] = plan) =>
    stepEarliest(p, index, start, timedOut)?.toISOString() ?? null;

  it('takes a video once its clip could have played, less the slack', () => {
    expect(at(0)).toBe(plus(60 - SLACK));
    expect(at(4)).toBe(plus(60 - SLACK));
    expect(SLACK).toBeLessThanOrEqual(2);
  });

  it('takes a timed-out answer once its timer could have run out (after the pause that follows a video)', () => {
    expect(at(1, true)).toBe(plus(PAUSE + 30 - SLACK));
    expect(at(2, true)).toBe(plus(20 - SLACK));
    expect(at(3, true)).toBe(plus(40 - SLACK));
    expect(at(5, true)).toBe(plus(PAUSE + 90 - SLACK));
  });

  it('takes an answer given, a video of unknown length, and a clip shorter than the slack at any time', () => {
    expect(at(1)).toBeNull();
    expect(at(3)).toBeNull();
    expect(at(0, false, [step('v', 1, null, 's1', null)])).toBeNull();
    expect(at(0, false, [step('v', 1, null, 's1', 1)])).toBe(plus(0));
    expect(at(0, true, [step('r', 2, null)])).toBeNull();
  });

  it("takes no video or timed-out answer before the step's clock started (the content was never fetched)", () => {
    expect(stepEarliest(plan, 0, null, false)).toBe(NOT_YET);
    expect(stepEarliest(plan, 1, null, true)).toBe(NOT_YET);
    expect(stepEarliest(plan, 1, null, false)).toBeNull();
  });
});

describe('the content as the player gets it', () => {
  it("plans a version's steps in order, an empty section giving none", () => {
    const section = (id: string, name: string, subsections: ContentSection['subsections']): ContentSection => ({
      id,
      name,
      maximum: 0,
      remarks: null,
      subsections,
    });
    const sections = [
      section('a', 'Intro', [
        { id: 'x', type: 1, content: { video: { all: '/v.webm' }, duration: 42 }, meta: {} },
        { id: 'w', type: 1, content: { video: { all: '/w.webm' } }, meta: {} },
        { id: 'y', type: 3, content: { question: 'Q', options: ['A', 'B'], timer: 15 }, meta: {} },
      ]),
      section('b', 'Empty', []),
    ];
    expect(planOf(sections)).toEqual([
      { sectionId: 'a', subsectionId: 'x', type: 1, timer: null, options: null, duration: 42 },
      { sectionId: 'a', subsectionId: 'w', type: 1, timer: null, options: null, duration: null },
      { sectionId: 'a', subsectionId: 'y', type: 3, timer: 15, options: 2, duration: null },
    ]);
  });

  it("sends each caller one video: their gender's, else the one for all, else whichever there is (as all)", () => {
    const both = { video: { male: '/m.webm', female: '/f.webm', all: '/a.webm' }, title: 'T', duration: 50 };
    expect(videoFor(both, 'female')).toEqual({
      content: { video: { female: '/f.webm' }, title: 'T', duration: 50 },
      meta: { gender: { female: true } },
    });
    expect(videoFor(both, 'male').content.video).toEqual({ male: '/m.webm' });
    expect(videoFor(both, 'other').content.video).toEqual({ all: '/a.webm' });
    expect(videoFor(both, null).content.video).toEqual({ all: '/a.webm' });
    expect(videoFor({ video: { all: '/a.webm' } }, 'male')).toEqual({
      content: { video: { all: '/a.webm' } },
      meta: { gender: { all: true } },
    });
    expect(videoFor({ video: { male: '/m.webm' } }, 'female')).toEqual({
      content: { video: { all: '/m.webm' } },
      meta: { gender: { all: true } },
    });
  });
});
