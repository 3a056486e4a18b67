import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import { ERROR_CODES, SCHOOL_ADMIN_MESSAGES, seatsBelowUsedMessage, type AdminSchool } from '@app/contracts';
import { json } from '../../../test/support/apps.js';
import { insertUser } from '../../../test/support/rows.js';
import { startStack, type TestStack } from '../../../test/support/stack.js';
import { createSignedInUser, type TestUser } from '../../../test/support/users.js';

// Issue 13, the console's schools over HTTP against the real database: an admin creates a school with every field
// (validation messages, a name or campus id another school has), edits it with the version read (a stale one is a
// 409), never below the seats its roster uses; every write is audited. A school admin reads their own school only
// (the list is that school alone, another school's id is a 404, writes are refused); other staff read nothing.

type Err = { statusCode: number; code: string; message: string; errors?: { field: string; message: string }[] };

let stack: TestStack;
let app: NestFastifyApplication;
let db: pg.Pool;
let admin: TestUser;
let seq = 0;

beforeAll(async () => {
  stack = await startStack();
  ({ app, db } = stack);
  admin = await createSignedInUser(app, db, 'admin', { prefix: 'schooladm' });
});

afterAll(() => stack?.stop());

const BASE = '/api/admin/schools';
const call = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, token = admin.token) =>
  json<T>(app, method, url, body, { authorization: token });

/** A list call with its Content-Range (the dialect's total). */
async function list(filter: object, token = admin.token) {
  const res = await app.inject({
    method: 'GET',
    url: `${BASE}?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,99]')}`,
    headers: { authorization: token },
  });
  return { status: res.statusCode, body: res.json<AdminSchool[]>(), range: res.headers['content-range'] };
}

/** A school body that passes every rule, each one unique to this spec's run. */
function schoolBody(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return {
    name: `Kendriya Vidyalaya No ${seq} ${process.pid}`,
    campusId: `kv-${seq}-${process.pid % 1000}`,
    board: 'CBSE',
    city: 'Pune',
    state: 'Maharashtra',
    logo: '/uploads/3f2a9c.png',
    seats: 120,
    ...overrides,
  };
}

const create = async (overrides: Record<string, unknown> = {}) => {
  const res = await call<AdminSchool>('POST', BASE, schoolBody(overrides));
  if (res.status !== 201) throw new Error(`The school was not created: ${JSON.stringify(res.body)}`);
  return res.body;
};

const auditOf = async (resourceId: string) =>
  (
    await db.query<{ action: string; role: string; before: Record<string, unknown>; after: Record<string, unknown> }>(
      `SELECT action, role, before, after FROM audit_log WHERE resource = 'schools' AND resource_id = $1 ORDER BY at, id`,
      [resourceId],
    )
  ).rows;

describe('schools: an admin sets a school up', () => {
  it('creates a school with every field (campus id upper-cased) and audits it', async () => {
    const body = schoolBody({ campusId: ' dav-pune-7 ', name: '  DAV Public School, Aundh  ' });
    const res = await call<AdminSchool>('POST', BASE, body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'DAV Public School, Aundh',
      campusId: 'DAV-PUNE-7',
      board: 'CBSE',
      city: 'Pune',
      state: 'Maharashtra',
      logo: '/uploads/3f2a9c.png',
      seats: 120,
      seatsUsed: 0,
      schoolAdmins: 0,
      version: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await call<AdminSchool>('GET', `${BASE}/${res.body.id}`)).body).toEqual(res.body);
    const audit = await auditOf(res.body.id);
    expect(audit).toEqual([expect.objectContaining({ action: 'create', role: 'admin', before: null })]);
    expect(audit[0].after).toMatchObject({ name: 'DAV Public School, Aundh', campusId: 'DAV-PUNE-7', seats: 120 });
  });

  it('takes a school without a logo (an emptied field sends "" or null)', async () => {
    for (const logo of ['', null, undefined]) {
      const school = await create({ logo });
      expect(school.logo).toBeNull();
    }
  });

  it("says what is wrong with each field, in the form's words", async () => {
    const res = await call<Err>('POST', BASE, {
      name: 'A',
      campusId: 'dps rkp!',
      board: 'Oxford',
      city: '',
      state: 'Atlantis',
      logo: 'javascript:alert(1)',
      seats: 100001,
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(ERROR_CODES.ValidationFailed);
    expect(Object.fromEntries(res.body.errors!.map((e) => [e.field, e.message]))).toEqual({
      name: 'Name must be at least 2 characters',
      campusId: 'Campus id may hold only letters, digits and dashes (DPS-RKP)',
      board: "Choose the school's board",
      city: 'City is required',
      state: 'Choose a state or union territory of India',
      logo: 'Logo must be a path starting with / or an https address',
      seats: 'Seats must be from 0 to 100000',
    });
    const missing = await call<Err>('POST', BASE, {});
    expect(Object.fromEntries(missing.body.errors!.map((e) => [e.field, e.message]))).toMatchObject({
      name: 'Name is required',
      campusId: 'Campus id is required',
      seats: 'Seats is required',
    });
    const fractional = await call<Err>('POST', BASE, schoolBody({ seats: 10.5, campusId: 'X' }));
    expect(fractional.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'seats', message: 'Seats must be a whole number' },
        { field: 'campusId', message: 'Campus id must be 2 to 20 characters' },
      ]),
    );
  });

  it('refuses a name (in any case) or a campus id another school has, at the field', async () => {
    const first = await create();
    const res = await call<Err>(
      'POST',
      BASE,
      schoolBody({ name: first.name.toUpperCase(), campusId: first.campusId.toLowerCase() }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'name', message: SCHOOL_ADMIN_MESSAGES.nameTaken },
      { field: 'campusId', message: SCHOOL_ADMIN_MESSAGES.campusIdTaken },
    ]);
    // An edit into another school's campus id too; keeping its own is fine.
    const second = await create();
    const clash = await call<Err>('PUT', `${BASE}/${second.id}`, { ...second, campusId: first.campusId });
    expect(clash.status).toBe(400);
    expect(clash.body.errors).toEqual([{ field: 'campusId', message: SCHOOL_ADMIN_MESSAGES.campusIdTaken }]);
    const same = await call<AdminSchool>('PUT', `${BASE}/${second.id}`, { ...second, city: 'Nashik' });
    expect(same.status).toBe(200);
  });

  it('edits with the version read: the version moves, a stale one is a 409 and nothing is written', async () => {
    const school = await create();
    const res = await call<AdminSchool>('PUT', `${BASE}/${school.id}`, {
      ...school,
      board: 'ICSE',
      state: 'Karnataka',
      city: 'Mysuru',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ board: 'ICSE', state: 'Karnataka', city: 'Mysuru', version: 2 });
    expect(Date.parse(res.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(school.updatedAt));

    const stale = await call<Err>('PUT', `${BASE}/${school.id}`, { ...school, city: 'Hubli' });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe(ERROR_CODES.VersionConflict);
    const noVersion = await call<Err>('PUT', `${BASE}/${school.id}`, { ...school, version: undefined });
    expect(noVersion.status).toBe(400);
    expect((await call<AdminSchool>('GET', `${BASE}/${school.id}`)).body).toMatchObject({ city: 'Mysuru', version: 2 });

    const audit = await auditOf(school.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'edit']);
    expect(audit[1]).toMatchObject({
      before: expect.objectContaining({ board: 'CBSE', city: 'Pune', state: 'Maharashtra' }),
      after: expect.objectContaining({ board: 'ICSE', city: 'Mysuru', state: 'Karnataka' }),
    });
    const missing = await call<Err>('PUT', `${BASE}/00000000-0000-4000-8000-000000000000`, { ...school, version: 1 });
    expect(missing.status).toBe(404);
  });

  it('counts the seats used (active campus students) and school admins; seats below those used are refused', async () => {
    const school = await create({ seats: 5 });
    for (let i = 0; i < 3; i++) await insertUser(db, 'campus_student', { prefix: 'seat', schoolId: school.id });
    const gone = await insertUser(db, 'campus_student', { prefix: 'seatgone', schoolId: school.id });
    await db.query(`UPDATE users SET deactivated_at = now() WHERE id = $1`, [gone]);
    await insertUser(db, 'school_admin', { prefix: 'seatadm', schoolId: school.id });

    const read = (await call<AdminSchool>('GET', `${BASE}/${school.id}`)).body;
    expect(read).toMatchObject({ seats: 5, seatsUsed: 3, schoolAdmins: 1 });

    const below = await call<Err>('PUT', `${BASE}/${school.id}`, { ...read, seats: 2 });
    expect(below.status).toBe(400);
    expect(below.body.errors).toEqual([{ field: 'seats', message: seatsBelowUsedMessage(3) }]);
    expect(below.body.message).toBe(
      '3 students are on the roster now: seats cannot be fewer than 3. Take students off the roster first.',
    );
    const exactly = await call<AdminSchool>('PUT', `${BASE}/${school.id}`, { ...read, seats: 3 });
    expect(exactly.status).toBe(200);
    expect(exactly.body).toMatchObject({ seats: 3, seatsUsed: 3 });
  });

  it('finds schools by name or campus id, and sorts by seats used', async () => {
    const a = await create({ name: `Sunbeam Academy ${process.pid}`, campusId: `SUN-${process.pid % 1000}` });
    const b = await create({ name: `Little Flower ${process.pid}`, campusId: `LF-${process.pid % 1000}` });
    await insertUser(db, 'campus_student', { prefix: 'lf', schoolId: b.id });
    expect((await list({ q: 'sunbeam' })).body.map((s) => s.id)).toEqual([a.id]);
    expect((await list({ q: `lf-${process.pid % 1000}` })).body.map((s) => s.id)).toEqual([b.id]);
    expect((await list({ id: [a.id, b.id] })).body.map((s) => s.id).sort()).toEqual([a.id, b.id].sort());
    const bySeats = await app.inject({
      method: 'GET',
      url: `${BASE}?sort=${encodeURIComponent('["seatsUsed","DESC"]')}&filter=${encodeURIComponent(JSON.stringify({ id: [a.id, b.id] }))}`,
      headers: { authorization: admin.token },
    });
    expect(bySeats.json<AdminSchool[]>().map((s) => s.id)).toEqual([b.id, a.id]);
    expect((await list({ colour: 'red' })).status).toBe(400);
    expect((await list({ q: '100%' })).body).toEqual([]);
  });

  it('is never deleted', async () => {
    const school = await create();
    expect((await call('DELETE', `${BASE}/${school.id}`)).status).toBe(404);
    expect((await call<AdminSchool>('GET', `${BASE}/${school.id}`)).status).toBe(200);
  });
});

describe('schools: a school admin reads their own school, and only that', () => {
  it("lists their school alone, reads it, and answers 404 for another school's id; writes are refused", async () => {
    const mine = await create();
    const other = await create();
    const schoolAdmin = await createSignedInUser(app, db, 'school_admin', { prefix: 'sadm', schoolId: mine.id });

    const listed = await list({}, schoolAdmin.token);
    expect(listed.status).toBe(200);
    expect(listed.body.map((s) => s.id)).toEqual([mine.id]);
    expect(listed.range).toBe('schools 0-0/1');
    // Asking for the other school by id or by name finds nothing: the scope is in the query.
    expect((await list({ id: [other.id] }, schoolAdmin.token)).body).toEqual([]);
    expect((await list({ q: other.name }, schoolAdmin.token)).range).toBe('schools */0');

    const shown = await call<AdminSchool>('GET', `${BASE}/${mine.id}`, undefined, schoolAdmin.token);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ id: mine.id, schoolAdmins: 1 });
    const foreign = await call<Err>('GET', `${BASE}/${other.id}`, undefined, schoolAdmin.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(SCHOOL_ADMIN_MESSAGES.notFound);

    const edit = await call<Err>('PUT', `${BASE}/${mine.id}`, { ...mine, seats: 100_000 }, schoolAdmin.token);
    expect(edit.status).toBe(403);
    expect((await call<Err>('POST', BASE, schoolBody(), schoolAdmin.token)).status).toBe(403);
    expect((await call<AdminSchool>('GET', `${BASE}/${mine.id}`)).body.seats).toBe(mine.seats);
  });

  it('is closed to counsellors and content editors', async () => {
    const school = await create();
    for (const role of ['counsellor', 'content_editor'] as const) {
      const staff = await createSignedInUser(app, db, role, { prefix: 'nosch' });
      expect((await list({}, staff.token)).status).toBe(403);
      expect((await call('GET', `${BASE}/${school.id}`, undefined, staff.token)).status).toBe(403);
      expect((await call('POST', BASE, schoolBody(), staff.token)).status).toBe(403);
      expect((await call('PUT', `${BASE}/${school.id}`, school, staff.token)).status).toBe(403);
    }
  });
});

describe("schools: a school's admins", () => {
  it('are listed by the users resource filtered by school and role, and invited into the school', async () => {
    const school = await create();
    const invited = await call<{ id: string; schoolId: string; role: string }>('POST', '/api/admin/users', {
      firstName: 'Meera',
      lastName: 'Iyer',
      email: `meera${process.pid}@example.in`,
      role: 'school_admin',
      schoolId: school.id,
    });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ role: 'school_admin', schoolId: school.id });
    await insertUser(db, 'campus_student', { prefix: 'notadm', schoolId: school.id });
    const filter = encodeURIComponent(JSON.stringify({ schoolId: school.id, role: 'school_admin' }));
    const admins = await call<{ id: string }[]>('GET', `/api/admin/users?filter=${filter}`);
    expect(admins.body.map((u) => u.id)).toEqual([invited.body.id]);
    expect((await call<AdminSchool>('GET', `${BASE}/${school.id}`)).body).toMatchObject({
      schoolAdmins: 1,
      seatsUsed: 1,
    });
  });
});
