import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import type { AdminOrder, AdminOrderDetail, PaymentOrderResponse } from '@app/contracts';
import { json } from '../../../test/support/apps.js';
import { createPricedCareers } from '../../../test/support/catalogue.js';
import { insertSchool } from '../../../test/support/rows.js';
import { pdfText } from '../../../test/support/pdf-text.js';
import { buyInSandbox } from '../../../test/support/purchase.js';
import { startStack, type TestStack } from '../../../test/support/stack.js';
import { eventually } from '../../../test/support/test-env.js';
import { createSignedInUser, type TestUser } from '../../../test/support/users.js';

// Issue 12, the console's `orders` resource over HTTP: the list with each filter and sort, a bad list query, an
// order's detail after a real sandbox purchase (Razorpay ids, webhooks, enrolment, invoice), refunds, who may look,
// and the audit row each read leaves.

let stack: TestStack;
let app: NestFastifyApplication;
let db: pg.Pool;
let admin: TestUser;
let asha: TestUser;
let bala: TestUser;
let careers: string[];

beforeAll(async () => {
  // A real port: the sandbox's webhooks go over HTTP, as Razorpay's do.
  stack = await startStack({ worker: true, listen: true });
  ({ app, db } = stack);
  admin = await createSignedInUser(app, db, 'admin', { prefix: 'oadmin' });
  asha = await createSignedInUser(app, db, 'student', { prefix: 'asha' });
  bala = await createSignedInUser(app, db, 'parent', { prefix: 'bala' });
  careers = await createPricedCareers(db, [50_000, 120_050], 'Orders admin career');
});

afterAll(() => stack?.stop());

const as = (user: TestUser) => ({ authorization: user.token });
const get = <T>(user: TestUser, url: string) => json<T>(app, 'GET', url, undefined, as(user));
/** A list call as ra-data-simple-rest makes it, answering Content-Range too. */
async function list(query: Record<string, unknown>) {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, JSON.stringify(v)]));
  const res = await app.inject({ method: 'GET', url: `/api/admin/orders?${params.toString()}`, headers: as(admin) });
  return {
    status: res.statusCode,
    range: res.headers['content-range'],
    body: JSON.parse(res.body) as AdminOrder[] & { code?: string; message?: string },
  };
}
/** The orders of the list tests (this file's others are newer or older). */
const OLD = { createdAt_gte: '2026-01-01T00:00:00Z', createdAt_lte: '2026-03-31T00:00:00Z' };
const ids = (orders: AdminOrder[]) => orders.map((o) => o.id);

/** An order written straight to the database (the payment paths are payments.http.spec's), answering its id. */
async function insertOrder(
  user: TestUser,
  o: { subtotal: number; status?: string; createdAt: string; razorpayOrderId?: string; careerIds?: string[] },
): Promise<string> {
  const gst = Math.floor((o.subtotal * 18 + 50) / 100);
  const { rows } = await db.query(
    `INSERT INTO orders (user_id, status, subtotal_paise, gst_paise, total_paise, billing_state, razorpay_order_id, created_at)
     VALUES ($1, $2, $3, $4, $5, 'Delhi', $6, $7) RETURNING id`,
    [user.id, o.status ?? 'CREATED', o.subtotal, gst, o.subtotal + gst, o.razorpayOrderId ?? null, o.createdAt],
  );
  for (const careerId of o.careerIds ?? [careers[0]]) {
    await db.query(
      `INSERT INTO order_lines (order_id, career_id, unit_price_paise, total_price_paise) VALUES ($1, $2, $3, $3)`,
      [rows[0].id, careerId, o.subtotal],
    );
  }
  return rows[0].id;
}

describe('the list', () => {
  let january: string;
  let february: string;
  let march: string;

  beforeAll(async () => {
    january = await insertOrder(asha, { subtotal: 50_000, createdAt: '2026-01-10T06:00:00Z', status: 'FAILED' });
    february = await insertOrder(asha, {
      subtotal: 120_050,
      createdAt: '2026-02-10T06:00:00Z',
      status: 'REPLACED',
      razorpayOrderId: 'order_adminlist0001',
      careerIds: careers,
    });
    march = await insertOrder(bala, { subtotal: 99_900, createdAt: '2026-03-10T06:00:00Z', status: 'REPLACED' });
  });

  it('answers records with rupee amounts, the buyer and Content-Range, newest first', async () => {
    const res = await list({ filter: OLD, range: [0, 1] });
    expect(res.status).toBe(200);
    expect(res.range).toBe('orders 0-1/3');
    expect(ids(res.body)).toEqual([march, february]);
    expect(res.body[1]).toEqual({
      id: february,
      userId: asha.id,
      buyerEmail: asha.email,
      buyerName: 'Test User',
      kind: 'CAREERS',
      status: 'REPLACED',
      expired: false,
      itemCount: 2,
      subtotal: 1200.5,
      gst: 216.09,
      total: 1416.59,
      currency: 'INR',
      billingState: 'Delhi',
      razorpayOrderId: 'order_adminlist0001',
      razorpayPaymentId: null,
      createdAt: '2026-02-10T06:00:00.000Z',
      paidAt: null,
      fulfilledAt: null,
      paymentFailedAt: null,
    });
  });

  it('filters by q (the e-mail, or an exact order or Razorpay id), status, buyer, dates and rupee totals', async () => {
    expect(ids((await list({ filter: { q: asha.username.toUpperCase() } })).body)).toEqual([february, january]);
    expect(ids((await list({ filter: { q: 'order_adminlist0001' } })).body)).toEqual([february]);
    expect(ids((await list({ filter: { q: 'order_adminlist' } })).body)).toEqual([]);
    expect(ids((await list({ filter: { q: march.toUpperCase() } })).body)).toEqual([march]);
    // A wildcard typed into the search is a letter.
    expect(ids((await list({ filter: { q: '%' } })).body)).toEqual([]);
    expect(ids((await list({ filter: { ...OLD, status: 'REPLACED' } })).body)).toEqual([march, february]);
    expect(ids((await list({ filter: { userId: bala.id } })).body)).toEqual([march]);
    expect(
      ids(
        (await list({ filter: { createdAt_gte: '2026-02-01T00:00:00+05:30', createdAt_lte: '2026-03-01T00:00:00Z' } }))
          .body,
      ),
    ).toEqual([february]);
    // 590 and 1178.82 and 1416.59 rupees: the bounds are inclusive, to the paisa.
    expect(ids((await list({ filter: { ...OLD, total_gte: 1178.82 } })).body)).toEqual([march, february]);
    expect(ids((await list({ filter: { ...OLD, total_gte: 1178.83 } })).body)).toEqual([february]);
    expect(ids((await list({ filter: { ...OLD, total_lte: '1178.82', total_gte: 590 } })).body)).toEqual([
      march,
      january,
    ]);
    expect(ids((await list({ filter: { id: [january, march] } })).body).sort()).toEqual([january, march].sort());
  });

  it('sorts by createdAt, total and status', async () => {
    expect(ids((await list({ filter: OLD, sort: ['createdAt', 'ASC'] })).body)).toEqual([january, february, march]);
    expect(ids((await list({ filter: OLD, sort: ['total', 'DESC'] })).body)).toEqual([february, march, january]);
    const byStatus = (await list({ filter: OLD, sort: ['status', 'ASC'] })).body;
    expect(byStatus.map((o) => o.status)).toEqual(['FAILED', 'REPLACED', 'REPLACED']);
  });

  it('answers a bad query with 400 BAD_LIST_QUERY naming what was wrong', async () => {
    for (const [query, message] of [
      [{ filter: { status: 'LOST' } }, /status must be one of CREATED, PAID/],
      [{ filter: { total_gte: 'a lot' } }, /total_gte must be a number/],
      [{ filter: { email: 'x@example.in' } }, /Cannot filter by email/],
      [{ filter: { userId: 'asha' } }, /userId must be an id/],
      [{ filter: { createdAt_gte: 'yesterday' } }, /createdAt_gte must be a date/],
      [{ sort: ['buyerEmail', 'ASC'] }, /Cannot sort by buyerEmail; sort by one of createdAt, total, status/],
    ] as const) {
      const res = await list(query);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'BAD_LIST_QUERY', message: expect.stringMatching(message) });
    }
  });
});

describe('an order bought in the sandbox', () => {
  let order: PaymentOrderResponse;
  let detail: AdminOrderDetail;

  beforeAll(async () => {
    const buyer = await createSignedInUser(app, db, 'student', { prefix: 'buyer' });
    order = await buyInSandbox(app, db, buyer, careers);
    // The invoice follows the enrolment, and the sandbox's webhooks arrive in the background.
    detail = await eventually(
      async () => {
        const res = await get<AdminOrderDetail>(admin, `/api/admin/orders/${order.orderId}`);
        return res.body.invoice && res.body.events.length >= 2 ? res.body : undefined;
      },
      20_000,
      'the invoice and the webhooks',
    );
  });

  it('shows the lines, the Razorpay ids, the webhooks, the enrolments and the invoice', () => {
    expect(detail).toMatchObject({
      id: order.orderId,
      status: 'FULFILLED',
      kind: 'CAREERS',
      itemCount: 2,
      subtotal: 1700.5,
      gst: 306.09,
      total: 2006.59,
      razorpayOrderId: order.id,
      razorpayPaymentId: expect.stringMatching(/^pay_/),
      paidAt: expect.any(String),
      fulfilledAt: expect.any(String),
      course: null,
      courseSeat: null,
      refunds: [],
      refundable: true,
    });
    expect(detail.lines).toEqual([
      { careerId: careers[0], name: expect.stringMatching(/^Orders admin career/), unitPrice: 500, refunded: false },
      { careerId: careers[1], name: expect.stringMatching(/^Orders admin career/), unitPrice: 1200.5, refunded: false },
    ]);
    expect(detail.events.map((e) => e.type).sort()).toEqual(['order.paid', 'payment.captured']);
    for (const event of detail.events) {
      expect(event).toEqual({
        id: `${event.type}:${detail.razorpayPaymentId}`,
        type: event.type,
        razorpayEventId: expect.any(String),
        paymentId: detail.razorpayPaymentId,
        receivedAt: expect.any(String),
      });
    }
    expect(detail.enrolments).toEqual(
      careers.map((careerId) =>
        expect.objectContaining({ careerId, status: 'ENROLLED', started: false, startedAt: null }),
      ),
    );
    expect(detail.invoice).toEqual({
      serial: expect.stringMatching(/^DC\/\d{4}\/\d{6}$/),
      issuedAt: expect.any(String),
      total: 2006.59,
      pdf: `/api/admin/orders/${order.orderId}/invoice`,
    });
  });

  it('serves the invoice PDF to an admin, and audits each read', async () => {
    const pdf = await app.inject({ method: 'GET', url: detail.invoice!.pdf, headers: as(admin) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toContain('no-store');
    expect(pdfText(pdf.rawPayload)).toContain(detail.invoice!.serial);

    const { rows } = await db.query(
      `SELECT action, username, role, "after" FROM audit_log WHERE resource = 'orders' AND resource_id = $1 ORDER BY at, id`,
      [order.orderId],
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows[0]).toEqual({ action: 'read', username: admin.username, role: 'admin', after: null });
    expect(rows.at(-1)).toEqual({
      action: 'read',
      username: admin.username,
      role: 'admin',
      after: { invoice: detail.invoice!.serial },
    });
  });

  it('shows a recorded refund in rupees', async () => {
    await db.query(
      `INSERT INTO payment_refunds (razorpay_payment_id, order_id, amount_paise, reason, status)
       VALUES ('pay_adminrefund01', $1, 200659, 'DUPLICATE_PAYMENT', 'PENDING')`,
      [order.orderId],
    );
    const res = await get<AdminOrderDetail>(admin, `/api/admin/orders/${order.orderId}`);
    expect(res.body.refunds).toEqual([
      {
        id: expect.any(String),
        orderId: order.orderId,
        razorpayPaymentId: 'pay_adminrefund01',
        razorpayRefundId: null,
        amount: 2006.59,
        taxable: null,
        gst: null,
        reason: 'DUPLICATE_PAYMENT',
        note: null,
        careerIds: [],
        requestedBy: null,
        status: 'PENDING',
        createdAt: expect.any(String),
        processedAt: null,
        creditNote: null,
      },
    ]);
  });
});

describe('who may look', () => {
  it('lets admins only; an unknown order is 404 and an unpaid one has no invoice', async () => {
    const order = await insertOrder(bala, { subtotal: 10_000, createdAt: '2025-12-01T06:00:00Z' });
    const { id: schoolId } = await insertSchool(db);
    for (const role of ['counsellor', 'content_editor', 'school_admin', 'student'] as const) {
      const user = await createSignedInUser(app, db, role, {
        prefix: `o${role.slice(0, 4)}`,
        ...(role === 'school_admin' ? { schoolId } : {}),
      });
      for (const url of ['/api/admin/orders', `/api/admin/orders/${order}`, `/api/admin/orders/${order}/invoice`]) {
        expect([role, url, (await get(user, url)).status]).toEqual([role, url, 403]);
      }
    }
    expect((await json(app, 'GET', '/api/admin/orders')).status).toBe(401);
    const unknown = await get(admin, '/api/admin/orders/00000000-0000-4000-8000-000000000000');
    expect(unknown).toMatchObject({ status: 404, body: { code: 'NOT_FOUND', message: 'Order not found' } });
    const unpaid = await get(admin, `/api/admin/orders/${order}/invoice`);
    expect(unpaid).toMatchObject({ status: 404, body: { message: expect.stringMatching(/invoice is issued once/) } });
    // A refused look leaves no audit row.
    const { rows } = await db.query(`SELECT role FROM audit_log WHERE resource = 'orders' AND resource_id = $1`, [
      order,
    ]);
    expect(rows).toEqual([]);
  });
});
