import type { INestApplicationContext } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { OutboxRelay } from '@app/queue';
import { eventually, type TestEnv } from '../../../test/support/test-env.js';
import { settled } from '../../../test/support/settled.js';
import { json } from '../../../test/support/apps.js';
import { LocalRedis } from '../../../test/support/redis-server.js';
import { startStack, type TestStackWithWorker } from '../../../test/support/stack.js';

type Mail = { to: string; subject: string; text: string };

describe('outbox durability', () => {
  let redis: LocalRedis;
  let stack: TestStackWithWorker;
  let env: TestEnv;
  let app: NestFastifyApplication;
  let worker: INestApplicationContext;
  let db: pg.Pool;

  beforeAll(async () => {
    redis = await LocalRedis.start();
    // The test's own Redis, so it can stop and start it.
    stack = await startStack({ worker: true, redisUrl: redis.url });
    ({ env, app, worker, db } = stack);
  });

  afterAll(async () => {
    await stack?.stop();
    await redis?.stop();
  });

  const salesMail = async () => (await json<Mail[]>(app, 'GET', '/api/dev/mail?to=sales@dishacareers.in')).body;

  it('delivers a lead submitted while Redis is down once Redis is back', async () => {
    await redis.stop();
    const { status } = await json(app, 'POST', '/api/platform/careers/request', {
      careerName: 'Glaciologist',
      name: 'Tenzing Norgay',
      email: 'tenzing@example.in',
      mobile: '+919811111111',
    });
    expect(status).toBe(200);
    // The lead and its event are safe in PostgreSQL; nothing can be relayed while Redis is away. What is tested is
    // that nothing happens for a while, so this waits on time: the relay's attempt waits on Redis, not fails.
    await new Promise((r) => setTimeout(r, 1500));
    const pending = await db.query(`SELECT id FROM outbox WHERE relayed_at IS NULL AND type = 'CareerRequested'`);
    expect(pending.rowCount).toBe(1);
    expect((await salesMail()).filter((m) => m.subject.includes('Glaciologist'))).toHaveLength(0);

    await redis.start();
    const mail = await eventually(
      async () => (await salesMail()).find((m) => m.subject.includes('Glaciologist')),
      30_000,
      'the lead e-mail after Redis came back',
    );
    expect(mail.text).toContain('Tenzing Norgay');
    const relayed = await db.query(`SELECT relayed_at FROM outbox WHERE id = $1`, [pending.rows[0].id]);
    expect(relayed.rows[0].relayed_at).not.toBeNull();
  });

  it('relays a row twice as one job and sends one e-mail', async () => {
    await json(app, 'POST', '/api/platform/careers/request', {
      careerName: 'Volcanologist',
      name: 'Twice Relayed',
      email: 'twice@example.in',
      mobile: '+919822222222',
    });
    const mail = await eventually(
      async () => (await salesMail()).find((m) => m.subject.includes('Volcanologist')),
      20_000,
      'mail',
    );
    expect(mail).toBeDefined();
    const { rows } = await db.query(
      `SELECT id FROM outbox WHERE payload::text LIKE '%' AND type = 'CareerRequested' ORDER BY created_at DESC LIMIT 1`,
    );
    // As if the relay's commit had been lost after the job was added: the row is pending again.
    await db.query(`UPDATE outbox SET relayed_at = NULL WHERE id = $1`, [rows[0].id]);
    await worker.get(OutboxRelay).drain();
    await settled(app);
    expect((await salesMail()).filter((m) => m.subject.includes('Volcanologist'))).toHaveLength(1);
    const connection = new Redis(redis.url, { maxRetriesPerRequest: null });
    const queue = new Queue('mail', { connection, prefix: env.prefix });
    try {
      const job = await queue.getJob(rows[0].id);
      expect(job?.id).toBe(rows[0].id);
      expect(await job?.isCompleted()).toBe(true);
    } finally {
      await queue.close();
      connection.disconnect();
    }
  });
});
