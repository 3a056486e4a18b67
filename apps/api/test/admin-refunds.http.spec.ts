import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import type { AdminOrderDetail, AdminOrderRefund, MyCareersResponse, PurchaseHistoryResponse } from '@app/contracts';
import { json } from '../../../test/support/apps.js';
import { createPricedCareers } from '../../../test/support/catalogue.js';
import { pdfText } from '../../../test/support/pdf-text.js';
import { buyInSandbox } from '../../../test/support/purchase.js';
import { sandboxRefunds } from '../../../test/support/razorpay-sandbox.js';
import { startStack, type TestStack } from '../../../test/support/stack.js';
import { eventually } from '../../../test/support/test-env.js';
import { createSignedInUser, type TestUser } from '../../../test/support/users.js';

// Issue 12, admins' refunds over HTTP against real PostgreSQL, Redis, the worker and the Razorpay sandbox: one
// career of a two-career order (taken back, refunded through the Refunds API, its credit note issued, mailed and in
// Purchase History, the refund audited), parallel calls that refund once, the started-assessment rule, the whole
// order, and the refusals.

let stack: TestStack;
let app: NestFastifyApplication;
let db: pg.Pool;
let admin: TestUser;
let careers: string[];

beforeAll(async () => {
  stack = await startStack({ worker: true, listen: true });
  ({ app, db } = stack);
  admin = await createSignedInUser(app, db, 'admin', { prefix: 'radmin' });
  // ₹500 and ₹1,200.50: GST ₹90 and ₹216.09; the order ₹2,006.59 (its GST 306.09 split 153.05 + 153.04).
  careers = await createPricedCareers(db, [50_000, 120_050], 'Refund career');
}, 60_000);

afterAll(() => stack?.stop());

const as = (user: TestUser) => ({ authorization: user.token });
const refund = (orderId: string, body: unknown, user = admin) =>
  json<AdminOrderRefund & { code?: string; message?: string }>(
    app,
    'POST',
    `/api/admin/orders/${orderId}/refund`,
    body,
    as(user),
  );
const detailOf = async (orderId: string) =>
  (await json<AdminOrderDetail>(app, 'GET', `/api/admin/orders/${orderId}`, undefined, as(admin))).body;
const myCareers = async (user: TestUser) =>
  (await json<MyCareersResponse>(app, 'GET', `/api/platform/mycareers?userId=${user.id}`, undefined, as(user))).body;
const mailbox = async (to: string) =>
  (
    await json<{ subject: string; text: string; attachments: { filename: string }[] }[]>(
      app,
      'GET',
      `/api/dev/mail?to=${to}`,
    )
  ).body;
const count = async (sql: string, params: unknown[]) => (await db.query(sql, params)).rowCount;

/** A buyer who bought these careers in the sandbox; answers once the order is fulfilled and invoiced. */
async function buy(prefix: string, careerIds = careers): Promise<{ buyer: TestUser; orderId: string }> {
  const buyer = await createSignedInUser(app, db, 'student', { prefix });
  const order = await buyInSandbox(app, db, buyer, careerIds);
  return { buyer, orderId: order.orderId };
}

describe('refunding one career of a two-career order', () => {
  let buyer: TestUser;
  let orderId: string;
  let made: AdminOrderRefund;
  let detail: AdminOrderDetail;

  beforeAll(async () => {
    ({ buyer, orderId } = await buy('rbuyer'));
    const res = await refund(orderId, { careerIds: [careers[0]], reason: 'Bought the wrong career by mistake' });
    expect(res.status).toBe(201);
    made = res.body;
    detail = await eventually(
      async () => {
        const d = await detailOf(orderId);
        return d.refunds[0]?.creditNote && d.refunds[0].status === 'PROCESSED' ? d : undefined;
      },
      20_000,
      'the refund processed and its credit note',
    );
  }, 90_000);

  it('answers the refund: ₹500 + ₹90 GST, the reason, the career and who', () => {
    expect(made).toEqual({
      id: expect.any(String),
      orderId,
      razorpayPaymentId: expect.stringMatching(/^pay_/),
      razorpayRefundId: null,
      amount: 590,
      taxable: 500,
      gst: 90,
      reason: 'ADMIN',
      note: 'Bought the wrong career by mistake',
      careerIds: [careers[0]],
      requestedBy: admin.username,
      status: 'PENDING',
      createdAt: expect.any(String),
      processedAt: null,
      creditNote: null,
    });
  });

  it("takes the career from the buyer's My Careers and leaves the other", async () => {
    expect((await myCareers(buyer)).map((c) => c.careerId.$oid)).toEqual([careers[1]]);
    expect(detail.lines.map((l) => [l.careerId, l.refunded])).toEqual([
      [careers[0], true],
      [careers[1], false],
    ]);
    expect(detail.refundable).toBe(true);
  });

  it("refunds through Razorpay's Refunds API, once, for that amount, with our id as its receipt", async () => {
    const refunds = await sandboxRefunds(app, stack.config, detail.razorpayPaymentId!);
    expect(refunds).toEqual([expect.objectContaining({ amount: 59_000, status: 'processed', receipt: made.id })]);
    expect(detail.refunds[0]).toMatchObject({ razorpayRefundId: refunds[0].id, status: 'PROCESSED' });
  });

  it("issues a GST credit note of its own series, naming the invoice, with the tax in the invoice's split", async () => {
    const note = detail.refunds[0].creditNote!;
    expect(note).toEqual({
      id: expect.any(String),
      serial: expect.stringMatching(/^CN\/\d{4}\/000001$/),
      issuedAt: expect.any(String),
      total: 590,
      pdf: `/api/admin/credit-notes/${note.id}/pdf`,
    });
    const shown = await json(app, 'GET', `/api/admin/credit-notes/${note.id}`, undefined, as(admin));
    expect(shown.body).toMatchObject({
      serial: note.serial,
      orderId,
      refundId: made.id,
      invoiceSerial: detail.invoice!.serial,
      reason: 'Bought the wrong career by mistake',
      lines: [{ description: expect.stringMatching(/^Refund career/), amount: 500 }],
      taxable: 500,
      cgst: 45,
      sgst: 45,
      igst: 0,
      total: 590,
    });
    const pdf = await app.inject({ method: 'GET', url: note.pdf, headers: as(admin) });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
    for (const words of ['CREDIT NOTE', note.serial, detail.invoice!.serial, 'Bought the wrong career by mistake'])
      expect(text).toContain(words);
  });

  it('mails the buyer the credit note once, and shows it in Purchase History for download', async () => {
    const mails = await eventually(async () => {
      const all = (await mailbox(buyer.email)).filter((m) => m.subject.startsWith('Refund of'));
      return all.length ? all : undefined;
    });
    const serial = detail.refunds[0].creditNote!.serial;
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Refund of ₹590.00: credit note ${serial}`);
    expect(mails[0].attachments.map((a) => a.filename)).toEqual([`credit-note-${serial.replace(/\//g, '-')}.pdf`]);

    const history = (
      await json<PurchaseHistoryResponse>(app, 'GET', `/api/payment/orders?userId=${buyer.id}`, undefined, as(buyer))
    ).body;
    const order = history.find((o) => o._id === orderId)!;
    expect(order.refunded).toBe(590);
    expect(order.creditNotes).toEqual([
      { id: detail.refunds[0].creditNote!.id, serial, issuedAt: expect.any(String), total: 590 },
    ]);
    const own = await app.inject({
      method: 'GET',
      url: `/api/payment/orders/${orderId}/credit-notes/${order.creditNotes[0].id}`,
      headers: as(buyer),
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    // Another buyer's note answers as an unknown one.
    const stranger = await createSignedInUser(app, db, 'student', { prefix: 'rstranger' });
    const theirs = await app.inject({
      method: 'GET',
      url: `/api/payment/orders/${orderId}/credit-notes/${order.creditNotes[0].id}`,
      headers: as(stranger),
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('writes the refund to the audit log', async () => {
    const { rows } = await db.query(
      `SELECT username, "after" FROM audit_log WHERE resource = 'orders' AND resource_id = $1 AND action = 'refund'`,
      [orderId],
    );
    expect(rows).toEqual([
      {
        username: admin.username,
        after: expect.objectContaining({
          refundId: made.id,
          amountPaise: 59_000,
          reason: 'Bought the wrong career by mistake',
        }),
      },
    ]);
  });

  it('refuses the same career again, and then refunds the rest as "the whole order"', async () => {
    const again = await refund(orderId, { careerIds: [careers[0]], reason: 'Again' });
    expect(again).toMatchObject({
      status: 409,
      body: { code: 'REFUND_ALREADY_MADE', message: expect.stringMatching(/^Refunded already: Refund career/) },
    });
    const rest = await refund(orderId, { reason: 'The rest too' });
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({ careerIds: [careers[1]], amount: 1416.59, taxable: 1200.5, gst: 216.09 });
    const whole = await refund(orderId, { reason: 'Once more' });
    expect(whole).toMatchObject({
      status: 409,
      body: { code: 'REFUND_ALREADY_MADE', message: 'This order is refunded in full already' },
    });
    const after = await eventually(async () => {
      const d = await detailOf(orderId);
      return d.refunds.every((r) => r.creditNote) ? d : undefined;
    });
    expect(after.refundable).toBe(false);
    // The two notes reverse the invoice exactly: ₹1,700.50 and GST 153.05 + 153.04.
    const { rows } = await db.query(
      `SELECT sum(taxable_paise)::int AS taxable, sum(cgst_paise)::int AS cgst, sum(sgst_paise)::int AS sgst,
              sum(total_paise)::int AS total, array_agg(serial ORDER BY sequence) AS serials
         FROM credit_notes WHERE order_id = $1`,
      [orderId],
    );
    const invoice = (await db.query('SELECT cgst_paise, sgst_paise FROM invoices WHERE order_id = $1', [orderId]))
      .rows[0];
    expect(rows[0]).toMatchObject({
      taxable: 170_050,
      cgst: invoice.cgst_paise,
      sgst: invoice.sgst_paise,
      total: 200_659,
    });
    expect(rows[0].serials[1]).toMatch(/\/000002$/);
    expect(await myCareers(buyer)).toEqual([]);
  });
});

describe('parallel refunds of one order', () => {
  it('refund once: one 201, the others 409, one Razorpay refund and one credit note (3 orders, 6 calls each)', async () => {
    for (let round = 0; round < 3; round++) {
      const { orderId } = await buy(`rrace${round}`);
      const body =
        round === 1
          ? { reason: 'Double click' }
          : { careerIds: [careers[round === 0 ? 0 : 1]], reason: 'Double click' };
      const answers = await Promise.all(Array.from({ length: 6 }, () => refund(orderId, body)));
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
      for (const a of answers.filter((x) => x.status === 409)) expect(a.body.code).toBe('REFUND_ALREADY_MADE');
      const d = await eventually(async () => {
        const x = await detailOf(orderId);
        return x.refunds[0]?.creditNote ? x : undefined;
      }, 20_000);
      expect(d.refunds).toHaveLength(1);
      expect(await sandboxRefunds(app, stack.config, d.razorpayPaymentId!)).toHaveLength(1);
      expect(await count('SELECT 1 FROM credit_notes WHERE order_id = $1', [orderId])).toBe(1);
    }
  }, 120_000);
});

describe('a career whose assessment has started', () => {
  it('is refused unless confirmed, changing nothing; confirmed, it is refunded and the buyer keeps it', async () => {
    const { buyer, orderId } = await buy('rstarted', [careers[0]]);
    // The buyer answered a step: the enrolment is under way (the player's path is assessment.http.spec's).
    await db.query(`UPDATE user_careers SET status = 'IN_PROGRESS', started_at = now() WHERE user_id = $1`, [buyer.id]);
    const refused = await refund(orderId, { reason: 'Changed their mind' });
    expect(refused).toMatchObject({ status: 409, body: { code: 'REFUND_CAREER_STARTED' } });
    expect(refused.body.message).toMatch(/^The assessment has started for Refund career/);
    expect(await count('SELECT 1 FROM payment_refunds WHERE order_id = $1', [orderId])).toBe(0);
    expect(await myCareers(buyer)).toHaveLength(1);

    const confirmed = await refund(orderId, { reason: 'Changed their mind', confirmStarted: true });
    expect(confirmed.status).toBe(201);
    expect((await myCareers(buyer)).map((c) => c.status)).toEqual(['IN_PROGRESS']);
  }, 60_000);
});

describe('refusals', () => {
  let orderId: string;
  beforeAll(async () => {
    ({ orderId } = await buy('rrefuse', [careers[0]]));
  }, 60_000);

  it('says what is wrong with the body, and writes nothing', async () => {
    expect(await refund(orderId, {})).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('Say why the order is refunded') },
    });
    expect(await refund(orderId, { reason: ' ' })).toMatchObject({ status: 400 });
    expect(await refund(orderId, { reason: 'x'.repeat(501) })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('under 500') },
    });
    expect(await refund(orderId, { reason: 'Why', careerIds: [] })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('Choose the careers') },
    });
    expect(await refund(orderId, { reason: 'Why', careerIds: [careers[0], careers[0]] })).toMatchObject({
      status: 400,
    });
    expect(await refund(orderId, { reason: 'Why', careerIds: [careers[1]] })).toMatchObject({
      status: 400,
      body: { message: `Not in this order: ${careers[1]}` },
    });
    expect(await refund(orderId, { reason: 'Why', extra: 1 })).toMatchObject({ status: 400 });
    expect(await count('SELECT 1 FROM payment_refunds WHERE order_id = $1', [orderId])).toBe(0);
  });

  it('refuses an unpaid order, an unknown one, and anyone but an admin', async () => {
    const buyer = await createSignedInUser(app, db, 'student', { prefix: 'runpaid' });
    const { rows } = await db.query(
      `INSERT INTO orders (user_id, subtotal_paise, gst_paise, total_paise) VALUES ($1, 50000, 9000, 59000) RETURNING id`,
      [buyer.id],
    );
    expect(await refund(rows[0].id, { reason: 'Why not' })).toMatchObject({
      status: 409,
      body: { code: 'REFUND_NOT_ALLOWED', message: 'Only a paid and fulfilled order can be refunded' },
    });
    expect((await refund('00000000-0000-4000-8000-000000000000', { reason: 'Why not' })).status).toBe(404);
    for (const role of ['counsellor', 'content_editor', 'student'] as const) {
      const user = await createSignedInUser(app, db, role, { prefix: `r${role.slice(0, 4)}` });
      expect([role, (await refund(orderId, { reason: 'Why not' }, user)).status]).toEqual([role, 403]);
    }
    expect(await count('SELECT 1 FROM payment_refunds WHERE order_id = $1', [orderId])).toBe(0);
  });
});
