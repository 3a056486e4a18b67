import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import { adminDashboardSchema, type AdminDashboard, type DashboardFigures } from '@app/contracts';
import { json } from '../../../test/support/apps.js';
import { createPricedCareers } from '../../../test/support/catalogue.js';
import { insertUser } from '../../../test/support/rows.js';
import { startStack, type TestStack } from '../../../test/support/stack.js';
import { createSignedInUser, type TestUser } from '../../../test/support/users.js';
import { DashboardClock } from '../src/dashboard-clock.js';

// Issue 12, the admins' dashboard over HTTP against the real database: orders, refunds, leads, conversions and
// completed assessments written at known instants around India's midnights (23:59 IST against 00:00 IST, the 1st
// of the month, a UTC date that is already the next IST day), and the figures and day series the API answers.
// The rows sit in March and April 2031, months no other fixture touches; the dashboard's clock is set by the test.

let stack: TestStack;
let app: NestFastifyApplication;
let db: pg.Pool;
let admin: TestUser;
let buyer: string;
let seq = 0;

beforeAll(async () => {
  stack = await startStack();
  ({ app, db } = stack);
  admin = await createSignedInUser(app, db, 'admin', { prefix: 'dash' });
  buyer = await insertUser(db, 'student', { prefix: 'dashbuyer' });
});

afterAll(() => stack?.stop());

/** An instant written as people in India read it. */
const ist = (local: string) => new Date(`${local}+05:30`);
const setNow = (at: Date) => (app.get(DashboardClock, { strict: false }).now = () => at);

const dashboard = (user: TestUser) =>
  json<AdminDashboard & { code?: string }>(app, 'GET', '/api/admin/dashboard', undefined, {
    authorization: user.token,
  });

async function order(status: string, totalPaise: number, paidAt: Date | null): Promise<string> {
  const gst = Math.round((totalPaise * 18) / 118);
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO orders (user_id, status, subtotal_paise, gst_paise, total_paise, created_at, paid_at)
     VALUES ($1, $2, $3, $4, $5, coalesce($6, now()), $6) RETURNING id`,
    [buyer, status, totalPaise - gst, gst, totalPaise, paidAt],
  );
  return rows[0].id;
}

/** A payment given back automatically (a duplicate payment). */
async function refund(orderId: string, amountPaise: number, createdAt: Date): Promise<void> {
  seq += 1;
  await db.query(
    `INSERT INTO payment_refunds (razorpay_payment_id, order_id, amount_paise, reason, created_at)
     VALUES ($1, $2, $3, 'DUPLICATE_PAYMENT', $4)`,
    [`pay_dash${process.pid}x${seq}`, orderId, amountPaise, createdAt],
  );
}

/** An admin's refund of part of a fulfilled order (the order stays FULFILLED: its revenue is still counted). */
async function adminRefund(orderId: string, amountPaise: number, createdAt: Date): Promise<void> {
  seq += 1;
  const gst = Math.round((amountPaise * 18) / 118);
  await db.query(
    `INSERT INTO payment_refunds (razorpay_payment_id, order_id, amount_paise, taxable_paise, gst_paise, reason, note,
       requested_by, created_at)
     VALUES ($1, $2, $3, $4, $5, 'ADMIN', 'Asked for a refund', $6, $7)`,
    [`pay_dash${process.pid}x${seq}`, orderId, amountPaise, amountPaise - gst, gst, admin.id, createdAt],
  );
}

async function lead(createdAt: Date): Promise<string> {
  seq += 1;
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO leads (source, name, email, mobile, created_at, updated_at, last_request_at)
     VALUES ('parent_page', 'Dashboard Parent', $1, $2, $3, $3, $3) RETURNING id`,
    [`dashlead${seq}@example.in`, `+9196000${String(seq).padStart(5, '0')}`, createdAt],
  );
  await db.query(`INSERT INTO lead_events (lead_id, at, kind) VALUES ($1, $2, 'request')`, [rows[0].id, createdAt]);
  return rows[0].id;
}

/** A move on the lead's timeline, as the console's PUT writes it. */
async function move(leadId: string, from: string, to: string, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO lead_events (lead_id, at, kind, from_status, to_status) VALUES ($1, $2, 'move', $3, $4)`,
    [leadId, at, from, to],
  );
  await db.query(`UPDATE leads SET status = $2, updated_at = $3 WHERE id = $1`, [leadId, to, at]);
}

async function completed(completedAt: Date): Promise<void> {
  const [career] = await createPricedCareers(db, [50_000], 'Dashboard career');
  const student = await insertUser(db, 'student', { prefix: 'dashstudent' });
  await db.query(
    `INSERT INTO user_careers (user_id, career_id, status, source, started_at, finished_at, completed_at)
     VALUES ($1, $2, 'COMPLETED', 'free', $3, $3, $3)`,
    [student, career, completedAt],
  );
}

const zero: DashboardFigures = {
  orders: 0,
  revenue: 0,
  refunds: { count: 0, amount: 0 },
  newLeads: 0,
  conversions: 0,
  completedAssessments: 0,
};

describe('GET /api/admin/dashboard', () => {
  it("counts today's and this month's figures by India's calendar days", async () => {
    // February, the last minute before March 1st in India: in no figure of March.
    const february = await order('PAID', 100_000, ist('2031-02-28T23:59:00'));
    await refund(february, 100_000, ist('2031-02-28T23:59:59'));
    const lateLead = await lead(ist('2031-02-28T23:59:59'));
    await completed(ist('2031-02-28T23:59:00'));

    // March 1st, midnight in India (still February 28th in UTC).
    await order('FULFILLED', 118_000, ist('2031-03-01T00:00:00'));
    const first = await lead(ist('2031-03-01T00:00:00'));
    await move(lateLead, 'CONTACTED', 'CONVERTED', ist('2031-03-01T00:00:30'));

    // The 14th's last minute.
    const late = await order('PAID', 59_000, ist('2031-03-14T23:59:00'));
    await refund(late, 59_000, ist('2031-03-14T23:59:59'));
    const fourteenth = await lead(ist('2031-03-14T23:59:59'));
    await move(fourteenth, 'CONTACTED', 'CONVERTED', ist('2031-03-14T23:59:30'));
    await completed(ist('2031-03-14T23:59:59.999'));

    // Today, the 15th: from its midnight in India (18:30 UTC on the 14th) on.
    const big = await order('FULFILLED', 236_050, ist('2031-03-15T00:00:00'));
    await adminRefund(big, 11_800, ist('2031-03-15T09:15:00'));
    await order('FULFILLED', 11_800, new Date('2031-03-14T20:00:00Z'));
    const refunded = await order('REFUNDED', 50_000, ist('2031-03-15T08:00:00'));
    await refund(refunded, 50_000, ist('2031-03-15T08:05:00'));
    await order('CREATED', 70_000, null);
    await order('FAILED', 70_000, null);
    await lead(ist('2031-03-15T00:00:00'));
    await move(first, 'CONTACTED', 'CONVERTED', ist('2031-03-15T09:30:00'));
    await move(fourteenth, 'NEW', 'CONTACTED', ist('2031-03-15T09:00:00')); // not a conversion
    await completed(ist('2031-03-15T00:00:00'));

    // Tomorrow in India: in nothing yet.
    await order('PAID', 99_900, ist('2031-03-16T00:00:00'));
    await lead(ist('2031-03-16T00:00:00'));

    setNow(ist('2031-03-15T10:00:00'));
    const res = await dashboard(admin);
    expect(res.status).toBe(200);
    const body = adminDashboardSchema.parse(res.body);
    expect(body).toMatchObject({ timeZone: 'Asia/Kolkata', generatedAt: '2031-03-15T04:30:00.000Z' });

    const today = {
      orders: 2,
      revenue: 2478.5,
      refunds: { count: 2, amount: 618 },
      newLeads: 1,
      conversions: 1,
      completedAssessments: 1,
    };
    expect(body.today).toEqual({ date: '2031-03-15', ...today });
    expect(body.month).toEqual({
      month: '2031-03',
      from: '2031-03-01',
      to: '2031-03-15',
      orders: 4,
      revenue: 4248.5,
      refunds: { count: 3, amount: 1208 },
      newLeads: 3,
      conversions: 3,
      completedAssessments: 2,
    });

    expect(body.days.map((d) => d.date)).toEqual(
      Array.from({ length: 15 }, (_, i) => `2031-03-${String(i + 1).padStart(2, '0')}`),
    );
    expect(body.days[0]).toEqual({
      date: '2031-03-01',
      ...zero,
      orders: 1,
      revenue: 1180,
      newLeads: 1,
      conversions: 1,
    });
    expect(body.days[13]).toEqual({
      date: '2031-03-14',
      orders: 1,
      revenue: 590,
      refunds: { count: 1, amount: 590 },
      newLeads: 1,
      conversions: 1,
      completedAssessments: 1,
    });
    expect(body.days[14]).toEqual(body.today);
    for (const day of body.days.slice(1, 13)) expect(day).toEqual({ date: day.date, ...zero });
    expect(res.body).not.toHaveProperty('code');
  });

  it('starts a new month at midnight on the 1st in India', async () => {
    await order('PAID', 10_000, ist('2031-04-01T00:05:00'));
    await lead(ist('2031-03-31T23:59:59'));

    setNow(ist('2031-04-01T00:10:00')); // 18:40 UTC on March 31st
    const body = adminDashboardSchema.parse((await dashboard(admin)).body);
    const april = { ...zero, orders: 1, revenue: 100 };
    expect(body.days).toEqual([{ date: '2031-04-01', ...april }]);
    expect(body.today).toEqual({ date: '2031-04-01', ...april });
    expect(body.month).toEqual({ month: '2031-04', from: '2031-04-01', to: '2031-04-01', ...april });

    // A second earlier it was still March 31st: the lead of 23:59:59 is today's, the order of 00:05 is not counted;
    // the month now has the 16th's order and lead of the test above too.
    setNow(ist('2031-03-31T23:59:59'));
    const march = adminDashboardSchema.parse((await dashboard(admin)).body);
    expect(march.days).toHaveLength(31);
    expect(march.today).toEqual({ date: '2031-03-31', ...zero, newLeads: 1 });
    expect(march.month).toMatchObject({ month: '2031-03', orders: 5, newLeads: 5 });
  });

  it('is for admins only', async () => {
    for (const role of ['counsellor', 'content_editor'] as const) {
      const user = await createSignedInUser(app, db, role, { prefix: `dash${role.slice(0, 4)}` });
      expect(await dashboard(user)).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    }
    const student = await createSignedInUser(app, db, 'student', { prefix: 'dashstu' });
    expect(await dashboard(student)).toMatchObject({ status: 403, body: { code: 'STAFF_ONLY' } });
    expect((await app.inject({ method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(401);
  });
});
