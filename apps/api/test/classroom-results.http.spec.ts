import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import type { Band, ClassroomResults, ClassroomResultStudent, SchoolResults } from '@app/contracts';
import { json } from '../../../test/support/apps.js';
import { pdfText } from '../../../test/support/pdf-text.js';
import { insertSchool, insertUser } from '../../../test/support/rows.js';
import { startStack, type TestStack } from '../../../test/support/stack.js';
import { createSignedInUser, type TestUser } from '../../../test/support/users.js';
import { createAssessmentCareer, enrol, rating, type FixtureCareer } from '../../../test/support/assessment-content.js';

// Issue 13, Results: a classroom's counts and band distributions, its student table, a student's report PDF and
// the CSV export (both audited), and the school overview; school A's admin gets nothing of school B.

let stack: TestStack;
let app: NestFastifyApplication;
let db: pg.Pool;
let adminA: TestUser;
let admin: TestUser;
let schoolA: string;
let schoolB: string;
let c1: FixtureCareer;
let c2: FixtureCareer;
let classroomA: string;
let classroomB: string;
const s: Record<'s1' | 's2' | 's3' | 's4' | 's5' | 'b1', string> = {} as never;

const FORMULA = '=HYPERLINK("http://evil.example","x")';

async function student(schoolId: string, firstName: string, admission: string, section = 'A'): Promise<string> {
  const id = await insertUser(db, 'campus_student', { schoolId, prefix: 'cr' });
  await db.query(
    `UPDATE users SET first_name = $2, last_name = 'Kumar', admission_number = $3, section = $4, class = '10' WHERE id = $1`,
    [id, firstName, admission, section],
  );
  return id;
}

async function classroom(schoolId: string, name: string, careers: string[], students: [string, boolean][]) {
  const { rows } = await db.query(
    `INSERT INTO classrooms (school_id, name, class, section, opens_at, closes_at)
     VALUES ($1, $2, '10', 'A', now() - interval '1 day', now() + interval '30 days') RETURNING id`,
    [schoolId, name],
  );
  for (const c of careers) await db.query('INSERT INTO classroom_careers VALUES ($1, $2)', [rows[0].id, c]);
  for (const [userId, started] of students)
    await db.query(`INSERT INTO classroom_students (classroom_id, user_id, status) VALUES ($1, $2, $3)`, [
      rows[0].id,
      userId,
      started ? 'IN_PROGRESS' : 'ENROLLED',
    ]);
  return rows[0].id as string;
}

/** A scored result as the scoring job leaves it: the result row, the enrolment COMPLETED. */
async function completed(userId: string, career: FixtureCareer, percent: number, band: Band, sections: Band[]) {
  const id = await enrol(db, userId, career.careerId, 'classroom');
  const records = career.sections.map((x, i) => ({
    sectionId: x.id,
    name: x.name,
    score: 1,
    max: 10,
    band: sections[i],
  }));
  const subjects = career === c1 ? ['Biology', 'Chemistry'] : ['Chemistry', 'Art'];
  await db.query(
    `INSERT INTO assessment_results (user_career_id, total, max, percent, band, sections, subjects_aligned)
     VALUES ($1, $2, 100, $2, $3, $4, $5)`,
    [id, percent, band, JSON.stringify(records), subjects],
  );
  await db.query(
    `UPDATE user_careers SET status = 'COMPLETED', started_at = now(), finished_at = now(), completed_at = now() WHERE id = $1`,
    [id],
  );
}

async function inProgress(userId: string, career: FixtureCareer) {
  const id = await enrol(db, userId, career.careerId, 'classroom');
  await db.query(`UPDATE user_careers SET status = 'IN_PROGRESS', started_at = now() WHERE id = $1`, [id]);
}

beforeAll(async () => {
  stack = await startStack();
  ({ app, db } = stack);
  schoolA = (await insertSchool(db)).id;
  schoolB = (await insertSchool(db)).id;
  adminA = await createSignedInUser(app, db, 'school_admin', { schoolId: schoolA, prefix: 'ra' });
  admin = await createSignedInUser(app, db, 'admin', { prefix: 'radm' });
  const sections = [
    { name: 'Career Tasks', steps: [rating(), rating()] },
    { name: 'Career Values', steps: [rating()] },
  ];
  c1 = await createAssessmentCareer(db, { name: `Marine Biologist ${process.pid}`, sections });
  c2 = await createAssessmentCareer(db, { name: `Painter ${process.pid}`, sections });
  s.s1 = await student(schoolA, 'Asha', 'A-001');
  s.s2 = await student(schoolA, 'Bala', 'A-002');
  s.s3 = await student(schoolA, 'Chitra', 'A-003', 'B');
  s.s4 = await student(schoolA, 'Dev', 'A-004');
  s.s5 = await student(schoolA, FORMULA, 'A-005');
  s.b1 = await student(schoolB, 'Farah', 'B-001');
  classroomA = await classroom(
    schoolA,
    'Class 10 A',
    [c1.careerId, c2.careerId],
    [
      [s.s1, true],
      [s.s2, true],
      [s.s3, true],
      [s.s4, false],
      [s.s5, true],
    ],
  );
  classroomB = await classroom(schoolB, 'Class 10 B', [c1.careerId], [[s.b1, true]]);
  await completed(s.s1, c1, 85, 'HIGH', ['HIGH', 'MODERATE']);
  await completed(s.s1, c2, 40, 'LOW', ['LOW', 'LOW']);
  await completed(s.s2, c1, 60, 'MODERATE', ['MODERATE', 'HIGH']);
  await inProgress(s.s2, c2);
  await inProgress(s.s3, c1);
  await enrol(db, s.s3, c2.careerId, 'classroom');
  await completed(s.s5, c1, 90, 'HIGH', ['HIGH', 'HIGH']);
  await completed(s.s5, c2, 80, 'HIGH', ['HIGH', 'HIGH']);
  await completed(s.b1, c1, 95, 'HIGH', ['HIGH', 'HIGH']);
});

afterAll(() => stack?.stop());

const get = <T>(user: TestUser, path: string) =>
  json<T>(app, 'GET', `/api/admin/${path}`, undefined, { authorization: user.token });
const raw = (user: TestUser, path: string) =>
  app.inject({ method: 'GET', url: `/api/admin/${path}`, headers: { authorization: user.token } });
const report = (classroomId: string, studentId: string, careerId: string) =>
  `classrooms/${classroomId}/results/students/${studentId}/careers/${careerId}/report`;

describe('GET /api/admin/classrooms/:id/results', () => {
  it('counts the students and gives each career its overall and section band distributions', async () => {
    const res = await get<ClassroomResults>(adminA, `classrooms/${classroomA}/results`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      classroomId: classroomA,
      schoolId: schoolA,
      assigned: 5,
      // A career under way or done (s1, s2, s3, s5), a career completed (s1, s2, s5): as the charts and the table
      // count them (issue 24); s2 has one of the two careers done.
      started: 4,
      completed: 3,
    });
    const byId = new Map(res.body.careers.map((c) => [c.careerId, c]));
    expect(byId.get(c1.careerId)).toEqual({
      careerId: c1.careerId,
      name: c1.name,
      assigned: 5,
      started: 4,
      completed: 3,
      overall: { HIGH: 2, MODERATE: 1, LOW: 0 },
      sections: [
        { name: 'Career Tasks', bands: { HIGH: 2, MODERATE: 1, LOW: 0 } },
        { name: 'Career Values', bands: { HIGH: 2, MODERATE: 1, LOW: 0 } },
      ],
    });
    expect(byId.get(c2.careerId)).toMatchObject({
      started: 3,
      completed: 2,
      overall: { HIGH: 1, MODERATE: 0, LOW: 1 },
      sections: [
        { name: 'Career Tasks', bands: { HIGH: 1, MODERATE: 0, LOW: 1 } },
        { name: 'Career Values', bands: { HIGH: 1, MODERATE: 0, LOW: 1 } },
      ],
    });
  });

  it("is a 404 for another school's classroom, and open to admins for any school", async () => {
    for (const path of ['results', 'results/students', 'results/export'])
      expect((await raw(adminA, `classrooms/${classroomB}/${path}`)).statusCode).toBe(404);
    const res = await get<ClassroomResults>(admin, `classrooms/${classroomB}/results`);
    expect(res.status).toBe(200);
    expect(res.body.careers[0].overall).toEqual({ HIGH: 1, MODERATE: 0, LOW: 0 });
  });
});

describe('GET /api/admin/classrooms/:id/results/students', () => {
  it('pages the students with their status, band and percent per career', async () => {
    const res = await raw(
      adminA,
      `classrooms/${classroomA}/results/students?range=[0,1]&sort=["admissionNumber","ASC"]`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBe('classrooms 0-1/5');
    const rows = res.json<ClassroomResultStudent[]>();
    expect(rows.map((r) => r.name)).toEqual(['Asha Kumar', 'Bala Kumar']);
    const asha = rows[0];
    expect(asha).toMatchObject({ id: s.s1, admissionNumber: 'A-001', section: 'A' });
    const c1Row = asha.careers.find((c) => c.careerId === c1.careerId);
    expect(c1Row).toEqual({
      careerId: c1.careerId,
      status: 'COMPLETED',
      band: 'HIGH',
      percent: 85,
      sections: [
        { name: 'Career Tasks', band: 'HIGH' },
        { name: 'Career Values', band: 'MODERATE' },
      ],
    });
  });

  it('filters by name or admission number and by section, and says where each one stands', async () => {
    const q = await get<ClassroomResultStudent[]>(
      adminA,
      `classrooms/${classroomA}/results/students?filter={"q":"a-003"}`,
    );
    expect(q.body.map((r) => r.id)).toEqual([s.s3]);
    expect(Object.fromEntries(q.body[0].careers.map((c) => [c.careerId, c.status]))).toEqual({
      [c1.careerId]: 'IN_PROGRESS',
      [c2.careerId]: 'NOT_STARTED',
    });
    const section = await get<ClassroomResultStudent[]>(
      adminA,
      `classrooms/${classroomA}/results/students?filter={"section":"b"}`,
    );
    expect(section.body.map((r) => r.id)).toEqual([s.s3]);
    const bad = await get(adminA, `classrooms/${classroomA}/results/students?sort=["percent","ASC"]`);
    expect(bad.status).toBe(400);
  });
});

describe('report PDF', () => {
  it("answers a completed student's report and audits the view as a read of the student", async () => {
    const res = await raw(adminA, report(classroomA, s.s1, c1.careerId));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="report-marine-biologist-/);
    expect(pdfText(res.rawPayload)).toContain('Asha Kumar');
    const audit = await db.query(
      `SELECT action, resource, username, after FROM audit_log WHERE resource_id = $1 AND resource = 'students'`,
      [s.s1],
    );
    expect(audit.rows).toEqual([
      {
        action: 'read',
        resource: 'students',
        username: adminA.username,
        after: expect.objectContaining({ careerId: c1.careerId, classroomId: classroomA }),
      },
    ]);
  });

  it('is a 404 until the report is scored, and for a student or career not of the classroom', async () => {
    expect((await raw(adminA, report(classroomA, s.s3, c1.careerId))).statusCode).toBe(404);
    // School B's student, asked through school A's classroom or through B's.
    expect((await raw(adminA, report(classroomA, s.b1, c1.careerId))).statusCode).toBe(404);
    expect((await raw(adminA, report(classroomB, s.b1, c1.careerId))).statusCode).toBe(404);
    const audits = await db.query(`SELECT 1 FROM audit_log WHERE resource_id = $1`, [s.b1]);
    expect(audits.rowCount).toBe(0);
    // An admin may read B's.
    expect((await raw(admin, report(classroomB, s.b1, c1.careerId))).statusCode).toBe(200);
  });
});

describe('GET /api/admin/classrooms/:id/results/export', () => {
  it('answers one row per student with a formula-looking name as text, audited', async () => {
    const res = await raw(adminA, `classrooms/${classroomA}/results/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="results-class-10-a.csv"');
    const text = res.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(6);
    expect(lines[0]).toContain(`${c1.name}: Career Values band`);
    expect(lines.find((l) => l.startsWith('A-001,'))).toContain('Completed,HIGH,85,HIGH,MODERATE');
    const formula = lines.find((l) => l.startsWith('A-005,'))!;
    expect(formula).toContain(`"'=HYPERLINK(""http://evil.example"",""x"") Kumar"`);
    const audit = await db.query(
      `SELECT action, username, after FROM audit_log WHERE resource = 'classrooms' AND resource_id = $1`,
      [classroomA],
    );
    expect(audit.rows).toEqual([{ action: 'export', username: adminA.username, after: { results: 'csv', rows: 5 } }]);
  });
});

describe('GET /api/admin/schools/:id/results', () => {
  it("gives the school's classrooms, its overall bands and the subjects of its HIGH results", async () => {
    const res = await get<SchoolResults>(adminA, `schools/${schoolA}/results`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      schoolId: schoolA,
      classrooms: [
        { id: classroomA, name: 'Class 10 A', class: '10', section: 'A', assigned: 5, started: 4, completed: 2 },
      ],
      results: 5,
      overall: { HIGH: 3, MODERATE: 1, LOW: 1 },
      topSubjects: [
        { subject: 'Chemistry', count: 3 },
        { subject: 'Biology', count: 2 },
        { subject: 'Art', count: 1 },
      ],
    });
  });

  it("is a 404 for another school's admin; admins see any school", async () => {
    expect((await get(adminA, `schools/${schoolB}/results`)).status).toBe(404);
    const res = await get<SchoolResults>(admin, `schools/${schoolB}/results`);
    expect(res.body).toMatchObject({ results: 1, overall: { HIGH: 1, MODERATE: 0, LOW: 0 } });
  });
});
