import { jest } from '@jest/globals';
import type { HttpException } from '@nestjs/common';
import { ERROR_CODES, type PaymentConfirmation } from '@app/contracts';
import { FULFILMENT_REANNOUNCE_LIMIT } from '../src/jobs/reconcile-payments.job.js';
import { OrderAttentionService } from '../src/admin/order-attention.service.js';
import { GatewayError } from '../src/payments/razorpay.client.js';
import { startMoneyFixture, type MoneyFixture } from './money-fixture.js';
import { createPricedCareers } from '../../../test/support/catalogue.js';
import { ageOrdersOf, insertUser } from '../../../test/support/rows.js';
import { createTestEnv, type TestEnv } from '../../../test/support/test-env.js';

// Issue 23 on the money path without HTTP, against real PostgreSQL: what happens when Razorpay cannot be asked
// about a payment (nothing: neither fulfilled nor refunded, the order left for later), an authorised payment
// (captured by us, then fulfilled), and a paid order whose fulfilment keeps failing (the reconciler re-announces it
// a bounded number of times, then marks it for attention and tells sales, once). Razorpay is the fixture's gateway
// in memory; the made-up payments and the wrong amount over the wire are apps/api/test/payments-verification.http.spec.ts's.

const AFTER_MS = 60_000;

let env: TestEnv;
let m: MoneyFixture;

beforeAll(async () => {
  env = await createTestEnv();
  m = await startMoneyFixture(env, { PAYMENT_RECONCILE_AFTER_MS: String(AFTER_MS) });
});

afterAll(async () => {
  await m?.module.close();
  await env?.cleanup();
});

type Buyer = { id: string; state: string };
const buyer = async (): Promise<Buyer> => ({
  id: await insertUser(m.db, 'student', { prefix: 'vrf', state: 'Karnataka' }),
  state: 'Karnataka',
});
const orderOf = async (me: Buyer, prices: number[]) => {
  for (const careerId of await createPricedCareers(m.db, prices, 'Verified career'))
    await m.db.query('INSERT INTO cart_items (user_id, career_id) VALUES ($1, $2)', [me.id, careerId]);
  return m.payments.createOrder(me);
};
const pay = (razorpayOrderId: string) => m.gateway.pay(razorpayOrderId, m.config.payments.keySecret);
const confirm = (me: Buyer, orderId: string, fields: PaymentConfirmation) => m.payments.confirm(me.id, orderId, fields);
/** A call's outcome: 'ok', or the status and code it was refused with. */
const outcome = (call: Promise<unknown>) =>
  call.then(
    () => 'ok',
    (e: HttpException) => `${e.getStatus()} ${(e.getResponse() as { code?: string }).code}`,
  );
const orderRow = async (id: string) => (await m.db.query('SELECT * FROM orders WHERE id = $1', [id])).rows[0];
const outboxCount = async (type: string, orderId: string) =>
  (await m.db.query(`SELECT 1 FROM outbox WHERE type = $1 AND payload->>'orderId' = $2`, [type, orderId])).rowCount;
const refundCount = async (orderId: string) =>
  (await m.db.query('SELECT 1 FROM payment_refunds WHERE order_id = $1', [orderId])).rowCount;

describe('Razorpay cannot be asked about the payment', () => {
  it('fulfils nothing and refunds nothing: the confirmation answers 503 with a code, the webhook 503 (Razorpay retries)', async () => {
    const me = await buyer();
    const order = await orderOf(me, [49_900]);
    const paid = pay(order.id!);
    m.gateway.unreachable = true;
    try {
      expect(await outcome(confirm(me, order.orderId, paid))).toBe(`503 ${ERROR_CODES.PaymentProviderUnavailable}`);
      expect(await outcome(m.capturedWebhook(paid, order.amount, 'evt_unreachable'))).toBe(
        `503 ${ERROR_CODES.PaymentProviderUnavailable}`,
      );
    } finally {
      m.gateway.unreachable = false;
    }
    expect((await orderRow(order.orderId)).status).toBe('CREATED');
    expect(await outboxCount('PaymentCaptured', order.orderId)).toBe(0);
    expect(await refundCount(order.orderId)).toBe(0);
    expect((await m.db.query('SELECT 1 FROM payment_events WHERE order_id = $1', [order.orderId])).rowCount).toBe(0);

    // Razorpay back: the same webhook, redelivered, pays the order (it was not recorded as seen).
    expect(await m.capturedWebhook(paid, order.amount, 'evt_unreachable')).toEqual({ status: 'ok' });
    expect((await orderRow(order.orderId)).status).toBe('PAID');
  });
});

describe('an authorised payment', () => {
  it('is captured by us for its amount, then pays the order', async () => {
    const me = await buyer();
    const order = await orderOf(me, [29_900]);
    const paid = pay(order.id!);
    m.gateway.payments.get(order.id!)![0].status = 'authorized';
    expect(await outcome(confirm(me, order.orderId, paid))).toBe('ok');
    expect(m.gateway.captureCalls).toEqual([{ paymentId: paid.razorpay_payment_id, amountPaise: order.amount }]);
    expect((await orderRow(order.orderId)).status).toBe('PAID');
    expect(await outboxCount('PaymentCaptured', order.orderId)).toBe(1);
  });

  it('captured meanwhile by another path (the webhook) still pays the order once, with no 503', async () => {
    const me = await buyer();
    const order = await orderOf(me, [31_900]);
    const paid = pay(order.id!);
    const payment = m.gateway.payments.get(order.id!)![0];
    payment.status = 'authorized';
    // The other path's capture lands between this path's fetch and its own capture, as Razorpay would answer it.
    jest.spyOn(m.gateway, 'capturePayment').mockImplementationOnce(() => {
      payment.status = 'captured';
      return Promise.reject(new GatewayError('Razorpay: This payment has already been captured', 400));
    });
    expect(await outcome(confirm(me, order.orderId, paid))).toBe('ok');
    expect((await orderRow(order.orderId)).status).toBe('PAID');
    expect(await outboxCount('PaymentCaptured', order.orderId)).toBe(1);
    expect(await refundCount(order.orderId)).toBe(0);
  });
});

describe('a paid order whose fulfilment keeps failing', () => {
  it(`is re-announced ${FULFILMENT_REANNOUNCE_LIMIT} times, then marked for attention and sales are told once`, async () => {
    expect(FULFILMENT_REANNOUNCE_LIMIT).toBeGreaterThan(0);
    const me = await buyer();
    const order = await orderOf(me, [19_900]);
    await confirm(me, order.orderId, pay(order.id!));
    // The enrolment job never succeeds: its PaymentCaptured rows are never run. Each reconciler run below finds the
    // order paid long ago and last looked at long ago.
    const run = async () => {
      await ageOrdersOf(m.db, me.id, 10 * AFTER_MS);
      await m.db.query(
        `UPDATE orders SET paid_at = now() - interval '1 day', reconciled_at = reconciled_at - interval '1 day' WHERE user_id = $1`,
        [me.id],
      );
      await m.reconciler.handle();
    };
    for (let i = 0; i < FULFILMENT_REANNOUNCE_LIMIT + 4; i++) await run();

    // The confirmation's announcement and the reconciler's, no more.
    expect(await outboxCount('PaymentCaptured', order.orderId)).toBe(1 + FULFILMENT_REANNOUNCE_LIMIT);
    const row = await orderRow(order.orderId);
    expect(row).toMatchObject({ status: 'PAID', fulfilment_retries: FULFILMENT_REANNOUNCE_LIMIT });
    expect(row.fulfilment_given_up_at).toBeTruthy();
    const mails = (
      await m.db.query(`SELECT recipient, subject, status FROM mail_deliveries WHERE key = $1`, [
        `fulfilment-given-up:${order.orderId}`,
      ])
    ).rows;
    expect(mails).toEqual([
      { recipient: m.config.mail.salesEmail, subject: expect.stringContaining('not fulfilled'), status: 'sent' },
    ]);
    expect(
      (
        await m.db.query(`SELECT 1 FROM mail_deliveries WHERE key LIKE 'fulfilment-given-up:%' AND key LIKE $1`, [
          `%${order.orderId}`,
        ])
      ).rowCount,
    ).toBe(1);
    // What the admins' dashboard shows (libs/dashboard asks commerce through its index).
    expect(await m.module.get(OrderAttentionService).list(new Date())).toContainEqual(
      expect.objectContaining({ kind: 'not-fulfilled', orderId: order.orderId }),
    );
  });
});
