import type { HttpException } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Test, type TestingModule } from '@nestjs/testing';
import type { Pool } from 'pg';
import { ConfigModule } from '@app/config';
import {
  ASSESSMENT_MESSAGES,
  ASSESSMENT_TIMING,
  ERROR_CODES,
  type StepSubmission,
  type StepSubmissionResponse,
} from '@app/contracts';
import { DatabaseModule, PG_POOL } from '@app/db';
import { EnrolmentCoreModule } from '@app/enrolment';
import type { UserRow } from '@app/identity';
import { QueueModule } from '@app/queue';
import { AssessmentContentService } from '../src/assessment-content.service.js';
import { ContentVersionsModule } from '../src/assessment.module.js';
import { AssessmentRepository } from '../src/assessment.repository.js';
import { AssessmentStepsService } from '../src/assessment-steps.service.js';
import { FinishAssessmentCommand, FinishAssessmentHandler } from '../src/commands/finish-assessment.command.js';
import { ScoreAssessmentJob } from '../src/jobs/score-assessment.job.js';
import { ScoringRepository } from '../src/jobs/scoring.repository.js';
import {
  choice,
  createAssessmentCareer,
  elapse,
  enrol,
  FIXTURE_CLIP_SECONDS,
  publishDraft,
  rating,
  text,
  video,
  watchedVideo,
  type FixtureStep,
} from '../../../test/support/assessment-content.js';
import { insertUser } from '../../../test/support/rows.js';
import { createTestEnv, type TestEnv } from '../../../test/support/test-env.js';

// The judge of a test against real PostgreSQL, without HTTP: steps in order and in time (too early, late, timed
// out), a step counted once however often and however concurrently it is sent, edits of the content between two
// steps, the abandon, the finish (once) and the scoring job (once). The services are called as the controller
// calls them, with the caller's id. Bodies the controller's schema refuses, who may call, and the wire shapes of
// the content, the report and the dashboard stay in apps/api/test/assessment.http.spec.ts.

let env: TestEnv;
let app: TestingModule;
let db: Pool;
let steps: AssessmentStepsService;
let contents: AssessmentContentService;
let scoring: ScoreAssessmentJob;
let commands: CommandBus;

beforeAll(async () => {
  env = await createTestEnv();
  app = await Test.createTestingModule({
    imports: [
      ConfigModule.forRoot(env.config()),
      DatabaseModule,
      QueueModule,
      EnrolmentCoreModule,
      ContentVersionsModule,
    ],
    providers: [
      AssessmentRepository,
      AssessmentContentService,
      AssessmentStepsService,
      FinishAssessmentHandler,
      ScoringRepository,
      ScoreAssessmentJob,
    ],
  }).compile();
  await app.init();
  db = app.get(PG_POOL);
  steps = app.get(AssessmentStepsService);
  contents = app.get(AssessmentContentService);
  scoring = app.get(ScoreAssessmentJob);
  commands = app.get(CommandBus);
});

afterAll(async () => {
  await app?.close();
  await env?.cleanup();
});

const newUser = () => insertUser(db, 'student', { prefix: 'steps' });
/** The content as the player fetches it (which starts the first step's clock); the caller's gender is not asked. */
const fetchContent = (userId: string, id: string) => contents.content({ id: userId, gender: null } as UserRow, id);
const finish = (userId: string, careerId: string) => commands.execute(new FinishAssessmentCommand(userId, careerId));

/** The body the player sends for a step; `value` is the rating, the choice's index or the text. */
function answer(step: FixtureStep, value?: number | string | null): StepSubmission {
  const base = { sectionId: step.sectionId, subSectionId: step.subsectionId };
  if (step.type === 2) return { ...base, type: 2, questionType: 3, rating: value === undefined ? 3 : value } as never;
  if (step.type === 3) return { ...base, type: 3, choice: value === undefined ? 0 : value } as never;
  if (step.type === 4) return { ...base, type: 4, answer: value ?? '' } as never;
  return { ...base, type: 1 } as never;
}
const submit = (userId: string, careerId: string, body: StepSubmission) => steps.submit(userId, careerId, body);
/** 'ok', or the status, code and message a call was refused with. */
const refusal = (call: Promise<unknown>) =>
  call.then(
    () => 'ok',
    (e: HttpException) => {
      const body = e.getResponse() as { code?: string; message?: string };
      return { status: e.getStatus(), code: body.code, message: body.message };
    },
  );

const enrolment = async (id: string) => (await db.query('SELECT * FROM user_careers WHERE id = $1', [id])).rows[0];
const stepRows = async (id: string) =>
  (await db.query('SELECT * FROM assessment_steps WHERE user_career_id = $1 ORDER BY ordinal', [id])).rows;
const completedEvents = async (id: string) =>
  (await db.query(`SELECT 1 FROM outbox WHERE type = 'CareerCompleted' AND payload->>'userCareerId' = $1`, [id]))
    .rowCount;

/** Runs `attempt`, expects this refusal, and that it wrote nothing: no step, the clock and the status as they were. */
async function refusedWithoutWrites(
  id: string,
  attempt: () => Promise<unknown>,
  status: number,
  message: string,
  code?: string,
) {
  const before = await enrolment(id);
  const stepsBefore = await stepRows(id);
  expect(await refusal(attempt())).toMatchObject(code ? { status, message, code } : { status, message });
  const after = await enrolment(id);
  expect([after.status, after.step_started_at, after.started_at, after.finished_at]).toEqual([
    before.status,
    before.step_started_at,
    before.started_at,
    before.finished_at,
  ]);
  expect(await stepRows(id)).toEqual(stepsBefore);
}

/** A short test: a video, then a rating question and a choice. */
const shortCareer = (extra: Partial<Parameters<typeof createAssessmentCareer>[1]> = {}) =>
  createAssessmentCareer(db, {
    sections: [{ name: 'Career Tasks', steps: [video(), rating(), choice('Pick one', ['A', 'B', 'C'])] }],
    ...extra,
  });

/** A user enrolled in a fresh short test whose content was fetched (the first step's clock runs). */
async function started(extra: Parameters<typeof shortCareer>[0] = {}) {
  const me = await newUser();
  const career = await shortCareer(extra);
  const id = await enrol(db, me, career.careerId);
  await fetchContent(me, id);
  return { me, career, id };
}

describe('a step', () => {
  it("is accepted in order: IN_PROGRESS and started_at on the first, the ordinal and the next step's clock on each", async () => {
    const { me, career, id } = await started();
    const [v, r, c] = career.steps;
    await watchedVideo(db, id);
    const first = await submit(me, career.careerId, answer(v));
    expect(first).toEqual({
      status: 'accepted',
      progress: {
        answered: [v.subsectionId],
        next: { sectionId: r.sectionId, subsectionId: r.subsectionId, type: 2 },
        deadline: expect.any(String),
        total: 3,
        done: 1,
      },
    });
    const afterFirst = await enrolment(id);
    expect(afterFirst.status).toBe('IN_PROGRESS');
    expect(afterFirst.started_at).toBeInstanceOf(Date);
    await submit(me, career.careerId, answer(r, 5));
    const afterSecond = await enrolment(id);
    expect(afterSecond.started_at).toEqual(afterFirst.started_at);
    expect(afterSecond.step_started_at.getTime()).toBeGreaterThan(afterFirst.step_started_at.getTime());
    const last = await submit(me, career.careerId, answer(c, 2));
    expect(last.progress).toEqual({
      answered: [v.subsectionId, r.subsectionId, c.subsectionId],
      next: null,
      deadline: null,
      total: 3,
      done: 3,
    });
    expect(
      (await stepRows(id)).map((s) => [s.subsection_id, s.ordinal, s.type, s.rating, s.choice, s.answer, s.timed_out]),
    ).toEqual([
      [v.subsectionId, 0, 1, null, null, null, false],
      [r.subsectionId, 1, 2, 5, null, null, false],
      [c.subsectionId, 2, 3, null, 2, null, false],
    ]);
  });

  it('is refused, writing nothing: not enrolled, an unknown step, the wrong type, out of order, a choice not offered', async () => {
    const { me, career, id } = await started();
    const [v, r, c] = career.steps;
    const elsewhere = await shortCareer();
    const notEnrolled = { status: 404, message: ASSESSMENT_MESSAGES.notEnrolled, code: ERROR_CODES.NotEnrolled };
    expect(await refusal(submit(await newUser(), career.careerId, answer(v)))).toEqual(notEnrolled);
    expect(await refusal(submit(me, elsewhere.careerId, answer(elsewhere.steps[0])))).toEqual(notEnrolled);

    const unknown = [400, ASSESSMENT_MESSAGES.unknownStep, ERROR_CODES.StepUnknown] as const;
    await refusedWithoutWrites(id, () => submit(me, career.careerId, answer(elsewhere.steps[0])), ...unknown);
    await refusedWithoutWrites(
      id,
      () => submit(me, career.careerId, { ...answer(v), sectionId: elsewhere.steps[0].sectionId }),
      ...unknown,
    );
    await refusedWithoutWrites(
      id,
      () => submit(me, career.careerId, { ...answer(v), subSectionId: '00000000-0000-4000-8000-000000000000' }),
      ...unknown,
    );
    await refusedWithoutWrites(
      id,
      () => submit(me, career.careerId, { ...answer(r, 4), subSectionId: v.subsectionId }),
      400,
      ASSESSMENT_MESSAGES.wrongType,
      ERROR_CODES.StepWrongType,
    );
    const outOfOrder = [409, ASSESSMENT_MESSAGES.outOfOrder, ERROR_CODES.StepOutOfOrder] as const;
    await refusedWithoutWrites(id, () => submit(me, career.careerId, answer(r, 4)), ...outOfOrder);
    await refusedWithoutWrites(id, () => submit(me, career.careerId, answer(c, 1)), ...outOfOrder);

    await watchedVideo(db, id);
    await submit(me, career.careerId, answer(v));
    await submit(me, career.careerId, answer(r, 4));
    await refusedWithoutWrites(
      id,
      () => submit(me, career.careerId, answer(c, 3)),
      400,
      ASSESSMENT_MESSAGES.badChoice,
      ERROR_CODES.StepBadChoice,
    );
    expect((await submit(me, career.careerId, answer(c, 2))).status).toBe('accepted');
  });

  it('is refused late with an answer, and taken timed out (null or empty) after the deadline', async () => {
    const me = await newUser();
    const career = await createAssessmentCareer(db, {
      sections: [
        {
          name: 'Career Tasks',
          steps: [rating('Fast', 1), choice('Quick', ['A', 'B'], 1), text('Brief', 1), rating('Next', 1)],
        },
      ],
    });
    const [r, c, t, r2] = career.steps;
    const id = await enrol(db, me, career.careerId);
    await fetchContent(me, id);
    // On time: within the 1 s timer plus the grace.
    expect((await submit(me, career.careerId, answer(r, 4))).status).toBe('accepted');
    // Each next step became due 1 + grace + 1 seconds ago.
    const backdate = () => elapse(db, id, ASSESSMENT_TIMING.graceSeconds + 2);
    const late = [409, ASSESSMENT_MESSAGES.late, ERROR_CODES.StepLate] as const;
    await backdate();
    await refusedWithoutWrites(id, () => submit(me, career.careerId, answer(c, 1)), ...late);
    expect((await submit(me, career.careerId, answer(c, null))).status).toBe('accepted');
    await backdate();
    await refusedWithoutWrites(id, () => submit(me, career.careerId, answer(t, 'Too late now')), ...late);
    expect((await submit(me, career.careerId, answer(t, '  '))).status).toBe('accepted');
    await backdate();
    await refusedWithoutWrites(id, () => submit(me, career.careerId, answer(r2, 5)), ...late);
    expect((await submit(me, career.careerId, answer(r2, null))).status).toBe('accepted');
    expect((await stepRows(id)).map((s) => [s.type, s.rating, s.choice, s.answer, s.timed_out])).toEqual([
      [2, 4, null, null, false],
      [3, null, null, null, true],
      [4, null, null, null, true],
      [2, null, null, null, true],
    ]);
  });

  it('is refused, writing nothing, too early: a video before its clip could have played, a timed-out answer before its timer ran out', async () => {
    const me = await newUser();
    const career = await createAssessmentCareer(db, {
      sections: [
        {
          name: 'Career Tasks',
          steps: [video(), rating('Timed', 30), choice('Pick', ['A', 'B'], 20), text('Say', 20), rating('Quick', 10)],
        },
      ],
    });
    const [v, r, c, t, q] = career.steps;
    const id = await enrol(db, me, career.careerId);
    const slack = ASSESSMENT_TIMING.earlySlackSeconds;
    const early = (message: string, body: StepSubmission) =>
      refusedWithoutWrites(id, () => submit(me, career.careerId, body), 409, message, ERROR_CODES.StepTooEarly);
    // Not before the test was ever shown (its clock starts with the first fetch of the content).
    await early(ASSESSMENT_MESSAGES.videoTooEarly, answer(v));
    await fetchContent(me, id);

    // The video: not at once, not a second before its length less the slack; then it is.
    await early(ASSESSMENT_MESSAGES.videoTooEarly, answer(v));
    await elapse(db, id, FIXTURE_CLIP_SECONDS - slack - 1);
    await early(ASSESSMENT_MESSAGES.videoTooEarly, answer(v));
    await elapse(db, id, 1.5);
    expect((await submit(me, career.careerId, answer(v))).status).toBe('accepted');

    // A timed-out rating after a video: the pause and its timer first.
    await early(ASSESSMENT_MESSAGES.timerRunning, answer(r, null));
    await elapse(db, id, ASSESSMENT_TIMING.pauseSeconds + 30 - slack - 1);
    await early(ASSESSMENT_MESSAGES.timerRunning, answer(r, null));
    await elapse(db, id, 1.5);
    expect((await submit(me, career.careerId, answer(r, null))).status).toBe('accepted');

    // A timed-out choice and an empty text: their timers first.
    await early(ASSESSMENT_MESSAGES.timerRunning, answer(c, null));
    await elapse(db, id, 20);
    expect((await submit(me, career.careerId, answer(c, null))).status).toBe('accepted');
    await early(ASSESSMENT_MESSAGES.timerRunning, answer(t, ' '));
    await elapse(db, id, 20);
    expect((await submit(me, career.careerId, answer(t, ''))).status).toBe('accepted');

    // An answer given is taken at once.
    expect((await submit(me, career.careerId, answer(q, 5))).status).toBe('accepted');
    expect((await stepRows(id)).map((s) => [s.type, s.rating, s.choice, s.answer, s.timed_out])).toEqual([
      [1, null, null, null, false],
      [2, null, null, null, true],
      [3, null, null, null, true],
      [4, null, null, null, true],
      [2, 5, null, null, false],
    ]);
  });
});

describe('a step sent twice', () => {
  it('counts once: parallel identical submits make one row, a changed retry keeps the first answer and the clock', async () => {
    const { me, career, id } = await started();
    const [v, r] = career.steps;
    await watchedVideo(db, id);
    const results = await Promise.all(Array.from({ length: 6 }, () => submit(me, career.careerId, answer(v))));
    expect(results.map((x) => x.status).sort()).toEqual([
      'accepted',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
    ]);
    for (const x of results) expect(x.progress).toMatchObject({ answered: [v.subsectionId], done: 1 });
    expect(await stepRows(id)).toHaveLength(1);

    expect((await submit(me, career.careerId, answer(r, 2))).status).toBe('accepted');
    const clock = (await enrolment(id)).step_started_at;
    expect(await submit(me, career.careerId, answer(r, 5))).toMatchObject({
      status: 'duplicate',
      progress: { done: 2 },
    });
    expect((await stepRows(id)).map((s) => s.rating)).toEqual([null, 2]);
    expect((await enrolment(id)).step_started_at).toEqual(clock);
  });

  it('in 200 parallel pairs, is each time one accepted and one duplicate, one row each, and nothing thrown', async () => {
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
        const me = await newUser();
        const id = await enrol(db, me, career.careerId);
        await fetchContent(me, id);
        return { me, id };
      }),
    );
    const outcomes: string[] = [];
    await Promise.all(
      takers.map(async ({ me }) => {
        for (const [i, step] of career.steps.entries()) {
          const pair: StepSubmissionResponse[] = await Promise.all([
            submit(me, career.careerId, answer(step, 1 + (i % 5))),
            submit(me, career.careerId, answer(step, 1 + (i % 5))),
          ]);
          outcomes.push(
            pair
              .map((x) => x.status)
              .sort()
              .join('+'),
          );
        }
      }),
    );
    expect(outcomes).toEqual(Array(students * perStudent).fill('accepted+duplicate'));
    for (const { id } of takers) {
      const rows = await stepRows(id);
      expect(rows.map((r) => r.ordinal)).toEqual(Array.from({ length: perStudent }, (_, i) => i));
      expect(rows.map((r) => r.subsection_id)).toEqual(career.steps.map((x) => x.subsectionId));
    }
  });
});

describe('the version an attempt is judged against', () => {
  it('is the one published when it started: a later edit, published, changes nothing for it; a new attempt takes it', async () => {
    const { me, career, id } = await started();
    const [v, r, c] = career.steps;
    expect((await enrolment(id)).content_version_id).toBe(career.versionId);
    await watchedVideo(db, id);
    expect((await submit(me, career.careerId, answer(v))).status).toBe('accepted');

    // The draft's rating becomes a video and a step is added at the end; that is published as version 2.
    await db.query('UPDATE career_subsections SET type = 1 WHERE id = $1', [r.subsectionId]);
    await db.query(
      `INSERT INTO career_subsections (section_id, position, type, content, meta)
       SELECT section_id, 99, 1, content, meta FROM career_subsections WHERE id = $1`,
      [v.subsectionId],
    );
    const second = await publishDraft(db, career.careerId);

    // This attempt is still judged on version 1: the rating is a rating, and no fourth step is asked for.
    expect((await submit(me, career.careerId, answer(r, 4))).status).toBe('accepted');
    expect((await submit(me, career.careerId, answer(c, 1))).progress).toMatchObject({ next: null, total: 3 });
    expect(await finish(me, career.careerId)).toMatchObject({ status: 'finished' });
    expect((await enrolment(id)).content_version_id).toBe(career.versionId);

    // A new attempt takes version 2.
    const other = await newUser();
    const otherId = await enrol(db, other, career.careerId);
    const content = await fetchContent(other, otherId);
    expect(content.progress.total).toBe(4);
    expect(content.sections[0].subsections.map((s) => s.type)).toEqual([1, 1, 3, 1]);
    expect((await enrolment(otherId)).content_version_id).toBe(second);
  });

  it('is pinned by a first step sent without a fetch; a refused first step pins nothing', async () => {
    const me = await newUser();
    const career = await createAssessmentCareer(db, {
      sections: [{ name: 'Career Day', steps: [rating(), rating()] }],
    });
    const id = await enrol(db, me, career.careerId);
    const [first, next] = career.steps;
    expect(await refusal(submit(me, career.careerId, answer(next, 3)))).toMatchObject({ status: 409 });
    expect((await enrolment(id)).content_version_id).toBeNull();
    expect((await submit(me, career.careerId, answer(first, 3))).status).toBe('accepted');
    expect((await enrolment(id)).content_version_id).toBe(career.versionId);
    // A version published now is not this attempt's.
    await db.query(`UPDATE career_subsections SET type = 1 WHERE id = $1`, [next.subsectionId]);
    await publishDraft(db, career.careerId);
    expect((await submit(me, career.careerId, answer(next, 5))).status).toBe('accepted');
  });

  it('is let go when the test is left: the retake starts on the version published then', async () => {
    const { me, career, id } = await started();
    await watchedVideo(db, id);
    await submit(me, career.careerId, answer(career.steps[0]));
    await db.query(`DELETE FROM career_subsections WHERE id = $1`, [career.steps[2].subsectionId]);
    const second = await publishDraft(db, career.careerId);
    await steps.abandon(me, career.careerId);
    expect((await enrolment(id)).content_version_id).toBeNull();
    // Bought again (as fulfilment does: ENROLLED afresh), then fetched: version 2.
    await db.query(`UPDATE user_careers SET status = 'ENROLLED' WHERE id = $1`, [id]);
    expect((await fetchContent(me, id)).progress.total).toBe(2);
    expect((await enrolment(id)).content_version_id).toBe(second);
  });

  it('is none for a career never published: 404, and nothing is pinned or started', async () => {
    const me = await newUser();
    const career = await shortCareer({ status: 'DRAFT' });
    const id = await enrol(db, me, career.careerId);
    const noContent = { status: 404, message: ASSESSMENT_MESSAGES.noContent, code: ERROR_CODES.NoAssessment };
    expect(await refusal(fetchContent(me, id))).toEqual(noContent);
    expect(await refusal(submit(me, career.careerId, answer(career.steps[0])))).toEqual(noContent);
    expect(await enrolment(id)).toMatchObject({ content_version_id: null, step_started_at: null });
  });
});

describe('the finish and the scoring', () => {
  it('refuses an early finish with the count unanswered, then finishes once: one CareerCompleted however often, also at once', async () => {
    const { me, career, id } = await started();
    expect(await refusal(finish(me, career.careerId))).toEqual({
      status: 409,
      message: ASSESSMENT_MESSAGES.unanswered(3),
      code: ERROR_CODES.StepsUnanswered,
    });
    await watchedVideo(db, id);
    await submit(me, career.careerId, answer(career.steps[0]));
    await submit(me, career.careerId, answer(career.steps[1], 4));
    expect(await refusal(finish(me, career.careerId))).toMatchObject({
      message: 'You have 1 unanswered step; answer them before finishing',
    });
    expect((await enrolment(id)).finished_at).toBeNull();
    expect(await completedEvents(id)).toBe(0);

    await submit(me, career.careerId, answer(career.steps[2], 1));
    const finished = { status: 'finished', message: ASSESSMENT_MESSAGES.finished };
    expect(await Promise.all([finish(me, career.careerId), finish(me, career.careerId)])).toEqual([finished, finished]);
    expect(await finish(me, career.careerId)).toEqual(finished);
    expect(await completedEvents(id)).toBe(1);
    expect((await enrolment(id)).finished_at).toBeInstanceOf(Date);

    // After the finish no step is taken; once scored, a finish is still a no-op.
    const completed = { status: 409, message: ASSESSMENT_MESSAGES.completed, code: ERROR_CODES.AssessmentCompleted };
    expect(await refusal(submit(me, career.careerId, answer(career.steps[2], 1)))).toEqual(completed);
    await scoring.handle({ userCareerId: id });
    expect(await finish(me, career.careerId)).toEqual(finished);
    expect(await completedEvents(id)).toBe(1);
    expect(await refusal(submit(me, career.careerId, answer(career.steps[0])))).toEqual(completed);
    expect(await refusal(finish(await newUser(), career.careerId))).toMatchObject({ status: 404 });
  });

  it('scores once however often the job runs (twice in a row, and in parallel)', async () => {
    const me = await newUser();
    const career = await createAssessmentCareer(db, {
      subjects: ['Art'],
      sections: [{ name: 'Career Day', steps: [rating(), rating()] }],
    });
    const id = await enrol(db, me, career.careerId);
    // Finished without announcing it, so only the calls below score it.
    for (const [i, s] of career.steps.entries()) {
      await db.query(
        `INSERT INTO assessment_steps (user_career_id, subsection_id, ordinal, type, rating) VALUES ($1, $2, $3, 2, $4)`,
        [id, s.subsectionId, i, 4],
      );
    }
    await db.query(`UPDATE user_careers SET status = 'IN_PROGRESS', finished_at = now() WHERE id = $1`, [id]);
    await Promise.all([scoring.handle({ userCareerId: id }), scoring.handle({ userCareerId: id })]);
    const first = (await db.query('SELECT * FROM assessment_results WHERE user_career_id = $1', [id])).rows;
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ total: 8, max: 10, percent: 80, band: 'HIGH', subjects_aligned: ['Art'] });
    const completedAt = (await enrolment(id)).completed_at;
    await scoring.handle({ userCareerId: id });
    expect((await db.query('SELECT * FROM assessment_results WHERE user_career_id = $1', [id])).rows).toEqual(first);
    expect((await enrolment(id)).completed_at).toEqual(completedAt);
    expect((await enrolment(id)).status).toBe('COMPLETED');
  });
});

describe('the abandon', () => {
  it('drops the answers and leaves the career ABANDONED (again: no change); the left test takes no step, no finish, no fetch', async () => {
    const { me, career, id } = await started();
    await watchedVideo(db, id);
    await submit(me, career.careerId, answer(career.steps[0]));
    await submit(me, career.careerId, answer(career.steps[1]));
    const abandoned = { status: 'abandoned', message: ASSESSMENT_MESSAGES.abandoned };
    expect(await steps.abandon(me, career.careerId)).toEqual(abandoned);
    expect(await enrolment(id)).toMatchObject({ status: 'ABANDONED', started_at: null, step_started_at: null });
    expect(await stepRows(id)).toEqual([]);
    expect(await steps.abandon(me, career.careerId)).toEqual(abandoned);

    const refused = { status: 409, message: ASSESSMENT_MESSAGES.abandoned };
    expect(await refusal(fetchContent(me, id))).toMatchObject(refused);
    expect(await refusal(submit(me, career.careerId, answer(career.steps[0])))).toEqual({
      ...refused,
      code: ERROR_CODES.AssessmentAbandoned,
    });
    expect(await refusal(finish(me, career.careerId))).toMatchObject(refused);
  });

  it('refuses a finished test (409) and a career the caller is not enrolled in (404)', async () => {
    const me = await newUser();
    const career = await createAssessmentCareer(db, { sections: [{ name: 'Career Day', steps: [rating()] }] });
    expect(await refusal(steps.abandon(me, career.careerId))).toMatchObject({
      status: 404,
      message: ASSESSMENT_MESSAGES.notEnrolled,
    });
    const id = await enrol(db, me, career.careerId);
    await fetchContent(me, id);
    await submit(me, career.careerId, answer(career.steps[0], 2));
    await finish(me, career.careerId);
    expect(await refusal(steps.abandon(me, career.careerId))).toEqual({
      status: 409,
      message: ASSESSMENT_MESSAGES.completed,
      code: ERROR_CODES.AssessmentCompleted,
    });
    expect((await enrolment(id)).status).toBe('IN_PROGRESS');
  });
});
