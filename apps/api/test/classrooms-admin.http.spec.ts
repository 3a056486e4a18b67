import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import {
  ADMIN_MESSAGES,
  CLASSROOM_ADMIN_MESSAGES,
  ERROR_CODES,
  type AdminClassroom,
  type AdminClassroomStudent,
} from '@app/contracts';
import { json } from '../../../test/support/apps.js';
import { insertSchool, insertUser } from '../../../test/support/rows.js';
import { startStack, type TestStack } from '../../../test/support/stack.js';
import { createSignedInUser, type TestUser } from '../../../test/support/users.js';

// Issue 13: school admins run their classrooms in the console (/api/admin/classrooms). Create, edit and delete
// with their validation messages; a school admin sees and changes only their own school's (another school's id is
// a 404, its students and nothing of it are ever returned); a closed classroom cannot be started.

let stack: TestStack;
let app: NestFastifyApplication;
let db: pg.Pool;
let schoolA: { id: string };
let schoolB: { id: string };
let adminA: TestUser;
let adminB: TestUser;
let admin: TestUser;
let published: string[];
let unpublished: string;

const URL = '/api/admin/classrooms';
const DAY = 24 * 3600_000;

beforeAll(async () => {
  stack = await startStack();
  ({ app, db } = stack);
  schoolA = await insertSchool(db);
  schoolB = await insertSchool(db);
  adminA = await createSignedInUser(app, db, 'school_admin', { schoolId: schoolA.id, prefix: 'sa' });
  adminB = await createSignedInUser(app, db, 'school_admin', { schoolId: schoolB.id, prefix: 'sb' });
  admin = await createSignedInUser(app, db, 'admin', { prefix: 'adm' });
  published = (await db.query('SELECT id FROM careers WHERE published ORDER BY name LIMIT 3')).rows.map((r) => r.id);
  const { rows } = await db.query('SELECT id FROM careers WHERE published ORDER BY name DESC LIMIT 1');
  await db.query('UPDATE careers SET published = false WHERE id = $1', [rows[0].id]);
  unpublished = rows[0].id;
});

afterAll(() => stack?.stop());

/** An active campus student of the school, in a section. */
async function student(schoolId: string, section = 'A', firstName = 'Test'): Promise<string> {
  const id = await insertUser(db, 'campus_student', { schoolId, prefix: 'cs' });
  await db.query(`UPDATE users SET section = $2, class = '10', first_name = $3 WHERE id = $1`, [
    id,
    section,
    firstName,
  ]);
  return id;
}

const call = <T = AdminClassroom>(
  user: TestUser,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path = '',
  body?: object,
) => json<T>(app, method, `${URL}${path}`, body, { authorization: user.token });

let seq = 0;
function body(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return {
    name: `Class 10 A ${seq}`,
    class: '10',
    section: 'A',
    careerIds: [published[0], published[1]],
    studentIds: [] as string[],
    opensAt: new Date(Date.now() - DAY).toISOString(),
    closesAt: new Date(Date.now() + 30 * DAY).toISOString(),
    ...overrides,
  };
}

const fieldErrors = (res: { body: unknown }) =>
  Object.fromEntries(
    ((res.body as { errors: { field: string; message: string }[] }).errors ?? []).map((e) => [e.field, e.message]),
  );

describe('create', () => {
  it("makes a classroom of the school admin's own school with its careers and students, audited", async () => {
    const s1 = await student(schoolA.id);
    const s2 = await student(schoolA.id);
    const res = await call(adminA, 'POST', '', body({ name: 'Career Week', studentIds: [s1, s2] }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      schoolId: schoolA.id,
      name: 'Career Week',
      class: '10',
      section: 'A',
      careerIds: [published[0], published[1]].sort(),
      studentIds: [s1, s2].sort(),
      studentCount: 2,
      startedCount: 0,
      completedCount: 0,
      open: true,
      version: 1,
    });
    const audit = await db.query(
      `SELECT action, username FROM audit_log WHERE resource = 'classrooms' AND resource_id = $1`,
      [res.body.id],
    );
    expect(audit.rows).toEqual([{ action: 'create', username: adminA.username }]);
  });

  it('says what is wrong, field by field', async () => {
    const res = await call(adminA, 'POST', '', {
      name: 'x',
      class: '8',
      careerIds: [],
      opensAt: '2026-12-10T10:00:00.000Z',
      closesAt: '2026-12-01T10:00:00.000Z',
    });
    expect(res.status).toBe(400);
    expect(fieldErrors(res)).toEqual({
      name: 'Name must be 2 to 80 characters',
      class: 'Class must be 9, 10, 11 or 12',
      careerIds: 'Choose at least one career',
    });
    const dates = await call(
      adminA,
      'POST',
      '',
      body({ opensAt: '2026-12-10T10:00:00.000Z', closesAt: '2026-12-01T10:00:00.000Z' }),
    );
    expect(fieldErrors(dates)).toEqual({ closesAt: CLASSROOM_ADMIN_MESSAGES.datesOrder });
  });

  it('refuses a name the school has, an unpublished career, and students not active in the school', async () => {
    const first = await call(adminA, 'POST', '', body());
    const taken = await call(adminA, 'POST', '', body({ name: first.body.name }));
    expect(fieldErrors(taken)).toEqual({ name: CLASSROOM_ADMIN_MESSAGES.nameTaken });
    // Another school may use the name.
    expect((await call(adminB, 'POST', '', body({ name: first.body.name }))).status).toBe(201);

    const career = await call(adminA, 'POST', '', body({ careerIds: [published[0], unpublished] }));
    expect(fieldErrors(career)).toEqual({ careerIds: CLASSROOM_ADMIN_MESSAGES.careersUnpublished([unpublished]) });

    const ofB = await student(schoolB.id);
    const gone = await student(schoolA.id);
    await db.query('UPDATE users SET deactivated_at = now() WHERE id = $1', [gone]);
    const mine = await student(schoolA.id);
    const before = (await db.query('SELECT count(*)::int AS n FROM classrooms')).rows[0].n;
    const students = await call(adminA, 'POST', '', body({ studentIds: [mine, ofB, gone] }));
    expect(students.status).toBe(400);
    expect(fieldErrors(students)).toEqual({
      studentIds: CLASSROOM_ADMIN_MESSAGES.studentsNotOfSchool([ofB, gone]),
    });
    expect((await db.query('SELECT count(*)::int AS n FROM classrooms')).rows[0].n).toBe(before);
  });

  it("an admin names the school; a school admin naming another school's is refused", async () => {
    expect(fieldErrors(await call(admin, 'POST', '', body()))).toEqual({
      schoolId: CLASSROOM_ADMIN_MESSAGES.schoolRequired,
    });
    const made = await call(admin, 'POST', '', body({ schoolId: schoolB.id }));
    expect(made.status).toBe(201);
    expect(made.body.schoolId).toBe(schoolB.id);
    expect(fieldErrors(await call(adminA, 'POST', '', body({ schoolId: schoolB.id })))).toEqual({
      schoolId: CLASSROOM_ADMIN_MESSAGES.unknownSchool,
    });
  });
});

describe('the school scope', () => {
  it("a school admin sees and changes only their school's classrooms", async () => {
    const a = (await call(adminA, 'POST', '', body({ name: 'Scope A' }))).body;
    const b = (await call(adminB, 'POST', '', body({ name: 'Scope B' }))).body;

    const listA = await call<AdminClassroom[]>(adminA, 'GET', `?filter=${encodeURIComponent('{"q":"Scope"}')}`);
    expect(listA.body.map((c) => c.name)).toEqual(['Scope A']);
    // Naming school B in the filter, or B's id in a getMany, returns nothing of B.
    const named = await call<AdminClassroom[]>(
      adminA,
      'GET',
      `?filter=${encodeURIComponent(JSON.stringify({ schoolId: schoolB.id }))}`,
    );
    expect(named.body).toEqual([]);
    const many = await call<AdminClassroom[]>(
      adminA,
      'GET',
      `?filter=${encodeURIComponent(JSON.stringify({ id: [a.id, b.id] }))}`,
    );
    expect(many.body.map((c) => c.id)).toEqual([a.id]);

    expect((await call(adminA, 'GET', `/${b.id}`)).status).toBe(404);
    expect((await call(adminA, 'PUT', `/${b.id}`, { ...body(), version: b.version })).status).toBe(404);
    expect((await call(adminA, 'DELETE', `/${b.id}`)).status).toBe(404);
    expect((await call(adminB, 'GET', `/${b.id}`)).body.name).toBe('Scope B');

    // An admin sees both.
    const all = await call<AdminClassroom[]>(admin, 'GET', `?filter=${encodeURIComponent('{"q":"Scope"}')}`);
    expect(all.body.map((c) => c.name)).toEqual(['Scope A', 'Scope B']);
  });

  it("the student picker lists the school's active campus students, by section", async () => {
    const school = await insertSchool(db);
    const sa = await createSignedInUser(app, db, 'school_admin', { schoolId: school.id, prefix: 'sp' });
    const rose = await student(school.id, 'Rose', 'Asha');
    const lily = await student(school.id, 'Lily', 'Bina');
    const gone = await student(school.id, 'Rose', 'Chitra');
    await db.query('UPDATE users SET deactivated_at = now() WHERE id = $1', [gone]);
    await student(schoolB.id, 'Rose', 'Other');

    const all = await call<AdminClassroomStudent[]>(sa, 'GET', '/students');
    expect(all.body.map((s) => s.id)).toEqual([rose, lily]);
    const section = await call<AdminClassroomStudent[]>(
      sa,
      'GET',
      `/students?filter=${encodeURIComponent('{"section":"rose"}')}`,
    );
    expect(section.body).toEqual([
      { id: rose, name: 'Asha User', schoolId: school.id, admissionNumber: null, class: '10', section: 'Rose' },
    ]);
    const other = await call<AdminClassroomStudent[]>(
      sa,
      'GET',
      `/students?filter=${encodeURIComponent(JSON.stringify({ schoolId: schoolB.id }))}`,
    );
    expect(other.body).toEqual([]);
  });
});

describe('edit and delete', () => {
  it('edits with the version read (409 when stale); removes students who have not started', async () => {
    const s1 = await student(schoolA.id);
    const s2 = await student(schoolA.id);
    const s3 = await student(schoolA.id);
    const made = (await call(adminA, 'POST', '', body({ studentIds: [s1, s2] }))).body;
    expect(fieldErrors(await call(adminA, 'PUT', `/${made.id}`, body()))).toEqual({
      version: CLASSROOM_ADMIN_MESSAGES.versionRequired,
    });
    const edited = await call(adminA, 'PUT', `/${made.id}`, {
      ...made,
      name: 'Renamed',
      careerIds: [published[2]],
      studentIds: [s2, s3],
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      name: 'Renamed',
      careerIds: [published[2]],
      studentIds: [s2, s3].sort(),
      version: 2,
    });
    const stale = await call(adminA, 'PUT', `/${made.id}`, { ...made, name: 'Again' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: ERROR_CODES.VersionConflict, message: ADMIN_MESSAGES.versionConflict });

    // A student who has started stays: removing them is refused, naming them.
    await db.query(
      `UPDATE classroom_students SET status = 'IN_PROGRESS', started_at = now() WHERE classroom_id = $1 AND user_id = $2`,
      [made.id, s2],
    );
    await db.query(`UPDATE users SET first_name = 'Started' WHERE id = $1`, [s2]);
    const removing = await call(adminA, 'PUT', `/${made.id}`, { ...edited.body, studentIds: [s3] });
    expect(fieldErrors(removing)).toEqual({
      studentIds: CLASSROOM_ADMIN_MESSAGES.startedStudentsStay(['Started User']),
    });

    // Nor is the classroom deleted then.
    const del = await call(adminA, 'DELETE', `/${made.id}`);
    expect(del.status).toBe(409);
    expect(del.body).toMatchObject({ code: ERROR_CODES.InUse, message: CLASSROOM_ADMIN_MESSAGES.inUse(1) });
  });

  it('deletes a classroom nobody has started, audited', async () => {
    const made = (await call(adminA, 'POST', '', body({ studentIds: [await student(schoolA.id)] }))).body;
    const del = await call(adminA, 'DELETE', `/${made.id}`);
    expect(del.status).toBe(200);
    expect((await call(adminA, 'GET', `/${made.id}`)).status).toBe(404);
    const audit = await db.query(
      `SELECT action FROM audit_log WHERE resource = 'classrooms' AND resource_id = $1 ORDER BY at`,
      [made.id],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['create', 'delete']);
  });

  it('lists the open ones with the open filter', async () => {
    const school = await insertSchool(db);
    const sa = await createSignedInUser(app, db, 'school_admin', { schoolId: school.id, prefix: 'so' });
    await call(sa, 'POST', '', body({ name: 'Now' }));
    await call(
      sa,
      'POST',
      '',
      body({
        name: 'Later',
        opensAt: new Date(Date.now() + DAY).toISOString(),
        closesAt: new Date(Date.now() + 2 * DAY).toISOString(),
      }),
    );
    const open = await call<AdminClassroom[]>(sa, 'GET', `?filter=${encodeURIComponent('{"open":true}')}`);
    expect(open.body.map((c) => c.name)).toEqual(['Now']);
    const closed = await call<AdminClassroom[]>(sa, 'GET', `?filter=${encodeURIComponent('{"open":false}')}`);
    expect(closed.body.map((c) => [c.name, c.open])).toEqual([['Later', false]]);
    // Class 9 comes before class 10.
    await call(sa, 'POST', '', body({ name: 'Nine', class: '9' }));
    const byClass = await call<AdminClassroom[]>(sa, 'GET', `?sort=${encodeURIComponent('["class","ASC"]')}`);
    expect(byClass.body.map((c) => c.class)).toEqual(['9', '10', '10']);
  });
});

describe("the student's Start outside the dates", () => {
  it('is refused with 409 and the date, before it opens and after it closes', async () => {
    const me = await createSignedInUser(app, db, 'campus_student', { schoolId: schoolA.id, prefix: 'st' });
    const opensAt = new Date(Date.now() + 2 * DAY);
    const later = (
      await call(
        adminA,
        'POST',
        '',
        body({
          studentIds: [me.id],
          opensAt: opensAt.toISOString(),
          closesAt: new Date(Date.now() + 9 * DAY).toISOString(),
        }),
      )
    ).body;
    const start = (id: string) =>
      json<{ code: string; message: string }>(
        app,
        'POST',
        '/api/platform/student/classrooms',
        { classroom: id },
        { authorization: me.token },
      );
    const notOpen = await start(later.id);
    expect(notOpen.status).toBe(409);
    expect(notOpen.body.code).toBe(ERROR_CODES.ClassroomNotOpen);
    expect(notOpen.body.message).toMatch(/^This classroom opens on /);

    const closed = (await call(adminA, 'POST', '', body({ studentIds: [me.id] }))).body;
    await db.query(
      `UPDATE classrooms SET opens_at = now() - interval '3 days', closes_at = now() - interval '1 day' WHERE id = $1`,
      [closed.id],
    );
    const res = await start(closed.id);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe(ERROR_CODES.ClassroomClosed);
    expect(res.body.message).toMatch(/^This classroom closed on /);
    expect((await db.query(`SELECT status FROM classroom_students WHERE user_id = $1`, [me.id])).rows).toEqual([
      { status: 'ENROLLED' },
      { status: 'ENROLLED' },
    ]);

    // The list says when.
    const list = await json<{ data: { classroom: { _id: string }; open: boolean; opensAt: string | null }[] }>(
      app,
      'GET',
      '/api/platform/student/classrooms',
      undefined,
      { authorization: me.token },
    );
    const mine = list.body.data.find((c) => c.classroom._id === later.id)!;
    expect(mine).toMatchObject({ open: false, opensAt: opensAt.toISOString() });
  });
});
