import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import {
  CONSENT_MESSAGES,
  ERROR_CODES,
  indiaDate,
  NOTICE_VERSION,
  type AdminConsentRecordsResponse,
  type ConsentDecision,
  type ConsentStatus,
  type PaymentOrderResponse,
} from '@app/contracts';
import { json } from '../../../test/support/apps.js';
import { createPricedCareers } from '../../../test/support/catalogue.js';
import { startStack, type TestStack } from '../../../test/support/stack.js';
import { createSignedInUser, type TestUser } from '../../../test/support/users.js';

// Issue 23, findings 1 and 7, on the wire against real PostgreSQL and Redis: a linked parent buying for a child
// whose consent is not recorded is refused (and nothing is made), gives the consent at checkout themselves (their
// birthdate, an adult), and the order then goes through; a parent refused as under 18 for a child stays refused.

let stack: TestStack;
let app: NestFastifyApplication;
let db: pg.Pool;

beforeAll(async () => {
  stack = await startStack({ listen: true });
  ({ app, db } = stack);
});

afterAll(() => stack?.stop());

const as = (user: TestUser) => ({ authorization: user.token });

/** The YYYY-MM-DD, India time, `years` ago (plus `days` later). */
function bornYearsAgo(years: number, days = 0): string {
  const [y, m, d] = indiaDate(new Date()).split('-').map(Number);
  return new Date(Date.UTC(y - years, m - 1, d + days)).toISOString().slice(0, 10);
}

const parent = () => createSignedInUser(app, db, 'parent', { prefix: 'ccp' });
async function child(birthdate: string | null = bornYearsAgo(15)): Promise<TestUser> {
  const kid = await createSignedInUser(app, db, 'student', { prefix: 'cck' });
  await db.query('UPDATE users SET birthdate = $2 WHERE id = $1', [kid.id, birthdate]);
  return kid;
}
/** An ACTIVE link as the child's acceptance leaves it (libs/family's flow has its own specs). */
const link = (p: TestUser, c: TestUser) =>
  db.query(
    `INSERT INTO parent_links (parent_id, child_id, status, origin, responded_at) VALUES ($1, $2, 'ACTIVE', 'SEED', now())`,
    [p.id, c.id],
  );
async function withCart(p: TestUser): Promise<string> {
  const [careerId] = await createPricedCareers(db, [49_900], 'For my child');
  await json(app, 'POST', `/api/platform/cart/merge?userId=${p.id}`, { careers: [careerId] }, as(p));
  return careerId;
}
const orderFor = (p: TestUser, c: TestUser) =>
  json<PaymentOrderResponse & { code?: string; message?: string }>(
    app,
    'POST',
    `/api/payment/order?userId=${p.id}`,
    { forUserId: c.id, billingState: 'Karnataka' },
    as(p),
  );
const grantFor = (p: TestUser, c: TestUser, birthdate: string) =>
  json<ConsentDecision & { code?: string; message?: string }>(
    app,
    'POST',
    `/api/consents/children/${c.id}/grant`,
    { birthdate },
    as(p),
  );
const records = async (c: TestUser) =>
  (await db.query('SELECT * FROM consent_records WHERE child_id = $1 ORDER BY created_at', [c.id])).rows;
const ordersOf = async (p: TestUser) => (await db.query('SELECT 1 FROM orders WHERE user_id = $1', [p.id])).rowCount;
const statusOf = async (c: TestUser) =>
  (await json<ConsentStatus>(app, 'GET', '/api/consents/me', undefined, as(c))).body;

describe("a parent's order for a child whose consent is not recorded", () => {
  it('is refused with 403 PARENTAL_CONSENT_REQUIRED and makes nothing; after the parent consents it goes through', async () => {
    const [par, kid] = [await parent(), await child()];
    await link(par, kid);
    await withCart(par);

    const refused = await orderFor(par, kid);
    expect(refused).toMatchObject({
      status: 403,
      body: { code: ERROR_CODES.ParentalConsentRequired, message: CONSENT_MESSAGES.childRequired },
    });
    expect(await ordersOf(par)).toBe(0);
    expect(await records(kid)).toEqual([]);

    // The checkout's consent step: the parent's own birthdate (an adult) under the current notice.
    const stated = bornYearsAgo(42);
    expect(await grantFor(par, kid, stated)).toEqual({
      status: 200,
      body: { childId: kid.id, action: 'granted', noticeVersion: NOTICE_VERSION, at: expect.any(String) },
    });
    const retried = await orderFor(par, kid);
    expect(retried.status).toBe(201);
    expect(await ordersOf(par)).toBe(1);
    // The record names the parent who gave it, how their age was checked and what they stated.
    expect(await records(kid)).toEqual([
      expect.objectContaining({
        action: 'granted',
        method: 'parent_account_email_confirmed',
        parent_id: par.id,
        recorded_by: par.id,
        request_id: null,
        notice_version: NOTICE_VERSION,
        age_verification: 'stated_birthdate_confirmed_email',
        parent_stated_birthdate: stated,
        ip: expect.any(String),
      }),
    ]);
    // The child's own account is no longer limited either: it is one consent.
    expect(await statusOf(kid)).toMatchObject({ allowed: true, minor: true });
    // Giving it again (a double click) is the same consent: no second record.
    expect((await grantFor(par, kid, stated)).status).toBe(200);
    expect(await records(kid)).toHaveLength(1);
  });

  it('treats a child whose date of birth is unknown as one who may be a minor', async () => {
    const [par, kid] = [await parent(), await child(null)];
    await link(par, kid);
    await withCart(par);
    expect((await orderFor(par, kid)).body.code).toBe(ERROR_CODES.ParentalConsentRequired);
    expect((await grantFor(par, kid, bornYearsAgo(40))).status).toBe(200);
    expect((await orderFor(par, kid)).status).toBe(201);
  });

  it('lets a parent buy for an adult child without the step: there is nothing to consent to', async () => {
    const [par, adult] = [await parent(), await child(bornYearsAgo(19))];
    await link(par, adult);
    await withCart(par);
    expect((await orderFor(par, adult)).status).toBe(201);
    expect(await grantFor(par, adult, bornYearsAgo(40))).toMatchObject({
      status: 400,
      body: { message: CONSENT_MESSAGES.onlyMinors },
    });
  });

  it('refuses the direct grant to a parent not linked to the child, to a student, and to a parent with no confirmed e-mail', async () => {
    const [par, kid] = [await parent(), await child()];
    expect(await grantFor(par, kid, bornYearsAgo(40))).toMatchObject({
      status: 403,
      body: { code: ERROR_CODES.NotLinkedChild },
    });
    const student = await child(bornYearsAgo(30));
    expect((await grantFor(student, kid, bornYearsAgo(40))).status).toBe(403);
    await link(par, kid);
    await db.query('UPDATE users SET confirmed_at = NULL WHERE id = $1', [par.id]);
    expect(await grantFor(par, kid, bornYearsAgo(40))).toMatchObject({
      status: 403,
      body: { message: CONSENT_MESSAGES.emailNotConfirmed },
    });
    // None of these is an age refusal: nothing is recorded.
    expect(await records(kid)).toEqual([]);
  });
});

describe('a parent refused as under 18 at checkout', () => {
  it('stays refused: another birthdate answers 403 CONSENT_NOT_ADULT, for any child; the refusal is a record', async () => {
    const [par, kid, sibling] = [await parent(), await child(), await child()];
    await link(par, kid);
    await link(par, sibling);
    await withCart(par);
    const young = bornYearsAgo(18, 1);
    expect(await grantFor(par, kid, young)).toMatchObject({
      status: 403,
      body: { code: ERROR_CODES.ConsentNotAdult, message: CONSENT_MESSAGES.notAdult },
    });
    expect(await grantFor(par, kid, bornYearsAgo(40))).toMatchObject({
      status: 403,
      body: { code: ERROR_CODES.ConsentNotAdult },
    });
    // Their age is theirs: not an adult for the sibling either (nothing recorded for the sibling: no new try).
    expect(await grantFor(par, sibling, bornYearsAgo(40))).toMatchObject({
      status: 403,
      body: { code: ERROR_CODES.ConsentNotAdult },
    });
    expect(await records(sibling)).toEqual([]);
    expect(await records(kid)).toEqual([
      expect.objectContaining({
        action: 'refused_not_adult',
        parent_id: par.id,
        parent_stated_birthdate: young,
        notice_version: NOTICE_VERSION,
      }),
    ]);
    expect((await orderFor(par, kid)).body.code).toBe(ERROR_CODES.ParentalConsentRequired);
    expect(await statusOf(kid)).toMatchObject({ allowed: false });

    // Admins see the refusal in the console (the user's page, on the child's and on the parent's); the read is
    // audited. Other staff do not.
    const admin = await createSignedInUser(app, db, 'admin', { prefix: 'cca' });
    for (const whose of [kid, par]) {
      const seen = await json<AdminConsentRecordsResponse>(
        app,
        'GET',
        `/api/admin/users/${whose.id}/consent-records`,
        undefined,
        as(admin),
      );
      expect(seen).toEqual({
        status: 200,
        body: {
          records: [
            expect.objectContaining({
              childId: kid.id,
              childUsername: kid.username,
              action: 'refused_not_adult',
              parentId: par.id,
              parentUsername: par.username,
              parentStatedBirthdate: young,
              requestId: null,
              createdAt: expect.any(String),
            }),
          ],
        },
      });
    }
    const audited = await db.query(
      `SELECT 1 FROM audit_log WHERE user_id = $1 AND action = 'read' AND resource = 'users' AND resource_id = $2`,
      [admin.id, kid.id],
    );
    expect(audited.rowCount).toBe(1);
    const counsellor = await createSignedInUser(app, db, 'counsellor', { prefix: 'ccc' });
    expect(
      (await json(app, 'GET', `/api/admin/users/${kid.id}/consent-records`, undefined, as(counsellor))).status,
    ).toBe(403);
  });

  it("does not take back another parent's consent: a refusal is not the child's state", async () => {
    const [mum, young, kid] = [await parent(), await parent(), await child()];
    await link(mum, kid);
    await link(young, kid);
    expect((await grantFor(mum, kid, bornYearsAgo(40))).status).toBe(200);
    expect((await grantFor(young, kid, bornYearsAgo(16))).status).toBe(403);
    expect((await records(kid)).map((r) => r.action)).toEqual(['granted', 'refused_not_adult']);
    expect(await statusOf(kid)).toMatchObject({ allowed: true });
    await withCart(mum);
    expect((await orderFor(mum, kid)).status).toBe(201);
  });
});
