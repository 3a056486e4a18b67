import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import {
  CERTIFICATION_COURSE_ID,
  type CourseOrderResponse,
  type EnrolmentStateResponse,
  type PaymentConfirmation,
  type PaymentOrderResponse,
  type PurchaseHistoryResponse,
} from '@app/contracts';
import { RefundPaymentJob } from '@app/commerce';
import type { AppConfig } from '@app/config';
import { eventually } from '../../../test/support/test-env.js';
import { json } from '../../../test/support/apps.js';
import { createPricedCareers } from '../../../test/support/catalogue.js';
import {
  capturedEvent,
  postWebhook,
  sandboxDeliveries,
  sandboxPay,
  sandboxPayments,
  sandboxRefunds,
} from '../../../test/support/razorpay-sandbox.js';
import { startStack, type TestStackWithWorker } from '../../../test/support/stack.js';
import { createSignedInUser, type TestUser as Caller } from '../../../test/support/users.js';
import { reconcilerSawOrdersOf, settled } from '../../../test/support/settled.js';

/**
 * Issue 8, money: one open order per cart (reused while unchanged, replaced when changed), a payment that
 * cannot pay its order refunded once through Razorpay's Refunds API, webhooks keyed on what the signature covers.
 */
type Err = { statusCode: number; code: string; message: string };

let stack: TestStackWithWorker;
let config: AppConfig;
let app: NestFastifyApplication;
let db: pg.Pool;

beforeAll(async () => {
  // A fast reconciler, so it races the confirmations and webhooks too.
  stack = await startStack({
    worker: true,
    listen: true,
    settings: { PAYMENT_RECONCILE_EVERY_MS: '500', PAYMENT_RECONCILE_AFTER_MS: '1000' },
  });
  ({ config, app, db } = stack);
});

afterAll(() => stack?.stop());

const newUser = (): Promise<Caller> => createSignedInUser(app, db, 'student', { prefix: 'rfd', state: 'Karnataka' });
const auth = (caller: Caller): Record<string, string> => ({ authorization: caller.token });
const fillCart = async (caller: Caller, careerIds: string[]) =>
  expect(
    (await json(app, 'POST', `/api/platform/cart/merge?userId=${caller.id}`, { careers: careerIds }, auth(caller)))
      .status,
  ).toBe(200);
const createOrder = (caller: Caller) =>
  json<PaymentOrderResponse>(app, 'POST', `/api/payment/order?userId=${caller.id}`, undefined, auth(caller));
const courseOrder = (caller: Caller) =>
  json<CourseOrderResponse>(
    app,
    'POST',
    '/api/course/order',
    { amount: 1, course: { id: CERTIFICATION_COURSE_ID, type: 1 } },
    auth(caller),
  );
const pay = (razorpayOrderId: string, webhook = true, again = false) =>
  sandboxPay<PaymentConfirmation>(app, razorpayOrderId, 'success', webhook, again);
const save = <T = EnrolmentStateResponse>(caller: Caller, orderRef: string, fields: unknown) =>
  json<T>(app, 'PUT', `/api/payment/save?orderId=${orderRef}`, fields, auth(caller));
const confirmCourse = <T = unknown>(caller: Caller, id: string, fields: unknown) =>
  json<T>(app, 'POST', `/api/course/${id}`, fields, auth(caller));
const enrolState = (caller: Caller) =>
  json<EnrolmentStateResponse>(app, 'POST', `/api/platform/cart/enroll?userId=${caller.id}`, undefined, auth(caller));

const count = async (sql: string, params: unknown[]) =>
  (await db.query(`SELECT count(*)::int AS n FROM (${sql}) q`, params)).rows[0].n as number;
const orderRow = async (orderId: string) => (await db.query('SELECT * FROM orders WHERE id = $1', [orderId])).rows[0];
const refundRows = (userId: string) =>
  db
    .query(
      `SELECT r.* FROM payment_refunds r JOIN orders o ON o.id = r.order_id WHERE o.user_id = $1 ORDER BY r.created_at`,
      [userId],
    )
    .then((r) => r.rows);
const invoicesOf = (userId: string) =>
  count('SELECT 1 FROM invoices i JOIN orders o ON o.id = i.order_id WHERE o.user_id = $1', [userId]);
const enrolledCareers = (userId: string) =>
  db
    .query(`SELECT career_id, order_id FROM user_careers WHERE user_id = $1 ORDER BY career_id`, [userId])
    .then((r) => r.rows);
const mailsTo = (to: string, subjectLike: string) =>
  count(`SELECT 1 FROM mail_deliveries WHERE recipient = $1 AND subject LIKE $2`, [to, subjectLike]);
const salesRefundMails = (email: string) =>
  count(
    `SELECT 1 FROM dev_mailbox WHERE recipient = $1 AND subject LIKE 'Automatic refund:%' AND text LIKE '%' || $2 || '%'`,
    [config.mail.salesEmail, email],
  );

/** Refunds of this user: each processed by the sandbox exactly once, both mails sent once. */
async function expectRefundedOnce(caller: Caller, paymentIds: string[]): Promise<void> {
  await eventually(
    async () => (await mailsTo(caller.email, 'Refund of %')) >= paymentIds.length,
    20_000,
    'the refund mails',
  );
  // Let the other paths (webhook, reconciler, job retries) refund again, if they were going to: a reconciler run
  // that saw every order of the user, then nothing under way.
  await reconcilerSawOrdersOf(app, db, caller.id, config.payments.reconcileAfterMs);
  await settled(app);
  const rows = await refundRows(caller.id);
  expect(rows.map((r) => r.razorpay_payment_id).sort()).toEqual([...paymentIds].sort());
  for (const row of rows) {
    expect(row.status).toBe('PROCESSED');
    const atRazorpay = await sandboxRefunds(app, config, row.razorpay_payment_id);
    expect(atRazorpay).toEqual([
      expect.objectContaining({ id: row.razorpay_refund_id, amount: row.amount_paise, status: 'processed' }),
    ]);
  }
  expect(await mailsTo(caller.email, 'Refund of %')).toBe(paymentIds.length);
  expect(await salesRefundMails(caller.email)).toBe(paymentIds.length);
}

describe('one open order per cart', () => {
  it('gives an unchanged cart its open order back (same Razorpay order), also to parallel requests', async () => {
    const me = await newUser();
    await fillCart(me, await createPricedCareers(db, [49_900, 29_900], 'Reuse career'));
    const first = (await createOrder(me)).body;
    const again = (await createOrder(me)).body;
    const parallel = await Promise.all(Array.from({ length: 5 }, () => createOrder(me)));
    for (const res of [again, ...parallel.map((r) => r.body)])
      expect(res).toMatchObject({ orderId: first.orderId, id: first.id, amount: first.amount });
    expect(await count('SELECT 1 FROM orders WHERE user_id = $1', [me.id])).toBe(1);
  });

  it('replaces the open order of a changed cart; a payment that still reaches the old one is refunded (409 ORDER_REPLACED), never enrolled', async () => {
    const me = await newUser();
    const [a, b] = await createPricedCareers(db, [59_900, 19_900], 'Replace career');
    await fillCart(me, [a]);
    const old = (await createOrder(me)).body;
    await fillCart(me, [b]);
    const current = (await createOrder(me)).body;
    expect(current.orderId).not.toBe(old.orderId);
    expect(current.id).not.toBe(old.id);
    expect((await orderRow(old.orderId)).status).toBe('REPLACED');

    // The old checkout was still open in another tab, and is paid there.
    const paidOld = (await pay(old.id!)).body;
    const refused = await save<Err>(me, old.orderId, paidOld);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('ORDER_REPLACED');
    expect(refused.body.message).toContain('replaced');
    await expectRefundedOnce(me, [paidOld.razorpay_payment_id]);
    expect(await refundRows(me.id)).toEqual([
      expect.objectContaining({ order_id: old.orderId, reason: 'REPLACED', amount_paise: old.amount }),
    ]);
    expect((await orderRow(old.orderId)).status).toBe('REFUNDED');
    expect(await enrolledCareers(me.id)).toEqual([]);
    expect(await invoicesOf(me.id)).toBe(0);
    // Razorpay shows the payment refunded in full.
    expect(await sandboxPayments(app, config, old.id!)).toEqual([
      expect.objectContaining({ id: paidOld.razorpay_payment_id, status: 'refunded', amount_refunded: old.amount }),
    ]);
    // Purchase History shows it refunded.
    const history = (
      await json<PurchaseHistoryResponse>(app, 'GET', `/api/payment/orders?userId=${me.id}`, undefined, auth(me))
    ).body;
    expect(history.find((o) => o._id === old.orderId)).toMatchObject({ status: 'REFUNDED', invoice: null });

    // The current order is paid as usual.
    const paid = (await pay(current.id!)).body;
    expect((await save(me, current.orderId, paid)).status).toBe(200);
    await eventually(
      async () => ((await enrolState(me)).body.status === 'enrolled' ? true : undefined),
      20_000,
      'enrolment',
    );
    expect((await enrolledCareers(me.id)).map((r) => r.career_id).sort()).toEqual([a, b].sort());
    await eventually(async () => (await invoicesOf(me.id)) === 1, 10_000, 'the invoice');
  });
});

describe('the refund job', () => {
  it('asks Razorpay once per payment, also when it runs again after Razorpay answered but before its commit', async () => {
    const me = await newUser();
    const [a, b] = await createPricedCareers(db, [45_000, 5_000], 'Retry career');
    await fillCart(me, [a]);
    const old = (await createOrder(me)).body;
    await fillCart(me, [b]);
    await createOrder(me);
    const paid = (await pay(old.id!)).body;
    await expectRefundedOnce(me, [paid.razorpay_payment_id]);
    const [row] = await refundRows(me.id);
    // As if the worker had died after Razorpay's answer: the row is PENDING again, and the job runs (twice).
    await db.query(`UPDATE payment_refunds SET status = 'PENDING', razorpay_refund_id = NULL WHERE id = $1`, [row.id]);
    const job = stack.worker.get(RefundPaymentJob);
    await job.handle({ refundId: row.id });
    await job.handle({ refundId: row.id });
    expect(await sandboxRefunds(app, config, paid.razorpay_payment_id)).toEqual([
      expect.objectContaining({ id: row.razorpay_refund_id }),
    ]);
    expect((await refundRows(me.id))[0]).toMatchObject({
      status: 'PROCESSED',
      razorpay_refund_id: row.razorpay_refund_id,
    });
  });
});

describe('two payments for one cart', () => {
  it('enrols once, invoices once and refunds the other payment once when one open order is paid twice in parallel', async () => {
    const me = await newUser();
    const ids = await createPricedCareers(db, [99_900, 29_900], 'Twice career');
    await fillCart(me, ids);
    // Two tabs: the unchanged cart gives both the same order, and both pay it at once.
    const [tab1, tab2] = (await Promise.all([createOrder(me), createOrder(me)])).map((r) => r.body);
    expect(tab2.id).toBe(tab1.id);
    const [p1, p2] = (await Promise.all([pay(tab1.id!, true, true), pay(tab1.id!, true, true)])).map((r) => r.body);
    expect(p1.razorpay_payment_id).not.toBe(p2.razorpay_payment_id);
    const saves = await Promise.all([save<Err>(me, tab1.orderId, p1), save<Err>(me, tab1.orderId, p2)]);
    const statuses = saves.map((s) => s.status).sort();
    // One confirmation pays the order; the other learns its payment is refunded (409 PAYMENT_REFUNDED).
    expect(statuses).toEqual([200, 409]);
    expect(saves.find((s) => s.status === 409)!.body.code).toBe('PAYMENT_REFUNDED');
    await eventually(
      async () => ((await enrolState(me)).body.status === 'enrolled' ? true : undefined),
      20_000,
      'enrolment',
    );
    const kept = (await orderRow(tab1.orderId)).razorpay_payment_id as string;
    const other = kept === p1.razorpay_payment_id ? p2.razorpay_payment_id : p1.razorpay_payment_id;
    await expectRefundedOnce(me, [other]);
    expect(await enrolledCareers(me.id)).toHaveLength(2);
    expect(await invoicesOf(me.id)).toBe(1);
    expect(await mailsTo(me.email, 'Your Disha Careers receipt%')).toBe(1);
  });

  it('of two open orders for one cart (made before this fix), paid in parallel, fulfils one and refunds the other', async () => {
    const me = await newUser();
    const [a, b] = await createPricedCareers(db, [129_900, 0], 'Legacy career');
    await fillCart(me, [a]);
    const first = (await createOrder(me)).body;
    await fillCart(me, [b]);
    const second = (await createOrder(me)).body;
    // Both open, as two tabs left them before orders were replaced: both hold career a.
    await db.query(`UPDATE orders SET status = 'CREATED' WHERE id = $1`, [first.orderId]);
    const [p1, p2] = (await Promise.all([pay(first.id!), pay(second.id!)])).map((r) => r.body);
    await Promise.all([save(me, first.orderId, p1), save(me, second.orderId, p2)]);
    await eventually(async () => ((await refundRows(me.id)).length === 1 ? true : undefined), 20_000, 'the refund');
    const [refund] = await refundRows(me.id);
    expect(refund.reason).toBe('ALREADY_OWNED');
    await expectRefundedOnce(me, [refund.razorpay_payment_id]);
    const statuses = [(await orderRow(first.orderId)).status, (await orderRow(second.orderId)).status].sort();
    expect(statuses).toEqual(['FULFILLED', 'REFUNDED']);
    const kept = (await orderRow(first.orderId)).status === 'FULFILLED' ? first.orderId : second.orderId;
    expect((await enrolledCareers(me.id)).every((r) => r.order_id === kept)).toBe(true);
    expect(await invoicesOf(me.id)).toBe(1);
  });

  it('gives one course seat, one invoice, and refunds the other payment once when the course order is paid twice', async () => {
    const me = await newUser();
    const [c1, c2] = (await Promise.all([courseOrder(me), courseOrder(me)])).map((r) => r.body.data);
    expect(c2.id).toBe(c1.id);
    const [p1, p2] = (await Promise.all([pay(c1.id, true, true), pay(c1.id, true, true)])).map((r) => r.body);
    const results = await Promise.all([confirmCourse<Err>(me, c1._id, p1), confirmCourse<Err>(me, c1._id, p2)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    await eventually(
      async () => ((await orderRow(c1._id)).status === 'FULFILLED' ? true : undefined),
      20_000,
      'the seat',
    );
    const kept = (await orderRow(c1._id)).razorpay_payment_id as string;
    await expectRefundedOnce(me, [kept === p1.razorpay_payment_id ? p2.razorpay_payment_id : p1.razorpay_payment_id]);
    expect(await count('SELECT 1 FROM course_enrolments WHERE user_id = $1', [me.id])).toBe(1);
    expect(await invoicesOf(me.id)).toBe(1);
  });
});

describe('webhooks', () => {
  it('treats a replay under a new X-Razorpay-Event-Id as the same event: nothing changes', async () => {
    const me = await newUser();
    await fillCart(me, await createPricedCareers(db, [39_900], 'Replay career'));
    const order = (await createOrder(me)).body;
    await pay(order.id!);
    const deliveries = await eventually(
      async () => {
        const list = await sandboxDeliveries(app, order.id!);
        return list.length === 2 && list.every((d) => d.status === 200) ? list : undefined;
      },
      10_000,
      'sandbox webhooks',
    );
    const before = await count('SELECT 1 FROM payment_events WHERE order_id = $1', [order.orderId]);
    for (const delivery of deliveries) {
      const res = await postWebhook(
        app,
        config,
        delivery.body,
        `evt_new_header_${delivery.eventId}`,
        delivery.signature,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'duplicate' });
    }
    // The same payment, a body of our own: same event type and payment id, same key.
    const payment = JSON.parse(deliveries[0].body).payload.payment.entity as { id: string };
    expect(
      (await postWebhook(app, config, capturedEvent(order.id!, payment.id, order.amount), 'evt_other')).json(),
    ).toEqual({ status: 'duplicate' });
    expect(await count('SELECT 1 FROM payment_events WHERE order_id = $1', [order.orderId])).toBe(before);
  });
});
