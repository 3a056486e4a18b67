import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import type { PaymentOrderResponse } from '@app/contracts';
import { runCrashingWorker } from '../../../test/support/crashing-worker.js';
import { eventually, type TestEnv } from '../../../test/support/test-env.js';
import { settled } from '../../../test/support/settled.js';
import { json, startWorker } from '../../../test/support/apps.js';
import { startStack, type TestStack } from '../../../test/support/stack.js';
import { createSignedInUser } from '../../../test/support/users.js';

let stack: TestStack;
let env: TestEnv;
let app: NestFastifyApplication;
let db: pg.Pool;
/** The API's settings (its port and PUBLIC_URL, short job locks), shared by the workers the test starts. */
let overrides: Record<string, string>;

beforeAll(async () => {
  stack = await startStack({ listen: true, settings: { JOB_LOCK_MS: '1000', JOB_STALLED_INTERVAL_MS: '1000' } });
  ({ env, app, db, settings: overrides } = stack);
});

afterAll(() => stack?.stop());

describe('a worker killed during fulfilment', () => {
  it('leaves exactly one enrolment per career and one receipt after it is restarted', async () => {
    const { id: user, email, token } = await createSignedInUser(app, db, 'student', { prefix: 'crashbuyer' });
    const careers = (await db.query('SELECT id FROM careers WHERE published ORDER BY name LIMIT 3')).rows.map(
      (r) => r.id as string,
    );
    await json(app, 'POST', `/api/platform/cart/merge?userId=${user}`, { careers }, { authorization: token });
    const order = (
      await json<PaymentOrderResponse>(app, 'POST', `/api/payment/order?userId=${user}`, undefined, {
        authorization: token,
      })
    ).body;
    const paid = await json<{ razorpay_payment_id: string }>(app, 'POST', '/sandbox/razorpay/pay', {
      order_id: order.id,
      outcome: 'success',
    });
    expect(paid.status).toBe(200);
    await eventually(
      async () =>
        (await db.query(`SELECT status FROM orders WHERE id = $1`, [order.orderId])).rows[0].status === 'PAID',
      10_000,
      'paid',
    );

    // A real worker process that commits the enrolment and dies (exit 86) before BullMQ records the job done.
    expect(await runCrashingWorker(env, overrides)).toBe(86);

    // A healthy worker takes the stalled job over and finishes the rest (the receipt).
    const worker = await startWorker(env.config(overrides));
    try {
      await eventually(
        async () => (await db.query('SELECT 1 FROM mail_deliveries WHERE recipient = $1', [email])).rowCount === 1,
        30_000,
        'the receipt',
      );
      // The stalled job counts as running until the healthy worker has run it again and recorded it done.
      await settled(app);
    } finally {
      await worker.close();
    }
    const enrolled = (await db.query('SELECT career_id FROM user_careers WHERE user_id = $1', [user])).rows.map(
      (r) => r.career_id,
    );
    expect(enrolled.sort()).toEqual([...careers].sort());
    expect((await db.query('SELECT 1 FROM mail_deliveries WHERE recipient = $1', [email])).rowCount).toBe(1);
    expect(
      (
        await db.query(`SELECT 1 FROM outbox WHERE type = 'EnrolmentFinalised' AND payload->>'orderId' = $1`, [
          order.orderId,
        ])
      ).rowCount,
    ).toBe(1);
    expect((await db.query(`SELECT status FROM orders WHERE id = $1`, [order.orderId])).rows[0].status).toBe(
      'FULFILLED',
    );
    expect((await db.query('SELECT count(*)::int AS n FROM cart_items WHERE user_id = $1', [user])).rows[0].n).toBe(0);
  });

  it('leaves one invoice and one receipt when workers are killed one job after another (enrolment, invoicing, ...)', async () => {
    const { id: user, email, token } = await createSignedInUser(app, db, 'student', { prefix: 'crashinv' });
    const careers = (await db.query('SELECT id FROM careers WHERE published ORDER BY name DESC LIMIT 2')).rows.map(
      (r) => r.id as string,
    );
    await json(app, 'POST', `/api/platform/cart/merge?userId=${user}`, { careers }, { authorization: token });
    const order = (
      await json<PaymentOrderResponse>(app, 'POST', `/api/payment/order?userId=${user}`, undefined, {
        authorization: token,
      })
    ).body;
    expect((await json(app, 'POST', '/sandbox/razorpay/pay', { order_id: order.id, outcome: 'success' })).status).toBe(
      200,
    );
    await eventually(
      async () =>
        (await db.query(`SELECT status FROM orders WHERE id = $1`, [order.orderId])).rows[0].status === 'PAID',
      10_000,
      'paid',
    );
    const count = async (sql: string) => (await db.query(sql, [order.orderId])).rowCount;

    // Each worker does one job's work (whichever it takes: a new one, or the one its predecessor died in) and dies
    // before BullMQ records it done; there is always such a job, so each run ends. As observed, the first dies
    // after the enrolment and the second after issuing the invoice. Three runs stay within BullMQ's stalled-job
    // limit.
    for (let run = 0; run < 3; run++) expect(await runCrashingWorker(env, overrides)).toBe(86);

    const worker = await startWorker(env.config(overrides));
    try {
      await eventually(
        async () => (await db.query('SELECT 1 FROM mail_deliveries WHERE recipient = $1', [email])).rowCount === 1,
        30_000,
        'the receipt',
      );
      // Long enough for every stalled job to be run again (stalled interval 1 s).
      await new Promise((r) => setTimeout(r, 3_000));
    } finally {
      await worker.close();
    }
    expect((await db.query('SELECT 1 FROM mail_deliveries WHERE recipient = $1', [email])).rowCount).toBe(1);
    expect(await count('SELECT 1 FROM invoices WHERE order_id = $1')).toBe(1);
    for (const type of ['PaymentCaptured', 'EnrolmentFinalised', 'InvoiceIssued'])
      expect(await count(`SELECT 1 FROM outbox WHERE type = '${type}' AND payload->>'orderId' = $1`)).toBe(1);
    const enrolled = (await db.query('SELECT career_id FROM user_careers WHERE user_id = $1', [user])).rows.map(
      (r) => r.career_id,
    );
    expect(enrolled.sort()).toEqual([...careers].sort());
    expect((await db.query(`SELECT status FROM orders WHERE id = $1`, [order.orderId])).rows[0].status).toBe(
      'FULFILLED',
    );
  });
});
