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
import { json } from '../../../test/support/apps.js';
import { createPricedCareers } from '../../../test/support/catalogue.js';
import { sandboxPay } from '../../../test/support/razorpay-sandbox.js';
import { startStack, type TestStack } from '../../../test/support/stack.js';
import { createSignedInUser, type TestUser as Caller } from '../../../test/support/users.js';

/**
 * A payment that cannot pay its order, on the wire: the checkout's confirmation answers 409 with the code it
 * branches on. Which payment is refunded, how much, once by every path and in every race, is the refund rules'
 * spec (libs/commerce/test/refunds.spec.ts); here no worker runs, as the answer does not wait for the refund.
 */
type Err = { statusCode: number; code: string; message: string };

let stack: TestStack;
let app: NestFastifyApplication;
let db: pg.Pool;

beforeAll(async () => {
  // A real port: the SDK calls the sandbox's Orders API over HTTP.
  stack = await startStack({ listen: true });
  ({ app, db } = stack);
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
/** Paid in the sandbox without its webhooks, so the confirmation below is the path that captures. */
const pay = (razorpayOrderId: string, again = false) =>
  sandboxPay<PaymentConfirmation>(app, razorpayOrderId, 'success', false, again);
const save = <T = unknown>(caller: Caller, orderRef: string, fields: unknown) =>
  json<T>(app, 'PUT', `/api/payment/save?orderId=${orderRef}`, fields, auth(caller));

describe('a payment that cannot pay its order', () => {
  it('answers 409 ORDER_REPLACED when it reached an order a changed cart replaced', async () => {
    const me = await newUser();
    const [a, b] = await createPricedCareers(db, [59_900, 19_900], 'Replace career');
    await fillCart(me, [a]);
    const old = (await createOrder(me)).body;
    await fillCart(me, [b]);
    expect((await createOrder(me)).status).toBe(201);
    const refused = await save<Err>(me, old.orderId, (await pay(old.id!)).body);
    expect(refused).toEqual({
      status: 409,
      body: { statusCode: 409, code: ERROR_CODES.OrderReplaced, message: PAYMENT_MESSAGES.orderReplaced },
    });

    // Refunded in full by itself, and admins see it under what needs attention (issue 23): the buyer may call.
    const admin = await createSignedInUser(app, db, 'admin', { prefix: 'rfdad' });
    const dashboard = await json<AdminDashboard>(app, 'GET', '/api/admin/dashboard', undefined, auth(admin));
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.attention).toContainEqual(
      expect.objectContaining({ kind: 'refunded', reason: 'REPLACED', orderId: old.orderId }),
    );
  });

  it('answers 409 PAYMENT_REFUNDED to the second payment of a paid order, for the cart and for the course', async () => {
    const me = await newUser();
    await fillCart(me, await createPricedCareers(db, [99_900], 'Twice career'));
    const order = (await createOrder(me)).body;
    const first = (await pay(order.id!)).body;
    const second = (await pay(order.id!, true)).body;
    expect((await save(me, order.orderId, first)).status).toBe(200);
    const refunded = { statusCode: 409, code: ERROR_CODES.PaymentRefunded, message: PAYMENT_MESSAGES.paymentRefunded };
    expect(await save<Err>(me, order.orderId, second)).toEqual({ status: 409, body: refunded });

    const course = (
      await json<CourseOrderResponse>(
        app,
        'POST',
        '/api/course/order',
        { course: { id: CERTIFICATION_COURSE_ID, type: 1 } },
        auth(me),
      )
    ).body.data;
    const [p1, p2] = [(await pay(course.id)).body, (await pay(course.id, true)).body];
    expect((await json(app, 'POST', `/api/course/${course._id}`, p1, auth(me))).status).toBe(200);
    expect(await json<Err>(app, 'POST', `/api/course/${course._id}`, p2, auth(me))).toEqual({
      status: 409,
      body: refunded,
    });
  });
});
