import { Test, type TestingModule } from '@nestjs/testing';
import { EventBus, type IEvent } from '@nestjs/cqrs';
import { ConfigModule } from '@app/config';
import type { Pool } from 'pg';
import { DatabaseModule, DB, PG_POOL, type Database } from '@app/db';
import { DurableEvent, inTransaction, QueueModule } from '@app/queue';
import { createTestEnv, type TestEnv } from '../../../test/support/test-env.js';

/** A durable event as the domain libs declare theirs (libs/leads/src/events/demo-requested.event.ts). */
class TestDemoRequested extends DurableEvent<'DemoRequested'> {
  constructor(demoRequestId: string) {
    super('DemoRequested', { demoRequestId });
  }
}

class InMemoryOnly implements IEvent {}

let env: TestEnv;
let app: TestingModule;
let events: EventBus;
let db: Database;
let pool: Pool;

beforeAll(async () => {
  env = await createTestEnv();
  app = await Test.createTestingModule({
    imports: [ConfigModule.forRoot(env.config()), DatabaseModule, QueueModule],
  }).compile();
  await app.init();
  events = app.get(EventBus);
  db = app.get(DB);
  pool = app.get(PG_POOL);
});

afterAll(async () => {
  await app?.close();
  await env?.cleanup();
});

const ID = '3f1c2a4e-8b7d-4c6e-9a1b-2d3e4f5a6b7c';

async function outboxRows(): Promise<{ id: string; type: string; payload: unknown }[]> {
  const { rows } = await pool.query(
    `SELECT id, type, payload FROM outbox WHERE payload->>'demoRequestId' = $1 ORDER BY created_at`,
    [ID],
  );
  return rows;
}

describe('the EventBus publishes durable events to the outbox, in the command transaction', () => {
  afterEach(async () => {
    await pool.query(`DELETE FROM outbox WHERE payload->>'demoRequestId' = $1`, [ID]);
  });

  it('writes the event as an outbox row of its type and payload, and answers its id (the job id)', async () => {
    const id = await db.transaction(
      async (tx) => (await events.publish(new TestDemoRequested(ID), inTransaction(tx))) as string,
    );
    expect(await outboxRows()).toEqual([{ id, type: 'DemoRequested', payload: { demoRequestId: ID } }]);
  });

  it('writes nothing when the command transaction rolls back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await events.publish(new TestDemoRequested(ID), inTransaction(tx));
        throw new Error('the command failed after publishing');
      }),
    ).rejects.toThrow('the command failed after publishing');
    expect(await outboxRows()).toEqual([]);
  });

  it('publishes several events in order with publishAll', async () => {
    await db.transaction(async (tx) => {
      await events.publishAll([new TestDemoRequested(ID), new TestDemoRequested(ID)], inTransaction(tx));
    });
    expect((await outboxRows()).map((r) => r.type)).toEqual(['DemoRequested', 'DemoRequested']);
  });

  it('refuses an event published without its transaction, and one that is not durable', async () => {
    await expect(events.publish(new TestDemoRequested(ID))).rejects.toThrow('without its transaction');
    await expect(db.transaction((tx) => events.publish(new InMemoryOnly(), inTransaction(tx)))).rejects.toThrow(
      'not a DurableEvent',
    );
    expect(await outboxRows()).toEqual([]);
  });

  it('validates the payload against the job catalogue (ids only), so a bad event never reaches the queue', async () => {
    await expect(
      db.transaction((tx) => events.publish(new TestDemoRequested('not-a-uuid'), inTransaction(tx))),
    ).rejects.toThrow();
  });
});
