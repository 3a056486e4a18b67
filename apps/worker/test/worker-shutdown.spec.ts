import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { spawnApp } from '../../../test/support/app-process.js';
import { eventually, type TestEnv } from '../../../test/support/test-env.js';
import { json, startWorker } from '../../../test/support/apps.js';
import { startStack, type TestStack } from '../../../test/support/stack.js';

let stack: TestStack;
let env: TestEnv;
let app: NestFastifyApplication;
let db: pg.Pool;
let connection: Redis;
let queue: Queue;

// No worker in the stack: the test runs its own, as real processes and in-process.
beforeAll(async () => {
  stack = await startStack();
  ({ env, app, db } = stack);
  connection = new Redis(env.redisUrl, { maxRetriesPerRequest: null });
  queue = new Queue('mail', { connection, prefix: env.prefix });
});

afterAll(async () => {
  await queue?.close();
  connection?.disconnect();
  await stack?.stop();
});

async function requestCareer(careerName: string): Promise<string> {
  const { status } = await json(app, 'POST', '/api/platform/careers/request', {
    careerName,
    name: 'Sigterm Tester',
    email: 'sigterm.tester@example.in',
    mobile: '+919866666666',
  });
  expect(status).toBe(200);
  const { rows } = await db.query(
    `SELECT o.id FROM outbox o JOIN career_requests c ON o.payload->>'careerRequestId' = c.id::text
      WHERE c.career_name = $1`,
    [careerName],
  );
  return rows[0].id as string;
}

const deliveries = async (jobId: string) =>
  (await db.query(`SELECT 1 FROM mail_deliveries WHERE key = $1`, [`lead-alert:${jobId}`])).rowCount;

describe('a worker stopped with SIGTERM', () => {
  it('finishes the job it is running, exits 0, and the job is done exactly once', async () => {
    // Short locks: were the job left unfinished, the second worker would take it over within a second or two.
    const timings = { JOB_LOCK_MS: '1000', JOB_STALLED_INTERVAL_MS: '1000' };
    const jobId = await requestCareer('Marine Biologist');
    // Every job of this worker waits 1.5 s before its work: SIGTERM lands while the job is active.
    const worker = spawnApp('worker', env, { ...timings, WORKER_JOB_DELAY_MS: '1500' });
    try {
      await eventually(async () => (await queue.getJob(jobId))?.isActive(), 20_000, 'the job to be running');
      const sigtermAt = Date.now();
      worker.child.kill('SIGTERM');

      // While it drains, the relay takes no more rows: a lead submitted now waits for the next worker.
      await eventually(() => worker.output().includes('Outbox relay stopped'), 10_000, 'the relay to stop');
      const laterJobId = await requestCareer('Marine Engineer');

      const exit = await worker.exited;
      if (exit.code !== 0) console.log(worker.output());
      expect(exit).toEqual({ code: 0, signal: null });
      const job = await queue.getJob(jobId);
      expect(await job?.isCompleted()).toBe(true);
      expect(job?.finishedOn).toBeGreaterThan(sigtermAt);
      expect(await deliveries(jobId)).toBe(1);
      expect(worker.output()).toMatch(/SIGTERM: draining/);
      expect(
        (await db.query(`SELECT relayed_at FROM outbox WHERE id = $1`, [laterJobId])).rows[0].relayed_at,
      ).toBeNull();
      expect(await queue.getJob(laterJobId)).toBeUndefined();

      // A second worker relays and sends the later lead; the first job, recorded done, is not run again.
      const second = await startWorker(env.config(timings));
      try {
        await eventually(async () => (await deliveries(laterJobId)) === 1, 20_000, 'the later lead mail');
        await eventually(async () => (await queue.getJob(laterJobId))?.isCompleted(), 10_000, 'the later job');
      } finally {
        await second.close();
      }
      expect(await deliveries(jobId)).toBe(1);
      expect(
        (await db.query(`SELECT count(*)::int AS n FROM dev_mailbox WHERE subject LIKE '%Marine Biologist%'`)).rows[0]
          .n,
      ).toBe(1);
    } finally {
      if (worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill('SIGKILL');
    }
  });
});
