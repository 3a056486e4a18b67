import { CERTIFICATION_COURSE_ID } from '@app/contracts';
import { startMoneyFixture, type MoneyFixture } from './money-fixture.js';
import { ageOrdersOf, insertUser } from '../../../test/support/rows.js';
import { createTestEnv, type TestEnv } from '../../../test/support/test-env.js';

// A course seat from each path that learns of the payment, and from all of them racing, against real PostgreSQL
// without HTTP (Razorpay: the fixture's gateway in memory; the worker's jobs run from their outbox rows). The
// answers, the refusals on the wire and the mails stay in apps/api/test/course-order.http.spec.ts.

const AFTER_MS = 60_000;
const TOTAL = 295_000;

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

const buyer = async () => ({
  id: await insertUser(m.db, 'student', { prefix: 'crs', state: 'Karnataka' }),
  role: 'student' as const,
  state: 'Karnataka',
});
const orderCourse = async (user: Awaited<ReturnType<typeof buyer>>) =>
  (await m.courses.createOrder(user, { course: { id: CERTIFICATION_COURSE_ID, type: 1 } })).data;
const pay = (razorpayOrderId: string) => m.gateway.pay(razorpayOrderId, m.config.payments.keySecret);
const count = async (sql: string, params: unknown[]) => (await m.db.query(sql, params)).rowCount;

/** The one seat, FULFILLED, one PaymentCaptured, one CourseOrderPaid (the sales lead), one EnrolmentFinalised. */
async function expectSeatedOnce(userId: string, orderId: string): Promise<void> {
  await m.runOutbox('PaymentCaptured', 'RefundPayment');
  expect(
    (await m.db.query('SELECT course_id, order_id FROM course_enrolments WHERE user_id = $1', [userId])).rows,
  ).toEqual([{ course_id: CERTIFICATION_COURSE_ID, order_id: orderId }]);
  expect((await m.db.query('SELECT status FROM orders WHERE id = $1', [orderId])).rows[0].status).toBe('FULFILLED');
  for (const type of ['PaymentCaptured', 'CourseOrderPaid', 'EnrolmentFinalised'])
    expect(await count(`SELECT 1 FROM outbox WHERE type = $1 AND payload->>'orderId' = $2`, [type, orderId])).toBe(1);
  expect(await count(`SELECT 1 FROM payment_refunds WHERE order_id = $1`, [orderId])).toBe(0);
}

describe('a paid course order', () => {
  it('gives one seat when confirmations, replayed webhooks and the reconciler race', async () => {
    const me = await buyer();
    const order = await orderCourse(me);
    expect(order.amount).toBe(TOTAL);
    const paid = pay(order.id);
    await ageOrdersOf(m.db, me.id, AFTER_MS + 1000);
    const results = await Promise.all([
      ...Array.from({ length: 4 }, () => m.courses.confirm(me, order._id, paid).then((r) => r.status)),
      ...Array.from({ length: 3 }, () => m.capturedWebhook(paid, TOTAL, 'evt_same').then((r) => r.status)),
      ...Array.from({ length: 3 }, (_, i) => m.capturedWebhook(paid, TOTAL, `evt_${i}`).then((r) => r.status)),
      m.reconciler.handle().then(() => 'reconciled'),
    ]);
    expect(results.slice(0, 4)).toEqual([1, 1, 1, 1]);
    expect(results.slice(4, 10).sort()).toEqual([
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'ok',
    ]);
    await expectSeatedOnce(me.id, order._id);
  });

  it('gives the seat from the webhook alone, and from the reconciler alone', async () => {
    const byWebhook = await buyer();
    const first = await orderCourse(byWebhook);
    expect(await m.capturedWebhook(pay(first.id), TOTAL)).toEqual({ status: 'ok' });
    await expectSeatedOnce(byWebhook.id, first._id);

    const byReconciler = await buyer();
    const second = await orderCourse(byReconciler);
    pay(second.id);
    // The order is not the reconciler's before PAYMENT_RECONCILE_AFTER_MS; then it is.
    await m.reconciler.handle();
    expect(await count(`SELECT 1 FROM orders WHERE id = $1 AND status = 'CREATED'`, [second._id])).toBe(1);
    await ageOrdersOf(m.db, byReconciler.id, AFTER_MS + 1000);
    await m.reconciler.handle();
    await expectSeatedOnce(byReconciler.id, second._id);
    expect(await count('SELECT 1 FROM payment_events WHERE order_id = $1', [second._id])).toBe(0);
  });
});
