import type { HttpException } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { AuditActor } from '@app/admin-kit';
import {
  adminCareerContentWriteSchema,
  ADMIN_MESSAGES,
  CAREER_CONTENT_MESSAGES,
  careerContentResponseSchema,
  ERROR_CODES,
  SECTION_REMARKS,
  type AdminCareerContent,
  type AdminCareerContentWrite,
  type StepSubmission,
} from '@app/contracts';
import type { UserRow } from '@app/identity';
import { CareerContentsAdminService, PREVIEW_ENROLMENT_ID } from '../src/admin/career-contents.admin.service.js';
import { AssessmentContentService } from '../src/assessment-content.service.js';
import { AssessmentStepsService } from '../src/assessment-steps.service.js';
import { FinishAssessmentCommand } from '../src/commands/finish-assessment.command.js';
import { AssessmentReportService } from '../src/report/assessment-report.service.js';
import { enrol, watchedVideo } from '../../../test/support/assessment-content.js';
import { insertUser } from '../../../test/support/rows.js';
import { startStack, type TestStackWithWorker } from '../../../test/support/stack.js';
import { eventually } from '../../../test/support/test-env.js';

// The console's assessment editor against real PostgreSQL, called as its controller calls it: a draft created,
// read and replaced whole under its version, published into immutable versions (also by many at once),
// previewed as the player shows it; and the rule it exists for: an attempt is judged, finished, scored (by the
// worker) and reported on the version it started on, whatever is published meanwhile, while new attempts take
// the latest. Who may call and the wire dialect are the HTTP spec's (apps/api/test/career-contents-admin.http.spec.ts).

let stack: TestStackWithWorker;
let db: Pool;
let admin: CareerContentsAdminService;
let contents: AssessmentContentService;
let steps: AssessmentStepsService;
let reports: AssessmentReportService;
let commands: CommandBus;
let editor: AuditActor;

beforeAll(async () => {
  stack = await startStack({ worker: true });
  db = stack.db;
  admin = stack.app.get(CareerContentsAdminService);
  contents = stack.app.get(AssessmentContentService);
  steps = stack.app.get(AssessmentStepsService);
  reports = stack.app.get(AssessmentReportService);
  commands = stack.app.get(CommandBus);
  const userId = await insertUser(db, 'content_editor', { prefix: 'editor' });
  editor = { userId, username: 'editor', role: 'content_editor', ip: '127.0.0.1', schoolId: null };
});

afterAll(() => stack?.stop());

/** Waits for the worker to score the attempt. */
const scored = (userCareerId: string) =>
  eventually(
    async () =>
      (await db.query(`SELECT status FROM user_careers WHERE id = $1`, [userCareerId])).rows[0].status === 'COMPLETED',
    15_000,
    'the attempt scored',
  );

let seq = 0;
/** A career of its own with no assessment yet. */
async function bareCareer(name?: string): Promise<string> {
  seq += 1;
  name ??= `Editor career ${process.pid}-${seq}`;
  const field = (await db.query('SELECT id FROM fields ORDER BY sort_order LIMIT 1')).rows[0].id;
  const { rows } = await db.query(
    `INSERT INTO careers (slug, name, field_id, header_description, logo, logo_bg, selling_price_paise, strike_price_paise)
     VALUES ($1, $2, $3, 'For the editor', '/media/logos/x.svg', '#eeeeee', 49900, 49900) RETURNING id`,
    [`editor-career-${process.pid}-${seq}`, name, field],
  );
  return rows[0].id;
}

const REMARKS = { HIGH: 'Suits you', MODERATE: 'Might suit you', LOW: 'Not for you yet' };

/** A test as an editor writes it: a video per gender, two rating statements, a choice; then a text question. */
function draftBody(careerId?: string): AdminCareerContentWrite {
  return adminCareerContentWriteSchema.parse({
    careerId,
    instructions: { heading: 'Before you start', instructions_type: 'bullets', content: ['Watch', 'Rate'] },
    subjectsAligned: ['Biology', 'English'],
    sections: [
      {
        name: 'Career Tasks',
        maximum: 10,
        remarks: REMARKS,
        subsections: [
          {
            type: 1,
            content: { title: 'The work', video: { male: '/media/m.webm', female: '/media/f.webm' }, duration: 30 },
          },
          { type: 2, content: { question: 'I would enjoy the first task', timer: 30 } },
          { type: 2, content: { question: 'I would enjoy the second task', timer: 30 } },
          { type: 3, content: { question: 'Pick one', options: ['A', 'B', 'C'], timer: 45 } },
        ],
      },
      {
        name: 'Career Values',
        maximum: 5,
        remarks: SECTION_REMARKS.value,
        subsections: [
          { type: 2, content: { question: 'I value this', timer: 40 } },
          { type: 4, content: { question: 'Why?', timer: 60 } },
        ],
      },
    ],
  });
}

/** A record as GET returns it, changed by `edit`, as a PUT body (the console sends it back so). */
function edited(record: AdminCareerContent, edit: (r: AdminCareerContent) => void): AdminCareerContentWrite {
  const copy = structuredClone(record);
  edit(copy);
  return adminCareerContentWriteSchema.parse(copy);
}

const refusal = (call: Promise<unknown>) =>
  call.then(
    () => 'ok',
    (e: HttpException) => {
      if (typeof e.getStatus !== 'function') throw e;
      const body = e.getResponse() as { code?: string; message?: string; errors?: unknown };
      return { status: e.getStatus(), code: body.code, message: body.message, errors: body.errors };
    },
  );

const versions = async (careerId: string) =>
  (
    await db.query(
      'SELECT id, number, content, published_by FROM career_content_versions WHERE career_id = $1 ORDER BY number',
      [careerId],
    )
  ).rows;

/** Everything a draft is: its rows in the three tables, in a stable order, and its audit rows. */
async function draftRows(careerId: string) {
  const q = async (sql: string) => (await db.query(sql, [careerId])).rows;
  return {
    audit: await q(`SELECT action, before, after FROM audit_log WHERE resource_id = $1::text ORDER BY at, id`),
    content: await q('SELECT * FROM career_contents WHERE career_id = $1'),
    sections: await q('SELECT * FROM career_sections WHERE career_id = $1 ORDER BY position'),
    steps: await q(
      `SELECT ss.* FROM career_subsections ss JOIN career_sections s ON s.id = ss.section_id
        WHERE s.career_id = $1 ORDER BY s.position, ss.position`,
    ),
  };
}

describe('a draft', () => {
  it('is created for a career that has none, with new ids, derived video flags and maxima, unpublished', async () => {
    const careerId = await bareCareer();
    const record = await admin.create(draftBody(careerId), editor);
    expect(record).toMatchObject({
      id: careerId,
      careerId,
      version: 1,
      publishedVersion: null,
      publishedAt: null,
      unpublishedChanges: true,
      subjectsAligned: ['Biology', 'English'],
    });
    expect(record.sections.map((s) => [s.name, s.maximum, s.subsections.map((x) => x.type)])).toEqual([
      ['Career Tasks', 10, [1, 2, 2, 3]],
      ['Career Values', 5, [2, 4]],
    ]);
    expect(record.sections[0].subsections[0]).toMatchObject({
      content: { title: 'The work', video: { male: '/media/m.webm', female: '/media/f.webm' }, duration: 30 },
      meta: { gender: { male: true, female: true } },
    });
    expect(record.sections[0].remarks).toEqual(REMARKS);
    // The standard copy for a section's name is stored as none, and read back as that copy.
    expect(record.sections[1].remarks).toEqual(SECTION_REMARKS.value);
    expect((await draftRows(careerId)).sections.map((s) => s.remarks)).toEqual([REMARKS, null]);
    expect(await admin.get(careerId)).toEqual(record);
    expect(await versions(careerId)).toEqual([]);
  });

  it('is refused a second time for the same career, for a career that does not exist, and without a career', async () => {
    const careerId = await bareCareer();
    await admin.create(draftBody(careerId), editor);
    expect(await refusal(admin.create(draftBody(careerId), editor))).toMatchObject({
      status: 409,
      message: CAREER_CONTENT_MESSAGES.draftExists,
    });
    expect(await refusal(admin.create(draftBody('5f1a9c2e-0b7d-4c1e-9a53-2d4c8b7e6f10'), editor))).toMatchObject({
      status: 400,
      errors: [{ field: 'careerId', message: CAREER_CONTENT_MESSAGES.unknownCareer }],
    });
    expect(await refusal(admin.create(draftBody(), editor))).toMatchObject({
      status: 400,
      errors: [{ field: 'careerId', message: CAREER_CONTENT_MESSAGES.careerRequired }],
    });
    expect(await refusal(admin.get(await bareCareer()))).toMatchObject({ status: 404 });
  });

  it('is replaced whole: ids it has are kept, others made new, a removed step goes, the order is as sent', async () => {
    const careerId = await bareCareer();
    const other = await admin.create(draftBody(await bareCareer()), editor);
    const record = await admin.create(draftBody(careerId), editor);
    const [video, first, second, pick] = record.sections[0].subsections;
    const next = await admin.replace(
      careerId,
      edited(record, (r) => {
        // The second statement moves to the front, the choice goes, and a step claims another career's id.
        r.sections[0].subsections = [second, video, first];
        r.sections[0].subsections[0].content = { question: 'Reworded', timer: 35 };
        r.sections[1].subsections.push({
          ...other.sections[1].subsections[0],
          id: other.sections[1].subsections[0].id,
        });
        r.sections[1].maximum = 10;
      }),
      editor,
    );
    expect(next.version).toBe(2);
    expect(next.sections[0].subsections.map((s) => s.id)).toEqual([second.id, video.id, first.id]);
    expect(next.sections[0].subsections[0].content).toEqual({ question: 'Reworded', timer: 35 });
    expect(next.sections[0].subsections.map((s) => s.id)).not.toContain(pick.id);
    const added = next.sections[1].subsections[2];
    expect(added.id).not.toBe(other.sections[1].subsections[0].id);
    expect(next.sections[1].subsections.slice(0, 2).map((s) => s.id)).toEqual(
      record.sections[1].subsections.map((s) => s.id),
    );
    // The other career's draft is untouched.
    expect(await admin.get(other.id)).toEqual(other);
  });

  it('is not written by a PUT with a stale version (409) or none (400), nor by the losers of a race', async () => {
    const careerId = await bareCareer();
    const record = await admin.create(draftBody(careerId), editor);
    const current = await admin.replace(
      careerId,
      edited(record, (r) => (r.subjectsAligned = ['Physics'])),
      editor,
    );
    const rows = await draftRows(careerId);
    const stale = edited(record, (r) => (r.sections[0].name = 'Stale'));
    expect(await refusal(admin.replace(careerId, stale, editor))).toEqual({
      status: 409,
      code: ERROR_CODES.VersionConflict,
      message: ADMIN_MESSAGES.versionConflict,
      errors: undefined,
    });
    expect(await refusal(admin.replace(careerId, { ...stale, version: undefined }, editor))).toMatchObject({
      status: 400,
      errors: [{ field: 'version', message: CAREER_CONTENT_MESSAGES.versionRequired }],
    });
    expect(await draftRows(careerId)).toEqual(rows);

    // Five editors save the same version at once: one wins, four are told to reload, one version moved.
    const outcomes = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        refusal(
          admin.replace(
            careerId,
            edited(current, (r) => (r.subjectsAligned = [`Subject ${n}`])),
            editor,
          ),
        ),
      ),
    );
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1);
    expect(outcomes.filter((o) => o !== 'ok')).toEqual(Array(4).fill(expect.objectContaining({ status: 409 })));
    expect((await admin.get(careerId)).version).toBe(current.version + 1);
  });

  it('of a seeded test reads as published, and saved unchanged stays so (standard remarks are stored as none)', async () => {
    const careerId = (await db.query(`SELECT id FROM careers WHERE slug = 'doctor-mbbs'`)).rows[0].id as string;
    const record = await admin.get(careerId);
    expect(record).toMatchObject({ publishedVersion: 1, unpublishedChanges: false });
    expect(record.sections.map((s) => s.maximum)).toEqual([25, 15, 10, 15, 10]);
    expect(record.sections[0].remarks).toEqual(SECTION_REMARKS.task);
    const saved = await admin.replace(
      careerId,
      edited(record, () => undefined),
      editor,
    );
    expect(saved).toEqual({ ...record, version: record.version + 1, updatedAt: saved.updatedAt });
    expect(await versions(careerId)).toHaveLength(1);
  });

  it('cannot be replaced or published once gone (404)', async () => {
    const careerId = await bareCareer();
    expect(await refusal(admin.replace(careerId, { ...draftBody(), version: 1 }, editor))).toMatchObject({
      status: 404,
      message: CAREER_CONTENT_MESSAGES.noDraft,
    });
    expect(await refusal(admin.publish(careerId, editor))).toMatchObject({ status: 404 });
    expect(await refusal(admin.preview(careerId, null))).toMatchObject({ status: 404 });
  });
});

describe('publishing', () => {
  it('makes version 1 from the draft, then nothing until the draft changes, then version 2', async () => {
    const careerId = await bareCareer();
    const record = await admin.create(draftBody(careerId), editor);
    const published = await admin.publish(careerId, editor);
    expect(published).toMatchObject({
      publishedVersion: 1,
      publishedAt: expect.any(String),
      unpublishedChanges: false,
      version: record.version,
    });
    const [v1] = await versions(careerId);
    expect(v1).toMatchObject({ number: 1, published_by: editor.userId });
    expect(v1.content.sections.map((s: { id: string }) => s.id)).toEqual(record.sections.map((s) => s.id));
    expect((await db.query('SELECT status FROM career_contents WHERE career_id = $1', [careerId])).rows[0].status).toBe(
      'PUBLISHED',
    );

    // Publishing again (a retry, a double click) makes nothing, and writes nothing to the audit log either.
    expect(await admin.publish(careerId, editor)).toEqual(published);
    expect((await draftRows(careerId)).audit).toEqual([
      expect.objectContaining({ action: 'create', before: null }),
      {
        action: 'publish',
        before: { publishedVersion: null, publishedAt: null },
        after: { publishedVersion: 1, publishedAt: published.publishedAt },
      },
    ]);
    // Nor does a save that changes nothing make a difference to publish.
    const saved = await admin.replace(
      careerId,
      edited(published, () => undefined),
      editor,
    );
    expect(saved.unpublishedChanges).toBe(false);
    expect(await versions(careerId)).toHaveLength(1);

    const changed = await admin.replace(
      careerId,
      edited(saved, (r) => (r.instructions.heading = 'Read this first')),
      editor,
    );
    expect(changed.unpublishedChanges).toBe(true);
    expect(await admin.publish(careerId, editor)).toMatchObject({ publishedVersion: 2, unpublishedChanges: false });
    expect((await versions(careerId)).map((v) => [v.number, v.content.instructions.heading])).toEqual([
      [1, 'Before you start'],
      [2, 'Read this first'],
    ]);
  });

  it('refuses a draft that breaks the editor rules (one the console never wrote), with its field messages', async () => {
    const careerId = await bareCareer();
    await admin.create(draftBody(careerId), editor);
    // Written around the console: no rating statement is left to score.
    await db.query(
      `DELETE FROM career_subsections ss USING career_sections s
        WHERE s.id = ss.section_id AND s.career_id = $1 AND ss.type = 2`,
      [careerId],
    );
    expect(await refusal(admin.publish(careerId, editor))).toMatchObject({
      status: 400,
      errors: expect.arrayContaining([
        { field: 'sections', message: 'The test needs at least one rating statement: they are what is scored' },
      ]),
    });
    expect(await versions(careerId)).toEqual([]);
  });

  it('makes one version however many publish at once, and consecutive numbers over edits (25 rounds)', async () => {
    const careerId = await bareCareer();
    let record = await admin.create(draftBody(careerId), editor);
    for (let round = 1; round <= 25; round++) {
      const outcomes = await Promise.all(Array.from({ length: 6 }, () => admin.publish(careerId, editor)));
      expect(outcomes.map((o) => o.publishedVersion)).toEqual(Array(6).fill(round));
      record = await admin.replace(
        careerId,
        edited(outcomes[0], (r) => (r.subjectsAligned = [`Subject ${round}`])),
        editor,
      );
    }
    const made = await versions(careerId);
    expect(made.map((v) => v.number)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(made.map((v) => v.content.subjectsAligned[0])).toEqual(
      Array.from({ length: 25 }, (_, i) => (i === 0 ? 'Biology' : `Subject ${i}`)),
    );
    expect(record.unpublishedChanges).toBe(true);
  });

  it('racing a save: each publish copies a whole draft, before or after the save, never half of it (20 rounds)', async () => {
    const careerId = await bareCareer();
    await admin.create(draftBody(careerId), editor);
    let record = await admin.publish(careerId, editor);
    for (let round = 0; round < 20; round++) {
      const body = edited(record, (r) => {
        r.subjectsAligned = [`Round ${round}`];
        r.sections[1].name = `Career Values ${round}`;
      });
      const [saved] = await Promise.all([admin.replace(careerId, body, editor), admin.publish(careerId, editor)]);
      record = await admin.publish(careerId, editor);
      expect(record.version).toBe(saved.version);
    }
    for (const v of await versions(careerId)) {
      const round = v.content.subjectsAligned[0].replace('Round ', '');
      // The subjects and the section's name come from the same save.
      expect(v.content.sections[1].name).toBe(round === 'Biology' ? 'Career Values' : `Career Values ${round}`);
    }
  });
});

describe('an attempt', () => {
  const asUser = (id: string) => ({ id, gender: 'female' }) as UserRow;
  const answer = (step: { sectionId: string; subsectionId: string; type: number }, value?: number | string) => {
    const base = { sectionId: step.sectionId, subSectionId: step.subsectionId };
    if (step.type === 2) return { ...base, type: 2, questionType: 3, rating: value ?? 4 } as StepSubmission;
    if (step.type === 3) return { ...base, type: 3, choice: value ?? 1 } as StepSubmission;
    if (step.type === 4) return { ...base, type: 4, answer: value ?? 'Because' } as StepSubmission;
    return { ...base, type: 1 } as StepSubmission;
  };

  /** Fetches the test and answers every step due, in order (a video once its clip has played). */
  async function takeAll(userId: string, careerId: string, userCareerId: string, values: (number | string)[]) {
    const content = await contents.content(asUser(userId), userCareerId);
    const plan = content.sections.flatMap((s) =>
      s.subsections.map((x) => ({ sectionId: s._id.$oid, subsectionId: x._id.$oid, type: x.type })),
    );
    for (const [i, step] of plan.entries()) {
      if (step.type === 1) await watchedVideo(db, userCareerId);
      expect((await steps.submit(userId, careerId, answer(step, values[i]))).status).toBe('accepted');
    }
    return plan;
  }

  it('started on version 1 continues, finishes and is scored and reported on it after version 2; a new one takes 2', async () => {
    const careerId = await bareCareer();
    await admin.create(draftBody(careerId), editor);
    const v1 = await admin.publish(careerId, editor);

    // A student starts on version 1 and answers the video and the first statement.
    const early = await insertUser(db, 'student');
    const earlyId = await enrol(db, early, careerId);
    const start = await contents.content(asUser(early), earlyId);
    expect(start.progress.total).toBe(6);
    // Her video is the girls' clip.
    expect(start.sections[0].subsections[0].content).toMatchObject({ video: { female: '/media/f.webm' } });
    const [video, first] = v1.sections[0].subsections;
    await watchedVideo(db, earlyId);
    await steps.submit(early, careerId, answer({ sectionId: v1.sections[0].id, subsectionId: video.id, type: 1 }));
    await steps.submit(early, careerId, answer({ sectionId: v1.sections[0].id, subsectionId: first.id, type: 2 }, 5));

    // Meanwhile: the second statement is reworded, the choice removed, and the remarks rewritten; published as 2.
    await admin.replace(
      careerId,
      edited(v1, (r) => {
        r.sections[0].subsections[2].content = { question: 'Reworded second task', timer: 30 };
        r.sections[0].subsections.splice(3, 1);
        r.sections[0].remarks = { HIGH: 'New high', MODERATE: 'New moderate', LOW: 'New low' };
      }),
      editor,
    );
    const v2 = await admin.publish(careerId, editor);
    expect(v2.publishedVersion).toBe(2);

    // The early attempt goes on with version 1: the reworded statement's old text, the removed choice still due.
    const resumed = await contents.content(asUser(early), earlyId);
    expect(resumed.progress).toMatchObject({ done: 2, total: 6 });
    expect(resumed.sections[0].subsections[2].content).toMatchObject({ question: 'I would enjoy the second task' });
    const rest = v1.sections.flatMap((s) =>
      s.subsections.map((x) => ({ sectionId: s.id, subsectionId: x.id, type: x.type })),
    );
    for (const [step, value] of [
      [rest[2], 3],
      [rest[3], 2],
      [rest[4], 4],
      [rest[5], 'Because I care'],
    ] as const) {
      expect((await steps.submit(early, careerId, answer(step, value))).status).toBe('accepted');
    }
    await commands.execute(new FinishAssessmentCommand(early, careerId));
    const [earlyRow] = (await db.query('SELECT * FROM user_careers WHERE id = $1', [earlyId])).rows;
    await scored(earlyId);
    const report = await reports.summary(early, careerId);
    // Scored on version 1: Career Tasks 5 + 3 of 10, Career Values 4 of 5.
    expect(report.user_map_career).toMatchObject({ status: 'COMPLETED', total: 12, max: 15, percent: 80 });
    expect(report.career_contents.sections.map((s) => [s.name, s.score, s.max, s.band, s.remark])).toEqual([
      ['Career Tasks', 8, 10, 'HIGH', REMARKS.HIGH],
      ['Career Values', 4, 5, 'HIGH', SECTION_REMARKS.value.HIGH],
    ]);
    // The answers with the questions version 1 asked: the removed choice among them.
    expect(report.answers).toEqual([
      { sectionName: 'Career Tasks', question: 'Pick one', answer: 'C' },
      { sectionName: 'Career Values', question: 'Why?', answer: 'Because I care' },
    ]);
    expect(earlyRow.content_version_id).toBe((await versions(careerId))[0].id);

    // A student starting now takes version 2: five steps, the new wording, the new remarks.
    const late = await insertUser(db, 'student');
    const lateId = await enrol(db, late, careerId);
    const plan = await takeAll(late, careerId, lateId, [0, 5, 5, 5, 'Yes']);
    expect(plan).toHaveLength(5);
    await commands.execute(new FinishAssessmentCommand(late, careerId));
    await scored(lateId);
    const lateReport = await reports.summary(late, careerId);
    expect(lateReport.career_contents.sections[0]).toMatchObject({ score: 10, max: 10, remark: 'New high' });
    expect(lateReport.answers).toEqual([{ sectionName: 'Career Values', question: 'Why?', answer: 'Yes' }]);
    const [lateRow] = (await db.query('SELECT content_version_id FROM user_careers WHERE id = $1', [lateId])).rows;
    expect(lateRow.content_version_id).toBe((await versions(careerId))[1].id);
  });
});

describe('the preview', () => {
  it('answers the draft in the player shape for the gender asked, and records nothing', async () => {
    const careerId = await bareCareer('Preview career');
    const record = await admin.create(draftBody(careerId), editor);
    await admin.publish(careerId, editor);
    // A draft change not published yet: the preview shows it, students do not get it.
    await admin.replace(
      careerId,
      edited(
        await admin.get(careerId),
        (r) => (r.sections[1].subsections[1].content = { question: 'Why not?', timer: 60 }),
      ),
      editor,
    );
    const count = async () =>
      (
        await db.query(`SELECT (SELECT count(*) FROM user_careers) AS enrolments, (SELECT count(*) FROM assessment_steps) AS steps,
            (SELECT count(*) FROM career_content_versions) AS versions, (SELECT count(*) FROM outbox) AS events,
            (SELECT max(updated_at) FROM user_careers) AS touched`)
      ).rows[0];
    const before = await count();
    const rowsBefore = await draftRows(careerId);

    const boy = await admin.preview(careerId, 'male');
    expect(careerContentResponseSchema.safeParse(boy).success).toBe(true);
    expect(boy).toMatchObject({
      careerId,
      userMapCareerId: PREVIEW_ENROLMENT_ID,
      name: 'Preview career',
      status: 'ENROLLED',
      subjects_aligned: ['Biology', 'English'],
      progress: { answered: [], done: 0, total: 6, deadline: null },
    });
    expect(boy.progress.next).toEqual({
      sectionId: record.sections[0].id,
      subsectionId: record.sections[0].subsections[0].id,
      type: 1,
    });
    expect(boy.sections[0].subsections[0]).toMatchObject({
      content: { video: { male: '/media/m.webm' } },
      meta: { gender: { male: true } },
    });
    expect(boy.sections[1].subsections[1].content).toEqual({ question: 'Why not?', timer: 60 });
    const girl = await admin.preview(careerId, 'female');
    expect(girl.sections[0].subsections[0].content).toMatchObject({ video: { female: '/media/f.webm' } });
    // With no gender asked: one of the clips, as the player shows a student without one.
    expect(Object.keys((await admin.preview(careerId, null)).sections[0].subsections[0].content)).toContain('video');

    expect(await count()).toEqual(before);
    expect(await draftRows(careerId)).toEqual(rowsBefore);

    // Exactly what a student gets once it is published (but for the enrolment's id).
    await admin.publish(careerId, editor);
    const student = await insertUser(db, 'student');
    const studentView = await contents.content(
      { id: student, gender: 'male' } as UserRow,
      await enrol(db, student, careerId),
    );
    expect({ ...studentView, userMapCareerId: PREVIEW_ENROLMENT_ID }).toEqual(boy);
  });
});

describe('the list', () => {
  it('pages the careers with a draft, with their state, searched, filtered and sorted', async () => {
    const tag = `Listed ${process.pid}`;
    const ids = [await bareCareer(`${tag} Beta`), await bareCareer(`${tag} Alpha`), await bareCareer(`${tag} Gamma`)];
    for (const id of ids) await admin.create(draftBody(id), editor);
    await admin.publish(ids[0], editor);
    await admin.publish(ids[2], editor);
    await admin.replace(
      ids[2],
      edited(await admin.get(ids[2]), (r) => (r.subjectsAligned = ['Art'])),
      editor,
    );

    const page = await admin.list({
      filter: { q: tag },
      sort: { field: 'careerName', order: 'ASC' },
      offset: 0,
      limit: 10,
    });
    expect(page.total).toBe(3);
    expect(page.data.map((r) => [r.careerName, r.publishedVersion, r.unpublishedChanges, r.stepCount])).toEqual([
      [`${tag} Alpha`, null, true, 6],
      [`${tag} Beta`, 1, false, 6],
      [`${tag} Gamma`, 1, true, 6],
    ]);
    expect(page.data[0]).toMatchObject({ id: ids[1], careerId: ids[1], version: 1, sectionCount: 2 });

    const second = await admin.list({
      filter: { q: tag },
      sort: { field: 'careerName', order: 'DESC' },
      offset: 1,
      limit: 1,
    });
    expect([second.total, second.data.map((r) => r.careerName)]).toEqual([3, [`${tag} Beta`]]);
    const unpublished = await admin.list({
      filter: { q: tag, published: false },
      sort: { field: 'careerName', order: 'ASC' },
      offset: 0,
      limit: 10,
    });
    expect(unpublished.data.map((r) => r.id)).toEqual([ids[1]]);
    const many = await admin.list({
      filter: { id: [ids[2], ids[0]] },
      sort: { field: 'careerName', order: 'ASC' },
      offset: 0,
      limit: 10,
    });
    expect(many.data.map((r) => r.id)).toEqual([ids[0], ids[2]]);
    const past = await admin.list({
      filter: { q: tag },
      sort: { field: 'updatedAt', order: 'DESC' },
      offset: 10,
      limit: 10,
    });
    expect(past).toEqual({ data: [], total: 3 });
    // A search matches text, not patterns.
    expect(
      (await admin.list({ filter: { q: '%' }, sort: { field: 'careerName', order: 'ASC' }, offset: 0, limit: 1 }))
        .total,
    ).toBe(0);
  });
});
