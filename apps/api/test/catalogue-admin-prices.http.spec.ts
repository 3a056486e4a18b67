import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import {
  CERTIFICATION_COURSE_ID,
  orderAmounts,
  type AdminCareer,
  type AdminCourse,
  type CartResponse,
  type CourseOrderResponse,
  type EnrolmentStateResponse,
  type PaymentConfirmation,
  type PaymentOrderResponse,
} from '@app/contracts';
import { json } from '../../../test/support/apps.js';
import { sandboxPay } from '../../../test/support/razorpay-sandbox.js';
import { startStack, type TestStack } from '../../../test/support/stack.js';
import { createSignedInUser, type TestUser } from '../../../test/support/users.js';

/**
 * Issue 11: "A price change applies to new orders only." Orders store their own amounts (order_lines and the
 * order's totals): an order made before a console price change keeps its amount, is still paid at it, and the
 * next checkout takes the new price. For careers and for the certification course.
 */

let stack: TestStack;
let app: NestFastifyApplication;
let db: pg.Pool;
let editor: TestUser;

beforeAll(async () => {
  // The API listens: the payment sandbox's Orders API is called over HTTP by the Razorpay SDK.
  stack = await startStack({ listen: true });
  ({ app, db } = stack);
  editor = await createSignedInUser(app, db, 'content_editor', { prefix: 'price' });
});

afterAll(() => stack?.stop());

const as = (user: TestUser) => ({ authorization: user.token });
const admin = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) => {
  const res = await json<T>(app, method, url, body, as(editor));
  expect([url, res.status]).toEqual([url, method === 'POST' ? 201 : 200]);
  return res.body;
};
const orderRow = async (id: string) =>
  (await db.query('SELECT status, subtotal_paise, gst_paise, total_paise FROM orders WHERE id = $1', [id])).rows[0];

describe('a price change in the console', () => {
  it('leaves an existing unpaid career order at its amount, still payable at it; the next checkout takes the new price', async () => {
    const field = (await db.query(`SELECT id FROM fields WHERE name = 'Science'`)).rows[0].id as string;
    const career = await admin<AdminCareer>('POST', '/api/admin/careers', {
      name: 'Price Change Career',
      fieldId: field,
      headerDescription: 'Its price changes while an order waits.',
      logo: '/media/logos/data-scientist.svg',
      logoBg: '#1A73E8',
      strikePrice: 1999,
      sellingPrice: 999,
      published: true,
    });
    const early = await createSignedInUser(app, db, 'student', { prefix: 'early' });
    const late = await createSignedInUser(app, db, 'student', { prefix: 'late' });
    for (const buyer of [early, late]) {
      const add = await json(
        app,
        'POST',
        `/api/platform/cart?userId=${buyer.id}&careerId=${career.id}`,
        undefined,
        as(buyer),
      );
      expect(add.status).toBe(201);
    }
    const before = await json<PaymentOrderResponse>(
      app,
      'POST',
      `/api/payment/order?userId=${early.id}`,
      {},
      as(early),
    );
    expect(before.status).toBe(201);
    const oldAmounts = orderAmounts([99_900]);
    expect(before.body.amount).toBe(oldAmounts.totalPaise);

    await admin('PUT', `/api/admin/careers/${career.id}`, { ...career, sellingPrice: 1299 });

    // The waiting order is as it was made, line and totals.
    expect(await orderRow(before.body.orderId)).toEqual({
      status: 'CREATED',
      subtotal_paise: oldAmounts.subtotalPaise,
      gst_paise: oldAmounts.gstPaise,
      total_paise: oldAmounts.totalPaise,
    });
    expect(
      (await db.query('SELECT unit_price_paise FROM order_lines WHERE order_id = $1', [before.body.orderId])).rows,
    ).toEqual([{ unit_price_paise: 99_900 }]);
    // It is paid at its own amount: the capture checks what was paid against the order's total.
    const paid = await sandboxPay<PaymentConfirmation>(app, before.body.id!, 'success', false);
    expect(paid.status).toBe(200);
    const saved = await json<EnrolmentStateResponse>(
      app,
      'PUT',
      `/api/payment/save?orderId=${before.body.id}`,
      paid.body,
      as(early),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.status).toBe('paid');
    expect(await orderRow(before.body.orderId)).toMatchObject({ status: 'PAID', total_paise: oldAmounts.totalPaise });

    // Anyone ordering now sees and pays the new price.
    const cart = await json<CartResponse>(app, 'GET', `/api/platform/cart?userId=${late.id}`, undefined, as(late));
    expect(cart.body[0].career.public.selling_price).toBe(1299);
    const after = await json<PaymentOrderResponse>(app, 'POST', `/api/payment/order?userId=${late.id}`, {}, as(late));
    expect(after.body.amount).toBe(orderAmounts([129_900]).totalPaise);
  });

  it('leaves an existing course order at its amount; the next course order takes the new price', async () => {
    const first = await createSignedInUser(app, db, 'student', { prefix: 'crs1' });
    const second = await createSignedInUser(app, db, 'student', { prefix: 'crs2' });
    const body = { course: { id: CERTIFICATION_COURSE_ID, type: 1 } };
    const before = await json<CourseOrderResponse>(app, 'POST', '/api/course/order', body, as(first));
    expect(before.status).toBe(201);
    const oldTotal = orderAmounts([250_000]).totalPaise;
    expect(before.body.data.amount).toBe(oldTotal);

    const course = await admin<AdminCourse>('GET', `/api/admin/courses/${CERTIFICATION_COURSE_ID}`);
    await admin('PUT', `/api/admin/courses/${CERTIFICATION_COURSE_ID}`, { ...course, regularPrice: 2750 });

    expect(await orderRow(before.body.data._id)).toMatchObject({ status: 'CREATED', total_paise: oldTotal });
    const after = await json<CourseOrderResponse>(app, 'POST', '/api/course/order', body, as(second));
    expect(after.body.data.amount).toBe(orderAmounts([275_000]).totalPaise);
  });
});
