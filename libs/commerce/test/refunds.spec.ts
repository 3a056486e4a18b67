import type { HttpException } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CERTIFICATION_COURSE_ID, CHECKOUT_EXPIRY_HOURS, ERROR_CODES, type PaymentConfirmation } from '@app/contracts';
import { FinaliseEnrolmentCommand } from '../src/commands/finalise-enrolment.command.js';
import { RefundPaymentJob } from '../src/refunds/refund-payment.job.js';
import { startMoneyFixture, type MoneyFixture } from './money-fixture.js';
import { createPricedCareers } from '../../../test/support/catalogue.js';
import { ageOrdersOf, insertUser } from '../../../test/support/rows.js';
import { createTestEnv, type TestEnv } from '../../../test/support/test-env.js';

// The refund rules of the money path against real PostgreSQL, without HTTP: one open order per cart, a payment
// that cannot pay its order refunded in full once whichever paths (confirmation, webhook, reconciler, the refund
// job run again) see it, and the races between them run as concurrent calls on the database. Razorpay is the
// fixture's gateway in memory. The 409 codes on the wire stay in apps/api/test/payments-refunds.http.spec.ts.

const AFTER_MS = 60_000;

let env: TestEnv;
let m: MoneyFixture;

beforeAll(async () => {
  env = await createTestEnv();
  // The reconciler runs only when a test calls it, on orders aged past this (ageOrdersOf).
  m = await startMoneyFixture(env, { PAYMENT_RECONCILE_AFTER_MS: String(AFTER_MS) });
});

afterAll(async () => {
  await m?.module.close();
  await env?.cleanup();
});

type Buyer = { id: string; state: string };
const buyer = async (): Promise<Buyer> => ({
  id: await insertUser(m.db, 'student', { prefix: 'rfd', state: 'Karnataka' }),
  state: 'Karnataka',
});
const careers = (prices: number[]) => createPricedCareers(m.db, prices, 'Refund career');
const fillCart = async (me: Buyer, careerIds: string[]) => {
  for (const careerId of careerIds)
    await m.db.query('INSERT INTO cart_items (user_id, career_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      me.id,
      careerId,
    ]);
};
const pay = (razorpayOrderId: string) => m.gateway.pay(razorpayOrderId, m.config.payments.keySecret);
const confirm = (me: Buyer, orderId: string, fields: PaymentConfirmation) => m.payments.confirm(me.id, orderId, fields);
/** A call's outcome: 'ok', or the status and code it was refused with. */
const outcome = (call: Promise<unknown>) =>
  call.then(
    () => 'ok',
    (e: HttpException) => `${e.getStatus()} ${(e.getResponse() as { code?: string }).code}`,
  );
/** Every path but the confirmation: the reconciler's run over the user's (aged) orders, and the jobs written. */
const reconcile = async (me: Buyer) => {
  await ageOrdersOf(m.db, me.id, AFTER_MS + 1000);
  await m.reconciler.handle();
};

const orderRow = async (id: string) => (await m.db.query('SELECT * FROM orders WHERE id = $1', [id])).rows[0];
const refundsOf = async (me: Buyer) =>
  (
    await m.db.query(
      `SELECT r.* FROM payment_refunds r JOIN orders o ON o.id = r.order_id WHERE o.user_id = $1 ORDER BY r.created_at`,
      [me.id],
    )
  ).rows;
const outboxOf = async (type: string, orderId: string) =>
  (await m.db.query(`SELECT 1 FROM outbox WHERE type = $1 AND payload->>'orderId' = $2`, [type, orderId])).rowCount;
const enrolled = async (me: Buyer) =>
  (await m.db.query('SELECT career_id, order_id FROM user_careers WHERE user_id = $1', [me.id])).rows;
const refundMails = async (me: Buyer) =>
  (
    await m.db.query(
      `SELECT d.key FROM mail_deliveries d
       JOIN outbox o ON d.key IN ('refund-buyer:' || o.id, 'refund-sales:' || o.id)
       JOIN payment_refunds r ON r.id::text = o.payload->>'refundId'
       JOIN orders ord ON ord.id = r.order_id WHERE ord.user_id = $1`,
      [me.id],
    )
  ).rows.map((r) => (r.key as string).split(':')[0]);

/** The user's refunds: these payments, each in full, PROCESSED, asked of Razorpay once, the buyer and sales told once. */
async function expectRefundedOnce(me: Buyer, refunds: { paymentId: string; amount: number; reason: string }[]) {
  await m.runOutbox('PaymentCaptured', 'RefundPayment', 'PaymentRefunded');
  const rows = await refundsOf(me);
  expect(rows.map((r) => [r.razorpay_payment_id, r.amount_paise, r.reason, r.status]).sort()).toEqual(
    refunds.map((r) => [r.paymentId, r.amount, r.reason, 'PROCESSED']).sort(),
  );
  for (const row of rows) {
    expect(await m.gateway.fetchRefunds(row.razorpay_payment_id)).toEqual([
      expect.objectContaining({ id: row.razorpay_refund_id, amount: row.amount_paise }),
    ]);
  }
  expect((await refundMails(me)).sort()).toEqual(rows.flatMap(() => ['refund-buyer', 'refund-sales']).sort());
}

describe('one open order per cart', () => {
  it('gives an unchanged cart its open order back (same Razorpay order), also to parallel calls', async () => {
    const me = await buyer();
    await fillCart(me, await careers([49_900, 29_900]));
    const first = await m.payments.createOrder(me);
    const again = await Promise.all(Array.from({ length: 6 }, () => m.payments.createOrder(me)));
    for (const o of again) expect(o).toMatchObject({ orderId: first.orderId, id: first.id, amount: first.amount });
    expect((await m.db.query('SELECT 1 FROM orders WHERE user_id = $1', [me.id])).rowCount).toBe(1);
  });

  it(`shows a checkout left unpaid for ${CHECKOUT_EXPIRY_HOURS} h as expired, and makes a new order for the next one`, async () => {
    const me = await buyer();
    await fillCart(me, await careers([39_900]));
    const old = await m.payments.createOrder(me);
    expect((await m.history.ofUser(me.id))[0]).toMatchObject({ _id: old.orderId, status: 'CREATED' });
    await ageOrdersOf(m.db, me.id, CHECKOUT_EXPIRY_HOURS * 3_600_000 + 1000);
    expect((await m.history.ofUser(me.id))[0]).toMatchObject({ _id: old.orderId, status: 'EXPIRED' });

    const next = await m.payments.createOrder(me);
    expect(next.orderId).not.toBe(old.orderId);
    expect(next.id).not.toBe(old.id);
    expect((await orderRow(old.orderId)).status).toBe('REPLACED');
    expect((await m.history.ofUser(me.id)).map((o) => [o._id, o.status])).toEqual([
      [next.orderId, 'CREATED'],
      [old.orderId, 'REPLACED'],
    ]);
  });

  it('honours a payment that reaches an expired checkout nobody replaced: the buyer paid for exactly that', async () => {
    const me = await buyer();
    const [career] = await careers([44_900]);
    await fillCart(me, [career]);
    const order = await m.payments.createOrder(me);
    await ageOrdersOf(m.db, me.id, CHECKOUT_EXPIRY_HOURS * 3_600_000 + 1000);
    const paid = pay(order.id!);
    const [confirmed] = await Promise.all([
      outcome(confirm(me, order.orderId, paid)),
      m.capturedWebhook(paid, order.amount),
      m.reconciler.handle(),
    ]);
    expect(confirmed).toBe('ok');
    await m.runOutbox('PaymentCaptured');
    expect(await enrolled(me)).toEqual([{ career_id: career, order_id: order.orderId }]);
    expect(await refundsOf(me)).toEqual([]);
    expect((await m.history.ofUser(me.id))[0]).toMatchObject({ _id: order.orderId, status: 'FULFILLED' });
  });

  it('replaces the open order of a changed cart; a payment that still reaches the old one is refunded in full once, by every path, and never enrols', async () => {
    const me = await buyer();
    const [a, b] = await careers([59_900, 19_900]);
    await fillCart(me, [a]);
    const old = await m.payments.createOrder(me);
    await fillCart(me, [b]);
    const current = await m.payments.createOrder(me);
    expect(current.orderId).not.toBe(old.orderId);
    expect(current.id).not.toBe(old.id);
    expect((await orderRow(old.orderId)).status).toBe('REPLACED');

    // The old checkout, still open in another tab, is paid there; its confirmation, webhook and the reconciler race.
    const paidOld = pay(old.id!);
    await ageOrdersOf(m.db, me.id, AFTER_MS + 1000);
    const [confirmed] = await Promise.all([
      outcome(confirm(me, old.orderId, paidOld)),
      m.capturedWebhook(paidOld, old.amount),
      m.reconciler.handle(),
      outcome(confirm(me, old.orderId, paidOld)),
    ]);
    expect(confirmed).toBe(`409 ${ERROR_CODES.OrderReplaced}`);
    await reconcile(me);
    await expectRefundedOnce(me, [{ paymentId: paidOld.razorpay_payment_id, amount: old.amount, reason: 'REPLACED' }]);
    expect((await orderRow(old.orderId)).status).toBe('REFUNDED');
    expect((await m.history.ofUser(me.id)).find((o) => o._id === old.orderId)).toMatchObject({
      status: 'REFUNDED',
      invoice: null,
      refunded: old.amount / 100,
    });
    expect(await outboxOf('PaymentCaptured', old.orderId)).toBe(0);
    expect(await enrolled(me)).toEqual([]);

    // The current order is paid as usual.
    expect((await confirm(me, current.orderId, pay(current.id!))).status).toBe('paid');
    await m.runOutbox('PaymentCaptured');
    expect((await enrolled(me)).map((r) => r.career_id).sort()).toEqual([a, b].sort());
  });
});

describe('the refund job', () => {
  it('asks Razorpay once per payment, also when it runs again after Razorpay answered but before its commit', async () => {
    const me = await buyer();
    const [a, b] = await careers([45_000, 5_000]);
    await fillCart(me, [a]);
    const old = await m.payments.createOrder(me);
    await fillCart(me, [b]);
    await m.payments.createOrder(me);
    const paid = pay(old.id!);
    await outcome(confirm(me, old.orderId, paid));
    const [refund] = await refundsOf(me);
    expect(refund).toMatchObject({ status: 'PENDING', razorpay_refund_id: null, amount_paise: old.amount });
    // The job's call reached Razorpay, then the worker died: the row is still PENDING, and the job runs again.
    const calls = m.gateway.refundCalls;
    const made = await m.gateway.refund(paid.razorpay_payment_id, {
      amountPaise: old.amount,
      receipt: refund.id,
      notes: {},
    });
    await expectRefundedOnce(me, [{ paymentId: paid.razorpay_payment_id, amount: old.amount, reason: 'REPLACED' }]);
    await m.module.get(RefundPaymentJob).handle({ refundId: refund.id });
    expect(m.gateway.refundCalls).toBe(calls + 1);
    expect((await refundsOf(me))[0]).toMatchObject({ status: 'PROCESSED', razorpay_refund_id: made.id });
    expect(
      await m.db
        .query(`SELECT 1 FROM outbox WHERE type = 'PaymentRefunded' AND payload->>'refundId' = $1`, [refund.id])
        .then((r) => r.rowCount),
    ).toBe(1);
  });
});

describe('two payments for one purchase', () => {
  it('enrols once and refunds the other payment once when one open order is paid twice, every path racing', async () => {
    const me = await buyer();
    await fillCart(me, await careers([99_900, 29_900]));
    // Two tabs: the unchanged cart gives both the same order, and both pay it.
    const [tab1, tab2] = await Promise.all([m.payments.createOrder(me), m.payments.createOrder(me)]);
    expect(tab2.id).toBe(tab1.id);
    const [p1, p2] = [pay(tab1.id!), pay(tab1.id!)];
    await ageOrdersOf(m.db, me.id, AFTER_MS + 1000);
    const [c1, c2] = await Promise.all([
      outcome(confirm(me, tab1.orderId, p1)),
      outcome(confirm(me, tab1.orderId, p2)),
      m.capturedWebhook(p1, tab1.amount),
      m.capturedWebhook(p2, tab1.amount),
      m.reconciler.handle(),
    ]);
    // Whichever path came first, one payment pays the order and the other's confirmation learns it is refunded.
    expect([c1, c2].sort()).toEqual([`409 ${ERROR_CODES.PaymentRefunded}`, 'ok']);
    const kept = (await orderRow(tab1.orderId)).razorpay_payment_id as string;
    expect(kept).toBe(c1 === 'ok' ? p1.razorpay_payment_id : p2.razorpay_payment_id);
    const other = kept === p1.razorpay_payment_id ? p2 : p1;
    // Every path once more, afterwards: nothing new.
    await Promise.all([
      m.capturedWebhook(p1, tab1.amount, 'evt_again_1'),
      m.capturedWebhook(p2, tab1.amount, 'evt_again_2'),
      reconcile(me),
    ]);
    await expectRefundedOnce(me, [
      { paymentId: other.razorpay_payment_id, amount: tab1.amount, reason: 'DUPLICATE_PAYMENT' },
    ]);
    expect((await orderRow(tab1.orderId)).status).toBe('FULFILLED');
    expect(await enrolled(me)).toHaveLength(2);
    expect(await outboxOf('PaymentCaptured', tab1.orderId)).toBe(1);
    expect(await outboxOf('EnrolmentFinalised', tab1.orderId)).toBe(1);
  });

  it('of two open orders for one cart (made before orders were replaced), both paid, fulfils one and refunds the other', async () => {
    const me = await buyer();
    const [a, b] = await careers([129_900, 0]);
    await fillCart(me, [a]);
    const first = await m.payments.createOrder(me);
    await fillCart(me, [b]);
    const second = await m.payments.createOrder(me);
    // Both open, as two tabs left them before orders were replaced: both hold career a.
    await m.db.query(`UPDATE orders SET status = 'CREATED' WHERE id = $1`, [first.orderId]);
    const [p1, p2] = [pay(first.id!), pay(second.id!)];
    await Promise.all([confirm(me, first.orderId, p1), confirm(me, second.orderId, p2)]);
    // Both enrolment jobs at once: the user's lock lets one see the other's careers.
    await Promise.all(
      [first, second].map((o) => m.module.get(CommandBus).execute(new FinaliseEnrolmentCommand(o.orderId))),
    );
    const statuses = [(await orderRow(first.orderId)).status, (await orderRow(second.orderId)).status];
    expect([...statuses].sort()).toEqual(['FULFILLED', 'REFUNDED']);
    const [kept, refunded] = statuses[0] === 'FULFILLED' ? [first, second] : [second, first];
    const payment = refunded === first ? p1 : p2;
    await reconcile(me);
    await expectRefundedOnce(me, [
      { paymentId: payment.razorpay_payment_id, amount: refunded.amount, reason: 'ALREADY_OWNED' },
    ]);
    expect((await enrolled(me)).every((r) => r.order_id === kept.orderId)).toBe(true);
    expect(await outboxOf('EnrolmentFinalised', kept.orderId)).toBe(1);
    expect(await outboxOf('EnrolmentFinalised', refunded.orderId)).toBe(0);
  });

  it('gives one course seat and refunds the other payment once when the course order is paid twice', async () => {
    const me = await buyer();
    const input = { course: { id: CERTIFICATION_COURSE_ID, type: 1 as const } };
    const user = { ...me, role: 'student' as const };
    const [c1, c2] = await Promise.all([m.courses.createOrder(user, input), m.courses.createOrder(user, input)]);
    expect(c2.data.id).toBe(c1.data.id);
    const [p1, p2] = [pay(c1.data.id), pay(c1.data.id)];
    const results = await Promise.all([
      outcome(m.courses.confirm(user, c1.data._id, p1)),
      outcome(m.courses.confirm(user, c1.data._id, p2)),
    ]);
    expect(results.sort()).toEqual([`409 ${ERROR_CODES.PaymentRefunded}`, 'ok']);
    const kept = (await orderRow(c1.data._id)).razorpay_payment_id as string;
    const other = kept === p1.razorpay_payment_id ? p2 : p1;
    await reconcile(me);
    await expectRefundedOnce(me, [
      { paymentId: other.razorpay_payment_id, amount: c1.data.amount, reason: 'DUPLICATE_PAYMENT' },
    ]);
    expect((await orderRow(c1.data._id)).status).toBe('FULFILLED');
    expect((await m.db.query('SELECT 1 FROM course_enrolments WHERE user_id = $1', [me.id])).rowCount).toBe(1);
  });
});

describe('webhooks', () => {
  it('key an event on what the signature covers: a replay under a new X-Razorpay-Event-Id, or a body of our own, is the same event', async () => {
    const me = await buyer();
    await fillCart(me, await careers([39_900]));
    const order = await m.payments.createOrder(me);
    const paid = pay(order.id!);
    expect(await m.capturedWebhook(paid, order.amount, 'evt_first')).toEqual({ status: 'ok' });
    const events = async () =>
      (await m.db.query('SELECT 1 FROM payment_events WHERE order_id = $1', [order.orderId])).rowCount;
    const before = await events();
    for (const header of ['evt_new_header', 'evt_other', 'evt_first'])
      expect(await m.capturedWebhook(paid, order.amount, header)).toEqual({ status: 'duplicate' });
    expect(await events()).toBe(before);
    expect(await outboxOf('PaymentCaptured', order.orderId)).toBe(1);
  });
});
