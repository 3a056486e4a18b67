import { Test, type TestingModule } from '@nestjs/testing';
import pg from 'pg';
import { ConfigModule } from '@app/config';
import { DatabaseModule, PG_POOL } from '@app/db';
import { OutboxRelay, QueueModule, QueueRegistry } from '@app/queue';
import { createTestEnv, eventually, type TestEnv } from '../../../test/support/test-env.js';

let env: TestEnv;
let app: TestingModule;
let pool: pg.Pool;
let sql: pg.Client;

beforeAll(async () => {
  env = await createTestEnv();
  app = await Test.createTestingModule({
    imports: [
      // One connection in the shared pool, and a poll too slow to matter: only the NOTIFY can relay in time.
      ConfigModule.forRoot(env.config({ DATABASE_POOL_SIZE: '1', OUTBOX_POLL_MS: '60000' })),
      DatabaseModule,
      QueueModule,
    ],
    providers: [OutboxRelay],
  }).compile();
  await app.init();
  pool = app.get(PG_POOL);
  // The test's own connection, outside the application's pool.
  sql = new pg.Client({ connectionString: env.databaseUrl });
  await sql.connect();
  // The relay LISTENs once bootstrapped, without being awaited: an insert before that would wake nothing.
  await eventually(
    async () =>
      (await sql.query(`SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN outbox'`))
        .rowCount === 1,
    10_000,
    'the relay listening',
  );
});

afterAll(async () => {
  await sql?.end();
  await app?.close();
  await env?.cleanup();
});

describe('the outbox relay', () => {
  it('relays a notified row while the job handlers hold every connection of the shared pool', async () => {
    // As the worker's job handlers do under load (up to 16 jobs per queue on a pool of 10, waiting for row locks).
    const busy = await pool.connect();
    try {
      const {
        rows: [{ id }],
      } = await sql.query<{ id: string }>(
        `INSERT INTO outbox (type, payload) VALUES ('DemoRequested', $1) RETURNING id`,
        [{ demoRequestId: '7d0c9a52-3e1b-4f6a-8c2d-5b4e3f2a1c0d' }],
      );
      const relayedAt = await eventually(
        async () =>
          (await sql.query<{ relayed_at: Date | null }>('SELECT relayed_at FROM outbox WHERE id = $1', [id])).rows[0]
            .relayed_at ?? undefined,
        10_000,
        'the row relayed',
      );
      expect(relayedAt).toBeInstanceOf(Date);
      const job = await app.get(QueueRegistry).get('mail').getJob(id);
      expect(job?.name).toBe('DemoRequested');
    } finally {
      busy.release();
    }
  });
});
