import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import type { PurchaseHistoryResponse } from '@app/contracts';
import { json } from '../../../test/support/apps.js';
import { startStack, type TestStack } from '../../../test/support/stack.js';
import { createSignedInUser } from '../../../test/support/users.js';

let stack: TestStack;
let app: NestFastifyApplication;
let db: pg.Pool;

beforeAll(async () => {
  stack = await startStack();
  ({ app, db } = stack);
});

afterAll(() => stack?.stop());

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

describe('GET /api/payment/orders', () => {
  it("lists the caller's orders newest first, with careers and the amounts charged in rupees", async () => {
    const me = await createSignedInUser(app, db, 'student', { prefix: 'hist' });
    const other = await createSignedInUser(app, db, 'student', { prefix: 'hist' });
    const careers = (await db.query('SELECT id, name FROM careers ORDER BY name LIMIT 3')).rows as {
      id: string;
      name: string;
    }[];
    const older = await order(me.id, 'FULFILLED', 60, [
      { careerId: careers[1].id, paise: 99_900 },
      { careerId: careers[0].id, paise: 49_950 },
    ]);
    const newer = await order(me.id, 'FAILED', 5, [{ careerId: careers[2].id, paise: 79_900 }]);
    await order(other.id, 'FULFILLED', 1, [{ careerId: careers[2].id, paise: 79_900 }]);

    const { status, body } = await json<PurchaseHistoryResponse>(
      app,
      'GET',
      `/api/payment/orders?userId=${me.id}`,
      undefined,
      { authorization: me.token },
    );
    expect(status).toBe(200);
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
      [me.id, course.id],
    );
    const after = await json<PurchaseHistoryResponse>(app, 'GET', `/api/payment/orders?userId=${me.id}`, undefined, {
      authorization: me.token,
    });
    expect(after.body[0]).toMatchObject({
      _id: courseOrder.id,
      careers: [],
      course: { id: course.id, title: course.title },
      amount: 2950,
    });
  });

  it('answers an empty list before any order, and refuses others and campus students', async () => {
    const me = await createSignedInUser(app, db, 'parent', { prefix: 'hist' });
    const other = await createSignedInUser(app, db, 'parent', { prefix: 'hist' });
    expect(
      await json(app, 'GET', `/api/payment/orders?userId=${me.id}`, undefined, { authorization: me.token }),
    ).toEqual({ status: 200, body: [] });
    expect(
      (await json(app, 'GET', `/api/payment/orders?userId=${other.id}`, undefined, { authorization: me.token })).status,
    ).toBe(403);
    expect((await json(app, 'GET', `/api/payment/orders?userId=${me.id}`)).status).toBe(401);
    const school = (await db.query(`INSERT INTO schools (name, campus_id) VALUES ('Hist School', 'HST') RETURNING id`))
      .rows[0].id;
    const campus = await createSignedInUser(app, db, 'campus_student', { prefix: 'hist', schoolId: school });
    expect(
      (await json(app, 'GET', `/api/payment/orders?userId=${campus.id}`, undefined, { authorization: campus.token }))
        .status,
    ).toBe(403);
  });
});
