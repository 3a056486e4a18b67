import { Test, type TestingModule } from '@nestjs/testing';
import type { Pool } from 'pg';
import { ConfigModule } from '@app/config';
import { DatabaseModule, PG_POOL } from '@app/db';
import { QueueModule, QueueRegistry } from '@app/queue';
import { ClassroomsJobsModule } from '../src/classrooms.module.js';
import { ClassroomsClock } from '../src/classrooms-clock.js';
import { ClassroomReminderSweepJob, indiaDay } from '../src/jobs/classroom-reminder.job.js';
import { insertSchool, insertUser } from '../../../test/support/rows.js';
import { createTestEnv, type TestEnv } from '../../../test/support/test-env.js';

// Issue 13: "Remind students who have not started or finished: one mail a day at most, as a job." The job's
// handler runs here with a clock the test sets (time moved, not waited for); mail goes to the dev mailbox.

let env: TestEnv;
let jobs: TestingModule;
let db: Pool;
/** The job's time: real time unless a test sets it. */
let now: number | undefined;

beforeAll(async () => {
  env = await createTestEnv();
  jobs = await Test.createTestingModule({
    imports: [ConfigModule.forRoot(env.config()), DatabaseModule, QueueModule, ClassroomsJobsModule],
  }).compile();
  await jobs.init();
  db = jobs.get(PG_POOL, { strict: false });
  jobs.get(ClassroomsClock, { strict: false }).now = () => new Date(now ?? Date.now());
});

afterAll(async () => {
  await jobs?.close();
  await env?.cleanup();
});

const DAY = 24 * 3600_000;
const sweep = () => jobs.get(ClassroomReminderSweepJob, { strict: false }).handle();

async function careers(n: number): Promise<string[]> {
  return (await db.query('SELECT id FROM careers WHERE published ORDER BY name LIMIT $1', [n])).rows.map((r) => r.id);
}

/** A classroom of the school open from `opensAt` to `closesAt` (ms), giving the careers, with the students in it. */
async function classroom(schoolId: string, careerIds: string[], students: string[], opensAt: number, closesAt: number) {
  const { rows } = await db.query(
    `INSERT INTO classrooms (school_id, name, class, opens_at, closes_at)
     VALUES ($1, $2, '10', $3, $4) RETURNING id`,
    [schoolId, `Room ${Math.random().toString(36).slice(2, 8)}`, new Date(opensAt), new Date(closesAt)],
  );
  for (const c of careerIds)
    await db.query('INSERT INTO classroom_careers (classroom_id, career_id) VALUES ($1, $2)', [rows[0].id, c]);
  for (const s of students)
    await db.query('INSERT INTO classroom_students (classroom_id, user_id) VALUES ($1, $2)', [rows[0].id, s]);
  return rows[0].id as string;
}

async function remindersTo(userId: string): Promise<{ subject: string; message_id: string }[]> {
  const { rows } = await db.query(
    `SELECT m.subject, m.message_id FROM dev_mailbox m JOIN users u ON lower(u.email) = m.recipient
     WHERE u.id = $1 AND m.message_id LIKE '<classroom-reminder:%' ORDER BY m.sent_at, m.message_id`,
    [userId],
  );
  return rows;
}

describe('the classroom reminders', () => {
  it('mail each student not started or not finished once a day, never after finishing or for a closed classroom', async () => {
    now = undefined;
    const school = await insertSchool(db);
    const [a, b] = await careers(2);
    const waiting = await insertUser(db, 'campus_student', { schoolId: school.id, prefix: 'rw' });
    const underway = await insertUser(db, 'campus_student', { schoolId: school.id, prefix: 'ru' });
    const done = await insertUser(db, 'campus_student', { schoolId: school.id, prefix: 'rd' });
    const gone = await insertUser(db, 'campus_student', { schoolId: school.id, prefix: 'rg' });
    await db.query('UPDATE users SET deactivated_at = now() WHERE id = $1', [gone]);
    const base = Date.now();
    const open = await classroom(school.id, [a, b], [waiting, underway, done, gone], base - DAY, base + 3 * DAY);
    const closedStudent = await insertUser(db, 'campus_student', { schoolId: school.id, prefix: 'rc' });
    await classroom(school.id, [a], [closedStudent], base - 5 * DAY, base - DAY);
    // The underway student's other classroom cannot be started while this one is in progress: no "Start" for it.
    await classroom(school.id, [b], [underway], base - DAY, base + 3 * DAY);
    const notYet = await insertUser(db, 'campus_student', { schoolId: school.id, prefix: 'rn' });
    await classroom(school.id, [a], [notYet], base + DAY, base + 5 * DAY);

    await db.query(
      `UPDATE classroom_students SET status = 'IN_PROGRESS', started_at = now() WHERE classroom_id = $1 AND user_id IN ($2, $3)`,
      [open, underway, done],
    );
    for (const [user, status] of [
      [underway, 'IN_PROGRESS'],
      [done, 'COMPLETED'],
    ] as const)
      for (const career of [a, b])
        await db.query(
          `INSERT INTO user_careers (user_id, career_id, status, source) VALUES ($1, $2, $3, 'classroom')`,
          [user, career, status],
        );

    // Two sweeps at once, then another: one mail each, the day's.
    await Promise.all([sweep(), sweep()]);
    await sweep();
    const today = indiaDay(new Date(base));
    expect(await remindersTo(waiting)).toEqual([
      {
        subject: expect.stringMatching(/^Start your classroom: /),
        message_id: `<classroom-reminder:${open}:${waiting}:${today}@dishacareers.in>`,
      },
    ]);
    expect((await remindersTo(underway)).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Finish your classroom: /),
    ]);
    for (const nobody of [done, gone, closedStudent, notYet]) expect(await remindersTo(nobody)).toEqual([]);

    // The next India day: one more each. The underway student then finishes: none for them the day after.
    now = base + DAY;
    await sweep();
    await sweep();
    expect(await remindersTo(waiting)).toHaveLength(2);
    expect(await remindersTo(underway)).toHaveLength(2);
    await db.query(`UPDATE user_careers SET status = 'COMPLETED' WHERE user_id = $1`, [underway]);
    now = base + 2 * DAY;
    await sweep();
    expect(await remindersTo(waiting)).toHaveLength(3);
    expect(await remindersTo(underway)).toHaveLength(2);

    // Once the classroom closes, nobody hears of it again.
    now = base + 4 * DAY;
    await sweep();
    expect(await remindersTo(waiting)).toHaveLength(3);
    expect(
      (
        await db.query('SELECT sent_on::text AS day FROM classroom_reminders WHERE user_id = $1 ORDER BY sent_on', [
          waiting,
        ])
      ).rows.length,
    ).toBe(3);
  });

  it('is scheduled daily at 10:00 India time', async () => {
    const schedulers = await jobs.get(QueueRegistry, { strict: false }).get('mail').getJobSchedulers();
    expect(schedulers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'classroom-reminders', pattern: '0 10 * * *', tz: 'Asia/Kolkata' }),
      ]),
    );
  });
});
