import { createHmac } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import {
  orderAmounts,
  type EnrolmentStateResponse,
  type PaymentConfirmation,
  type PaymentOrderResponse,
  type Role,
} from '@app/contracts';
import type { AppConfig } from '@app/config';
import { eventually } from '../../../test/support/test-env.js';
import { json } from '../../../test/support/apps.js';
import { createPricedCareers } from '../../../test/support/catalogue.js';
import { capturedEvent, postWebhook, sandboxDeliveries, sandboxPay } from '../../../test/support/razorpay-sandbox.js';
import { startStack, type TestStack } from '../../../test/support/stack.js';
import { createSignedInUser, type TestUser as Caller } from '../../../test/support/users.js';
import { ageOrdersOf } from '../../../test/support/rows.js';
import { reconcilerSawOrdersOf, settled } from '../../../test/support/settled.js';

type Err = { statusCode: number; message: string; errors?: { field: string; message: string }[] };

let stack: TestStack;
let config: AppConfig;
let app: NestFastifyApplication;
let db: pg.Pool;
let schoolId: string;
let baseUrl: string;

beforeAll(async () => {
  // The API listens on a real port: the sandbox's webhooks and the SDK's Orders API calls go over HTTP.
  stack = await startStack({
    worker: true,
    listen: true,
    settings: { PAYMENT_RECONCILE_EVERY_MS: '500', PAYMENT_RECONCILE_AFTER_MS: '1500' },
  });
  ({ config, app, db } = stack);
  baseUrl = config.http.publicUrl;
  schoolId = (await db.query(`INSERT INTO schools (name, campus_id) VALUES ('Pay School', 'PAY') RETURNING id`)).rows[0]
    .id;
});

afterAll(() => stack?.stop());

/** A user whose profile names a state, so checkout need not ask for the billing state (invoices.http.spec.ts covers that). */
const newUser = (role: Role = 'student'): Promise<Caller> =>
  createSignedInUser(app, db, role, {
    prefix: 'pay',
    state: 'Karnataka',
    schoolId: role === 'campus_student' ? schoolId : undefined,
  });

const careersPriced = (prices: number[]) => createPricedCareers(db, prices, 'Pay career');

const auth = (caller: Caller): Record<string, string> => ({ authorization: caller.token });
const fillCart = async (caller: Caller, careerIds: string[]) =>
  expect(
    (await json(app, 'POST', `/api/platform/cart/merge?userId=${caller.id}`, { careers: careerIds }, auth(caller)))
      .status,
  ).toBe(200);
const createOrder = <T = PaymentOrderResponse>(caller: Caller, body?: unknown, userId = caller.id) =>
  json<T>(app, 'POST', `/api/payment/order?userId=${userId}`, body, auth(caller));
const pay = <T = PaymentConfirmation>(orderId: string, outcome: 'success' | 'failure', webhook = true) =>
  sandboxPay<T>(app, orderId, outcome, webhook);
const webhook = (body: string, eventId: string, signature?: string) =>
  postWebhook(app, config, body, eventId, signature);
const save = <T = EnrolmentStateResponse>(caller: Caller, orderRef: string, fields: unknown) =>
  json<T>(app, 'PUT', `/api/payment/save?orderId=${orderRef}`, fields, auth(caller));
const enrolState = <T = EnrolmentStateResponse>(caller: Caller, userId = caller.id) =>
  json<T>(app, 'POST', `/api/platform/cart/enroll?userId=${userId}`, undefined, auth(caller));

async function waitEnrolled(caller: Caller): Promise<EnrolmentStateResponse> {
  return eventually(
    async () => {
      const state = await enrolState(caller);
      return state.body.status === 'enrolled' ? state.body : undefined;
    },
    20_000,
    'enrolment',
  );
}

const orderRow = async (orderId: string) => (await db.query('SELECT * FROM orders WHERE id = $1', [orderId])).rows[0];
const count = async (sql: string, params: unknown[]) =>
  (await db.query(`SELECT count(*)::int AS n FROM (${sql}) q`, params)).rows[0].n as number;
const enrolments = (userId: string) =>
  db
    .query(`SELECT career_id, source, order_id FROM user_careers WHERE user_id = $1 ORDER BY career_id`, [userId])
    .then((r) => r.rows);
const cartIds = (userId: string) =>
  db
    .query(`SELECT career_id FROM cart_items WHERE user_id = $1 ORDER BY career_id`, [userId])
    .then((r) => r.rows.map((x) => x.career_id as string));
const captures = (orderId: string) =>
  count(`SELECT 1 FROM outbox WHERE type = 'PaymentCaptured' AND payload->>'orderId' = $1`, [orderId]);
const finalised = (orderId: string) =>
  count(`SELECT 1 FROM outbox WHERE type = 'EnrolmentFinalised' AND payload->>'orderId' = $1`, [orderId]);
const invoices = (orderId: string) => count('SELECT 1 FROM invoices WHERE order_id = $1', [orderId]);
const invoicesIssued = (orderId: string) =>
  count(`SELECT 1 FROM outbox WHERE type = 'InvoiceIssued' AND payload->>'orderId' = $1`, [orderId]);
const receipts = (email: string) =>
  count(`SELECT 1 FROM mail_deliveries WHERE recipient = $1 AND subject LIKE 'Your Disha Careers receipt%'`, [email]);
const sorted = (ids: string[]) => [...ids].sort();

/**
 * Every settled order must hold: one enrolment per career, one PaymentCaptured, one EnrolmentFinalised, one invoice
 * announced once, one receipt.
 */
async function expectFulfilledOnce(caller: Caller, orderId: string, careerIds: string[]): Promise<void> {
  await eventually(async () => (await receipts(caller.email)) >= 1, 20_000, 'the receipt');
  // Duplicates could only come from work still under way (webhooks, outbox rows, jobs): count once there is none.
  await settled(app);
  const rows = await enrolments(caller.id);
  expect(rows.map((r) => r.career_id)).toEqual(sorted(careerIds));
  expect(rows.every((r) => r.source === 'order' && r.order_id === orderId)).toBe(true);
  expect(await captures(orderId)).toBe(1);
  expect(await finalised(orderId)).toBe(1);
  expect(await invoices(orderId)).toBe(1);
  expect(await invoicesIssued(orderId)).toBe(1);
  expect(await receipts(caller.email)).toBe(1);
  expect((await orderRow(orderId)).status).toBe('FULFILLED');
}

describe('POST /api/payment/order', () => {
  const priceSets: number[][] = [
    [99_900],
    [49_900, 99_900],
    [25, 25, 50], // 100 -> GST 18
    [125, 100], // 225 -> GST 40.5 -> 41 (half up)
    [12_345, 67_891, 5], // GST 14443.38 -> 14443
    [333, 333, 334],
    [1_025], // 184.5 -> 185
    [149_900, 0, 29_900],
  ];

  it.each(priceSets.map((prices) => [prices]))(
    'charges the server prices + 18%% GST rounded once: %j',
    async (prices) => {
      const me = await newUser();
      const ids = await careersPriced(prices);
      await fillCart(me, ids);
      const expected = orderAmounts(prices);
      const res = await createOrder(me);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        amount: expected.totalPaise,
        currency: 'INR',
        key: config.payments.keyId,
        free: false,
      });
      expect(res.body.id).toMatch(/^order_/);
      const row = await orderRow(res.body.orderId);
      expect(row).toMatchObject({
        status: 'CREATED',
        subtotal_paise: expected.subtotalPaise,
        gst_paise: expected.gstPaise,
        total_paise: expected.totalPaise,
        currency: 'INR',
        razorpay_order_id: res.body.id,
      });
      const lines = (
        await db.query(
          'SELECT career_id, unit_price_paise, instance, total_price_paise FROM order_lines WHERE order_id = $1',
          [row.id],
        )
      ).rows;
      expect(lines).toHaveLength(prices.length);
      for (const [i, id] of ids.entries()) {
        expect(lines.find((l) => l.career_id === id)).toEqual({
          career_id: id,
          unit_price_paise: prices[i],
          instance: 1,
          total_price_paise: prices[i],
        });
      }
      // The Razorpay order (the sandbox's Orders API, through the SDK's own calls) carries the same amount and our ids.
      const basic = `Basic ${Buffer.from(`${config.payments.keyId}:${config.payments.keySecret}`).toString('base64')}`;
      const remote = await json<{ amount: number; receipt: string; notes: Record<string, string> }>(
        app,
        'GET',
        `/sandbox/razorpay/v1/orders/${res.body.id}`,
        undefined,
        { authorization: basic },
      );
      expect(remote.body).toMatchObject({
        amount: expected.totalPaise,
        receipt: row.id,
        notes: { orderId: row.id, userId: me.id },
      });
    },
  );

  it('ignores any amount or price in the body and uses the prices current at ordering time', async () => {
    const me = await newUser();
    const ids = await careersPriced([99_900, 49_900]);
    await fillCart(me, ids);
    // The price changes after the career went into the cart: the order takes the new one.
    await db.query('UPDATE careers SET selling_price_paise = 59900 WHERE id = $1', [ids[1]]);
    const res = await createOrder(me, {
      amount: 100,
      careers: ids.map((careerId) => ({ careerId, unit_price: 1, instance: 1, total_price: 1 })),
    });
    expect(res.status).toBe(201);
    expect(res.body.amount).toBe(orderAmounts([99_900, 59_900]).totalPaise);
    expect(res.body.amount).toBe(188_564);
  });

  it('refuses an empty cart (400), enrolled careers in the cart (409, listed), and makes no order', async () => {
    const me = await newUser();
    const empty = await createOrder<Err>(me);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Your cart is empty');
    const ids = await careersPriced([10_000, 20_000]);
    await fillCart(me, ids);
    await db.query(`INSERT INTO user_careers (user_id, career_id, source) VALUES ($1, $2, 'free')`, [me.id, ids[1]]);
    const conflict = await createOrder<Err>(me);
    expect(conflict.status).toBe(409);
    expect(conflict.body.errors).toEqual([{ field: ids[1], message: expect.stringContaining('already enrolled') }]);
    expect(await count('SELECT 1 FROM orders WHERE user_id = $1', [me.id])).toBe(0);
  });

  it("refuses another user's userId (403), campus students (403, saying why), staff, and no token (401)", async () => {
    const me = await newUser();
    const other = await newUser();
    const ids = await careersPriced([10_000]);
    await fillCart(other, ids);
    expect((await createOrder<Err>(me, undefined, other.id)).status).toBe(403);
    expect((await enrolState<Err>(me, other.id)).status).toBe(403);
    const campus = await newUser('campus_student');
    const refused = await createOrder<Err>(campus);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Campus students cannot buy careers; your school gives you your careers.');
    expect((await createOrder<Err>(await newUser('admin'))).status).toBe(403);
    expect((await json(app, 'POST', `/api/payment/order?userId=${me.id}`)).status).toBe(401);
    expect(await count('SELECT 1 FROM orders WHERE user_id = ANY($1)', [[me.id, other.id, campus.id]])).toBe(0);
  });
});

describe('paying', () => {
  it("enrols once when the webhook and the client confirmation both arrive; only the order's careers leave the cart; one receipt", async () => {
    const me = await newUser('parent');
    const ids = await careersPriced([99_900, 49_900]);
    await fillCart(me, ids);
    const order = (await createOrder(me)).body;
    expect((await enrolState(me)).body).toMatchObject({
      orderId: order.orderId,
      status: 'pending',
      careers: sorted(ids),
    });
    const [extra] = await careersPriced([1_000]);
    await fillCart(me, [extra]);

    const paid = await pay(order.id!, 'success');
    expect(paid.status).toBe(200);
    expect(paid.body.razorpay_order_id).toBe(order.id);
    // The client confirms with the checkout's fields, by our order id or by Razorpay's.
    const saved = await save(me, order.id!, paid.body);
    expect(saved.status).toBe(200);
    expect(['paid', 'enrolled']).toContain(saved.body.status);
    expect((await save(me, order.orderId, paid.body)).status).toBe(200);

    const state = await waitEnrolled(me);
    expect(state).toEqual({
      orderId: order.orderId,
      status: 'enrolled',
      careers: sorted(ids),
      message: 'Your careers are enrolled. Thank you!',
    });
    await expectFulfilledOnce(me, order.orderId, ids);
    expect(await cartIds(me.id)).toEqual([extra]);
    // Both webhooks (payment.captured, order.paid) arrived and were recorded.
    await eventually(
      async () => (await count('SELECT 1 FROM payment_events WHERE order_id = $1', [order.orderId])) === 2,
      10_000,
      'webhooks',
    );
    const row = await orderRow(order.orderId);
    expect(row.razorpay_payment_id).toBe(paid.body.razorpay_payment_id);
    expect(row.paid_at).toBeTruthy();
    expect(row.fulfilled_at).toBeTruthy();

    const mail = (
      await json<{ subject: string; text: string; html: string }[]>(app, 'GET', `/api/dev/mail?to=${me.email}`)
    ).body.find((m) => m.subject.startsWith('Your Disha Careers receipt'))!;
    expect(mail.subject).toBe('Your Disha Careers receipt: ₹1,767.64 for 2 careers');
    expect(mail.text).toContain('Subtotal: ₹1,498.00');
    expect(mail.text).toContain('GST (18%): ₹269.64');
    expect(mail.text).toContain('Total paid: ₹1,767.64');
    expect(mail.text).toContain(order.orderId);
    expect(mail.html).toContain('Pay career');
  });

  it('treats a webhook replayed 5 times (in a row and in parallel) as one event', async () => {
    const me = await newUser();
    const ids = await careersPriced([29_900]);
    await fillCart(me, ids);
    const order = (await createOrder(me)).body;
    await pay(order.id!, 'success');
    const deliveries = await eventually(
      async () => {
        const list = await sandboxDeliveries(app, order.id!);
        return list.length === 2 && list.every((d) => d.status === 200) ? list : undefined;
      },
      10_000,
      'sandbox webhooks',
    );
    const captured = deliveries.find((d) => d.event === 'payment.captured')!;
    for (let i = 0; i < 5; i++) {
      const res = await webhook(captured.body, captured.eventId, captured.signature);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'duplicate' });
    }
    const parallel = await Promise.all(
      Array.from({ length: 5 }, () => webhook(captured.body, captured.eventId, captured.signature)),
    );
    expect(parallel.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await count('SELECT 1 FROM payment_events WHERE order_id = $1', [order.orderId])).toBe(2);
    await waitEnrolled(me);
    await expectFulfilledOnce(me, order.orderId, ids);
  });

  it('enrols once when webhooks and client confirmations race in parallel', async () => {
    const me = await newUser();
    const ids = await careersPriced([19_900, 9_900, 4_900]);
    await fillCart(me, ids);
    const order = (await createOrder(me)).body;
    const paid = (await pay(order.id!, 'success', false)).body;
    const body = capturedEvent(order.id!, paid.razorpay_payment_id, order.amount);
    const results = await Promise.all([
      ...Array.from({ length: 4 }, () => save(me, order.id!, paid)),
      ...Array.from({ length: 4 }, (_, i) =>
        webhook(body, `evt_race_${order.orderId}_${i}`).then((r) => ({ status: r.statusCode })),
      ),
    ]);
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    await waitEnrolled(me);
    await expectFulfilledOnce(me, order.orderId, ids);
    expect(await cartIds(me.id)).toEqual([]);
  });

  it('refuses forged and mismatched confirmations with 400 and changes nothing', async () => {
    const me = await newUser();
    const ids = await careersPriced([39_900]);
    await fillCart(me, ids);
    const order = (await createOrder(me)).body;
    const otherUser = await newUser();
    await fillCart(otherUser, await careersPriced([500]));
    const otherOrder = (await createOrder(otherUser)).body;
    const otherPaid = (await pay(otherOrder.id!, 'success', false)).body;

    const forged = {
      razorpay_payment_id: 'pay_Forged00000001',
      razorpay_order_id: order.id,
      razorpay_signature: 'a'.repeat(64),
    };
    const signedWithWrongKey = {
      ...forged,
      razorpay_signature: createHmac('sha256', 'not-the-secret').update(`${order.id}|pay_Forged00000001`).digest('hex'),
    };
    // Another order's genuine fields, presented for this order.
    const otherOrdersFields = otherPaid;
    // This order's id with a signature made for another order.
    const mismatched = { ...otherPaid, razorpay_order_id: order.id };
    for (const fields of [
      forged,
      signedWithWrongKey,
      otherOrdersFields,
      mismatched,
      { ...forged, razorpay_signature: 'not-hex' },
    ]) {
      const res = await save<Err>(me, order.orderId, fields);
      expect(res).toEqual({
        status: 400,
        body: { statusCode: 400, code: 'BAD_REQUEST', message: 'Payment verification failed' },
      });
    }
    const missing = await save<Err>(me, order.orderId, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.map((e) => e.field)).toEqual([
      'razorpay_payment_id',
      'razorpay_order_id',
      'razorpay_signature',
    ]);
    // Someone else's order, even with its genuine fields, is not found for this caller.
    expect((await save<Err>(me, otherOrder.orderId, otherPaid)).status).toBe(404);
    expect((await save<Err>(me, '00000000-0000-4000-8000-000000000000', forged)).status).toBe(404);

    expect((await orderRow(order.orderId)).status).toBe('CREATED');
    expect(await captures(order.orderId)).toBe(0);
    expect(await enrolments(me.id)).toEqual([]);
    expect(await cartIds(me.id)).toEqual(ids);
    // The other user's own confirmation still works.
    expect((await save(otherUser, otherOrder.id!, otherPaid)).status).toBe(200);
  });

  it('refuses webhooks with a bad signature (400), recording nothing', async () => {
    const me = await newUser();
    await fillCart(me, await careersPriced([15_000]));
    const order = (await createOrder(me)).body;
    const body = capturedEvent(order.id!, 'pay_Forged00000002', order.amount);
    const forged = await webhook(body, 'evt_forged_1', createHmac('sha256', 'wrong-secret').update(body).digest('hex'));
    expect(forged.statusCode).toBe(400);
    expect((await webhook(body, 'evt_forged_2', '')).statusCode).toBe(400);
    // Signed bytes, then changed: the amount raised by a rupee.
    const signed = createHmac('sha256', config.payments.webhookSecret).update(body).digest('hex');
    expect(
      (await webhook(body.replace(String(order.amount), String(order.amount + 100)), 'evt_forged_3', signed))
        .statusCode,
    ).toBe(400);
    expect(await count('SELECT 1 FROM payment_events WHERE event_id LIKE $1', ['evt_forged_%'])).toBe(0);
    expect((await orderRow(order.orderId)).status).toBe('CREATED');
  });

  it('records a failed payment, enrols nothing, and still accepts a later successful attempt', async () => {
    const me = await newUser();
    const ids = await careersPriced([24_900]);
    await fillCart(me, ids);
    const order = (await createOrder(me)).body;
    const failed = await pay<{ error: { code: string; metadata: { order_id: string; payment_id: string } } }>(
      order.id!,
      'failure',
    );
    expect(failed.body.error.metadata.order_id).toBe(order.id);
    await eventually(
      async () =>
        (await count(`SELECT 1 FROM payment_events WHERE order_id = $1 AND type = 'payment.failed'`, [
          order.orderId,
        ])) === 1,
      10_000,
      'payment.failed',
    );
    // Shown as failed, but the order stays payable: payment.failed never closes it (Razorpay lets the buyer retry).
    expect((await orderRow(order.orderId)).status).toBe('CREATED');
    expect((await orderRow(order.orderId)).payment_failed_at).toBeTruthy();
    expect((await enrolState(me)).body.status).toBe('failed');
    // Checkout again with the unchanged cart: the same order and Razorpay order, to retry.
    expect((await createOrder(me)).body).toMatchObject({ orderId: order.orderId, id: order.id });
    // Once the reconciler has looked at the order (a run begun after it was old enough), having found only the
    // failed payment, nothing has changed.
    await reconcilerSawOrdersOf(app, db, me.id, config.payments.reconcileAfterMs);
    await settled(app);
    expect(await enrolments(me.id)).toEqual([]);
    expect(await captures(order.orderId)).toBe(0);
    expect(await cartIds(me.id)).toEqual(ids);
    expect(await receipts(me.email)).toBe(0);

    const paid = (await pay(order.id!, 'success')).body;
    expect((await save(me, order.id!, paid)).status).toBe(200);
    await waitEnrolled(me);
    await expectFulfilledOnce(me, order.orderId, ids);
  });

  it('creates a zero-total order paid, without Razorpay, and enrols it the same way', async () => {
    const me = await newUser();
    const ids = await careersPriced([0, 0]);
    await fillCart(me, ids);
    const res = await createOrder(me);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ amount: 0, id: null, currency: 'INR', free: true, subtotal: 0, gst: 0 });
    expect((await orderRow(res.body.orderId)).razorpay_order_id).toBeNull();
    await waitEnrolled(me);
    await expectFulfilledOnce(me, res.body.orderId, ids);
    expect(await cartIds(me.id)).toEqual([]);
  });

  it('keeps one enrolment for a career enrolled elsewhere between ordering and paying', async () => {
    const me = await newUser();
    const ids = await careersPriced([10_000, 20_000]);
    await fillCart(me, ids);
    const order = (await createOrder(me)).body;
    await db.query(`INSERT INTO user_careers (user_id, career_id, source) VALUES ($1, $2, 'classroom')`, [
      me.id,
      ids[0],
    ]);
    const paid = (await pay(order.id!, 'success')).body;
    await save(me, order.id!, paid);
    await waitEnrolled(me);
    await eventually(async () => (await receipts(me.email)) === 1, 10_000, 'receipt');
    const rows = await enrolments(me.id);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.career_id === ids[0])).toMatchObject({ source: 'classroom', order_id: null });
    expect(rows.find((r) => r.career_id === ids[1])).toMatchObject({ source: 'order', order_id: order.orderId });
    expect(await cartIds(me.id)).toEqual([]);
  });

  it('reconciles a paid order whose webhook and client confirmation never came', async () => {
    const me = await newUser();
    const ids = await careersPriced([34_900]);
    await fillCart(me, ids);
    const order = (await createOrder(me)).body;
    await pay(order.id!, 'success', false);
    // Old enough for the reconciler's next run, instead of waiting PAYMENT_RECONCILE_AFTER_MS.
    await ageOrdersOf(db, me.id, config.payments.reconcileAfterMs + 1000);
    const state = await waitEnrolled(me);
    expect(state.careers).toEqual(ids);
    await expectFulfilledOnce(me, order.orderId, ids);
    expect(await count('SELECT 1 FROM payment_events WHERE order_id = $1', [order.orderId])).toBe(0);
  });

  it('answers 404 from /platform/cart/enroll before the first order', async () => {
    const me = await newUser();
    const res = await enrolState<Err>(me);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('You have no order yet');
  });
});

describe('the Razorpay sandbox', () => {
  it('serves checkout.js and a payment page showing the stored amount, and refuses a wrong key', async () => {
    const script = await app.inject({ method: 'GET', url: '/sandbox/razorpay/checkout.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toContain('window.Razorpay = Razorpay');
    const me = await newUser();
    await fillCart(me, await careersPriced([99_900]));
    const order = (await createOrder(me)).body;
    expect(order.checkoutScript).toBe(`${baseUrl}/sandbox/razorpay/checkout.js`);
    const page = await app.inject({
      method: 'GET',
      url: `/sandbox/razorpay/checkout?key=${order.key}&order_id=${order.id}&name=Disha`,
    });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('₹1,178.82');
    const wrongKey = await app.inject({
      method: 'GET',
      url: `/sandbox/razorpay/checkout?key=rzp_test_other&order_id=${order.id}`,
    });
    expect(wrongKey.body).toContain('Invalid key');
  });

  it("answers the Orders API only with the sandbox keys, in Razorpay's error shape", async () => {
    const res = await json<{ error: { code: string; description: string } }>(
      app,
      'POST',
      '/sandbox/razorpay/v1/orders',
      { amount: 1000, currency: 'INR' },
      {
        authorization: `Basic ${Buffer.from('rzp_test_other:secret').toString('base64')}`,
      },
    );
    expect(res).toEqual({
      status: 401,
      body: { error: expect.objectContaining({ code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' }) },
    });
    const paid = await json<Err>(app, 'POST', '/sandbox/razorpay/pay', {
      order_id: 'order_Unknown0000000',
      outcome: 'success',
    });
    expect(paid.status).toBe(400);
  });
});
