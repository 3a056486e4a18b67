import type { INestApplicationContext } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import {
  orderAmounts,
  PAYMENT_MESSAGES,
  type PaymentOrderResponse,
  type PurchaseHistoryResponse,
} from '@app/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { FinaliseEnrolmentCommand } from '@app/commerce';
import { financialYearOf, invoiceSerial, IssueInvoiceJob } from '@app/invoicing';
import { json } from '../../../test/support/apps.js';
import { payAndWait as payInSandbox } from '../../../test/support/purchase.js';
import { createPricedCareers } from '../../../test/support/catalogue.js';
import { pdfText } from '../../../test/support/pdf-text.js';
import { startStack, type TestStackWithWorker } from '../../../test/support/stack.js';
import { eventually } from '../../../test/support/test-env.js';
import { createSignedInUser, type TestUser } from '../../../test/support/users.js';

type Err = { statusCode: number; message: string; errors?: { field: string; message: string }[] };
interface DevMail {
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; size: number }[];
}

let stack: TestStackWithWorker;
let app: NestFastifyApplication;
let worker: INestApplicationContext;
let db: pg.Pool;

beforeAll(async () => {
  // A real port: the sandbox's webhooks and the SDK's Orders API calls go over HTTP. The supplier is the default
  // Delhi dev company (GSTIN 07AABCD1234E1ZA), serials DC/....
  stack = await startStack({ worker: true, listen: true });
  ({ app, worker, db } = stack);
});

afterAll(() => stack?.stop());

const careersPriced = (prices: number[]) => createPricedCareers(db, prices, 'Invoice career');

const auth = (user: TestUser) => ({ authorization: user.token });
const fillCart = async (user: TestUser, ids: string[]) =>
  expect(
    (await json(app, 'POST', `/api/platform/cart/merge?userId=${user.id}`, { careers: ids }, auth(user))).status,
  ).toBe(200);
const createOrder = <T = PaymentOrderResponse>(user: TestUser, body?: unknown) =>
  json<T>(app, 'POST', `/api/payment/order?userId=${user.id}`, body, auth(user));
const ordersOf = async (userId: string) =>
  (await db.query('SELECT id, billing_state FROM orders WHERE user_id = $1', [userId])).rows;
const invoiceUrl = (orderId: string) => `/api/payment/orders/${orderId}/invoice`;
const getInvoice = (user: TestUser | undefined, orderId: string) =>
  app.inject({ method: 'GET', url: invoiceUrl(orderId), headers: user ? auth(user) : {} });

const payAndWait = (user: TestUser, order: PaymentOrderResponse) => payInSandbox(app, db, user, order);

async function receiptOf(user: TestUser): Promise<DevMail> {
  return eventually(
    async () => {
      const mails = (await json<DevMail[]>(app, 'GET', `/api/dev/mail?to=${encodeURIComponent(user.email)}`)).body;
      return mails.find((m) => m.subject.startsWith('Your Disha Careers receipt'));
    },
    20_000,
    'the receipt',
  );
}

describe('the billing state at checkout (POST /api/payment/order)', () => {
  it('is required when the profile has none: 400 with a field error, and no order', async () => {
    const me = await createSignedInUser(app, db, 'parent', { prefix: 'inv', state: null });
    await fillCart(me, await careersPriced([50_000]));
    for (const body of [undefined, {}, { amount: 100, careers: [] }, { billingState: '  ' }]) {
      const res = await createOrder<Err>(me, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        message: PAYMENT_MESSAGES.billingStateRequired,
        errors: [{ field: 'billingState', message: PAYMENT_MESSAGES.billingStateRequired }],
      });
    }
    expect(await ordersOf(me.id)).toEqual([]);
  });

  it('must be a state of India (400 otherwise), and is kept on the order and on the profile that had none', async () => {
    const me = await createSignedInUser(app, db, 'student', { prefix: 'inv', state: null });
    await fillCart(me, await careersPriced([50_000]));
    for (const billingState of ['Atlantis', 42, 'Delhi NCR']) {
      const res = await createOrder<Err>(me, { billingState });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ field: 'billingState', message: expect.any(String) }]);
    }
    expect((await createOrder<Err>(me, { billingState: 'Atlantis' })).body.errors![0].message).toBe(
      PAYMENT_MESSAGES.billingStateUnknown,
    );
    expect(await ordersOf(me.id)).toEqual([]);

    const ok = await createOrder(me, { billingState: '  tamil NADU ', amount: 1 });
    expect(ok.status).toBe(201);
    expect(ok.body.amount).toBe(orderAmounts([50_000]).totalPaise);
    expect(await ordersOf(me.id)).toEqual([{ id: ok.body.orderId, billing_state: 'Tamil Nadu' }]);
    expect((await db.query('SELECT state FROM users WHERE id = $1', [me.id])).rows[0].state).toBe('Tamil Nadu');
  });

  it("defaults to the profile's state, and a state chosen at checkout does not overwrite the profile", async () => {
    const me = await createSignedInUser(app, db, 'student', { prefix: 'inv', state: 'Kerala' });
    await fillCart(me, await careersPriced([50_000]));
    const plain = await createOrder(me);
    expect(plain.status).toBe(201);
    const chosen = await createOrder(me, { billingState: 'Goa' });
    expect(chosen.status).toBe(201);
    const rows = await ordersOf(me.id);
    expect(rows.find((r) => r.id === plain.body.orderId)!.billing_state).toBe('Kerala');
    expect(rows.find((r) => r.id === chosen.body.orderId)!.billing_state).toBe('Goa');
    expect((await db.query('SELECT state FROM users WHERE id = $1', [me.id])).rows[0].state).toBe('Kerala');
  });
});

describe('the GST tax invoice of a paid order', () => {
  it('is issued once fulfilled, attached to the receipt, listed in Purchase History and downloadable by its buyer only', async () => {
    const me = await createSignedInUser(app, db, 'student', { prefix: 'inv', state: null });
    const other = await createSignedInUser(app, db, 'student', { prefix: 'inv' });
    const ids = await careersPriced([99_900, 18_050]);
    await fillCart(me, ids);
    const amounts = orderAmounts([99_900, 18_050]);
    const order = (await createOrder(me, { billingState: 'Karnataka' })).body;

    // Not paid yet: no invoice.
    const early = await getInvoice(me, order.orderId);
    expect(early.statusCode).toBe(404);
    expect(early.json().message).toBe(PAYMENT_MESSAGES.invoiceNotReady);
    expect(
      (await json<PurchaseHistoryResponse>(app, 'GET', `/api/payment/orders?userId=${me.id}`, undefined, auth(me)))
        .body[0].invoice,
    ).toBeNull();

    await payAndWait(me, order);
    const { rows } = await db.query('SELECT * FROM invoices WHERE order_id = $1', [order.orderId]);
    expect(rows).toHaveLength(1);
    const invoice = rows[0];
    // The first invoice of this database's financial year.
    const serial = invoiceSerial('DC', financialYearOf(invoice.issued_at), 1);
    expect(invoice).toMatchObject({
      serial,
      buyer_name: 'Test User',
      buyer_state: 'Karnataka',
      buyer_state_code: '29',
      taxable_paise: amounts.subtotalPaise,
      igst_paise: amounts.gstPaise,
      cgst_paise: 0,
      sgst_paise: 0,
      total_paise: amounts.totalPaise,
    });

    // Purchase History names it.
    const history = await json<PurchaseHistoryResponse>(
      app,
      'GET',
      `/api/payment/orders?userId=${me.id}`,
      undefined,
      auth(me),
    );
    expect(history.body[0]).toMatchObject({
      _id: order.orderId,
      status: 'FULFILLED',
      invoice: { serial, issuedAt: invoice.issued_at.toISOString() },
    });

    // The receipt carries the PDF.
    const filename = `invoice-${serial.replace(/\//g, '-')}.pdf`;
    const receipt = await receiptOf(me);
    expect(receipt.attachments).toEqual([{ filename, contentType: 'application/pdf', size: expect.any(Number) }]);
    expect(receipt.attachments[0].size).toBeGreaterThan(1000);
    expect(receipt.text).toContain(`Your GST tax invoice ${serial} is attached`);

    // The download: the same PDF, private.
    const res = await getInvoice(me, order.orderId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.rawPayload.length).toBe(receipt.attachments[0].size);
    const text = pdfText(res.rawPayload);
    for (const shown of [
      'TAX INVOICE',
      serial,
      'Test User',
      'Karnataka (code 29)',
      'GSTIN: 07AABCD1234E1ZA',
      '999293',
      'IGST @ 18%',
      'Rs. 1,179.50',
      'Rs. 1,391.81',
      'Total in words: Rupees One Thousand Three Hundred Ninety One and Eighty One Paise Only',
    ]) {
      expect(text).toContain(shown);
    }
    expect(amounts.totalPaise).toBe(139_181);

    // Nobody else's, and nothing for unknown or malformed ids.
    for (const [who, id] of [
      [other, order.orderId],
      [me, '00000000-0000-4000-8000-000000000000'],
      [me, 'not-an-id'],
    ] as const) {
      const refused = await getInvoice(who, id);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(PAYMENT_MESSAGES.invoiceNotFound);
    }
    expect((await getInvoice(undefined, order.orderId)).statusCode).toBe(401);

    // The enrolment and invoicing jobs run again (a duplicated or re-announced job): still one invoice, the same
    // serial, and the receipt is not queued again.
    await worker.get(CommandBus).execute(new FinaliseEnrolmentCommand(order.orderId));
    await worker.get(IssueInvoiceJob, { strict: false }).handle({ orderId: order.orderId });
    const after = await db.query('SELECT serial FROM invoices WHERE order_id = $1', [order.orderId]);
    expect(after.rows).toEqual([{ serial }]);
    expect((await db.query('SELECT last_sequence FROM invoice_counters')).rows).toEqual([{ last_sequence: 1 }]);
    const announced = await db.query(`SELECT 1 FROM outbox WHERE type = 'InvoiceIssued' AND payload->>'orderId' = $1`, [
      order.orderId,
    ]);
    expect(announced.rowCount).toBe(1);
  });

  it('splits the GST into CGST and SGST for a buyer in Delhi (the supplier GSTIN is of Delhi), the odd paisa in SGST', async () => {
    const me = await createSignedInUser(app, db, 'student', { prefix: 'inv', state: 'Delhi' });
    // Rs 10.25: GST 1.845 -> 1.85; CGST 0.9225 -> 0.92; SGST 0.93; total Rs 12.10.
    await fillCart(me, await careersPriced([1_025]));
    const order = (await createOrder(me)).body;
    await payAndWait(me, order);
    const invoice = (await db.query('SELECT * FROM invoices WHERE order_id = $1', [order.orderId])).rows[0];
    expect(invoice).toMatchObject({
      buyer_state: 'Delhi',
      cgst_paise: 92,
      sgst_paise: 93,
      igst_paise: 0,
      total_paise: 1_210,
    });
    const res = await eventually(async () => {
      const r = await getInvoice(me, order.orderId);
      return r.statusCode === 200 ? r : undefined;
    });
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Delhi (code 07)');
    expect(text).toContain('CGST @ 9%');
    expect(text).toContain('SGST @ 9%');
    expect(text).not.toContain('IGST');
    expect(text).toContain('Total in words: Rupees Twelve and Ten Paise Only');
    // The serial follows the first test's.
    expect(invoice.sequence).toBe(2);
  });
});
