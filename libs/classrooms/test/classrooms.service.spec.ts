import { ConflictException, ForbiddenException } from '@nestjs/common';
import { Test, type TestingModule } from '@nestjs/testing';
import type { Pool } from 'pg';
import { ConfigModule } from '@app/config';
import { CLASSROOM_MESSAGES } from '@app/contracts';
import {
  DatabaseModule,
  DB,
  DEMO_ACCOUNTS,
  DEMO_CLASSROOMS,
  DEMO_SCHOOL,
  PG_POOL,
  seedDemoAccounts,
  seedDemoClassrooms,
  type Database,
} from '@app/db';
import { EnrolmentCoreModule, EnrolmentService } from '@app/enrolment';
import { ClassroomsRepository } from '../src/classrooms.repository.js';
import { ClassroomsService } from '../src/classrooms.service.js';
import { insertSchool, insertUser } from '../../../test/support/rows.js';
import { createTestEnv, type TestEnv } from '../../../test/support/test-env.js';

// ClassroomsService against real PostgreSQL, without HTTP: which classrooms a student sees, and Start's rules
// (enrolment, one in progress, only one's own). The service is called as the controller calls it, with the
// caller's id and school (CampusStudentGuard has found them). A small Nest module, because it enrols through
// EnrolmentService (the enrolment lib's own). The guard, the campus headers and the wire stay in
// apps/api/test/classrooms.http.spec.ts.

let env: TestEnv;
let app: TestingModule;
let db: Pool;
let service: ClassroomsService;
let enrolments: EnrolmentService;

beforeAll(async () => {
  env = await createTestEnv();
  app = await Test.createTestingModule({
    imports: [ConfigModule.forRoot(env.config()), DatabaseModule, EnrolmentCoreModule],
    providers: [ClassroomsRepository, ClassroomsService],
  }).compile();
  await app.init();
  db = app.get(PG_POOL);
  service = app.get(ClassroomsService);
  enrolments = app.get(EnrolmentService);
});

afterAll(async () => {
  await app?.close();
  await env?.cleanup();
});

/** Careers of the catalogue, by name, skipping the first `skip`. */
async function careers(n: number, skip = 0): Promise<{ id: string; name: string }[]> {
  return (await db.query('SELECT id, name FROM careers ORDER BY name LIMIT $1 OFFSET $2', [n, skip])).rows;
}

/** A classroom of the school giving these careers; the students are ENROLLED in it. Answers the classroom id. */
async function classroom(schoolId: string, name: string, careerIds: string[], students: string[]): Promise<string> {
  const { rows } = await db.query(
    `INSERT INTO classrooms (school_id, name, class) VALUES ($1, $2, '10') RETURNING id`,
    [schoolId, name],
  );
  for (const careerId of careerIds)
    await db.query('INSERT INTO classroom_careers (classroom_id, career_id) VALUES ($1, $2)', [rows[0].id, careerId]);
  for (const userId of students)
    await db.query('INSERT INTO classroom_students (classroom_id, user_id) VALUES ($1, $2)', [rows[0].id, userId]);
  return rows[0].id;
}

/** A campus student of the school. */
const student = (schoolId: string) => insertUser(db, 'campus_student', { schoolId, prefix: 'cls' });
const myCareers = async (userId: string) => (await enrolments.myCareers(userId)).map((c) => c.careerId.$oid).sort();
const sources = async (userId: string) =>
  Object.fromEntries(
    (await db.query('SELECT career_id, source FROM user_careers WHERE user_id = $1', [userId])).rows.map((r) => [
      r.career_id,
      r.source,
    ]),
  );
const assignments = async (userId: string) =>
  (await db.query('SELECT status, started_at FROM classroom_students WHERE user_id = $1', [userId])).rows;

describe('ClassroomsService.list', () => {
  it("lists the caller's classrooms in the spec shape, oldest first, with the careers each gives", async () => {
    const s = await insertSchool(db);
    const [me, other] = [await student(s.id), await student(s.id)];
    const [a, b, c] = await careers(3);
    const first = await classroom(s.id, 'Class 10 A', [b.id, a.id], [me, other]);
    const second = await classroom(s.id, 'Career Week', [c.id], [me]);
    await classroom(s.id, 'Not mine', [a.id], [other]);

    const ids = (await db.query('SELECT id, classroom_id FROM classroom_students WHERE user_id = $1', [me])).rows;
    const assignment = (classroomId: string) => ids.find((r) => r.classroom_id === classroomId)!.id;
    expect(await service.list(me, s.id)).toEqual({
      status: 1,
      data: [
        {
          _id: assignment(first),
          class: '10',
          classroom: { _id: first, classroom: 'Class 10 A' },
          status: 'ENROLLED',
          careers: [a, b].map((x) => ({ _id: x.id, name: x.name })),
          opensAt: null,
          closesAt: null,
          open: true,
        },
        {
          _id: assignment(second),
          class: '10',
          classroom: { _id: second, classroom: 'Career Week' },
          status: 'ENROLLED',
          careers: [{ _id: c.id, name: c.name }],
          opensAt: null,
          closesAt: null,
          open: true,
        },
      ],
    });
  });

  it('answers an empty list to a campus student without classrooms', async () => {
    const s = await insertSchool(db);
    expect(await service.list(await student(s.id), s.id)).toEqual({ status: 1, data: [] });
  });
});

describe('ClassroomsService.start', () => {
  it('starts a classroom, enrols its careers with source classroom in the same call, and a second start is a no-op', async () => {
    const s = await insertSchool(db);
    const me = await student(s.id);
    const [a, b, c] = await careers(3, 5);
    // A career the student already has (bought) stays as it was.
    await db.query(`INSERT INTO user_careers (user_id, career_id, source) VALUES ($1, $2, 'free')`, [me, c.id]);
    const id = await classroom(s.id, 'Class 10 A', [a.id, b.id, c.id], [me]);
    expect(await myCareers(me)).toEqual([c.id]);

    const res = await service.start(me, s.id, id);
    expect(res).toMatchObject({
      status: 1,
      message: CLASSROOM_MESSAGES.started,
      data: { classroom: { _id: id, classroom: 'Class 10 A' }, status: 'IN_PROGRESS' },
    });
    expect(res.data.careers.map((x) => x._id).sort()).toEqual([a.id, b.id, c.id].sort());
    expect(await myCareers(me)).toEqual([a.id, b.id, c.id].sort());
    expect(await sources(me)).toEqual({ [a.id]: 'classroom', [b.id]: 'classroom', [c.id]: 'free' });
    const [before] = await assignments(me);
    expect(before.status).toBe('IN_PROGRESS');
    expect(before.started_at).toBeInstanceOf(Date);
    expect((await service.list(me, s.id)).data[0].status).toBe('IN_PROGRESS');

    expect((await service.start(me, s.id, id)).data.status).toBe('IN_PROGRESS');
    expect(await assignments(me)).toEqual([before]);
    expect((await db.query('SELECT count(*)::int AS n FROM user_careers WHERE user_id = $1', [me])).rows[0].n).toBe(3);
  });

  it("accepts the assignment's _id as well as the classroom's id", async () => {
    const s = await insertSchool(db);
    const me = await student(s.id);
    await classroom(s.id, 'By assignment', [(await careers(1, 9))[0].id], [me]);
    const [assignment] = (await service.list(me, s.id)).data;
    expect((await service.start(me, s.id, assignment._id)).data).toMatchObject({
      _id: assignment._id,
      status: 'IN_PROGRESS',
    });
  });

  it('refuses a second classroom while one is in progress (409), and leaves it and its careers alone', async () => {
    const s = await insertSchool(db);
    const me = await student(s.id);
    const [a, b] = await careers(2, 12);
    const first = await classroom(s.id, 'First', [a.id], [me]);
    const second = await classroom(s.id, 'Second', [b.id], [me]);
    await service.start(me, s.id, first);
    await expect(service.start(me, s.id, second)).rejects.toEqual(
      new ConflictException(CLASSROOM_MESSAGES.alreadyInProgress),
    );
    expect((await service.list(me, s.id)).data.map((x) => x.status)).toEqual(['IN_PROGRESS', 'ENROLLED']);
    expect(await myCareers(me)).toEqual([a.id]);
  });

  it('lets only one of two simultaneous starts of different classrooms through', async () => {
    const s = await insertSchool(db);
    const me = await student(s.id);
    const [a, b] = await careers(2, 15);
    const first = await classroom(s.id, 'Race 1', [a.id], [me]);
    const second = await classroom(s.id, 'Race 2', [b.id], [me]);
    const results = await Promise.allSettled([service.start(me, s.id, first), service.start(me, s.id, second)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: expect.any(ConflictException) });
    expect((await assignments(me)).filter((r) => r.status === 'IN_PROGRESS')).toHaveLength(1);
    expect(await myCareers(me)).toHaveLength(1);
  });

  it("refuses another student's classroom, another school's and an unknown id (403), enrolling nothing", async () => {
    const s = await insertSchool(db);
    const elsewhere = await insertSchool(db);
    const [me, other] = [await student(s.id), await student(s.id)];
    const stranger = await student(elsewhere.id);
    const [a] = await careers(1, 20);
    const theirs = await classroom(s.id, 'Theirs', [a.id], [other]);
    const otherSchool = await classroom(elsewhere.id, 'Other school', [a.id], [stranger]);
    const [theirAssignment] = (await service.list(other, s.id)).data;
    for (const id of [theirs, theirAssignment._id, otherSchool, crypto.randomUUID()])
      await expect(service.start(me, s.id, id)).rejects.toEqual(new ForbiddenException(CLASSROOM_MESSAGES.notYours));
    expect(await myCareers(me)).toEqual([]);
    expect((await service.list(other, s.id)).data[0].status).toBe('ENROLLED');
  });
});

describe('the demo classrooms', () => {
  it('gives the campus demo student two ENROLLED classrooms of three careers each, idempotently', async () => {
    const drizzle = app.get<Database>(DB);
    // Nobody signs in here (auth-guards.http.spec.ts signs the demo accounts in), so any hash will do.
    await seedDemoAccounts(drizzle, 'not-a-password-hash');
    expect(await seedDemoClassrooms(drizzle)).toBe(2);
    expect(await seedDemoClassrooms(drizzle)).toBe(0);
    const campus = DEMO_ACCOUNTS.find((a) => a.role === 'campus_student')!;
    const [{ id: userId, school_id: schoolId }] = (
      await db.query('SELECT id, school_id FROM users WHERE username = $1', [campus.username])
    ).rows;
    expect((await db.query('SELECT campus_id FROM schools WHERE id = $1', [schoolId])).rows[0].campus_id).toBe(
      DEMO_SCHOOL.campusId,
    );
    const { data } = await service.list(userId, schoolId);
    expect(data.map((c) => [c.classroom.classroom, c.class, c.status, c.careers.length])).toEqual(
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
