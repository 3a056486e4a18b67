import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import {
  CLASSROOM_MESSAGES,
  type ClassroomsResponse,
  type LoginResponse,
  type MyCareersResponse,
} from '@app/contracts';
import {
  createDatabase,
  DEMO_CLASSROOMS,
  DEMO_PASSWORD,
  DEMO_SCHOOL,
  seedDemoAccounts,
  seedDemoClassrooms,
} from '@app/db';
import { PasswordService } from '@app/identity';
import { json } from '../../../test/support/apps.js';
import { startStack, type TestStack } from '../../../test/support/stack.js';
import { createSignedInUser, type TestUser } from '../../../test/support/users.js';

let stack: TestStack;
let app: NestFastifyApplication;
let db: pg.Pool;

beforeAll(async () => {
  stack = await startStack();
  ({ app, db } = stack);
});

afterAll(() => stack?.stop());

const URL = '/api/platform/student/classrooms';
let seq = 0;

async function school(): Promise<{ id: string; campusId: string }> {
  seq += 1;
  const { rows } = await db.query(`INSERT INTO schools (name, campus_id) VALUES ($1, $2) RETURNING id, campus_id`, [
    `School ${process.pid}-${seq}`,
    `SCH-${seq}`,
  ]);
  return { id: rows[0].id, campusId: rows[0].campus_id };
}

/** Careers of the catalogue, by name, skipping the first `skip`. */
async function careers(n: number, skip = 0): Promise<{ id: string; name: string }[]> {
  return (await db.query('SELECT id, name FROM careers ORDER BY name LIMIT $1 OFFSET $2', [n, skip])).rows;
}

/** A classroom of the school giving these careers; the students are ENROLLED in it. Answers the classroom id. */
async function classroom(schoolId: string, name: string, careerIds: string[], students: TestUser[]): Promise<string> {
  const { rows } = await db.query(
    `INSERT INTO classrooms (school_id, name, class) VALUES ($1, $2, '10') RETURNING id`,
    [schoolId, name],
  );
  for (const careerId of careerIds)
    await db.query('INSERT INTO classroom_careers (classroom_id, career_id) VALUES ($1, $2)', [rows[0].id, careerId]);
  for (const s of students)
    await db.query('INSERT INTO classroom_students (classroom_id, user_id) VALUES ($1, $2)', [rows[0].id, s.id]);
  return rows[0].id;
}

const list = (user: TestUser, headers: Record<string, string> = {}) =>
  json<ClassroomsResponse>(app, 'GET', URL, undefined, { authorization: user.token, ...headers });
const start = (user: TestUser, id: string, headers: Record<string, string> = {}) =>
  json<{ status: number; message: string; data: ClassroomsResponse['data'][number] }>(
    app,
    'POST',
    URL,
    { classroom: id },
    { authorization: user.token, ...headers },
  );
const myCareers = async (user: TestUser) =>
  (
    await json<MyCareersResponse>(app, 'GET', `/api/platform/mycareers?userId=${user.id}`, undefined, {
      authorization: user.token,
    })
  ).body
    .map((c) => c.careerId.$oid)
    .sort();
const sources = async (user: TestUser) =>
  Object.fromEntries(
    (await db.query('SELECT career_id, source FROM user_careers WHERE user_id = $1', [user.id])).rows.map((r) => [
      r.career_id,
      r.source,
    ]),
  );

describe('GET /api/platform/student/classrooms', () => {
  it("lists the caller's classrooms in the spec shape, oldest first, with the careers each gives", async () => {
    const s = await school();
    const me = await createSignedInUser(app, db, 'campus_student', { schoolId: s.id, prefix: 'cls' });
    const other = await createSignedInUser(app, db, 'campus_student', { schoolId: s.id, prefix: 'cls' });
    const [a, b, c] = await careers(3);
    const first = await classroom(s.id, 'Class 10 A', [b.id, a.id], [me, other]);
    const second = await classroom(s.id, 'Career Week', [c.id], [me]);
    await classroom(s.id, 'Not mine', [a.id], [other]);

    const { status, body } = await list(me);
    expect(status).toBe(200);
    const ids = (await db.query('SELECT id, classroom_id FROM classroom_students WHERE user_id = $1', [me.id])).rows;
    const assignment = (classroomId: string) => ids.find((r) => r.classroom_id === classroomId)!.id;
    expect(body).toEqual({
      status: 1,
      data: [
        {
          _id: assignment(first),
          class: '10',
          classroom: { _id: first, classroom: 'Class 10 A' },
          status: 'ENROLLED',
          careers: [a, b].map((x) => ({ _id: x.id, name: x.name })),
        },
        {
          _id: assignment(second),
          class: '10',
          classroom: { _id: second, classroom: 'Career Week' },
          status: 'ENROLLED',
          careers: [{ _id: c.id, name: c.name }],
        },
      ],
    });
  });

  it('answers an empty list to a campus student without classrooms', async () => {
    const s = await school();
    const me = await createSignedInUser(app, db, 'campus_student', { schoolId: s.id, prefix: 'cls' });
    expect(await list(me)).toEqual({ status: 200, body: { status: 1, data: [] } });
  });

  it('refuses no token (401) and every role but campus student (403)', async () => {
    expect((await json(app, 'GET', URL)).status).toBe(401);
    expect((await json(app, 'POST', URL, { classroom: crypto.randomUUID() })).status).toBe(401);
    const s = await school();
    for (const role of ['student', 'parent', 'content_editor', 'counsellor', 'admin'] as const) {
      const user = await createSignedInUser(app, db, role, { prefix: 'cls' });
      expect(await list(user)).toEqual({
        status: 403,
        body: { statusCode: 403, code: 'FORBIDDEN', message: CLASSROOM_MESSAGES.campusOnly },
      });
      expect((await start(user, crypto.randomUUID())).body).toEqual({
        statusCode: 403,
        code: 'FORBIDDEN',
        message: CLASSROOM_MESSAGES.campusOnly,
      });
    }
    const admin = await createSignedInUser(app, db, 'school_admin', { schoolId: s.id, prefix: 'cls' });
    expect((await list(admin)).body).toEqual({
      statusCode: 403,
      code: 'FORBIDDEN',
      message: CLASSROOM_MESSAGES.campusOnly,
    });
  });
});

describe('campus headers', () => {
  let s: { id: string; campusId: string };
  let me: TestUser;
  let classroomId: string;
  const good = () => ({ 'x-user-uuid': me.id, 'x-campus-id': s.campusId, 'x-campus-uuid': s.id });

  beforeAll(async () => {
    s = await school();
    me = await createSignedInUser(app, db, 'campus_student', { schoolId: s.id, prefix: 'hdr' });
    classroomId = await classroom(s.id, 'Headers', [(await careers(1))[0].id], [me]);
  });

  it("accepts the headers of the caller's own account, in any case for the uuids, and no headers at all", async () => {
    expect((await list(me, good())).status).toBe(200);
    expect((await list(me, { 'x-user-uuid': me.id.toUpperCase(), 'x-campus-uuid': s.id.toUpperCase() })).status).toBe(
      200,
    );
    expect((await list(me)).body.data).toHaveLength(1);
    // A client that cleared its campus headers may still send them empty.
    expect((await list(me, { 'x-user-uuid': '', 'x-campus-id': '', 'x-campus-uuid': '' })).status).toBe(200);
  });

  it.each([
    ['x-user-uuid', () => crypto.randomUUID()],
    ['x-campus-id', () => 'DPS-OTHER'],
    ['x-campus-uuid', () => crypto.randomUUID()],
  ])("refuses a %s that is not the caller's (403), on the list and on start", async (header, value) => {
    const headers = { ...good(), [header]: value() };
    expect(await list(me, headers)).toEqual({
      status: 403,
      body: { statusCode: 403, code: 'FORBIDDEN', message: CLASSROOM_MESSAGES.campusMismatch },
    });
    expect(await start(me, classroomId, headers)).toEqual({
      status: 403,
      body: { statusCode: 403, code: 'FORBIDDEN', message: CLASSROOM_MESSAGES.campusMismatch },
    });
    expect((await db.query('SELECT status FROM classroom_students WHERE user_id = $1', [me.id])).rows[0].status).toBe(
      'ENROLLED',
    );
  });

  it("never lets the headers choose the caller: another student's headers are a mismatch, and the token decides", async () => {
    const other = await createSignedInUser(app, db, 'campus_student', { schoolId: s.id, prefix: 'hdr' });
    expect((await list(other, { 'x-user-uuid': me.id })).status).toBe(403);
    expect((await list(other, { 'x-campus-id': s.campusId, 'x-campus-uuid': s.id })).body).toEqual({
      status: 1,
      data: [],
    });
  });

  it('accepts a start with matching headers', async () => {
    expect((await start(me, classroomId, good())).status).toBe(200);
  });
});

describe('POST /api/platform/student/classrooms (Start)', () => {
  it('starts a classroom, enrols its careers with source classroom in the same call, and a second start is a no-op', async () => {
    const s = await school();
    const me = await createSignedInUser(app, db, 'campus_student', { schoolId: s.id, prefix: 'st' });
    const [a, b, c] = await careers(3, 5);
    // A career the student already has (bought) stays as it was.
    await db.query(`INSERT INTO user_careers (user_id, career_id, source) VALUES ($1, $2, 'free')`, [me.id, c.id]);
    const id = await classroom(s.id, 'Class 10 A', [a.id, b.id, c.id], [me]);
    expect(await myCareers(me)).toEqual([c.id]);

    const res = await start(me, id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 1,
      message: CLASSROOM_MESSAGES.started,
      data: { classroom: { _id: id, classroom: 'Class 10 A' }, status: 'IN_PROGRESS' },
    });
    expect(res.body.data.careers.map((x) => x._id).sort()).toEqual([a.id, b.id, c.id].sort());
    expect(await myCareers(me)).toEqual([a.id, b.id, c.id].sort());
    expect(await sources(me)).toEqual({ [a.id]: 'classroom', [b.id]: 'classroom', [c.id]: 'free' });
    const [before] = (await db.query('SELECT status, started_at FROM classroom_students WHERE user_id = $1', [me.id]))
      .rows;
    expect(before.status).toBe('IN_PROGRESS');
    expect(before.started_at).toBeInstanceOf(Date);
    expect((await list(me)).body.data[0].status).toBe('IN_PROGRESS');

    const again = await start(me, id);
    expect(again.status).toBe(200);
    expect(again.body.data.status).toBe('IN_PROGRESS');
    const [after] = (await db.query('SELECT status, started_at FROM classroom_students WHERE user_id = $1', [me.id]))
      .rows;
    expect(after).toEqual(before);
    expect((await db.query('SELECT count(*)::int AS n FROM user_careers WHERE user_id = $1', [me.id])).rows[0].n).toBe(
      3,
    );
  });

  it("accepts the assignment's _id as well as the classroom's id", async () => {
    const s = await school();
    const me = await createSignedInUser(app, db, 'campus_student', { schoolId: s.id, prefix: 'st' });
    await classroom(s.id, 'By assignment', [(await careers(1, 9))[0].id], [me]);
    const [assignment] = (await list(me)).body.data;
    expect((await start(me, assignment._id.toUpperCase())).body.data).toMatchObject({
      _id: assignment._id,
      status: 'IN_PROGRESS',
    });
  });

  it('refuses a second classroom while one is in progress (409), and leaves it and its careers alone', async () => {
    const s = await school();
    const me = await createSignedInUser(app, db, 'campus_student', { schoolId: s.id, prefix: 'st' });
    const [a, b] = await careers(2, 12);
    const first = await classroom(s.id, 'First', [a.id], [me]);
    const second = await classroom(s.id, 'Second', [b.id], [me]);
    expect((await start(me, first)).status).toBe(200);
    expect(await start(me, second)).toEqual({
      status: 409,
      body: { statusCode: 409, code: 'CONFLICT', message: CLASSROOM_MESSAGES.alreadyInProgress },
    });
    expect((await list(me)).body.data.map((x) => x.status)).toEqual(['IN_PROGRESS', 'ENROLLED']);
    expect(await myCareers(me)).toEqual([a.id]);
  });

  it('lets only one of two simultaneous starts of different classrooms through', async () => {
    const s = await school();
    const me = await createSignedInUser(app, db, 'campus_student', { schoolId: s.id, prefix: 'st' });
    const [a, b] = await careers(2, 15);
    const first = await classroom(s.id, 'Race 1', [a.id], [me]);
    const second = await classroom(s.id, 'Race 2', [b.id], [me]);
    const results = await Promise.all([start(me, first), start(me, second)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(
      (
        await db.query(
          `SELECT count(*)::int AS n FROM classroom_students WHERE user_id = $1 AND status = 'IN_PROGRESS'`,
          [me.id],
        )
      ).rows[0].n,
    ).toBe(1);
    expect(await myCareers(me)).toHaveLength(1);
  });

  it("refuses another student's classroom, another school's, an unknown id (403) and a malformed one (400)", async () => {
    const s = await school();
    const elsewhere = await school();
    const me = await createSignedInUser(app, db, 'campus_student', { schoolId: s.id, prefix: 'st' });
    const other = await createSignedInUser(app, db, 'campus_student', { schoolId: s.id, prefix: 'st' });
    const stranger = await createSignedInUser(app, db, 'campus_student', { schoolId: elsewhere.id, prefix: 'st' });
    const [a] = await careers(1, 20);
    const theirs = await classroom(s.id, 'Theirs', [a.id], [other]);
    const otherSchool = await classroom(elsewhere.id, 'Other school', [a.id], [stranger]);
    const [theirAssignment] = (await list(other)).body.data;
    const refused = { status: 403, body: { statusCode: 403, code: 'FORBIDDEN', message: CLASSROOM_MESSAGES.notYours } };
    expect(await start(me, theirs)).toEqual(refused);
    expect(await start(me, theirAssignment._id)).toEqual(refused);
    expect(await start(me, otherSchool)).toEqual(refused);
    expect(await start(me, crypto.randomUUID())).toEqual(refused);
    const bad = await start(me, 'nope');
    expect(bad.status).toBe(400);
    expect((await json(app, 'POST', URL, {}, { authorization: me.token })).status).toBe(400);
    expect(await myCareers(me)).toEqual([]);
    expect((await list(other)).body.data[0].status).toBe('ENROLLED');
  });
});

describe('OpenAPI', () => {
  it('documents both classroom calls and the campus headers', async () => {
    const doc = JSON.parse((await app.inject({ method: 'GET', url: '/api/docs/json' })).body);
    const path = doc.paths['/api/platform/student/classrooms'];
    expect(Object.keys(path).sort()).toEqual(['get', 'post']);
    expect(path.post.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['x-user-uuid', 'x-campus-id', 'x-campus-uuid']),
    );
  });
});

describe('the demo classrooms', () => {
  it('gives the campus demo student two ENROLLED classrooms of three careers each, idempotently', async () => {
    const { db: drizzleDb, pool } = createDatabase(stack.env.databaseUrl, 2);
    try {
      await seedDemoAccounts(drizzleDb, await new PasswordService().hash(DEMO_PASSWORD));
      expect(await seedDemoClassrooms(drizzleDb)).toBe(2);
      expect(await seedDemoClassrooms(drizzleDb)).toBe(0);
    } finally {
      await pool.end();
    }
    const login = await json<LoginResponse>(
      app,
      'POST',
      '/api/auth/login',
      { username: 'campus', password: DEMO_PASSWORD },
      { 'x-forwarded-for': '10.77.0.1' },
    );
    expect(login.status).toBe(200);
    const campus: TestUser = {
      id: login.body.user.user_id,
      username: 'campus',
      email: login.body.user.data.email,
      token: login.body.idToken,
    };
    const schoolId = (await db.query('SELECT id FROM schools WHERE campus_id = $1', [DEMO_SCHOOL.campusId])).rows[0].id;
    const { body } = await list(campus, {
      'x-user-uuid': campus.id,
      'x-campus-id': DEMO_SCHOOL.campusId,
      'x-campus-uuid': schoolId,
    });
    expect(body.data.map((c) => [c.classroom.classroom, c.class, c.status, c.careers.length])).toEqual(
      DEMO_CLASSROOMS.map((c) => [c.name, c.class, 'ENROLLED', 3]),
    );
    // Every career named is in the demo catalogue (none was skipped) and has a published assessment.
    const given = (
      await db.query(
        `SELECT count(*)::int AS n FROM classroom_careers cc JOIN classrooms c ON c.id = cc.classroom_id
       JOIN career_contents cn ON cn.career_id = cc.career_id AND cn.status = 'PUBLISHED' WHERE c.school_id = $1`,
        [schoolId],
      )
    ).rows[0].n;
    expect(given).toBe(6);
  });
});
