import { Test, type TestingModule } from '@nestjs/testing';
import type { Pool } from 'pg';
import { ConfigModule } from '@app/config';
import { DatabaseModule, PG_POOL } from '@app/db';
import { InvoicingModule } from '@app/invoicing';
import { QueueModule } from '@app/queue';
import { PaymentsRepository } from '../src/payments/payments.repository.js';
import { PurchaseHistoryService } from '../src/payments/purchase-history.service.js';
import { RefundsRepository } from '../src/refunds/refunds.repository.js';
import { insertUser } from '../../../test/support/rows.js';
import { createTestEnv, type TestEnv } from '../../../test/support/test-env.js';

// GET /api/payment/orders answers PurchaseHistoryService.ofUser as it is: whose orders, their order and the amounts
// in rupees are its rules, tested here on PostgreSQL. A small Nest module, because the service reads invoices
// through InvoiceService (the invoicing lib's own). The route's guards stay in apps/api/test/auth-guards.http.spec.ts;
// histories with real invoices in invoices.http.spec.ts, with real refunds in refunds.spec.ts.

let env: TestEnv;
let app: TestingModule;
let db: Pool;
let history: PurchaseHistoryService;

beforeAll(async () => {
  env = await createTestEnv();
  app = await Test.createTestingModule({
    imports: [ConfigModule.forRoot(env.config()), DatabaseModule, QueueModule, InvoicingModule],
    providers: [PaymentsRepository, RefundsRepository, PurchaseHistoryService],
  }).compile();
  await app.init();
  db = app.get(PG_POOL);
  history = app.get(PurchaseHistoryService);
});

afterAll(async () => {
  await app?.close();
  await env?.cleanup();
});

async function order(userId: string, status: string, ageMinutes: number, lines: { careerId: string; paise: number }[]) {
  const subtotal = lines.reduce((n, l) => n + l.paise, 0);
  const gst = Math.round(subtotal * 0.18);
  const { rows } = await db.query(
    `INSERT INTO orders (user_id, status, subtotal_paise, gst_paise, total_paise, created_at)
     VALUES ($1, $2, $3, $4, $5, now() - make_interval(mins => $6)) RETURNING id`,
    [userId, status, subtotal, gst, subtotal + gst, ageMinutes],
  );
  for (const l of lines) {
    await db.query(
      `INSERT INTO order_lines (order_id, career_id, unit_price_paise, total_price_paise) VALUES ($1, $2, $3, $3)`,
      [rows[0].id, l.careerId, l.paise],
    );
  }
  return rows[0].id as string;
}

describe('PurchaseHistoryService.ofUser', () => {
  it("lists the caller's orders newest first, with careers and the amounts charged in rupees", async () => {
    const me = await insertUser(db, 'student', { prefix: 'hist' });
    const other = await insertUser(db, 'student', { prefix: 'hist' });
    const careers = (await db.query('SELECT id, name FROM careers ORDER BY name LIMIT 3')).rows as {
      id: string;
      name: string;
    }[];
    const older = await order(me, 'FULFILLED', 60, [
      { careerId: careers[1].id, paise: 99_900 },
      { careerId: careers[0].id, paise: 49_950 },
    ]);
    const newer = await order(me, 'FAILED', 5, [{ careerId: careers[2].id, paise: 79_900 }]);
    await order(other, 'FULFILLED', 1, [{ careerId: careers[2].id, paise: 79_900 }]);

    const body = await history.ofUser(me);
    expect(body.map((o) => o._id)).toEqual([newer, older]);
    expect(body[1]).toEqual({
      _id: older,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      status: 'FULFILLED',
      subtotal: 1498.5,
      gst: 269.73,
      amount: 1768.23,
      careers: [
        { careerId: careers[0].id, name: careers[0].name, unit_price: 499.5 },
        { careerId: careers[1].id, name: careers[1].name, unit_price: 999 },
      ],
      course: null,
      // Orders paid through the API get their invoice at fulfilment (invoices.http.spec.ts); these were made in SQL.
      invoice: null,
      refunded: 0,
      // The buyer's own order (issue 14: a parent's order for a child names the child here).
      forUser: null,
      creditNotes: [],
    });
    expect(body[0]).toMatchObject({ status: 'FAILED', amount: 942.82, course: null });

    // A course order shows its course instead of careers.
    const {
      rows: [course],
    } = await db.query('SELECT id, title FROM courses LIMIT 1');
    const {
      rows: [courseOrder],
    } = await db.query(
      `INSERT INTO orders (user_id, status, kind, course_id, course_type, subtotal_paise, gst_paise, total_paise, created_at)
       VALUES ($1, 'FULFILLED', 'COURSE', $2, 1, 250000, 45000, 295000, now()) RETURNING id`,
      [me, course.id],
    );
    expect((await history.ofUser(me))[0]).toMatchObject({
      _id: courseOrder.id,
      careers: [],
      course: { id: course.id, title: course.title },
      amount: 2950,
    });
  });

  it('answers an empty list before any order', async () => {
    expect(await history.ofUser(await insertUser(db, 'parent', { prefix: 'hist' }))).toEqual([]);
  });
});
