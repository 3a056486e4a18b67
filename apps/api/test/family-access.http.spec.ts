import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import {
  ERROR_CODES,
  type EnrolmentStateResponse,
  type MyCareersResponse,
  type PaymentOrderResponse,
  type PurchaseHistoryResponse,
} from '@app/contracts';
import { json } from '../../../test/support/apps.js';
import {
  createAssessmentCareer,
  enrol,
  rating,
  video,
  type FixtureCareer,
} from '../../../test/support/assessment-content.js';
import { createPricedCareers } from '../../../test/support/catalogue.js';
import { pdfText } from '../../../test/support/pdf-text.js';
import { startStack, type TestStackWithWorker } from '../../../test/support/stack.js';
import { eventually } from '../../../test/support/test-env.js';
import { createSignedInUser, type TestUser } from '../../../test/support/users.js';

// A linked parent's read-only access to their child (issue 14), and buying careers for the child, through HTTP
// against real PostgreSQL and Redis with the payment sandbox: reads answer the linked parent as they answer the
// child, everyone else is refused as before, and every write stays the child's.

let stack: TestStackWithWorker;
let app: NestFastifyApplication;
let db: pg.Pool;
let career: FixtureCareer;

beforeAll(async () => {
  stack = await startStack({ worker: true, listen: true });
  ({ app, db } = stack);
  career = await createAssessmentCareer(db, {
    name: `Family Career ${process.pid}`,
    subjects: ['Biology'],
    sections: [{ name: 'Tasks', steps: [video(), rating()] }],
  });
});

afterAll(() => stack?.stop());

const as = (user: TestUser) => ({ authorization: user.token });
const user = (role: 'parent' | 'student') => createSignedInUser(app, db, role, { prefix: `fa${role[0]}` });
async function linked(): Promise<{ parent: TestUser; child: TestUser }> {
  const [parent, child] = [await user('parent'), await user('student')];
  const asked = await json<{ linkId: string }>(app, 'POST', '/api/parent/links', { child: child.username }, as(parent));
  await json(app, 'POST', `/api/student/parent-links/${asked.body.linkId}/accept`, undefined, as(child));
  return { parent, child };
}
const get = (who: TestUser, url: string) => json<unknown>(app, 'GET', url, undefined, as(who));

describe("a linked parent's read-only access", () => {
  const reads = (childId: string) => [
    `/api/platform/mycareers?userId=${childId}`,
    `/api/student/dashboard?userId=${childId}`,
    `/api/student/${childId}/summary`,
    `/api/student/${childId}/subjects`,
  ];

  it("answers the linked parent with the child's data, as it answers the child", async () => {
    const { parent, child } = await linked();
    await enrol(db, child.id, career.careerId);
    for (const url of reads(child.id)) {
      const [forParent, forChild] = [await get(parent, url), await get(child, url)];
      expect({ url, status: forParent.status }).toEqual({ url, status: 200 });
      expect(forParent.body).toEqual(forChild.body);
    }
    const mine = (await get(parent, `/api/platform/mycareers?userId=${child.id}`)).body as MyCareersResponse;
    expect(mine).toHaveLength(1);
    // The report: not scored yet, so the same 404 the child gets (not a 403: the guard let the parent through).
    const report = `/api/career/${career.careerId}/user/${child.id}/summary`;
    expect((await get(parent, report)).status).toBe((await get(child, report)).status);
    expect((await get(parent, `/api/career/${career.careerId}/user/${child.id}/report`)).status).toBe(404);
  });

  it("gives the linked parent the child's scored report and its PDF, in the child's name", async () => {
    const parent = await user('parent');
    const child = await createSignedInUser(app, db, 'student', { prefix: 'fak', firstName: 'Kavya', lastName: 'Rao' });
    const asked = await json<{ linkId: string }>(app, 'POST', '/api/parent/links', { child: child.email }, as(parent));
    await json(app, 'POST', `/api/student/parent-links/${asked.body.linkId}/accept`, undefined, as(child));
    const userCareerId = await enrol(db, child.id, career.careerId);
    const [section] = career.sections;
    await db.query(
      `INSERT INTO assessment_results (user_career_id, total, max, percent, band, sections, subjects_aligned) VALUES ($1, 4, 5, 80, 'HIGH', $2, $3)`,
      [
        userCareerId,
        JSON.stringify([{ sectionId: section.id, name: 'Tasks', score: 4, max: 5, band: 'HIGH' }]),
        ['Biology'],
      ],
    );
    await db.query(
      `UPDATE user_careers SET status = 'COMPLETED', finished_at = now(), completed_at = now() WHERE id = $1`,
      [userCareerId],
    );
    const summary = `/api/career/${career.careerId}/user/${child.id}/summary`;
    const [forParent, forChild] = [await get(parent, summary), await get(child, summary)];
    expect(forParent.status).toBe(200);
    expect(forParent.body).toEqual(forChild.body);
    expect((await get(parent, `/api/student/${child.id}/subjects`)).body).toEqual({ subjectsAligned: { Biology: 1 } });
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/career/${career.careerId}/user/${child.id}/report`,
      headers: as(parent),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdfText(pdf.rawPayload)).toContain('Kavya Rao');
  });

  it('refuses a parent who is not linked, a request not yet accepted, a link removed, and another student', async () => {
    const { parent, child } = await linked();
    const [stranger, otherStudent] = [await user('parent'), await user('student')];
    const pending = await user('parent');
    await json(app, 'POST', '/api/parent/links', { child: child.username }, as(pending));
    for (const who of [stranger, otherStudent, pending])
      for (const url of [...reads(child.id), `/api/career/${career.careerId}/user/${child.id}/report`])
        expect({ url, status: (await get(who, url)).status }).toEqual({ url, status: 403 });
    const linkId = (await json<{ linkId: string }[]>(app, 'GET', '/api/parent/children', undefined, as(parent))).body[0]
      .linkId;
    await json(app, 'DELETE', `/api/parent/links/${linkId}`, undefined, as(parent));
    expect((await get(parent, reads(child.id)[0])).status).toBe(403);
  });

  it("refuses the parent every write of the child's assessment with PARENT_READ_ONLY", async () => {
    const { parent, child } = await linked();
    await enrol(db, child.id, career.careerId);
    const base = `/api/career/${career.careerId}/user/${child.id}`;
    const [section] = career.sections;
    const writes: ['POST' | 'PUT', string, unknown][] = [
      ['POST', `${base}/submit`, { sectionId: section.id, subSectionId: section.steps[0].subsectionId, type: 1 }],
      ['PUT', `${base}/submit`, undefined],
      ['POST', `${base}/abandon`, undefined],
    ];
    for (const [method, url, body] of writes)
      expect(await json(app, method, url, body, as(parent))).toMatchObject({
        status: 403,
        body: { code: ERROR_CODES.ParentReadOnly },
      });
    // Nothing changed for the child.
    const row = (await db.query('SELECT status, started_at FROM user_careers WHERE user_id = $1', [child.id])).rows[0];
    expect(row).toEqual({ status: 'ENROLLED', started_at: null });
    // The parent's own cart stays out of reach of the child's id.
    expect((await get(parent, `/api/platform/cart?userId=${child.id}`)).status).toBe(403);
  });
});

describe('buying for a child', () => {
  it("pays with the parent's order and invoice, and enrols the child; both see it", async () => {
    const { parent, child } = await linked();
    const [careerId] = await createPricedCareers(db, [49_900], 'Bought for child');
    await json(app, 'POST', `/api/platform/cart/merge?userId=${parent.id}`, { careers: [careerId] }, as(parent));
    const order = await json<PaymentOrderResponse>(
      app,
      'POST',
      `/api/payment/order?userId=${parent.id}`,
      { forUserId: child.id.toUpperCase() },
      as(parent),
    );
    expect(order.status).toBe(201);
    expect(
      (await json(app, 'POST', '/sandbox/razorpay/pay', { order_id: order.body.id, outcome: 'success' })).status,
    ).toBe(200);
    await eventually(
      async () =>
        (
          await json<EnrolmentStateResponse>(
            app,
            'POST',
            `/api/platform/cart/enroll?userId=${parent.id}`,
            undefined,
            as(parent),
          )
        ).body.status === 'enrolled',
      20_000,
    );
    await eventually(
      async () => (await db.query('SELECT 1 FROM invoices WHERE order_id = $1', [order.body.orderId])).rowCount === 1,
      20_000,
    );
    const childCareers = (await get(child, `/api/platform/mycareers?userId=${child.id}`)).body as MyCareersResponse;
    expect(childCareers.map((c) => c.careerId.$oid)).toEqual([careerId]);
    expect((await get(parent, `/api/platform/mycareers?userId=${parent.id}`)).body).toEqual([]);
    const history = (await get(parent, `/api/payment/orders?userId=${parent.id}`)).body as PurchaseHistoryResponse;
    expect(history[0]).toMatchObject({
      _id: order.body.orderId,
      status: 'FULFILLED',
      forUser: { userId: child.id },
      invoice: { serial: expect.any(String) },
    });
    // The invoice is the parent's to download, not the child's.
    const invoiceUrl = `/api/payment/orders/${order.body.orderId}/invoice`;
    expect((await app.inject({ method: 'GET', url: invoiceUrl, headers: as(parent) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: invoiceUrl, headers: as(child) })).statusCode).toBe(404);

    // Buying the same career for the child again is refused: they own it.
    await json(app, 'POST', `/api/platform/cart/merge?userId=${parent.id}`, { careers: [careerId] }, as(parent));
    const again = await json<{ errors: { field: string }[] }>(
      app,
      'POST',
      `/api/payment/order?userId=${parent.id}`,
      { forUserId: child.id },
      as(parent),
    );
    expect(again.status).toBe(409);
    expect(again.body.errors.map((e) => e.field)).toEqual([careerId]);
  });

  it('refuses a child who is not linked, and a student naming someone else', async () => {
    const [parent, stranger] = [await user('parent'), await user('student')];
    const [careerId] = await createPricedCareers(db, [9_900], 'Not for you');
    for (const who of [parent, stranger]) {
      await json(app, 'POST', `/api/platform/cart/merge?userId=${who.id}`, { careers: [careerId] }, as(who));
      const target = who === parent ? stranger.id : parent.id;
      expect(
        await json(app, 'POST', `/api/payment/order?userId=${who.id}`, { forUserId: target }, as(who)),
      ).toMatchObject({ status: 403, body: { code: ERROR_CODES.NotLinkedChild } });
    }
    expect(
      (await json(app, 'POST', `/api/payment/order?userId=${parent.id}`, { forUserId: 'not-an-id' }, as(parent)))
        .status,
    ).toBe(400);
  });
});
