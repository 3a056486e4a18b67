import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import { canAccess } from '@app/contracts';
import { adminRoutes, type AdminRoute } from '../../../test/support/admin-routes.js';
import { insertSchool, insertUser } from '../../../test/support/rows.js';
import { startStack, type TestStack } from '../../../test/support/stack.js';
import { createSignedInUser, type TestUser } from '../../../test/support/users.js';

/**
 * Issue 13: "A test tries every route as school A's admin with school B's ids (students, classrooms, results,
 * reports): every answer is a 403 or 404, and nothing of B is returned." Every /api/admin route a school admin may
 * call is found from the running app (a results or report route added later is walked too) and called with B's
 * ids in its path, its query (`schoolId`) and its body. A route naming a record answers 403 or 404; a list has no
 * record to refuse, so it may answer 200, but with nothing of B in it. Afterwards B's rows are as they were.
 */

let stack: TestStack;
let app: NestFastifyApplication;
let db: pg.Pool;
let adminA: TestUser;
const b = { school: '', student: '', classroom: '', career: '', userCareer: '' };
/** What would show that B leaked: its ids, its student's name and admission number, its classroom's name. */
let secrets: string[];

/** The catalogue is every school's: careers and fields are not school data. */
const SCHOOL_DATA = new Set(['schools', 'students', 'classrooms']);

beforeAll(async () => {
  stack = await startStack();
  ({ app, db } = stack);
  const schoolA = await insertSchool(db);
  b.school = (await insertSchool(db)).id;
  adminA = await createSignedInUser(app, db, 'school_admin', { schoolId: schoolA.id, prefix: 'wa' });
  b.student = await insertUser(db, 'campus_student', { schoolId: b.school, prefix: 'wb' });
  await db.query(
    `UPDATE users SET first_name = 'Zebulon', last_name = 'Quartermaine', admission_number = 'BX-4471', class = '10',
       section = 'C' WHERE id = $1`,
    [b.student],
  );
  b.career = (await db.query('SELECT id FROM careers WHERE published ORDER BY name LIMIT 1')).rows[0].id;
  b.classroom = (
    await db.query(
      `INSERT INTO classrooms (school_id, name, class, section) VALUES ($1, 'Walkers of B', '10', 'C') RETURNING id`,
      [b.school],
    )
  ).rows[0].id;
  await db.query('INSERT INTO classroom_careers (classroom_id, career_id) VALUES ($1, $2)', [b.classroom, b.career]);
  await db.query(
    `INSERT INTO classroom_students (classroom_id, user_id, status, started_at) VALUES ($1, $2, 'IN_PROGRESS', now())`,
    [b.classroom, b.student],
  );
  // A completed career with its result, so a results or report route has something of B to leak.
  b.userCareer = (
    await db.query(
      `INSERT INTO user_careers (user_id, career_id, status, source, started_at, finished_at, completed_at)
       VALUES ($1, $2, 'COMPLETED', 'classroom', now(), now(), now()) RETURNING id`,
      [b.student, b.career],
    )
  ).rows[0].id;
  await db.query(
    `INSERT INTO assessment_results (user_career_id, total, max, percent, band, sections, subjects_aligned)
     VALUES ($1, 40, 50, 80, 'HIGH', '[]', ARRAY['Astrophysics of B'])`,
    [b.userCareer],
  );
  secrets = [b.school, b.student, b.classroom, b.userCareer, 'Zebulon', 'Quartermaine', 'BX-4471', 'Walkers of B'];
});

afterAll(() => stack?.stop());

/** B's id for a path parameter: the route's own record, or the student and career a results route names. */
function idFor(route: AdminRoute, param: string): string {
  if (param === 'careerId') return b.career;
  if (param === 'userId' || param === 'studentId') return b.student;
  if (param === 'schoolId') return b.school;
  if (param === 'classroomId') return b.classroom;
  return { schools: b.school, students: b.student, classrooms: b.classroom }[route.resource!] ?? b.student;
}

/** A body that names B wherever a write could take an id: its school, its students, its classroom. */
function bodyFor(route: AdminRoute): { type: string; payload: string } {
  if (route.path.endsWith('/students/import')) {
    return {
      type: 'text/csv',
      payload:
        'admission_number,first_name,last_name,class,section,birthdate,gender,email,parent_email\r\n' +
        'BX-4471,Zebulon,Changed,10,D,2010-01-01,male,,\r\n',
    };
  }
  return {
    type: 'application/json',
    payload: JSON.stringify({
      schoolId: b.school,
      name: 'Moved by A',
      class: '10',
      section: 'D',
      careerIds: [b.career],
      studentIds: [b.student],
      ids: [b.student],
      opensAt: new Date(Date.now() - 86_400_000).toISOString(),
      closesAt: new Date(Date.now() + 86_400_000).toISOString(),
      version: 1,
      seats: 5000,
      active: false,
    }),
  };
}

async function call(route: AdminRoute) {
  const path = route.path.replace(/:([A-Za-z]+)/g, (_m, param: string) => idFor(route, param));
  // A list is asked for B's own records by id (and by school, where it filters by school).
  const filter = route.resource === 'schools' ? { id: [b.school] } : { schoolId: b.school, id: [idFor(route, 'id')] };
  // A route that names a record (a classroom's results page too) is asked with its path alone: an unknown filter
  // would be a 400 before the scope is reached.
  const namesRecord = /:[A-Za-z]+/.test(route.path);
  const query = namesRecord
    ? `schoolId=${b.school}`
    : `schoolId=${b.school}&filter=${encodeURIComponent(JSON.stringify(filter))}`;
  const withBody = route.method !== 'GET' && route.method !== 'DELETE';
  const body = withBody ? bodyFor(route) : undefined;
  const res = await app.inject({
    method: route.method as 'GET',
    url: `${path}?${query}`,
    headers: { authorization: adminA.token, ...(body ? { 'content-type': body.type } : {}) },
    ...(body ? { payload: body.payload } : {}),
  });
  return { path, status: res.statusCode, body: res.body };
}

/** B's rows that a school admin's write could touch, to compare before and after the walk. */
async function snapshotOfB(): Promise<unknown> {
  const q = async (sql: string) => (await db.query(sql, [b.school])).rows;
  return {
    school: await q('SELECT * FROM schools WHERE id = $1'),
    users: await q('SELECT * FROM users WHERE school_id = $1 ORDER BY id'),
    classrooms: await q('SELECT * FROM classrooms WHERE school_id = $1 ORDER BY id'),
    careers: await q(
      'SELECT cc.* FROM classroom_careers cc JOIN classrooms c ON c.id = cc.classroom_id WHERE c.school_id = $1',
    ),
    students: await q(
      'SELECT cs.* FROM classroom_students cs JOIN classrooms c ON c.id = cs.classroom_id WHERE c.school_id = $1',
    ),
  };
}

describe("school A's admin, with school B's ids", () => {
  it('is refused on every route that names a record, and is shown nothing of B anywhere', async () => {
    const before = await snapshotOfB();
    const routes = adminRoutes(app).filter(
      (r) => SCHOOL_DATA.has(r.resource!) && canAccess('school_admin', r.resource!, r.action),
    );
    // The walk must reach the roster, the classrooms and the school itself, or it proves nothing.
    expect(new Set(routes.map((r) => r.resource))).toEqual(SCHOOL_DATA);
    const seen: string[] = [];
    const expected: string[] = [];
    for (const route of routes) {
      const res = await call(route);
      const name = `${route.method} ${route.path}`;
      const namesRecord = /:[A-Za-z]+/.test(route.path);
      const refused = res.status === 403 || res.status === 404;
      // Statuses are compared for routes that name a record; a list is judged by what it returns.
      seen.push(`${name} ${namesRecord ? (refused ? 'refused' : res.status) : 'list'}`);
      expected.push(`${name} ${namesRecord ? 'refused' : 'list'}`);
      const leaked = secrets.filter((secret) => res.body.includes(secret));
      seen.push(`${name} leaks ${leaked.join(', ') || 'nothing'}`);
      expected.push(`${name} leaks nothing`);
      if (!namesRecord && route.method !== 'GET') {
        // A write without an id (create, import) names B in its body: refused, or it went to A, not B.
        seen.push(`${name} write ${refused || res.status === 400 ? 'refused' : res.status}`);
        expected.push(`${name} write refused`);
      }
    }
    expect(seen).toEqual(expected);
    expect(await snapshotOfB()).toEqual(before);
  });
});
