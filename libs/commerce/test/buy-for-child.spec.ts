import type { HttpException } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ERROR_CODES, PAYMENT_MESSAGES, type PaymentConfirmation } from '@app/contracts';
import { FinaliseEnrolmentCommand } from '../src/commands/finalise-enrolment.command.js';
import { startMoneyFixture, type MoneyFixture } from './money-fixture.js';
import { createPricedCareers } from '../../../test/support/catalogue.js';
import { insertUser } from '../../../test/support/rows.js';
import { createTestEnv, type TestEnv } from '../../../test/support/test-env.js';

// A parent buying careers for a linked child (issue 14), on the money path against real PostgreSQL without HTTP:
// the order and its payment are the parent's, the enrolment the child's, and the paths that confirm a payment
// (the checkout's confirmation, the webhook, the enrolment job run twice) racing still make one enrolment.

let env: TestEnv;
let m: MoneyFixture;

beforeAll(async () => {
  env = await createTestEnv();
  m = await startMoneyFixture(env);
});

afterAll(async () => {
  await m?.module.close();
  await env?.cleanup();
});

type Person = { id: string; state: string; role: string };
const person = async (role: 'parent' | 'student'): Promise<Person> => ({
  id: await insertUser(m.db, role, { prefix: `bfc${role[0]}`, state: 'Karnataka' }),
  state: 'Karnataka',
  role,
});
const link = (parent: Person, child: Person) =>
  m.db.query(
    `INSERT INTO parent_links (parent_id, child_id, status, origin, responded_at) VALUES ($1, $2, 'ACTIVE', 'SEED', now())`,
    [parent.id, child.id],
  );
const fillCart = async (me: Person, careerIds: string[]) => {
  for (const careerId of careerIds)
    await m.db.query('INSERT INTO cart_items (user_id, career_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      me.id,
      careerId,
    ]);
};
const pay = (razorpayOrderId: string) => m.gateway.pay(razorpayOrderId, m.config.payments.keySecret);
const confirm = (me: Person, orderId: string, fields: PaymentConfirmation) =>
  m.payments.confirm(me.id, orderId, fields);
const outcome = (call: Promise<unknown>) =>
  call.then(
    () => 'ok',
    (e: HttpException) => `${e.getStatus()} ${(e.getResponse() as { code?: string }).code}`,
  );
const enrolled = async (userId: string) =>
  (await m.db.query('SELECT career_id, order_id FROM user_careers WHERE user_id = $1', [userId])).rows;
const finalise = (orderId: string) => m.module.get(CommandBus).execute(new FinaliseEnrolmentCommand(orderId));

describe('a parent buying for a linked child', () => {
  it('enrols the child once while confirmation, webhook and the enrolment job race; the order stays the parent’s', async () => {
    const [parent, child] = [await person('parent'), await person('student')];
    await link(parent, child);
    const [career] = await createPricedCareers(m.db, [49_900], 'Child career');
    await fillCart(parent, [career]);
    const order = await m.payments.createOrder(parent, undefined, child.id);
    const paid = pay(order.id!);
    const [c1, c2] = await Promise.all([
      outcome(confirm(parent, order.orderId, paid)),
      outcome(confirm(parent, order.orderId, paid)),
      m.capturedWebhook(paid, order.amount),
      m.capturedWebhook(paid, order.amount),
    ]);
    expect([c1, c2]).toEqual(['ok', 'ok']);
    // The enrolment job, delivered twice at once, and once more afterwards.
    await Promise.all([finalise(order.orderId), finalise(order.orderId)]);
    await m.runOutbox('PaymentCaptured');
    expect(await enrolled(child.id)).toEqual([{ career_id: career, order_id: order.orderId }]);
    expect(await enrolled(parent.id)).toEqual([]);
    const row = (await m.db.query('SELECT * FROM orders WHERE id = $1', [order.orderId])).rows[0];
    expect(row).toMatchObject({ user_id: parent.id, for_user_id: child.id, status: 'FULFILLED' });
    expect((await m.db.query('SELECT 1 FROM payment_refunds WHERE order_id = $1', [order.orderId])).rowCount).toBe(0);
    // The parent's cart is emptied, and the parent's history says whose careers they are.
    expect((await m.db.query('SELECT 1 FROM cart_items WHERE user_id = $1', [parent.id])).rowCount).toBe(0);
    expect((await m.history.ofUser(parent.id))[0]).toMatchObject({
      _id: order.orderId,
      forUser: { userId: child.id, firstName: 'Test', lastName: 'User' },
    });
  });

  it('keeps one enrolment when the child and the parent pay for the same career at once; the later payment is refunded', async () => {
    const [parent, child] = [await person('parent'), await person('student')];
    await link(parent, child);
    const [career] = await createPricedCareers(m.db, [29_900], 'Twice bought');
    await fillCart(parent, [career]);
    await fillCart(child, [career]);
    const [forChild, own] = await Promise.all([
      m.payments.createOrder(parent, undefined, child.id),
      m.payments.createOrder(child),
    ]);
    const [p1, p2] = [pay(forChild.id!), pay(own.id!)];
    await Promise.all([confirm(parent, forChild.orderId, p1), confirm(child, own.orderId, p2)]);
    await Promise.all([finalise(forChild.orderId), finalise(own.orderId)]);
    await m.runOutbox('PaymentCaptured', 'RefundPayment');
    expect(await enrolled(child.id)).toHaveLength(1);
    const statuses = (
      await m.db.query('SELECT status FROM orders WHERE id = ANY($1) ORDER BY status', [
        [forChild.orderId, own.orderId],
      ])
    ).rows.map((r) => r.status);
    expect(statuses).toEqual(['FULFILLED', 'REFUNDED']);
  });

  it('makes a separate order per child: the same cart for another child is not the open order', async () => {
    const [parent, a, b] = [await person('parent'), await person('student'), await person('student')];
    await link(parent, a);
    await link(parent, b);
    const [career] = await createPricedCareers(m.db, [19_900], 'Per child');
    await fillCart(parent, [career]);
    const forA = await m.payments.createOrder(parent, undefined, a.id);
    const forB = await m.payments.createOrder(parent, undefined, b.id);
    expect(forB.orderId).not.toBe(forA.orderId);
    expect((await m.db.query('SELECT status FROM orders WHERE id = $1', [forA.orderId])).rows[0].status).toBe(
      'REPLACED',
    );
  });

  it('refuses a minor child whose consent is not recorded (issue 23): 403 PARENTAL_CONSENT_REQUIRED, no order', async () => {
    const [parent, child] = [await person('parent'), await person('student')];
    await m.db.query(`UPDATE users SET birthdate = (now() - interval '15 years')::date::text WHERE id = $1`, [
      child.id,
    ]);
    await link(parent, child);
    const [career] = await createPricedCareers(m.db, [9_900], 'Needs consent');
    await fillCart(parent, [career]);
    expect(await outcome(m.payments.createOrder(parent, undefined, child.id))).toBe(
      `403 ${ERROR_CODES.ParentalConsentRequired}`,
    );
    expect((await m.db.query('SELECT 1 FROM orders WHERE user_id = $1', [parent.id])).rowCount).toBe(0);
    // The parent's consent, as the checkout's step records it: the order then goes through.
    await m.db.query(
      `INSERT INTO consent_records (child_id, action, method, parent_id, notice_version, recorded_by)
       VALUES ($1, 'granted', 'parent_account_email_confirmed', $2, 'test', $2)`,
      [child.id, parent.id],
    );
    expect(await outcome(m.payments.createOrder(parent, undefined, child.id))).toBe('ok');
  });

  it('refuses a child who is not linked, a student buying for someone, and a career the child owns', async () => {
    const [parent, child, stranger] = [await person('parent'), await person('student'), await person('student')];
    const [career] = await createPricedCareers(m.db, [9_900], 'Refused');
    await fillCart(parent, [career]);
    await fillCart(stranger, [career]);
    expect(await outcome(m.payments.createOrder(parent, undefined, child.id))).toBe(
      `403 ${ERROR_CODES.NotLinkedChild}`,
    );
    expect(await outcome(m.payments.createOrder(stranger, undefined, child.id))).toBe(
      `403 ${ERROR_CODES.NotLinkedChild}`,
    );
    await link(parent, child);
    await m.db.query(`INSERT INTO user_careers (user_id, career_id, source) VALUES ($1, $2, 'free')`, [
      child.id,
      career,
    ]);
    const refused = await m.payments.createOrder(parent, undefined, child.id).catch((e: HttpException) => e);
    expect((refused as HttpException).getStatus()).toBe(409);
    expect((refused as HttpException).getResponse()).toMatchObject({ message: PAYMENT_MESSAGES.alreadyEnrolled });
    // For themselves, the parent may still buy it (their own account has none).
    expect(await outcome(m.payments.createOrder(parent))).toBe('ok');
  });
});
