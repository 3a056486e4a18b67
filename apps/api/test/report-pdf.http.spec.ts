import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import { ASSESSMENT_MESSAGES, BAND_LABELS, ERROR_CODES, sectionRemark } from '@app/contracts';
import { json } from '../../../test/support/apps.js';
import { startStack, type TestStack } from '../../../test/support/stack.js';
import { createSignedInUser, type TestUser } from '../../../test/support/users.js';
import { pdfText } from '../../../test/support/pdf-text.js';
import {
  choice,
  createAssessmentCareer,
  enrol,
  rating,
  text,
  video,
  type FixtureCareer,
} from '../../../test/support/assessment-content.js';

let stack: TestStack;
let app: NestFastifyApplication;
let db: pg.Pool;
let career: FixtureCareer;

beforeAll(async () => {
  stack = await startStack();
  ({ app, db } = stack);
  career = await createAssessmentCareer(db, {
    name: `Marine Biologist ${process.pid}`,
    subjects: ['Biology', 'Chemistry', 'Geography'],
    sections: [
      { name: 'Career Tasks', steps: [video(), rating(), rating(), rating(), rating(), rating()] },
      {
        name: 'Career Values',
        steps: [
          rating(),
          rating(),
          choice('Where would you rather work?', ['On a research ship', 'In a city lab']),
          text('What draws you to the sea?'),
        ],
      },
    ],
  });
});

afterAll(() => stack?.stop());

const url = (careerId: string, userId: string) => `/api/career/${careerId}/user/${userId}/report`;
const get = (user: TestUser | undefined, careerId: string, userId: string) =>
  app.inject({ method: 'GET', url: url(careerId, userId), headers: user ? { authorization: user.token } : {} });

/**
 * A finished and scored test, as the scoring job leaves it: the unscored answers as steps, the result row, and the
 * enrolment COMPLETED. Tasks 20/25 (HIGH), Values 6/10 (MODERATE): 26/35 = 74%, MODERATE.
 */
async function scored(user: TestUser): Promise<string> {
  const userCareerId = await enrol(db, user.id, career.careerId);
  const [tasks, values] = career.sections;
  const [, , chosen, written] = values.steps;
  const ordinal = (id: string) => career.steps.findIndex((s) => s.subsectionId === id);
  await db.query(
    `INSERT INTO assessment_steps (user_career_id, subsection_id, ordinal, type, choice) VALUES ($1, $2, $3, 3, 0)`,
    [userCareerId, chosen.subsectionId, ordinal(chosen.subsectionId)],
  );
  await db.query(
    `INSERT INTO assessment_steps (user_career_id, subsection_id, ordinal, type, answer) VALUES ($1, $2, $3, 4, $4)`,
    [userCareerId, written.subsectionId, ordinal(written.subsectionId), 'The coral reefs near the Andaman Islands.'],
  );
  const sections = [
    { sectionId: tasks.id, name: 'Career Tasks', score: 20, max: 25, band: 'HIGH' },
    { sectionId: values.id, name: 'Career Values', score: 6, max: 10, band: 'MODERATE' },
  ];
  await db.query(
    `INSERT INTO assessment_results (user_career_id, total, max, percent, band, sections, subjects_aligned) VALUES ($1, 26, 35, 74, 'MODERATE', $2, $3)`,
    [userCareerId, JSON.stringify(sections), ['Biology', 'Chemistry', 'Geography']],
  );
  await db.query(
    `UPDATE user_careers SET status = 'COMPLETED', finished_at = now(), completed_at = '2026-02-10T06:30:00Z' WHERE id = $1`,
    [userCareerId],
  );
  return userCareerId;
}

describe('GET /api/career/{careerId}/user/{userId}/report', () => {
  it("answers the caller's scored report as a PDF attachment, private and not stored", async () => {
    const me = await createSignedInUser(app, db, 'student', { prefix: 'pdf' });
    await scored(me);
    const res = await get(me, career.careerId, me.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="report-marine-biologist-${process.pid}.pdf"`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const shown = pdfText(res.rawPayload).replace(/\s*\n\s*/g, ' ');
    expect(shown).toContain('Test User');
    expect(shown).toContain(career.name);
    expect(shown).toContain('10 February 2026');
    expect(shown).toContain('26 / 35');
    expect(shown).toContain('74%');
    expect(shown).toContain(BAND_LABELS.MODERATE);
    for (const subject of ['Biology', 'Chemistry', 'Geography']) expect(shown).toContain(subject);
    expect(shown).toContain(`Career Tasks HIGH 20 25 ${sectionRemark('Career Tasks', 'HIGH', BAND_LABELS)}`);
    expect(shown).toContain(`Career Values MODERATE 6 10 ${sectionRemark('Career Values', 'MODERATE', BAND_LABELS)}`);
    expect(shown).toContain('Where would you rather work? On a research ship');
    expect(shown).toContain('What draws you to the sea? The coral reefs near the Andaman Islands.');

    // The same report is the same bytes.
    expect((await get(me, career.careerId, me.id)).rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('serves campus students and parents too', async () => {
    const school = (await db.query(`INSERT INTO schools (name, campus_id) VALUES ('PDF School', 'PDF-1') RETURNING id`))
      .rows[0].id;
    for (const user of [
      await createSignedInUser(app, db, 'campus_student', { schoolId: school, prefix: 'pdf' }),
      await createSignedInUser(app, db, 'parent', { prefix: 'pdf' }),
    ]) {
      await scored(user);
      expect((await get(user, career.careerId, user.id)).statusCode).toBe(200);
    }
  });

  it("refuses no token (401), another user's id (403), staff roles (403) and a malformed career id (400)", async () => {
    const me = await createSignedInUser(app, db, 'student', { prefix: 'pdf' });
    const other = await createSignedInUser(app, db, 'student', { prefix: 'pdf' });
    await scored(other);
    expect((await get(undefined, career.careerId, other.id)).statusCode).toBe(401);
    expect((await get(me, career.careerId, other.id)).statusCode).toBe(403);
    const editor = await createSignedInUser(app, db, 'content_editor', { prefix: 'pdf' });
    expect((await get(editor, career.careerId, editor.id)).statusCode).toBe(403);
    expect((await get(me, 'nope', me.id)).statusCode).toBe(400);
  });

  it('is documented as a PDF in OpenAPI', async () => {
    const doc = JSON.parse((await app.inject({ method: 'GET', url: '/api/docs/json' })).body);
    expect(Object.keys(doc.paths['/api/career/{careerId}/user/{userId}/report'].get.responses['200'].content)).toEqual([
      'application/pdf',
    ]);
  });

  it('is 404 when the caller is not enrolled, and until the report is scored', async () => {
    const me = await createSignedInUser(app, db, 'student', { prefix: 'pdf' });
    expect(await json(app, 'GET', url(career.careerId, me.id), undefined, { authorization: me.token })).toEqual({
      status: 404,
      body: { statusCode: 404, code: ERROR_CODES.NotEnrolled, message: ASSESSMENT_MESSAGES.notEnrolled },
    });
    const userCareerId = await enrol(db, me.id, career.careerId);
    await db.query(`UPDATE user_careers SET status = 'IN_PROGRESS', finished_at = now() WHERE id = $1`, [userCareerId]);
    expect(await json(app, 'GET', url(career.careerId, me.id), undefined, { authorization: me.token })).toEqual({
      status: 404,
      body: { statusCode: 404, code: ERROR_CODES.ReportNotReady, message: ASSESSMENT_MESSAGES.reportNotReady },
    });
  });
});
