import { createHmac } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import {
  CERTIFICATION_COURSE_ID,
  ERROR_CODES,
  PAYMENT_MESSAGES,
  type AdminDashboard,
  type CourseOrderResponse,
  type PaymentConfirmation,
  type PaymentOrderResponse,
} from '@app/contracts';
import type { AppConfig } from '@app/config';
import { json } from '../../../test/support/apps.js';
import { createPricedCareers } from '../../../test/support/catalogue.js';
import { capturedEvent, postWebhook, sandboxPayments } from '../../../test/support/razorpay-sandbox.js';
import { settled } from '../../../test/support/settled.js';
import { startStack, type TestStack } from '../../../test/support/stack.js';
import { eventually } from '../../../test/support/test-env.js';
import { createSignedInUser, type TestUser as Caller } from '../../../test/support/users.js';

// Issue 23: a payment is believed only once Razorpay (here its sandbox, through the SDK over HTTP) says it exists,
// is captured, is this order's and is of its amount. A signature alone (the key secret's or the webhook secret's)
// proves nothing about the money. A captured payment of another amount is refunded in full, and admins are told.
// Razorpay unreachable, the authorised payment and the reconciler's cap are libs/commerce/test/payment-verification.spec.ts's.

type Err = { statusCode: number; code: string; message: string };

let stack: TestStack;
let config: AppConfig;
let app: NestFastifyApplication;
let db: pg.Pool;
let admin: Caller;

beforeAll(async () => {
  // The worker runs the refund and mail jobs; the reconciler waits long enough never to be the path under test.
  stack = await startStack({
    worker: true,
    listen: true,
    settings: { PAYMENT_RECONCILE_EVERY_MS: '60000', PAYMENT_RECONCILE_AFTER_MS: '600000' },
  });
  ({ config, app, db } = stack);
  admin = await createSignedInUser(app, db, 'admin', { prefix: 'verad' });
});

afterAll(() => stack?.stop());

const newUser = (): Promise<Caller> => createSignedInUser(app, db, 'student', { prefix: 'ver', state: 'Karnataka' });
const auth = (caller: Caller): Record<string, string> => ({ authorization: caller.token });
const fillCart = async (caller: Caller, careerIds: string[]) =>
  expect(
    (await json(app, 'POST', `/api/platform/cart/merge?userId=${caller.id}`, { careers: careerIds }, auth(caller)))
      .status,
  ).toBe(200);
const cartOrder = async (caller: Caller, prices: number[]) => {
  await fillCart(caller, await createPricedCareers(db, prices, 'Verify career'));
  return (await json<PaymentOrderResponse>(app, 'POST', `/api/payment/order?userId=${caller.id}`, {}, auth(caller)))
    .body;
};
const save = <T = unknown>(caller: Caller, orderRef: string, fields: unknown) =>
  json<T>(app, 'PUT', `/api/payment/save?orderId=${orderRef}`, fields, auth(caller));
/** What a forger holding the key secret could hand the confirmation: a correct signature over a made-up payment. */
const signedWithKeySecret = (razorpayOrderId: string, paymentId: string): PaymentConfirmation => ({
  razorpay_payment_id: paymentId,
  razorpay_order_id: razorpayOrderId,
  razorpay_signature: createHmac('sha256', config.payments.keySecret)
    .update(`${razorpayOrderId}|${paymentId}`)
    .digest('hex'),
});

const orderRow = async (orderId: string) => (await db.query('SELECT * FROM orders WHERE id = $1', [orderId])).rows[0];
const count = async (sql: string, params: unknown[]) =>
  (await db.query(`SELECT count(*)::int AS n FROM (${sql}) q`, params)).rows[0].n as number;
const captures = (orderId: string) =>
  count(`SELECT 1 FROM outbox WHERE type = 'PaymentCaptured' AND payload->>'orderId' = $1`, [orderId]);

/** Nothing came of it: the order unpaid, nothing announced, enrolled, invoiced or refunded. */
async function expectNothingDone(caller: Caller, orderId: string): Promise<void> {
  await settled(app);
  expect((await orderRow(orderId)).status).toBe('CREATED');
  expect(await captures(orderId)).toBe(0);
  expect(await count('SELECT 1 FROM user_careers WHERE user_id = $1', [caller.id])).toBe(0);
  expect(await count('SELECT 1 FROM course_enrolments WHERE user_id = $1', [caller.id])).toBe(0);
  expect(await count('SELECT 1 FROM invoices WHERE order_id = $1', [orderId])).toBe(0);
  expect(await count('SELECT 1 FROM payment_refunds WHERE order_id = $1', [orderId])).toBe(0);
}

describe('a payment Razorpay never made', () => {
  it('is refused at the confirmation though signed with the key secret, for the cart and for the course', async () => {
    const me = await newUser();
    const order = await cartOrder(me, [49_900]);
    const refused = await save<Err>(me, order.orderId, signedWithKeySecret(order.id!, 'pay_MadeUp00000001'));
    expect(refused).toEqual({
      status: 400,
      body: { statusCode: 400, code: 'BAD_REQUEST', message: PAYMENT_MESSAGES.verificationFailed },
    });
    await expectNothingDone(me, order.orderId);

    const course = (
      await json<CourseOrderResponse>(
        app,
        'POST',
        '/api/course/order',
        { course: { id: CERTIFICATION_COURSE_ID, type: 1 } },
        auth(me),
      )
    ).body.data;
    const courseRefused = await json<Err>(
      app,
      'POST',
      `/api/course/${course._id}`,
      signedWithKeySecret(course.id, 'pay_MadeUp00000002'),
      auth(me),
    );
    expect(courseRefused.status).toBe(400);
    await expectNothingDone(me, course._id);
  });

  it('is refused in a webhook signed with the webhook secret', async () => {
    const me = await newUser();
    const order = await cartOrder(me, [29_900]);
    const body = capturedEvent(order.id!, 'pay_MadeUp00000003', order.amount);
    const res = await postWebhook(app, config, body, 'evt_madeup_1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message: PAYMENT_MESSAGES.verificationFailed });
    await expectNothingDone(me, order.orderId);
    // Nothing recorded either: the same event, once Razorpay could vouch for it, would not be taken for a replay.
    expect(await count('SELECT 1 FROM payment_events WHERE order_id = $1', [order.orderId])).toBe(0);
  });
});

describe('a captured payment of another amount than the order', () => {
  it('is refunded in full, fulfils nothing, and admins see it (dashboard, mail to sales)', async () => {
    const me = await newUser();
    const order = await cartOrder(me, [99_900]);
    const short = order.amount - 50_000;
    // A tampered checkout: the sandbox captures what it was told to, as Razorpay would for a forged amount.
    const paid = await json<PaymentConfirmation>(app, 'POST', '/sandbox/razorpay/pay', {
      order_id: order.id,
      outcome: 'success',
      amount: short,
    });
    expect(paid.status).toBe(200);
    const refused = await save<Err>(me, order.orderId, paid.body);
    expect(refused).toEqual({
      status: 409,
      body: { statusCode: 409, code: ERROR_CODES.PaymentRefunded, message: PAYMENT_MESSAGES.wrongAmountRefunded },
    });

    // Refunded in full through the refund path, once, whichever of the confirmation and the webhooks came first.
    await eventually(
      async () =>
        (await sandboxPayments(app, config, order.id!)).every(
          (p) => p.status === 'refunded' && p.amount_refunded === short,
        ),
      20_000,
      'the refund at Razorpay',
    );
    await settled(app);
    const refunds = (await db.query('SELECT * FROM payment_refunds WHERE order_id = $1', [order.orderId])).rows;
    expect(refunds.map((r) => [r.razorpay_payment_id, r.amount_paise, r.reason, r.status])).toEqual([
      [paid.body.razorpay_payment_id, short, 'AMOUNT_MISMATCH', 'PROCESSED'],
    ]);
    const row = await orderRow(order.orderId);
    expect(row.status).toBe('REFUNDED');
    expect(await captures(order.orderId)).toBe(0);
    expect(await count('SELECT 1 FROM user_careers WHERE user_id = $1', [me.id])).toBe(0);
    expect(await count('SELECT 1 FROM invoices WHERE order_id = $1', [order.orderId])).toBe(0);

    // Sales are told once, with the amounts.
    const sales = await eventually(
      async () => {
        const mails = (
          await json<{ subject: string; text: string }[]>(app, 'GET', `/api/dev/mail?to=${config.mail.salesEmail}`)
        ).body.filter((m) => m.text.includes(order.orderId));
        return mails.length ? mails : undefined;
      },
      20_000,
      'the mail to sales',
    );
    expect(sales).toHaveLength(1);
    expect(sales[0].text).toContain('not the amount of the order');

    // The admins' dashboard lists it under what needs attention.
    const dashboard = await json<AdminDashboard>(app, 'GET', '/api/admin/dashboard', undefined, auth(admin));
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.attention).toContainEqual(
      expect.objectContaining({
        kind: 'wrong-amount',
        reason: 'AMOUNT_MISMATCH',
        orderId: order.orderId,
        razorpayPaymentId: paid.body.razorpay_payment_id,
        amount: short / 100,
      }),
    );
  });
});

describe("the admins' dashboard", () => {
  it('lists a paid order the reconciler gave up fulfilling, until it is fulfilled', async () => {
    const me = await newUser();
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO orders (user_id, status, subtotal_paise, gst_paise, total_paise, razorpay_payment_id, paid_at,
         fulfilment_retries, fulfilment_given_up_at)
       VALUES ($1, 'PAID', 10000, 1800, 11800, 'pay_GivenUp0000001', now() - interval '1 hour', 5, now())
       RETURNING id`,
      [me.id],
    );
    const listed = async () =>
      (await json<AdminDashboard>(app, 'GET', '/api/admin/dashboard', undefined, auth(admin))).body.attention.filter(
        (a) => a.orderId === rows[0].id,
      );
    expect(await listed()).toEqual([
      expect.objectContaining({ kind: 'not-fulfilled', razorpayPaymentId: 'pay_GivenUp0000001', amount: 118 }),
    ]);
    await db.query(`UPDATE orders SET status = 'FULFILLED', fulfilled_at = now() WHERE id = $1`, [rows[0].id]);
    expect(await listed()).toEqual([]);
  });
});
