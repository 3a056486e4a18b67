import type { INestApplicationContext } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import {
  ASSESSMENT_MESSAGES,
  ASSESSMENT_TIMING,
  BAND_LABELS,
  ERROR_CODES,
  SECTION_REMARKS,
  type CareerContentResponse,
  type CareerSummaryResponse,
  type DashboardResponse,
  type FinishResponse,
  type StepSubmissionResponse,
  type SubjectsResponse,
  type SummaryRow,
} from '@app/contracts';
import { ScoreAssessmentJob } from '@app/assessment';
import { eventually } from '../../../test/support/test-env.js';
import { json } from '../../../test/support/apps.js';
import { startStack, type TestStackWithWorker } from '../../../test/support/stack.js';
import { createSignedInUser, type TestUser } from '../../../test/support/users.js';
import {
  choice,
  createAssessmentCareer,
  elapse,
  enrol,
  FIXTURE_CLIP_SECONDS,
  rating,
  text,
  TEST_INSTRUCTIONS,
  video,
  watchedVideo,
  type FixtureCareer,
  type FixtureStep,
} from '../../../test/support/assessment-content.js';

type Err = { statusCode: number; code: string; message: string; errors?: { field: string; message: string }[] };

let stack: TestStackWithWorker;
let app: NestFastifyApplication;
let worker: INestApplicationContext;
let db: pg.Pool;

beforeAll(async () => {
  stack = await startStack({ worker: true });
  ({ app, worker, db } = stack);
});

afterAll(() => stack?.stop());

const auth = (user: TestUser) => ({ authorization: user.token });
const getContent = <T = CareerContentResponse>(user: TestUser, userCareerId: string) =>
  json<T>(app, 'GET', `/api/career/content?userMapCareerId=${userCareerId}`, undefined, auth(user));
const submit = <T = StepSubmissionResponse>(user: TestUser, careerId: string, body: unknown, userId = user.id) =>
  json<T>(app, 'POST', `/api/career/${careerId}/user/${userId}/submit`, body, auth(user));
const finish = <T = FinishResponse>(user: TestUser, careerId: string, userId = user.id) =>
  json<T>(app, 'PUT', `/api/career/${careerId}/user/${userId}/submit`, undefined, auth(user));
const report = <T = CareerSummaryResponse>(user: TestUser, careerId: string, userId = user.id) =>
  json<T>(app, 'GET', `/api/career/${careerId}/user/${userId}/summary`, undefined, auth(user));

/** The body the player sends for a step; `value` is the rating, the choice's index or the text. */
function answer(step: FixtureStep, value?: number | string | null): Record<string, unknown> {
  const base = { sectionId: step.sectionId, subSectionId: step.subsectionId, type: step.type };
  if (step.type === 2) return { ...base, questionType: 3, rating: value === undefined ? 3 : value };
  if (step.type === 3) return { ...base, choice: value === undefined ? 0 : value };
  if (step.type === 4) return { ...base, answer: value ?? '' };
  return base;
}

async function enrolment(id: string) {
  return (await db.query('SELECT * FROM user_careers WHERE id = $1', [id])).rows[0];
}
async function steps(userCareerId: string) {
  return (await db.query('SELECT * FROM assessment_steps WHERE user_career_id = $1 ORDER BY ordinal', [userCareerId]))
    .rows;
}
const completedEvents = async (userCareerId: string) =>
  Number(
    (
      await db.query(`SELECT count(*) FROM outbox WHERE type = 'CareerCompleted' AND payload->>'userCareerId' = $1`, [
        userCareerId,
      ])
    ).rows[0].count,
  );

/**
 * Answers every step in order with the given values (ratings by default 3), then finishes. A video is sent once
 * its clip has played and a timed-out answer once its timer has run out (the step's clock is moved back).
 */
async function takeTest(
  user: TestUser,
  career: FixtureCareer,
  values: (number | string | null | undefined)[] = [],
): Promise<void> {
  const { rows } = await db.query('SELECT id FROM user_careers WHERE user_id = $1 AND career_id = $2', [
    user.id,
    career.careerId,
  ]);
  for (const [i, step] of career.steps.entries()) {
    const body = answer(step, values[i]);
    if (step.type === 1 || body.rating === null || body.choice === null || body.answer === '')
      await elapse(db, rows[0].id, 120);
    const res = await submit(user, career.careerId, body);
    expect(res).toMatchObject({ status: 200, body: { status: 'accepted' } });
  }
  expect((await finish(user, career.careerId)).status).toBe(200);
}

async function waitReport(user: TestUser, careerId: string): Promise<CareerSummaryResponse> {
  return eventually(
    async () => {
      const res = await report(user, careerId);
      return res.status === 200 ? res.body : undefined;
    },
    20_000,
    'the report',
  );
}

/** A short test: a video, then a rating question and a choice. */
const shortCareer = (extra: Partial<Parameters<typeof createAssessmentCareer>[1]> = {}) =>
  createAssessmentCareer(db, {
    sections: [{ name: 'Career Tasks', steps: [video(), rating(), choice('Pick one', ['A', 'B', 'C'])] }],
    ...extra,
  });

describe('GET /api/career/content', () => {
  it("answers the published test in position order, with the caller's video, and starts the first step's clock once", async () => {
    const me = await createSignedInUser(app, db, 'student', { prefix: 'content' });
    await db.query(`UPDATE users SET gender = 'female' WHERE id = $1`, [me.id]);
    const career = await createAssessmentCareer(db, {
      subjects: ['Mathematics', 'Physics'],
      sections: [
        {
          name: 'Career Tasks',
          steps: [video({ male: '/media/m.webm', female: '/media/f.webm' }), rating('I like numbers', 45)],
        },
        { name: 'Career Values', steps: [choice('Which matters most?', ['Money', 'Purpose']), text('Why?', 90)] },
      ],
    });
    const id = await enrol(db, me.id, career.careerId, 'order');
    expect((await enrolment(id)).step_started_at).toBeNull();

    const res = await getContent(me, id);
    expect(res.status).toBe(200);
    const [a, b] = career.sections;
    expect(res.body).toEqual({
      careerId: career.careerId,
      userMapCareerId: id,
      name: career.name,
      instructions: TEST_INSTRUCTIONS,
      subjects_aligned: ['Mathematics', 'Physics'],
      status: 'ENROLLED',
      sections: [
        {
          _id: { $oid: a.id },
          name: 'Career Tasks',
          subsections: [
            {
              _id: { $oid: a.steps[0].subsectionId },
              type: 1,
              content: { video: { female: '/media/f.webm' }, title: 'Career Tasks 1', duration: FIXTURE_CLIP_SECONDS },
              meta: { gender: { female: true } },
            },
            {
              _id: { $oid: a.steps[1].subsectionId },
              type: 2,
              content: { question: 'I like numbers', timer: 45 },
              meta: {},
            },
          ],
        },
        {
          _id: { $oid: b.id },
          name: 'Career Values',
          subsections: [
            {
              _id: { $oid: b.steps[0].subsectionId },
              type: 3,
              content: { question: 'Which matters most?', options: ['Money', 'Purpose'], timer: 60 },
              meta: {},
            },
            { _id: { $oid: b.steps[1].subsectionId }, type: 4, content: { question: 'Why?', timer: 90 }, meta: {} },
          ],
        },
      ],
      progress: {
        answered: [],
        next: { sectionId: a.id, subsectionId: a.steps[0].subsectionId, type: 1 },
        deadline: null,
        total: 4,
        done: 0,
      },
      onLeave: 'buy_again',
    });
    const started = (await enrolment(id)).step_started_at as Date;
    expect(started).toBeInstanceOf(Date);

    // A reload keeps the clock; after the video the rating's deadline is pause + timer + grace from its acceptance.
    await new Promise((r) => setTimeout(r, 20));
    expect((await getContent(me, id)).status).toBe(200);
    expect((await enrolment(id)).step_started_at).toEqual(started);
    await watchedVideo(db, id);
    const accepted = await submit(me, career.careerId, answer(a.steps[0]));
    const stepStartedAt = (await enrolment(id)).step_started_at as Date;
    const deadline = new Date(
      stepStartedAt.getTime() + (ASSESSMENT_TIMING.pauseSeconds + 45 + ASSESSMENT_TIMING.graceSeconds) * 1000,
    ).toISOString();
    expect(accepted.body.progress).toEqual({
      answered: [a.steps[0].subsectionId],
      next: { sectionId: a.id, subsectionId: a.steps[1].subsectionId, type: 2 },
      deadline,
      total: 4,
      done: 1,
    });
    const again = await getContent(me, id);
    expect(again.body).toMatchObject({ status: 'IN_PROGRESS', progress: { deadline, done: 1 } });
  });

  it('gives a first question its deadline from the first fetch, and a caller without gender the video for all', async () => {
    const me = await createSignedInUser(app, db, 'parent', { prefix: 'content' });
    const career = await createAssessmentCareer(db, {
      sections: [{ name: 'Career Day', steps: [rating('First', 30), video({ male: '/m.webm', all: '/a.webm' })] }],
    });
    const id = await enrol(db, me.id, career.careerId);
    const res = await getContent(me, id);
    const started = (await enrolment(id)).step_started_at as Date;
    expect(res.body.progress.deadline).toBe(
      new Date(started.getTime() + (30 + ASSESSMENT_TIMING.graceSeconds) * 1000).toISOString(),
    );
    expect(res.body.sections[0].subsections[1].content).toEqual({
      video: { all: '/a.webm' },
      title: 'Career Day 2',
      duration: FIXTURE_CLIP_SECONDS,
    });
  });

  it('is private and not cached', async () => {
    const me = await createSignedInUser(app, db, 'student', { prefix: 'content' });
    const career = await shortCareer();
    const id = await enrol(db, me.id, career.careerId);
    const res = await app.inject({
      method: 'GET',
      url: `/api/career/content?userMapCareerId=${id}`,
      headers: auth(me),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it("refuses another user's enrolment, an unknown and a malformed id, a draft, and no token", async () => {
    const me = await createSignedInUser(app, db, 'student', { prefix: 'content' });
    const other = await createSignedInUser(app, db, 'student', { prefix: 'content' });
    const career = await shortCareer();
    const theirs = await enrol(db, other.id, career.careerId);
    expect(await getContent<Err>(me, theirs)).toMatchObject({
      status: 404,
      body: { message: ASSESSMENT_MESSAGES.notEnrolled },
    });
    expect((await enrolment(theirs)).step_started_at).toBeNull();
    expect((await getContent<Err>(me, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await getContent<Err>(me, 'nope')).status).toBe(400);
    expect((await json<Err>(app, 'GET', '/api/career/content', undefined, auth(me))).status).toBe(400);
    expect((await json<Err>(app, 'GET', `/api/career/content?userMapCareerId=${theirs}`)).status).toBe(401);

    const draft = await shortCareer({ status: 'DRAFT' });
    const mine = await enrol(db, me.id, draft.careerId);
    expect(await getContent<Err>(me, mine)).toMatchObject({
      status: 404,
      body: { message: ASSESSMENT_MESSAGES.noContent },
    });
    expect((await enrolment(mine)).step_started_at).toBeNull();
  });
});

describe('POST /api/career/{careerId}/user/{userId}/submit', () => {
  /** A user enrolled in a fresh short test whose content was fetched (the first step's clock runs). */
  async function started(extra: Parameters<typeof shortCareer>[0] = {}) {
    const me = await createSignedInUser(app, db, 'student', { prefix: 'submit' });
    const career = await shortCareer(extra);
    const id = await enrol(db, me.id, career.careerId);
    expect((await getContent(me, id)).status).toBe(200);
    return { me, career, id };
  }

  /** Runs `attempt` and checks it wrote nothing: no step, the clock and the status as they were. */
  async function refusedWithoutWrites(
    id: string,
    attempt: () => Promise<{ status: number; body: unknown }>,
    status: number,
    message: string,
    code?: string,
  ) {
    const before = await enrolment(id);
    const stepsBefore = await steps(id);
    expect(await attempt()).toMatchObject({ status, body: code ? { message, code } : { message } });
    const after = await enrolment(id);
    expect([after.status, after.step_started_at, after.started_at, after.finished_at]).toEqual([
      before.status,
      before.step_started_at,
      before.started_at,
      before.finished_at,
    ]);
    expect(await steps(id)).toEqual(stepsBefore);
  }

  it("accepts the steps in order: IN_PROGRESS and started_at on the first, the ordinal and the next step's clock on each", async () => {
    const { me, career, id } = await started();
    const [v, r, c] = career.steps;
    await watchedVideo(db, id);
    const first = await submit(me, career.careerId, answer(v));
    expect(first).toEqual({
      status: 200,
      body: {
        status: 'accepted',
        progress: {
          answered: [v.subsectionId],
          next: { sectionId: r.sectionId, subsectionId: r.subsectionId, type: 2 },
          deadline: expect.any(String),
          total: 3,
          done: 1,
        },
      },
    });
    const afterFirst = await enrolment(id);
    expect(afterFirst).toMatchObject({ status: 'IN_PROGRESS' });
    expect(afterFirst.started_at).toBeInstanceOf(Date);
    await submit(me, career.careerId, answer(r, 5));
    const afterSecond = await enrolment(id);
    expect(afterSecond.started_at).toEqual(afterFirst.started_at);
    expect(afterSecond.step_started_at.getTime()).toBeGreaterThan(afterFirst.step_started_at.getTime());
    const last = await submit(me, career.careerId, answer(c, 2));
    expect(last.body.progress).toEqual({
      answered: [v.subsectionId, r.subsectionId, c.subsectionId],
      next: null,
      deadline: null,
      total: 3,
      done: 3,
    });
    expect(
      (await steps(id)).map((s) => [s.subsection_id, s.ordinal, s.type, s.rating, s.choice, s.answer, s.timed_out]),
    ).toEqual([
      [v.subsectionId, 0, 1, null, null, null, false],
      [r.subsectionId, 1, 2, 5, null, null, false],
      [c.subsectionId, 2, 3, null, 2, null, false],
    ]);
  });

  it('refuses, writing nothing: not enrolled, unknown steps, the wrong type, out of order, a bad choice, bad bodies', async () => {
    const { me, career, id } = await started();
    const [v, r, c] = career.steps;
    const elsewhere = await shortCareer();

    const stranger = await createSignedInUser(app, db, 'student', { prefix: 'submit' });
    expect(await submit<Err>(stranger, career.careerId, answer(v))).toMatchObject({
      status: 404,
      body: { message: ASSESSMENT_MESSAGES.notEnrolled, code: ERROR_CODES.NotEnrolled },
    });
    expect(await submit<Err>(me, elsewhere.careerId, answer(elsewhere.steps[0]))).toMatchObject({
      status: 404,
      body: { message: ASSESSMENT_MESSAGES.notEnrolled },
    });
    expect((await submit<Err>(me, 'nope', answer(v))).status).toBe(400);

    await refusedWithoutWrites(
      id,
      () => submit(me, career.careerId, answer(elsewhere.steps[0])),
      400,
      ASSESSMENT_MESSAGES.unknownStep,
      ERROR_CODES.StepUnknown,
    );
    await refusedWithoutWrites(
      id,
      () => submit(me, career.careerId, { ...answer(v), sectionId: elsewhere.steps[0].sectionId }),
      400,
      ASSESSMENT_MESSAGES.unknownStep,
    );
    await refusedWithoutWrites(
      id,
      () => submit(me, career.careerId, { ...answer(v), subSectionId: '00000000-0000-4000-8000-000000000000' }),
      400,
      ASSESSMENT_MESSAGES.unknownStep,
    );
    await refusedWithoutWrites(
      id,
      () => submit(me, career.careerId, { ...answer(r, 4), subSectionId: v.subsectionId }),
      400,
      ASSESSMENT_MESSAGES.wrongType,
      ERROR_CODES.StepWrongType,
    );
    await refusedWithoutWrites(
      id,
      () => submit(me, career.careerId, answer(r, 4)),
      409,
      ASSESSMENT_MESSAGES.outOfOrder,
      ERROR_CODES.StepOutOfOrder,
    );
    await refusedWithoutWrites(
      id,
      () => submit(me, career.careerId, answer(c, 1)),
      409,
      ASSESSMENT_MESSAGES.outOfOrder,
    );
    await refusedWithoutWrites(
      id,
      () => submit(me, career.careerId, { ...answer(r), rating: 6 }),
      400,
      'Rating must be a whole number from 1 to 5',
    );
    await refusedWithoutWrites(
      id,
      () => submit(me, career.careerId, { ...answer(r), questionType: 2 }),
      400,
      'questionType must be 3',
    );
    await refusedWithoutWrites(
      id,
      () => submit(me, career.careerId, { ...answer(r), rating: 2.5 }),
      400,
      'Rating must be a whole number from 1 to 5',
    );
    await refusedWithoutWrites(
      id,
      () => submit(me, career.careerId, { ...answer(r), rating: '4' }),
      400,
      'Rating must be a whole number from 1 to 5',
    );
    await refusedWithoutWrites(
      id,
      () => submit(me, career.careerId, { ...answer(c), choice: -1 }),
      400,
      'Choose one of the options',
    );
    await refusedWithoutWrites(
      id,
      () => submit(me, career.careerId, { type: 1 }),
      400,
      'sectionId is required, subSectionId is required',
    );

    await watchedVideo(db, id);
    expect((await submit(me, career.careerId, answer(v))).status).toBe(200);
    expect((await submit(me, career.careerId, answer(r, 4))).status).toBe(200);
    await refusedWithoutWrites(
      id,
      () => submit(me, career.careerId, answer(c, 3)),
      400,
      ASSESSMENT_MESSAGES.badChoice,
      ERROR_CODES.StepBadChoice,
    );
    expect(await submit(me, career.careerId, answer(c, 2))).toMatchObject({
      status: 200,
      body: { status: 'accepted' },
    });
  });

  it("refuses another user's id in the path (403) and no token (401)", async () => {
    const { me, career, id } = await started();
    const other = await createSignedInUser(app, db, 'student', { prefix: 'submit' });
    await refusedWithoutWrites(
      id,
      () => submit(me, career.careerId, answer(career.steps[0]), other.id),
      403,
      "You can only access your own account's data.",
    );
    expect((await submit(me, career.careerId, answer(career.steps[0]), 'nope')).status).toBe(403);
    expect(
      (await json(app, 'POST', `/api/career/${career.careerId}/user/${me.id}/submit`, answer(career.steps[0]))).status,
    ).toBe(401);
    expect((await finish(me, career.careerId, other.id)).status).toBe(403);
    expect((await report(me, career.careerId, other.id)).status).toBe(403);
    expect(
      (await json(app, 'POST', `/api/career/${career.careerId}/user/${other.id}/abandon`, undefined, auth(me))).status,
    ).toBe(403);
    expect((await enrolment(id)).status).toBe('ENROLLED');
  });

  it('refuses a late rating, choice or text, and takes a timed-out one (null or empty) after the deadline', async () => {
    const me = await createSignedInUser(app, db, 'student', { prefix: 'late' });
    const career = await createAssessmentCareer(db, {
      sections: [
        {
          name: 'Career Tasks',
          steps: [rating('Fast', 1), choice('Quick', ['A', 'B'], 1), text('Brief', 1), rating('Next', 1)],
        },
      ],
    });
    const [r, c, t, r2] = career.steps;
    const id = await enrol(db, me.id, career.careerId);
    await getContent(me, id);
    // On time: within the 1 s timer plus the grace.
    expect((await submit(me, career.careerId, answer(r, 4))).status).toBe(200);
    // The choice became due 1 + grace + 1 seconds ago.
    const backdate = () =>
      db.query(
        `UPDATE user_careers SET step_started_at = clock_timestamp() - make_interval(secs => $2) WHERE id = $1`,
        [id, ASSESSMENT_TIMING.graceSeconds + 2],
      );
    await backdate();
    await refusedWithoutWrites(
      id,
      () => submit(me, career.careerId, answer(c, 1)),
      409,
      ASSESSMENT_MESSAGES.late,
      ERROR_CODES.StepLate,
    );
    expect(await submit(me, career.careerId, answer(c, null))).toMatchObject({
      status: 200,
      body: { status: 'accepted' },
    });
    await backdate();
    await refusedWithoutWrites(
      id,
      () => submit(me, career.careerId, answer(t, 'Too late now')),
      409,
      ASSESSMENT_MESSAGES.late,
    );
    expect((await submit(me, career.careerId, answer(t, '  '))).status).toBe(200);
    await backdate();
    await refusedWithoutWrites(id, () => submit(me, career.careerId, answer(r2, 5)), 409, ASSESSMENT_MESSAGES.late);
    expect((await submit(me, career.careerId, answer(r2, null))).status).toBe(200);
    expect((await steps(id)).map((s) => [s.type, s.rating, s.choice, s.answer, s.timed_out])).toEqual([
      [2, 4, null, null, false],
      [3, null, null, null, true],
      [4, null, null, null, true],
      [2, null, null, null, true],
    ]);
  });

  it('counts a step submitted twice once: parallel identical submits make one row, a changed retry keeps the first answer', async () => {
    const { me, career, id } = await started();
    const [v, r] = career.steps;
    await watchedVideo(db, id);
    const results = await Promise.all(Array.from({ length: 6 }, () => submit(me, career.careerId, answer(v))));
    expect(results.map((x) => x.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(results.map((x) => x.body.status).sort()).toEqual([
      'accepted',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
    ]);
    for (const x of results) expect(x.body.progress).toMatchObject({ answered: [v.subsectionId], done: 1 });
    expect(await steps(id)).toHaveLength(1);

    expect((await submit(me, career.careerId, answer(r, 2))).body.status).toBe('accepted');
    const clock = (await enrolment(id)).step_started_at;
    expect(await submit(me, career.careerId, answer(r, 5))).toMatchObject({
      status: 200,
      body: { status: 'duplicate', progress: { done: 2 } },
    });
    expect((await steps(id)).map((s) => s.rating)).toEqual([null, 2]);
    expect((await enrolment(id)).step_started_at).toEqual(clock);
  });

  it('answers 200 parallel duplicate pairs without a 5xx: each pair is one accepted and one duplicate, one row each', async () => {
    // The second of a pair waits for the first's lock; it must then see the step the first committed.
    const students = 5;
    const perStudent = 40;
    const career = await createAssessmentCareer(db, {
      sections: [
        { name: 'Career Tasks', steps: Array.from({ length: perStudent }, (_, i) => rating(`Statement ${i + 1}`)) },
      ],
    });
    const takers = await Promise.all(
      Array.from({ length: students }, async () => {
        const me = await createSignedInUser(app, db, 'student', { prefix: 'pairs' });
        const id = await enrol(db, me.id, career.careerId);
        expect((await getContent(me, id)).status).toBe(200);
        return { me, id };
      }),
    );
    const statuses: number[] = [];
    const outcomes: string[] = [];
    await Promise.all(
      takers.map(async ({ me }) => {
        for (const [i, step] of career.steps.entries()) {
          const pair = await Promise.all([
            submit(me, career.careerId, answer(step, 1 + (i % 5))),
            submit(me, career.careerId, answer(step, 1 + (i % 5))),
          ]);
          statuses.push(...pair.map((x) => x.status));
          outcomes.push(
            pair
              .map((x) => x.body.status)
              .sort()
              .join('+'),
          );
        }
      }),
    );
    expect(statuses).toHaveLength(2 * students * perStudent);
    expect(statuses.filter((x) => x !== 200)).toEqual([]);
    expect(new Set(outcomes)).toEqual(new Set(['accepted+duplicate']));
    for (const { id } of takers) {
      const rows = await steps(id);
      expect(rows.map((r) => r.ordinal)).toEqual(Array.from({ length: perStudent }, (_, i) => i));
      expect(rows.map((r) => r.subsection_id)).toEqual(career.steps.map((x) => x.subsectionId));
    }
  });

  it('refuses, writing nothing, a video before its clip could have played and a timed-out answer before its timer ran out', async () => {
    const me = await createSignedInUser(app, db, 'student', { prefix: 'early' });
    const career = await createAssessmentCareer(db, {
      sections: [
        {
          name: 'Career Tasks',
          steps: [video(), rating('Timed', 30), choice('Pick', ['A', 'B'], 20), text('Say', 20), rating('Quick', 10)],
        },
      ],
    });
    const [v, r, c, t, q] = career.steps;
    const id = await enrol(db, me.id, career.careerId);
    const slack = ASSESSMENT_TIMING.earlySlackSeconds;
    const early = (message: string, body: Record<string, unknown>) =>
      refusedWithoutWrites(id, () => submit(me, career.careerId, body), 409, message, ERROR_CODES.StepTooEarly);
    // Not before the test was ever shown (its clock starts with the first fetch of the content).
    await early(ASSESSMENT_MESSAGES.videoTooEarly, answer(v));
    await getContent(me, id);

    // The video: not at once, not a second before its length less the slack; then it is.
    await early(ASSESSMENT_MESSAGES.videoTooEarly, answer(v));
    await elapse(db, id, FIXTURE_CLIP_SECONDS - slack - 1);
    await early(ASSESSMENT_MESSAGES.videoTooEarly, answer(v));
    await elapse(db, id, 1.5);
    expect(await submit(me, career.careerId, answer(v))).toMatchObject({ status: 200, body: { status: 'accepted' } });

    // A timed-out rating after a video: the pause and its timer first.
    await early(ASSESSMENT_MESSAGES.timerRunning, answer(r, null));
    await elapse(db, id, ASSESSMENT_TIMING.pauseSeconds + 30 - slack - 1);
    await early(ASSESSMENT_MESSAGES.timerRunning, answer(r, null));
    await elapse(db, id, 1.5);
    expect(await submit(me, career.careerId, answer(r, null))).toMatchObject({
      status: 200,
      body: { status: 'accepted' },
    });

    // A timed-out choice and an empty text: their timers first.
    await early(ASSESSMENT_MESSAGES.timerRunning, answer(c, null));
    await elapse(db, id, 20);
    expect((await submit(me, career.careerId, answer(c, null))).status).toBe(200);
    await early(ASSESSMENT_MESSAGES.timerRunning, answer(t, ' '));
    await elapse(db, id, 20);
    expect((await submit(me, career.careerId, answer(t, ''))).status).toBe(200);

    // An answer given is taken at once.
    expect(await submit(me, career.careerId, answer(q, 5))).toMatchObject({
      status: 200,
      body: { status: 'accepted' },
    });
    expect((await steps(id)).map((s) => [s.type, s.rating, s.choice, s.answer, s.timed_out])).toEqual([
      [1, null, null, null, false],
      [2, null, null, null, true],
      [3, null, null, null, true],
      [4, null, null, null, true],
      [2, 5, null, null, false],
    ]);
  });
});

describe("the judge's copy of a test", () => {
  it('follows edits of the content between two submits: a changed step, a new step, an unpublished test', async () => {
    const me = await createSignedInUser(app, db, 'student', { prefix: 'edit' });
    const career = await shortCareer();
    const id = await enrol(db, me.id, career.careerId);
    const [v, r, c] = career.steps;
    const version = async () =>
      (await db.query('SELECT version FROM career_contents WHERE career_id = $1', [career.careerId])).rows[0]
        .version as number;
    expect((await getContent(me, id)).status).toBe(200);
    await watchedVideo(db, id);
    expect((await submit(me, career.careerId, answer(v))).body.status).toBe('accepted');

    // The rating becomes a video: the next submit is judged against the edited test.
    const before = await version();
    await db.query('UPDATE career_subsections SET type = 1 WHERE id = $1', [r.subsectionId]);
    expect(await version()).toBeGreaterThan(before);
    expect(await submit(me, career.careerId, answer(r, 4))).toMatchObject({
      status: 400,
      body: { message: ASSESSMENT_MESSAGES.wrongType },
    });
    expect(
      (await submit(me, career.careerId, { sectionId: r.sectionId, subSectionId: r.subsectionId, type: 1 })).body
        .status,
    ).toBe('accepted');

    // A step added at the end: finishing now needs it too.
    expect((await submit(me, career.careerId, answer(c, 1))).body.status).toBe('accepted');
    await db.query(
      `INSERT INTO career_subsections (section_id, position, type, content, meta)
       SELECT section_id, 99, 1, content, meta FROM career_subsections WHERE id = $1`,
      [v.subsectionId],
    );
    expect(await finish(me, career.careerId)).toMatchObject({
      status: 409,
      body: { message: ASSESSMENT_MESSAGES.unanswered(1) },
    });

    // Back to draft: no test to take.
    await db.query(`UPDATE career_contents SET status = 'DRAFT' WHERE career_id = $1`, [career.careerId]);
    expect(await submit(me, career.careerId, answer(v))).toMatchObject({
      status: 404,
      body: { message: ASSESSMENT_MESSAGES.noContent, code: ERROR_CODES.NoAssessment },
    });
  });
});

describe('PUT /api/career/{careerId}/user/{userId}/submit (finish) and scoring', () => {
  it('refuses an early finish with the count unanswered, then finishes once: one CareerCompleted however often it is repeated', async () => {
    const me = await createSignedInUser(app, db, 'student', { prefix: 'finish' });
    const career = await shortCareer();
    const id = await enrol(db, me.id, career.careerId);
    await getContent(me, id);
    expect(await finish<Err>(me, career.careerId)).toMatchObject({
      status: 409,
      body: { message: ASSESSMENT_MESSAGES.unanswered(3), code: ERROR_CODES.StepsUnanswered },
    });
    await watchedVideo(db, id);
    await submit(me, career.careerId, answer(career.steps[0]));
    await submit(me, career.careerId, answer(career.steps[1], 4));
    expect(await finish<Err>(me, career.careerId)).toMatchObject({
      status: 409,
      body: { message: 'You have 1 unanswered step; answer them before finishing' },
    });
    expect((await enrolment(id)).finished_at).toBeNull();
    expect(await completedEvents(id)).toBe(0);

    await submit(me, career.careerId, answer(career.steps[2], 1));
    const finishes = await Promise.all([finish(me, career.careerId), finish(me, career.careerId)]);
    for (const f of finishes)
      expect(f).toEqual({ status: 200, body: { status: 'finished', message: ASSESSMENT_MESSAGES.finished } });
    expect((await finish(me, career.careerId)).status).toBe(200);
    expect(await completedEvents(id)).toBe(1);
    expect((await enrolment(id)).finished_at).toBeInstanceOf(Date);

    // After the finish no step is taken; once scored, a finish is still a no-op.
    expect(await submit<Err>(me, career.careerId, answer(career.steps[2], 1))).toMatchObject({
      status: 409,
      body: { message: ASSESSMENT_MESSAGES.completed, code: ERROR_CODES.AssessmentCompleted },
    });
    await waitReport(me, career.careerId);
    expect((await finish(me, career.careerId)).status).toBe(200);
    expect(await completedEvents(id)).toBe(1);
    expect(await submit<Err>(me, career.careerId, answer(career.steps[0]))).toMatchObject({
      status: 409,
      body: { message: ASSESSMENT_MESSAGES.completed },
    });
    expect(
      (await finish<Err>(await createSignedInUser(app, db, 'student', { prefix: 'finish' }), career.careerId)).status,
    ).toBe(404);
  });

  it('scores once however often the job runs (twice in a row, and in parallel)', async () => {
    const me = await createSignedInUser(app, db, 'student', { prefix: 'score' });
    const career = await createAssessmentCareer(db, {
      subjects: ['Art'],
      sections: [{ name: 'Career Day', steps: [rating(), rating()] }],
    });
    const id = await enrol(db, me.id, career.careerId);
    // Finished without announcing it, so only the calls below score it.
    for (const [i, s] of career.steps.entries()) {
      await db.query(
        `INSERT INTO assessment_steps (user_career_id, subsection_id, ordinal, type, rating) VALUES ($1, $2, $3, 2, $4)`,
        [id, s.subsectionId, i, 4],
      );
    }
    await db.query(`UPDATE user_careers SET status = 'IN_PROGRESS', finished_at = now() WHERE id = $1`, [id]);
    expect(await report<Err>(me, career.careerId)).toMatchObject({
      status: 404,
      body: { message: ASSESSMENT_MESSAGES.reportNotReady, code: ERROR_CODES.ReportNotReady },
    });

    const job = worker.get(ScoreAssessmentJob);
    await Promise.all([job.handle({ userCareerId: id }), job.handle({ userCareerId: id })]);
    const first = (await db.query('SELECT * FROM assessment_results WHERE user_career_id = $1', [id])).rows;
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ total: 8, max: 10, percent: 80, band: 'HIGH', subjects_aligned: ['Art'] });
    const completedAt = (await enrolment(id)).completed_at;
    await job.handle({ userCareerId: id });
    expect((await db.query('SELECT * FROM assessment_results WHERE user_career_id = $1', [id])).rows).toEqual(first);
    expect((await enrolment(id)).completed_at).toEqual(completedAt);
    expect((await enrolment(id)).status).toBe('COMPLETED');
  });
});

describe('a whole test to its report, and the student area', () => {
  let me: TestUser;
  let main: FixtureCareer;
  let second: FixtureCareer;

  beforeAll(async () => {
    me = await createSignedInUser(app, db, 'student', { prefix: 'full' });
    main = await createAssessmentCareer(db, {
      name: 'Data Scientist (test)',
      subjects: ['Mathematics', 'Physics'],
      sections: [
        { name: 'Welcome', steps: [video()] },
        { name: 'Career Tasks', steps: [video(), rating(), rating(), rating(), rating(), rating()] },
        {
          name: 'Career Values',
          steps: [
            rating(),
            rating(),
            choice('Which matters most?', ['Money', 'Purpose', 'Fame']),
            rating(),
            text('Why this career?'),
          ],
        },
        { name: 'Career Subjects', steps: [rating(), rating(), video()] },
      ],
    });
    second = await createAssessmentCareer(db, {
      name: 'Architect (test)',
      subjects: ['Mathematics', 'Art'],
      sections: [{ name: 'Career Day', steps: [rating(), rating()] }],
    });
  });

  it('scores the bands as computed by hand and answers the report', async () => {
    const id = await enrol(db, me.id, main.careerId, 'order');
    await getContent(me, id);
    // Welcome video | Tasks: video, 4 4 3 4 3 = 18/25 HIGH | Values: 3 3 (choice: Purpose) timed out (text) = 6/15 LOW |
    // Subjects: 4 2 (video) = 6/10 MODERATE. Total 30/50 = 60% MODERATE.
    await takeTest(me, main, [
      undefined,
      undefined,
      4,
      4,
      3,
      4,
      3,
      3,
      3,
      1,
      null,
      'I like finding patterns',
      4,
      2,
      undefined,
    ]);
    const summary = await waitReport(me, main.careerId);
    const [, tasks, values, subjects] = main.sections;
    expect(summary).toEqual({
      user_map_career: {
        _id: { $oid: id },
        status: 'COMPLETED',
        total: 30,
        max: 50,
        percent: 60,
        band: 'MODERATE',
        remark: BAND_LABELS.MODERATE,
        completedAt: expect.any(String),
      },
      career: {
        _id: { $oid: main.careerId },
        name: 'Data Scientist (test)',
        logo: '/media/logos/x.svg',
        logo_bg: '#eeeeee',
      },
      career_contents: {
        sections: [
          {
            sectionId: tasks.id,
            name: 'Career Tasks',
            score: 18,
            max: 25,
            band: 'HIGH',
            remark: SECTION_REMARKS.task.HIGH,
          },
          {
            sectionId: values.id,
            name: 'Career Values',
            score: 6,
            max: 15,
            band: 'LOW',
            remark: SECTION_REMARKS.value.LOW,
          },
          {
            sectionId: subjects.id,
            name: 'Career Subjects',
            score: 6,
            max: 10,
            band: 'MODERATE',
            remark: SECTION_REMARKS.subject.MODERATE,
          },
        ],
      },
      subjects_aligned: ['Mathematics', 'Physics'],
      answers: [
        { sectionName: 'Career Values', question: 'Which matters most?', answer: 'Purpose' },
        { sectionName: 'Career Values', question: 'Why this career?', answer: 'I like finding patterns' },
      ],
    });
    expect(new Date(summary.user_map_career.completedAt).getTime()).toBe(
      ((await enrolment(id)).completed_at as Date).getTime(),
    );
    const res = await app.inject({
      method: 'GET',
      url: `/api/career/${main.careerId}/user/${me.id}/summary`,
      headers: auth(me),
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(await report<Err>(me, second.careerId)).toMatchObject({
      status: 404,
      body: { message: ASSESSMENT_MESSAGES.notEnrolled },
    });
  });

  it('fills the dashboard, the Summary table (newest first) and the subjects', async () => {
    const secondId = await enrol(db, me.id, second.careerId);
    await getContent(me, secondId);
    await takeTest(me, second, [5, 5]);
    await waitReport(me, second.careerId);
    // Still to take: one not started, one under way, one left (abandoned: in no list).
    const waiting = await shortCareer({ name: 'Waiting career (test)' });
    const underWay = await shortCareer({ name: 'Under way career (test)' });
    const left = await shortCareer({ name: 'Left career (test)' });
    const waitingId = await enrol(db, me.id, waiting.careerId);
    const underWayId = await enrol(db, me.id, underWay.careerId);
    await enrol(db, me.id, left.careerId);
    await getContent(me, underWayId);
    await watchedVideo(db, underWayId);
    await submit(me, underWay.careerId, answer(underWay.steps[0]));
    await json(app, 'POST', `/api/career/${left.careerId}/user/${me.id}/abandon`, undefined, auth(me));

    const mainRow: SummaryRow = {
      careerId: main.careerId,
      userMapCareerId: expect.any(String),
      career_name: 'Data Scientist (test)',
      total: 30,
      max: 50,
      percent: 60,
      band: 'MODERATE',
      remark: 'Moderately Suitable Career',
      subjects_aligned: ['Mathematics', 'Physics'],
    };
    const secondRow: SummaryRow = {
      careerId: second.careerId,
      userMapCareerId: secondId,
      career_name: 'Architect (test)',
      total: 10,
      max: 10,
      percent: 100,
      band: 'HIGH',
      remark: 'Most Suitable Career',
      subjects_aligned: ['Mathematics', 'Art'],
    };
    expect(await json<SummaryRow[]>(app, 'GET', `/api/student/${me.id}/summary`, undefined, auth(me))).toEqual({
      status: 200,
      body: [secondRow, mainRow],
    });
    expect(await json<SubjectsResponse>(app, 'GET', `/api/student/${me.id}/subjects`, undefined, auth(me))).toEqual({
      status: 200,
      body: { subjectsAligned: { Mathematics: 2, Art: 1, Physics: 1 } },
    });

    const dashboard = await json<DashboardResponse>(
      app,
      'GET',
      `/api/student/dashboard?userId=${me.id}`,
      undefined,
      auth(me),
    );
    expect(dashboard.status).toBe(200);
    const card = (c: FixtureCareer, id: string | null, status: string, progress: unknown) => ({
      _id: { $oid: id ?? expect.any(String) },
      careerId: { $oid: c.careerId },
      master: { name: c.name, logo: '/media/logos/x.svg', logo_bg: '#eeeeee' },
      status,
      progress,
    });
    expect(dashboard.body).toEqual({
      enrolled: [
        card(waiting, waitingId, 'ENROLLED', null),
        card(underWay, underWayId, 'IN_PROGRESS', { done: 1, total: 3 }),
      ],
      completed: [card(main, null, 'COMPLETED', null), card(second, secondId, 'COMPLETED', null)],
      published: [secondRow, mainRow],
    });

    const other = await createSignedInUser(app, db, 'student', { prefix: 'full' });
    expect((await json(app, 'GET', `/api/student/${me.id}/summary`, undefined, auth(other))).status).toBe(403);
    expect((await json(app, 'GET', `/api/student/${me.id}/subjects`, undefined, auth(other))).status).toBe(403);
    expect((await json(app, 'GET', `/api/student/dashboard?userId=${me.id}`, undefined, auth(other))).status).toBe(403);
    expect(await json(app, 'GET', `/api/student/${other.id}/summary`, undefined, auth(other))).toEqual({
      status: 200,
      body: [],
    });
    expect(await json(app, 'GET', `/api/student/${other.id}/subjects`, undefined, auth(other))).toEqual({
      status: 200,
      body: { subjectsAligned: {} },
    });
    expect(await json(app, 'GET', `/api/student/dashboard?userId=${other.id}`, undefined, auth(other))).toEqual({
      status: 200,
      body: { enrolled: [], completed: [], published: [] },
    });
    const res = await app.inject({ method: 'GET', url: `/api/student/dashboard?userId=${me.id}`, headers: auth(me) });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('lets a campus student take a test of a career their classroom gives', async () => {
    const school = (
      await db.query(`INSERT INTO schools (name, campus_id) VALUES ('Assessment School', 'ASMT') RETURNING id`)
    ).rows[0].id as string;
    const campus = await createSignedInUser(app, db, 'campus_student', { prefix: 'campus', schoolId: school });
    const classroom = (
      await db.query(`INSERT INTO classrooms (school_id, name, class) VALUES ($1, 'IX-A', '9') RETURNING id`, [school])
    ).rows[0].id;
    await db.query(`INSERT INTO classroom_careers (classroom_id, career_id) VALUES ($1, $2)`, [
      classroom,
      second.careerId,
    ]);
    await db.query(
      `INSERT INTO classroom_students (classroom_id, user_id, status, started_at) VALUES ($1, $2, 'IN_PROGRESS', now())`,
      [classroom, campus.id],
    );
    const id = await enrol(db, campus.id, second.careerId, 'classroom');

    expect((await getContent(campus, id)).body.status).toBe('ENROLLED');
    await takeTest(campus, second, [3, 2]);
    const summary = await waitReport(campus, second.careerId);
    expect(summary.user_map_career).toMatchObject({
      total: 5,
      max: 10,
      percent: 50,
      band: 'LOW',
      remark: BAND_LABELS.LOW,
    });
    expect(summary.career_contents.sections).toEqual([
      {
        sectionId: second.sections[0].id,
        name: 'Career Day',
        score: 5,
        max: 10,
        band: 'MODERATE',
        remark: SECTION_REMARKS.day.MODERATE,
      },
    ]);
    const dashboard = await json<DashboardResponse>(
      app,
      'GET',
      `/api/student/dashboard?userId=${campus.id}`,
      undefined,
      auth(campus),
    );
    expect(dashboard.body.published.map((r) => r.career_name)).toEqual(['Architect (test)']);
  });

  it('refuses staff roles', async () => {
    const admin = await createSignedInUser(app, db, 'admin', { prefix: 'full' });
    expect((await json(app, 'GET', `/api/student/dashboard?userId=${admin.id}`, undefined, auth(admin))).status).toBe(
      403,
    );
    expect((await submit(admin, main.careerId, answer(main.steps[0]))).status).toBe(403);
  });
});

describe('OpenAPI', () => {
  it('documents every assessment call', async () => {
    const doc = JSON.parse((await app.inject({ method: 'GET', url: '/api/docs/json' })).body) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths['/api/career/content'])).toEqual(['get']);
    expect(Object.keys(doc.paths['/api/career/{careerId}/user/{userId}/submit']).sort()).toEqual(['post', 'put']);
    for (const path of [
      '/api/career/{careerId}/user/{userId}/abandon',
      '/api/career/{careerId}/user/{userId}/summary',
      '/api/student/dashboard',
      '/api/student/{userId}/summary',
      '/api/student/{userId}/subjects',
    ]) {
      expect(doc.paths[path]).toBeDefined();
    }
  });
});
