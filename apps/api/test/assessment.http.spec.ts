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
let db: pg.Pool;

// The worker scores finished tests, for the report and the student area below.
beforeAll(async () => {
  stack = await startStack({ worker: true });
  ({ app, db } = stack);
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

  it('refuses, writing nothing, bodies the schema does not take (400, with their messages) and a malformed career id', async () => {
    // What the service refuses (order, time, unknown steps) is libs/assessment/test/assessment-steps.spec.ts's.
    const { me, career, id } = await started();
    const [v, r, c] = career.steps;
    expect((await submit<Err>(me, 'nope', answer(v))).status).toBe(400);
    await watchedVideo(db, id);
    expect((await submit(me, career.careerId, answer(v))).status).toBe(200);
    const invalid: [Record<string, unknown>, string][] = [
      [{ ...answer(r), rating: 6 }, 'Rating must be a whole number from 1 to 5'],
      [{ ...answer(r), questionType: 2 }, 'questionType must be 3'],
      [{ ...answer(r), rating: 2.5 }, 'Rating must be a whole number from 1 to 5'],
      [{ ...answer(r), rating: '4' }, 'Rating must be a whole number from 1 to 5'],
      [{ ...answer(c), choice: -1 }, 'Choose one of the options'],
      [{ type: 1 }, 'sectionId is required, subSectionId is required'],
    ];
    for (const [body, message] of invalid)
      await refusedWithoutWrites(id, () => submit(me, career.careerId, body), 400, message);
    // A refusal of the service on the wire: its status, message and code.
    await refusedWithoutWrites(
      id,
      () => submit(me, career.careerId, answer(c, 1)),
      409,
      ASSESSMENT_MESSAGES.outOfOrder,
      ERROR_CODES.StepOutOfOrder,
    );
    expect(await finish<Err>(me, career.careerId)).toMatchObject({
      status: 409,
      body: { message: ASSESSMENT_MESSAGES.unanswered(2), code: ERROR_CODES.StepsUnanswered },
    });
    expect(await report<Err>(me, career.careerId)).toMatchObject({
      status: 404,
      body: { message: ASSESSMENT_MESSAGES.reportNotReady, code: ERROR_CODES.ReportNotReady },
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
