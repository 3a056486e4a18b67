import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import { CLASSROOM_MESSAGES, type ClassroomsResponse } from '@app/contracts';
import { json } from '../../../test/support/apps.js';
import { insertSchool } from '../../../test/support/rows.js';
import { startStack, type TestStack } from '../../../test/support/stack.js';
import { createSignedInUser, type TestUser } from '../../../test/support/users.js';

// The classroom calls on the wire: who may call them (CampusStudentGuard and the campus headers), the status codes
// and the bodies. What the list holds and Start's rules are tested on ClassroomsService without HTTP
// (libs/classrooms/test/classrooms.service.spec.ts).

let stack: TestStack;
let app: NestFastifyApplication;
let db: pg.Pool;

beforeAll(async () => {
  stack = await startStack();
  ({ app, db } = stack);
});

afterAll(() => stack?.stop());

const URL = '/api/platform/student/classrooms';
const school = () => insertSchool(db);

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

describe('GET /api/platform/student/classrooms', () => {
  it("answers the caller's classrooms in the spec shape", async () => {
    const s = await school();
    const me = await createSignedInUser(app, db, 'campus_student', { schoolId: s.id, prefix: 'cls' });
    const [a, b] = await careers(2);
    const id = await classroom(s.id, 'Class 10 A', [b.id, a.id], [me]);
    const [assignment] = (await db.query('SELECT id FROM classroom_students WHERE user_id = $1', [me.id])).rows;
    expect(await list(me)).toEqual({
      status: 200,
      body: {
        status: 1,
        data: [
          {
            _id: assignment.id,
            class: '10',
            classroom: { _id: id, classroom: 'Class 10 A' },
            status: 'ENROLLED',
            careers: [a, b].map((x) => ({ _id: x.id, name: x.name })),
            opensAt: null,
            closesAt: null,
            open: true,
          },
        ],
      },
    });
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

// Start's rules (enrolment, one in progress, only one's own classrooms, races) are ClassroomsService's, tested in
// libs/classrooms/test/classrooms.service.spec.ts; here, what they look like on the wire.
describe('POST /api/platform/student/classrooms (Start)', () => {
  it("answers the spec's body; the id may come in upper case (the assignment's _id too)", async () => {
    const s = await school();
    const me = await createSignedInUser(app, db, 'campus_student', { schoolId: s.id, prefix: 'st' });
    const [a] = await careers(1, 9);
    const id = await classroom(s.id, 'By assignment', [a.id], [me]);
    const [assignment] = (await list(me)).body.data;
    expect(await start(me, assignment._id.toUpperCase())).toEqual({
      status: 200,
      body: {
        status: 1,
        message: CLASSROOM_MESSAGES.started,
        data: {
          _id: assignment._id,
          class: '10',
          classroom: { _id: id, classroom: 'By assignment' },
          status: 'IN_PROGRESS',
          careers: [{ _id: a.id, name: a.name }],
          opensAt: null,
          closesAt: null,
          open: true,
        },
      },
    });
    expect((await list(me)).body.data[0].status).toBe('IN_PROGRESS');
  });

  it("answers 409 while another classroom is in progress, 403 for one that is not the caller's, 400 for a malformed or missing id", async () => {
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
    expect(await start(me, crypto.randomUUID())).toEqual({
      status: 403,
      body: { statusCode: 403, code: 'FORBIDDEN', message: CLASSROOM_MESSAGES.notYours },
    });
    expect((await start(me, 'nope')).status).toBe(400);
    expect((await json(app, 'POST', URL, {}, { authorization: me.token })).status).toBe(400);
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
