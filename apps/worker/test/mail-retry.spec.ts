import net from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { runCrashingWorker } from '../../../test/support/crashing-worker.js';
import { eventually, type TestEnv } from '../../../test/support/test-env.js';
import { json, startWorker } from '../../../test/support/apps.js';
import { freePort } from '../../../test/support/redis-server.js';
import { startStack, type TestStack } from '../../../test/support/stack.js';

type Mail = { subject: string };

let stack: TestStack;
let env: TestEnv;
let app: NestFastifyApplication;
let db: pg.Pool;

// No worker here: each test starts the workers it needs.
beforeAll(async () => {
  stack = await startStack();
  ({ env, app, db } = stack);
});

afterAll(() => stack?.stop());

const mailsAbout = async (text: string) =>
  (await json<Mail[]>(app, 'GET', '/api/dev/mail?to=sales@dishacareers.in')).body.filter((m) =>
    m.subject.includes(text),
  );

async function withQueue<T>(fn: (queue: Queue) => Promise<T>): Promise<T> {
  const connection = new Redis(env.redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue('mail', { connection, prefix: env.prefix });
  try {
    return await fn(queue);
  } finally {
    await queue.close();
    connection.disconnect();
  }
}

describe('mail jobs', () => {
  it('sends one e-mail when a worker crashes after sending and the job is retried', async () => {
    const timings = { JOB_LOCK_MS: '1000', JOB_STALLED_INTERVAL_MS: '1000' };
    await json(app, 'POST', '/api/platform/careers/request', {
      careerName: 'Crash Test Pilot',
      name: 'Kalpana',
      email: 'kalpana@example.in',
      mobile: '+919833333333',
    });

    // A real worker process that dies (exit 86) after the mail is sent, before the job is marked done.
    expect(await runCrashingWorker(env, timings)).toBe(86);
    expect(await mailsAbout('Crash Test Pilot')).toHaveLength(1);
    const [{ id }] = (await db.query(`SELECT id FROM outbox WHERE type = 'CareerRequested'`)).rows;
    expect(await withQueue(async (q) => (await q.getJob(id))?.finishedOn)).toBeUndefined();

    // A healthy worker finds the stalled job, runs it again, and the mail is not sent twice.
    const worker = await startWorker(env.config(timings));
    try {
      await eventually(
        () => withQueue(async (q) => (await q.getJob(id))?.isCompleted()),
        20_000,
        'the stalled job to complete',
      );
    } finally {
      await worker.close();
    }
    expect(await mailsAbout('Crash Test Pilot')).toHaveLength(1);
  });

  it('keeps a job that keeps failing visible as failed, with the lead intact', async () => {
    // An SMTP server that never answers properly: a port that accepts and closes at once.
    const port = await freePort();
    const server = net.createServer((socket) => socket.destroy()).listen(port, '127.0.0.1');
    const worker = await startWorker(
      env.config({ SMTP_URL: `smtp://127.0.0.1:${port}`, JOB_ATTEMPTS: '3', JOB_BACKOFF_MS: '20' }),
    );
    try {
      await json(app, 'POST', '/api/platform/careers/request', {
        careerName: 'Unlucky Career',
        name: 'Murphy',
        email: 'murphy@example.in',
        mobile: '+919844444444',
      });
      const { rows } = await db.query(
        `SELECT o.id FROM outbox o WHERE o.payload->>'careerRequestId' = (SELECT id::text FROM career_requests WHERE career_name = 'Unlucky Career')`,
      );
      const failed = await eventually(
        () => withQueue(async (q) => (await q.getFailed()).find((j) => j.id === rows[0].id)),
        20_000,
        'the job to fail for good',
      );
      expect(failed.attemptsMade).toBe(3);
      expect(failed.failedReason).toBeTruthy();
      expect((await db.query(`SELECT 1 FROM career_requests WHERE career_name = 'Unlucky Career'`)).rowCount).toBe(1);
    } finally {
      await worker.close();
      server.close();
    }
  });
});
