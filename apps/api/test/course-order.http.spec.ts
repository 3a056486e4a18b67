import { createHmac } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import {
  CERTIFICATION_COURSE_ID,
  COURSE_MESSAGES,
  type CourseOrderResponse,
  type CoursePaymentResponse,
  type PaymentOrderResponse,
  type Role,
} from '@app/contracts';
import type { AppConfig } from '@app/config';
import { eventually } from '../../../test/support/test-env.js';
import { json } from '../../../test/support/apps.js';
import { sandboxPay } from '../../../test/support/razorpay-sandbox.js';
import { startStack, type TestStack } from '../../../test/support/stack.js';
import { createSignedInUser, type TestUser as Caller } from '../../../test/support/users.js';
import { settled } from '../../../test/support/settled.js';

// The course order over HTTP: its answers, refusals and mails. The seat from each payment path and from all of
// them racing is libs/commerce/test/course-order.spec.ts's.

type Err = { statusCode: number; message: string; errors?: { field: string; message: string }[] };
interface Mail {
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; size: number }[];
}

const COURSE = CERTIFICATION_COURSE_ID;
const TITLE = 'Career Counselling Business Certification';
const SALES = 'sales@dishacareers.in';
// Regular price Rs 2,500 + 18% GST.
const SUBTOTAL = 250_000;
const GST = 45_000;
const TOTAL = 295_000;

let stack: TestStack;
let config: AppConfig;
let app: NestFastifyApplication;
let db: pg.Pool;
let schoolId: string;

beforeAll(async () => {
  // A real port: the sandbox's webhooks and the SDK's Orders API calls go over HTTP.
  stack = await startStack({
    worker: true,
    listen: true,
    settings: { PAYMENT_RECONCILE_EVERY_MS: '500', PAYMENT_RECONCILE_AFTER_MS: '1500' },
  });
  ({ config, app, db } = stack);
  schoolId = (await db.query(`INSERT INTO schools (name, campus_id) VALUES ('Course School', 'CRS') RETURNING id`))
    .rows[0].id;
});

afterAll(() => stack?.stop());

/** The buyer's name, mobile and state appear in the sales lead; `state` null leaves the profile without one. */
const newUser = (role: Role = 'student', state: string | null = 'Karnataka'): Promise<Caller> =>
  createSignedInUser(app, db, role, {
    prefix: 'crs',
    state,
    firstName: 'Kavya',
    lastName: 'Iyer',
    phoneNumber: '+919845012345',
    schoolId: role === 'campus_student' ? schoolId : undefined,
  });

const auth = (caller: Caller): Record<string, string> => ({ authorization: caller.token });
const regular = { amount: 100, course: { id: COURSE, type: 1 } };
const order = <T = CourseOrderResponse>(caller: Caller | null, body: unknown = regular) =>
  json<T>(app, 'POST', '/api/course/order', body, caller ? auth(caller) : {});
const confirm = <T = CoursePaymentResponse>(caller: Caller | null, id: string, fields: unknown) =>
  json<T>(app, 'POST', `/api/course/${id}`, fields, caller ? auth(caller) : {});
const pay = (razorpayOrderId: string, outcome: 'success' | 'failure', webhook = true) =>
  sandboxPay(app, razorpayOrderId, outcome, webhook);
const orderRow = async (orderId: string) => (await db.query('SELECT * FROM orders WHERE id = $1', [orderId])).rows[0];
const count = async (sql: string, params: unknown[]) =>
  (await db.query(`SELECT count(*)::int AS n FROM (${sql}) q`, params)).rows[0].n as number;
const seats = (userId: string) =>
  db.query('SELECT course_id, order_id FROM course_enrolments WHERE user_id = $1', [userId]).then((r) => r.rows);
const ordersOf = (userId: string) => count('SELECT 1 FROM orders WHERE user_id = $1', [userId]);
const mailbox = async (to: string) =>
  (await json<Mail[]>(app, 'GET', `/api/dev/mail?to=${encodeURIComponent(to)}`)).body;
const buyerMails = (email: string) =>
  count(`SELECT 1 FROM mail_deliveries WHERE recipient = $1 AND key LIKE 'course-buyer:%'`, [email]);
const salesMails = (orderId: string) =>
  count(
    `SELECT 1 FROM mail_deliveries d JOIN outbox o ON d.key = 'course-sales:' || o.id WHERE o.type = 'CourseOrderPaid' AND o.payload->>'orderId' = $1`,
    [orderId],
  );

/** The one seat, FULFILLED, one CourseOrderPaid, one invoice, one buyer mail and one sales lead; duplicates get a moment to appear. */
async function expectSeatedOnce(caller: Caller, orderId: string): Promise<void> {
  await eventually(
    async () => (await salesMails(orderId)) >= 1 && (await buyerMails(caller.email)) >= 1,
    20_000,
    'the course mails',
  );
  await settled(app);
  expect(await seats(caller.id)).toEqual([{ course_id: COURSE, order_id: orderId }]);
  const row = await orderRow(orderId);
  expect(row.status).toBe('FULFILLED');
  expect(row.fulfilled_at).toBeTruthy();
  expect(
    await count(`SELECT 1 FROM outbox WHERE type = 'PaymentCaptured' AND payload->>'orderId' = $1`, [orderId]),
  ).toBe(1);
  expect(
    await count(`SELECT 1 FROM outbox WHERE type = 'CourseOrderPaid' AND payload->>'orderId' = $1`, [orderId]),
  ).toBe(1);
  // Fulfilled once: one invoice, announced once (the buyer's confirmation), and no careers receipt.
  expect(
    await count(`SELECT 1 FROM outbox WHERE type = 'EnrolmentFinalised' AND payload->>'orderId' = $1`, [orderId]),
  ).toBe(1);
  expect(await count('SELECT 1 FROM invoices WHERE order_id = $1', [orderId])).toBe(1);
  expect(await count(`SELECT 1 FROM outbox WHERE type = 'InvoiceIssued' AND payload->>'orderId' = $1`, [orderId])).toBe(
    1,
  );
  expect(
    await count(`SELECT 1 FROM mail_deliveries WHERE recipient = $1 AND key LIKE 'receipt:%'`, [caller.email]),
  ).toBe(0);
  expect(await buyerMails(caller.email)).toBe(1);
  expect(await salesMails(orderId)).toBe(1);
}

describe('POST /api/course/order', () => {
  it("charges the server's regular price + 18% GST whatever the body's amount, and stores a COURSE order", async () => {
    const me = await newUser();
    const res = await order(me, { amount: 1, course: { id: COURSE.toUpperCase(), type: 1 } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      status: 1,
      data: {
        amount: TOTAL,
        id: expect.stringMatching(/^order_/),
        currency: 'INR',
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        course: { id: COURSE, type: 1 },
        key: config.payments.keyId,
        checkoutScript: config.payments.checkoutUrl,
        subtotal: SUBTOTAL,
        gst: GST,
      },
    });
    const { data } = res.body;
    expect(await orderRow(data._id)).toMatchObject({
      user_id: me.id,
      kind: 'COURSE',
      course_id: COURSE,
      course_type: 1,
      billing_state: 'Karnataka',
      status: 'CREATED',
      subtotal_paise: SUBTOTAL,
      gst_paise: GST,
      total_paise: TOTAL,
      razorpay_order_id: data.id,
    });
    expect(await count('SELECT 1 FROM order_lines WHERE order_id = $1', [data._id])).toBe(0);
    // The Razorpay order (the sandbox's Orders API, through the SDK) has the same amount and our ids.
    const basic = `Basic ${Buffer.from(`${config.payments.keyId}:${config.payments.keySecret}`).toString('base64')}`;
    const remote = await json<{ amount: number; receipt: string; notes: Record<string, string> }>(
      app,
      'GET',
      `/sandbox/razorpay/v1/orders/${data.id}`,
      undefined,
      { authorization: basic },
    );
    expect(remote.body).toMatchObject({
      amount: TOTAL,
      receipt: data._id,
      notes: { orderId: data._id, userId: me.id, courseId: COURSE },
    });
  });

  it('refuses the early-bird price (type 0) while it is closed, and charges it only when the course opens it', async () => {
    const me = await newUser();
    const refused = await order<Err>(me, { amount: 150_000, course: { id: COURSE, type: 0 } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(COURSE_MESSAGES.earlyBirdClosed);
    expect(refused.body.message).toBe('The early-bird price is no longer available');
    expect(await ordersOf(me.id)).toBe(0);
    await db.query('UPDATE courses SET early_bird_active = true WHERE id = $1', [COURSE]);
    try {
      const open = await order(me, { course: { id: COURSE, type: '0' } });
      expect(open.status).toBe(201);
      expect(open.body.data).toMatchObject({
        amount: 177_000,
        subtotal: 150_000,
        gst: 27_000,
        course: { id: COURSE, type: 0 },
      });
      expect((await orderRow(open.body.data._id)).course_type).toBe(0);
    } finally {
      await db.query('UPDATE courses SET early_bird_active = false WHERE id = $1', [COURSE]);
    }
  });

  it('answers 404 for an unknown course and 400 for a malformed id, a missing course or a bad type; no order is made', async () => {
    const me = await newUser();
    const unknown = await order<Err>(me, { course: { id: '00000000-0000-4000-8000-000000000000', type: 1 } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Course not found');
    const malformed = await order<Err>(me, { course: { id: 'not-a-course', type: 1 } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toEqual([{ field: 'course.id', message: COURSE_MESSAGES.courseIdInvalid }]);
    const missing = await order<Err>(me, { amount: 2950 });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ field: 'course', message: COURSE_MESSAGES.courseRequired }]);
    const badType = await order<Err>(me, { course: { id: COURSE, type: 2 } });
    expect(badType.status).toBe(400);
    expect(badType.body.errors).toEqual([{ field: 'course.type', message: COURSE_MESSAGES.typeInvalid }]);
    expect((await json<Err>(app, 'POST', '/api/course/order', [1], auth(me))).status).toBe(400);
    expect(await ordersOf(me.id)).toBe(0);
  });

  it('needs a signed-in user (401), refuses campus students (403), and lets parents and staff buy', async () => {
    expect((await order<Err>(null)).status).toBe(401);
    const campus = await newUser('campus_student');
    const refused = await order<Err>(campus);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(COURSE_MESSAGES.campusStudent);
    expect(await ordersOf(campus.id)).toBe(0);
    for (const role of ['parent', 'counsellor', 'admin'] as const) {
      expect((await order(await newUser(role))).status).toBe(201);
    }
  });

  it('asks for the billing state when the profile has none, and keeps the one chosen', async () => {
    const me = await newUser('parent', null);
    const missing = await order<Err>(me);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      message: 'Please choose your billing state',
      errors: [{ field: 'billingState', message: 'Please choose your billing state' }],
    });
    const unknown = await order<Err>(me, { ...regular, billingState: 'Atlantis' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ field: 'billingState', message: 'Please choose a state of India' }]);
    expect(await ordersOf(me.id)).toBe(0);
    const chosen = await order(me, { ...regular, billingState: 'tamil nadu' });
    expect(chosen.status).toBe(201);
    expect((await orderRow(chosen.body.data._id)).billing_state).toBe('Tamil Nadu');
    expect((await db.query('SELECT state FROM users WHERE id = $1', [me.id])).rows[0].state).toBe('Tamil Nadu');
  });
});

describe('GET /api/course/{id}/seat and the course start date', () => {
  it('says whether the caller owns a seat: 401 signed out, 404 for an unknown course', async () => {
    const me = await newUser();
    const seat = (caller: Caller | null, id = COURSE) =>
      json<{ owned: boolean } & Err>(app, 'GET', `/api/course/${id}/seat`, undefined, caller ? auth(caller) : {});
    expect((await seat(me)).body).toEqual({ owned: false });
    expect((await seat(null)).status).toBe(401);
    const unknown = await seat(me, '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(COURSE_MESSAGES.courseNotFound);
    expect((await seat(me, 'not-an-id')).status).toBe(400);
  });

  it("gives the course's start date, with its year, from the course's row", async () => {
    const read = async () =>
      (await json<{ data: { start_date: string | null }[] }>(app, 'GET', `/api/course/certification/${COURSE}`)).body
        .data[0].start_date;
    expect(await read()).toBe('2027-06-02');
  });
});

describe('POST /api/course/{_id}', () => {
  it('refuses forged and mismatched confirmations with 400 and changes nothing', async () => {
    const me = await newUser();
    const mine = (await order(me)).body.data;
    const other = await newUser();
    const theirs = (await order(other)).body.data;
    const theirPayment = (await pay(theirs.id, 'success', false)).body;

    const forged = {
      razorpay_payment_id: 'pay_Forged00000001',
      razorpay_order_id: mine.id,
      razorpay_signature: 'a'.repeat(64),
    };
    const wrongKey = {
      ...forged,
      razorpay_signature: createHmac('sha256', 'not-the-secret').update(`${mine.id}|pay_Forged00000001`).digest('hex'),
    };
    const mismatched = { ...theirPayment, razorpay_order_id: mine.id };
    for (const fields of [forged, wrongKey, theirPayment, mismatched, { ...forged, razorpay_signature: 'not-hex' }]) {
      const res = await confirm<Err>(me, mine._id, fields);
      expect(res).toEqual({
        status: 400,
        body: { statusCode: 400, code: 'BAD_REQUEST', message: 'Payment verification failed' },
      });
    }
    const empty = await confirm<Err>(me, mine._id, {});
    expect(empty.status).toBe(400);
    expect(empty.body.errors?.map((e) => e.field)).toEqual([
      'razorpay_payment_id',
      'razorpay_order_id',
      'razorpay_signature',
    ]);

    const row = await orderRow(mine._id);
    expect(row).toMatchObject({ status: 'CREATED', razorpay_payment_id: null, paid_at: null });
    expect(
      await count(`SELECT 1 FROM outbox WHERE type = 'PaymentCaptured' AND payload->>'orderId' = $1`, [mine._id]),
    ).toBe(0);
    expect(await seats(me.id)).toEqual([]);
  });

  it("answers 404 for an unknown order, another user's order and a cart order; 400 for a malformed id; 401 and 403 as for ordering", async () => {
    const me = await newUser();
    const other = await newUser();
    const theirs = (await order(other)).body.data;
    const theirPayment = (await pay(theirs.id, 'success', false)).body;
    const notFound = await confirm<Err>(me, theirs._id, theirPayment);
    expect(notFound.status).toBe(404);
    expect(notFound.body.message).toBe('Order not found');
    expect((await confirm<Err>(me, '00000000-0000-4000-8000-000000000000', theirPayment)).status).toBe(404);
    const malformed = await confirm<Err>(me, 'order_123', theirPayment);
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Invalid id: order_123');
    expect((await confirm<Err>(null, theirs._id, theirPayment)).status).toBe(401);
    expect((await confirm<Err>(await newUser('campus_student'), theirs._id, theirPayment)).status).toBe(403);

    // A cart order is not a course order, even the caller's own with genuine fields.
    const fieldId = (await db.query('SELECT id FROM fields ORDER BY sort_order LIMIT 1')).rows[0].id;
    const career = (
      await db.query(
        `INSERT INTO careers (slug, name, field_id, header_description, logo, logo_bg, selling_price_paise, strike_price_paise)
         VALUES ('course-spec-career', 'Course spec career', $1, 'x', '/media/logos/x.svg', '#eeeeee', 10000, 20000) RETURNING id`,
        [fieldId],
      )
    ).rows[0].id;
    expect(
      (await json(app, 'POST', `/api/platform/cart/merge?userId=${me.id}`, { careers: [career] }, auth(me))).status,
    ).toBe(200);
    const cartOrder = (
      await json<PaymentOrderResponse>(app, 'POST', `/api/payment/order?userId=${me.id}`, undefined, auth(me))
    ).body;
    const cartPayment = (await pay(cartOrder.id!, 'success', false)).body;
    expect((await confirm<Err>(me, cartOrder.orderId, cartPayment)).status).toBe(404);
    expect((await orderRow(theirs._id)).status).toBe('CREATED');

    // And the other way round: the cart's confirmation does not take a course order, even the caller's own.
    const mine = (await order(me)).body.data;
    const myPayment = (await pay(mine.id, 'success', false)).body;
    const viaCart = await json<Err>(app, 'PUT', `/api/payment/save?orderId=${mine._id}`, myPayment, auth(me));
    expect(viaCart.status).toBe(404);
    expect((await orderRow(mine._id)).status).toBe('CREATED');
  });

  it('pays once: the confirmation repeated answers the same; the seat, FULFILLED, the buyer confirmation and the sales lead', async () => {
    const me = await newUser('parent');
    const mine = (await order(me)).body.data;
    const paid = (await pay(mine.id, 'success')).body;
    const first = await confirm(me, mine._id, paid);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      status: 1,
      message: COURSE_MESSAGES.confirmed,
      data: { orderId: mine._id, status: expect.stringMatching(/^(paid|enrolled)$/) },
    });
    const again = await confirm(me, mine._id, paid);
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(first.body.message);
    expect(again.body.data.orderId).toBe(mine._id);
    await expectSeatedOnce(me, mine._id);
    // Once the seat is given the answer says so, and stays the same.
    const later = [await confirm(me, mine._id, paid), await confirm(me, mine._id, paid)];
    expect(later[0]).toEqual(later[1]);
    expect(later[0].body.data.status).toBe('enrolled');
    expect((await orderRow(mine._id)).razorpay_payment_id).toBe(paid.razorpay_payment_id);

    const [buyer] = (await mailbox(me.email)).filter((m) => m.subject.startsWith('Your seat is confirmed'));
    expect(buyer.subject).toBe(`Your seat is confirmed: ${TITLE}`);
    for (const fact of [
      TITLE,
      // The course's own start date, with its year.
      'Starts: 2nd June 2027',
      '12-2 PM every Sunday',
      'Total paid: ₹2,950.00',
      'GST (18%): ₹450.00',
      mine._id,
      config.supportPhone.display,
      'Our team will contact you shortly',
    ]) {
      expect(buyer.text).toContain(fact);
    }
    // The tax invoice of the order goes with the confirmation.
    const {
      rows: [invoice],
    } = await db.query('SELECT serial, buyer_state, igst_paise, total_paise FROM invoices WHERE order_id = $1', [
      mine._id,
    ]);
    expect(invoice).toMatchObject({ buyer_state: 'Karnataka', igst_paise: GST, total_paise: TOTAL });
    expect(buyer.text).toContain(`Your GST tax invoice ${invoice.serial} is attached`);
    expect(buyer.attachments).toEqual([
      {
        filename: `invoice-${invoice.serial.replaceAll('/', '-')}.pdf`,
        contentType: 'application/pdf',
        size: expect.any(Number),
      },
    ]);
    const lead = (await mailbox(SALES)).find((m) => m.text.includes(mine._id))!;
    expect(lead.subject).toBe('New course purchase: Kavya Iyer (₹2,950.00)');
    for (const fact of [
      'Name: Kavya Iyer',
      `Email: ${me.email}`,
      'Mobile: +919845012345',
      'State: Karnataka',
      `Order: ${mine._id}`,
      'Total paid: ₹2,950.00',
    ]) {
      expect(lead.text).toContain(fact);
    }

    // The course page learns that the seat is the buyer's (and nobody else's).
    expect((await json(app, 'GET', `/api/course/${COURSE}/seat`, undefined, auth(me))).body).toEqual({ owned: true });

    // One seat per user: a second purchase is refused and makes no order.
    const before = await ordersOf(me.id);
    const twice = await order<Err>(me);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('You have already bought this course');
    expect(await ordersOf(me.id)).toBe(before);
  });

  it('leaves a failed payment unpaid with no seat, and accepts a later successful attempt', async () => {
    const me = await newUser();
    const mine = (await order(me)).body.data;
    await pay(mine.id, 'failure');
    // The failure is recorded for display; the order stays payable (Razorpay lets the buyer retry it).
    await eventually(async () => (await orderRow(mine._id)).payment_failed_at !== null, 10_000, 'payment.failed');
    expect((await orderRow(mine._id)).status).toBe('CREATED');
    expect(await seats(me.id)).toEqual([]);
    const paid = (await pay(mine.id, 'success', false)).body;
    expect((await confirm(me, mine._id, paid)).status).toBe(200);
    await expectSeatedOnce(me, mine._id);
  });
});
