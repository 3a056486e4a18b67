import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import {
  CONSENT_MESSAGES,
  ERROR_CODES,
  indiaDate,
  NOTICE_VERSION,
  type ConsentDecision,
  type ConsentRequestView,
  type ConsentStatus,
} from '@app/contracts';
import { json } from '../../../test/support/apps.js';
import { insertSchool } from '../../../test/support/rows.js';
import { startStack, type TestStackWithWorker } from '../../../test/support/stack.js';
import { eventually } from '../../../test/support/test-env.js';
import { createSignedInUser, type TestUser } from '../../../test/support/users.js';

// Issue 14, verifiable parental consent, on the wire against real PostgreSQL and Redis: the limited account's
// refusals on every gated route, the request mailed to a parent, the grant, the refusal, the withdrawal, the
// link's expiry and single use, and the records' append-only rule at the database.

let stack: TestStackWithWorker;
let app: NestFastifyApplication;
let db: pg.Pool;

beforeAll(async () => {
  stack = await startStack({ worker: true });
  ({ app, db } = stack);
});

afterAll(() => stack?.stop());

const ZERO_ID = '00000000-0000-4000-8000-000000000000';
const auth = (user: TestUser) => ({ authorization: user.token });

/** The YYYY-MM-DD, India time, `years` ago (plus `days` later). */
function bornYearsAgo(years: number, days = 0): string {
  const [y, m, d] = indiaDate(new Date()).split('-').map(Number);
  const date = new Date(Date.UTC(y - years, m - 1, d + days));
  return date.toISOString().slice(0, 10);
}

async function withBirthdate(user: TestUser, birthdate: string | null): Promise<TestUser> {
  await db.query('UPDATE users SET birthdate = $2 WHERE id = $1', [user.id, birthdate]);
  return user;
}

/** A 15-year-old student (or campus student of `schoolId`). */
async function minor(schoolId?: string): Promise<TestUser> {
  const user = await createSignedInUser(app, db, schoolId ? 'campus_student' : 'student', {
    prefix: 'kid',
    ...(schoolId ? { schoolId } : {}),
  });
  return withBirthdate(user, bornYearsAgo(15));
}

const parent = () => createSignedInUser(app, db, 'parent', { prefix: 'par' });

/** Each route that processes a minor's data beyond the account, called as its page would (a made-up id is fine: the guard answers first). */
const GATED: { name: string; call: (u: TestUser) => Promise<{ status: number; body: { code?: string } }> }[] = [
  {
    name: 'POST /payment/order',
    call: (u) => json<{ code?: string }>(app, 'POST', `/api/payment/order?userId=${u.id}`, {}, auth(u)),
  },
  { name: 'POST /course/order', call: (u) => json<{ code?: string }>(app, 'POST', '/api/course/order', {}, auth(u)) },
  {
    name: 'GET /career/content',
    call: (u) =>
      json<{ code?: string }>(app, 'GET', `/api/career/content?userMapCareerId=${ZERO_ID}`, undefined, auth(u)),
  },
  {
    name: 'POST /career/{careerId}/user/{userId}/submit',
    call: (u) =>
      json<{ code?: string }>(app, 'POST', `/api/career/${ZERO_ID}/user/${u.id}/submit`, { type: 1 }, auth(u)),
  },
  {
    name: 'PUT /career/{careerId}/user/{userId}/submit',
    call: (u) => json<{ code?: string }>(app, 'PUT', `/api/career/${ZERO_ID}/user/${u.id}/submit`, undefined, auth(u)),
  },
];
const startClassroom = (u: TestUser) =>
  json<{ code?: string }>(app, 'POST', '/api/platform/student/classrooms', { classroom: ZERO_ID }, auth(u));

async function refusals(user: TestUser): Promise<string[]> {
  const seen: string[] = [];
  for (const route of GATED) {
    const res = await route.call(user);
    seen.push(`${route.name} ${res.status === 403 ? res.body.code : 'let through'}`);
  }
  return seen;
}
const allRefused = GATED.map((r) => `${r.name} ${ERROR_CODES.ParentalConsentRequired}`);
const noneRefused = GATED.map((r) => `${r.name} let through`);

const status = async (u: TestUser) =>
  (await json<ConsentStatus>(app, 'GET', '/api/consents/me', undefined, auth(u))).body;
const ask = (u: TestUser, parentEmail: string) =>
  json<ConsentStatus>(app, 'POST', '/api/consents/requests', { parentEmail }, auth(u));

/** The link the parent was mailed (the worker sends it): its token. */
async function mailedToken(to: string, n = 1): Promise<string> {
  const mails = await eventually(
    async () => {
      const list = (await json<{ text: string }[]>(app, 'GET', `/api/dev/mail?to=${encodeURIComponent(to)}`)).body;
      return list.length >= n ? list : undefined;
    },
    20_000,
    `the consent mail to ${to}`,
  );
  const match = /\/consent\/([A-Za-z0-9_-]{43})/.exec(mails[0].text);
  if (!match) throw new Error(`No consent link in: ${mails[0].text}`);
  return match[1];
}

const grant = (p: TestUser, token: string, birthdate: string) =>
  json<ConsentDecision & { code?: string; message?: string }>(
    app,
    'POST',
    `/api/consents/${token}/grant`,
    { birthdate },
    auth(p),
  );

/** A minor, their parent, and the link the parent got. */
async function requested(): Promise<{ kid: TestUser; par: TestUser; token: string }> {
  const [kid, par] = [await minor(), await parent()];
  expect((await ask(kid, par.email)).status).toBe(202);
  return { kid, par, token: await mailedToken(par.email) };
}

describe('the limited account of a student under 18', () => {
  it('refuses every gated route with 403 PARENTAL_CONSENT_REQUIRED and a clear message', async () => {
    const kid = await minor();
    expect(await refusals(kid)).toEqual(allRefused);
    const res = await GATED[0].call(kid);
    expect(res.body).toMatchObject({ code: ERROR_CODES.ParentalConsentRequired, message: CONSENT_MESSAGES.required });
    expect(await status(kid)).toEqual({ allowed: false, minor: true, method: null, pending: [] });
  });

  it('still signs in, browses and keeps a cart', async () => {
    const kid = await minor();
    const [career] = (await db.query('SELECT id FROM careers ORDER BY name LIMIT 1')).rows;
    expect((await json(app, 'GET', '/api/platform/careers?pageNum=0&num=10')).status).toBe(200);
    const merged = await json(
      app,
      'POST',
      `/api/platform/cart/merge?userId=${kid.id}`,
      { careers: [career.id] },
      auth(kid),
    );
    expect(merged.status).toBe(200);
    expect(
      (await json<unknown[]>(app, 'GET', `/api/platform/cart?userId=${kid.id}`, undefined, auth(kid))).body,
    ).toHaveLength(1);
  });

  it('lets adults and parents through', async () => {
    const adult = await withBirthdate(await createSignedInUser(app, db, 'student'), bornYearsAgo(18));
    expect(await refusals(adult)).toEqual(noneRefused);
    expect(await refusals(await parent())).toEqual(noneRefused);
    // One day short of 18 (India time) is still a minor.
    expect(
      await refusals(await withBirthdate(await createSignedInUser(app, db, 'student'), bornYearsAgo(18, 1))),
    ).toEqual(allRefused);
  });

  it('refuses a student whose date of birth is unknown (a Google sign-up) until they give it, once', async () => {
    const unknown = await withBirthdate(await createSignedInUser(app, db, 'student'), null);
    expect(await refusals(unknown)).toEqual(GATED.map((r) => `${r.name} ${ERROR_CODES.BirthdateRequired}`));
    expect((await GATED[0].call(unknown)).body).toMatchObject({ message: CONSENT_MESSAGES.birthdateRequired });
    expect(await status(unknown)).toEqual({ allowed: false, minor: false, method: null, pending: [] });

    // The profile takes it once: a 15-year-old is then limited as any minor ...
    const profile = (birthdate: string) =>
      json<{ code?: string; message?: string }>(
        app,
        'POST',
        '/api/auth/user/update',
        { user: { email: unknown.email, phone_number: '+919812345678', gender: 'female', birthdate } },
        auth(unknown),
      );
    expect((await profile(bornYearsAgo(15))).status).toBe(200);
    expect(await refusals(unknown)).toEqual(allRefused);
    // ... and cannot make themselves an adult: the date stays, the calls stay refused.
    expect(await profile(bornYearsAgo(30))).toMatchObject({
      status: 403,
      body: { code: ERROR_CODES.BirthdateLocked, message: CONSENT_MESSAGES.birthdateLocked },
    });
    const { rows } = await db.query('SELECT birthdate FROM users WHERE id = $1', [unknown.id]);
    expect(rows[0].birthdate).toBe(bornYearsAgo(15));
    expect(await refusals(unknown)).toEqual(allRefused);
    // The same date again is no change, and is taken.
    expect((await profile(bornYearsAgo(15))).status).toBe(200);
  });

  it('refuses a campus student of a school without an agreement at classroom Start', async () => {
    const s = await insertSchool(db);
    const kid = await minor(s.id);
    expect((await startClassroom(kid)).body.code).toBe(ERROR_CODES.ParentalConsentRequired);
  });
});

describe('POST /api/consents/requests', () => {
  it('mails the parent a link to /consent/{token}; the token is stored hashed, never plain', async () => {
    const { kid, par, token } = await requested();
    const { rows } = await db.query('SELECT * FROM consent_requests WHERE child_id = $1', [kid.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ parent_email: par.email, status: 'pending' });
    expect(JSON.stringify(rows[0])).not.toContain(token);
    const pending = (await status(kid)).pending;
    expect(pending).toEqual([{ parentEmail: par.email, expiresAt: expect.any(String) }]);
    const days = (new Date(pending[0].expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('is idempotent for the same e-mail and allows at most 3 pending', async () => {
    const kid = await minor();
    for (let i = 0; i < 2; i++) expect((await ask(kid, 'Mum.One@example.in')).status).toBe(202);
    expect((await db.query('SELECT 1 FROM consent_requests WHERE child_id = $1', [kid.id])).rowCount).toBe(1);
    expect((await ask(kid, 'dad@example.in')).status).toBe(202);
    expect((await ask(kid, 'aunt@example.in')).status).toBe(202);
    const fourth = await ask(kid, 'uncle@example.in');
    expect(fourth.status).toBe(403);
    expect(fourth.body).toMatchObject({ message: CONSENT_MESSAGES.tooManyPending });
    expect((await status(kid)).pending.map((p) => p.parentEmail).sort()).toEqual([
      'aunt@example.in',
      'dad@example.in',
      'mum.one@example.in',
    ]);
  });

  it("refuses an adult, the child's own e-mail and a bad e-mail", async () => {
    const adult = await withBirthdate(await createSignedInUser(app, db, 'student'), bornYearsAgo(20));
    expect(await ask(adult, 'mum@example.in')).toMatchObject({
      status: 400,
      body: { message: CONSENT_MESSAGES.onlyMinors },
    });
    const kid = await minor();
    expect(await ask(kid, kid.email)).toMatchObject({ status: 400, body: { message: CONSENT_MESSAGES.ownEmail } });
    expect((await ask(kid, 'not-an-email')).status).toBe(400);
    expect((await json(app, 'POST', '/api/consents/requests', { parentEmail: 'a@example.in' })).status).toBe(401);
  });
});

describe('the parent answers', () => {
  it('GET /api/consents/{token} shows the child’s first name and the notice version only', async () => {
    const { par, token } = await requested();
    const view = await json<ConsentRequestView>(app, 'GET', `/api/consents/${token}`);
    expect(view).toEqual({
      status: 200,
      body: {
        childFirstName: 'Test',
        parentEmail: par.email,
        noticeVersion: NOTICE_VERSION,
        expiresAt: expect.any(String),
      },
    });
    expect((await json(app, 'GET', `/api/consents/${'x'.repeat(43)}`)).body).toMatchObject({
      code: ERROR_CODES.ConsentLinkInvalid,
    });
  });

  it('request → grant → processing allowed; the record keeps who, the child, the notice, the method, the time and the IP', async () => {
    const { kid, par, token } = await requested();
    const res = await grant(par, token, bornYearsAgo(40));
    expect(res).toEqual({
      status: 200,
      body: { childId: kid.id, action: 'granted', noticeVersion: NOTICE_VERSION, at: expect.any(String) },
    });
    expect(await refusals(kid)).toEqual(noneRefused);
    expect(await status(kid)).toEqual({
      allowed: true,
      minor: true,
      method: 'parent_account_email_confirmed',
      pending: [],
    });
    const { rows } = await db.query('SELECT * FROM consent_records WHERE child_id = $1', [kid.id]);
    expect(rows).toEqual([
      expect.objectContaining({
        parent_id: par.id,
        action: 'granted',
        method: 'parent_account_email_confirmed',
        notice_version: NOTICE_VERSION,
        age_verification: 'stated_birthdate_confirmed_email',
        ip: expect.any(String),
        created_at: expect.any(Date),
      }),
    ]);
    const [request] = (await db.query('SELECT * FROM consent_requests WHERE child_id = $1', [kid.id])).rows;
    expect(request).toMatchObject({ status: 'granted', decided_by: par.id, token_ciphertext: null });
    // Granting from the child's request linked them too (libs/family): the parent sees the child.
    const children = await json<{ userId: string }[]>(app, 'GET', '/api/parent/children', undefined, auth(par));
    expect(children.body.map((c) => c.userId)).toEqual([kid.id]);
    // Single use: the link is spent.
    expect((await grant(par, token, bornYearsAgo(40))).body).toMatchObject({ code: ERROR_CODES.ConsentLinkInvalid });
    expect((await json(app, 'GET', `/api/consents/${token}`)).status).toBe(410);
  });

  it('refuses a parent under 18 by the stated birthdate, on the 18th birthday’s eve (India time)', async () => {
    const { kid, par, token } = await requested();
    const young = await grant(par, token, bornYearsAgo(18, 1));
    expect(young).toMatchObject({ status: 403, body: { code: ERROR_CODES.ConsentNotAdult } });
    expect(await refusals(kid)).toEqual(allRefused);
  });

  it('keeps an under-18 refusal (issue 23): another birthdate on the same link, or a new link, answers 403 CONSENT_NOT_ADULT', async () => {
    const { kid, par, token } = await requested();
    const young = bornYearsAgo(17);
    expect((await grant(par, token, young)).body).toMatchObject({ code: ERROR_CODES.ConsentNotAdult });
    expect(await grant(par, token, bornYearsAgo(40))).toMatchObject({
      status: 403,
      body: { code: ERROR_CODES.ConsentNotAdult, message: CONSENT_MESSAGES.notAdult },
    });
    expect(await refusals(kid)).toEqual(allRefused);
    // The refusal is in the records (admins read them), naming the parent, the request and the stated date.
    const { rows } = await db.query('SELECT * FROM consent_records WHERE child_id = $1', [kid.id]);
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'refused_not_adult',
        parent_id: par.id,
        parent_stated_birthdate: young,
        age_verification: 'stated_birthdate_confirmed_email',
        notice_version: NOTICE_VERSION,
      }),
    ]);
    const [request] = (await db.query('SELECT * FROM consent_requests WHERE child_id = $1', [kid.id])).rows;
    expect(rows[0].request_id).toBe(request.id);
    // The request is answered (closed): the child is not shown it as waiting.
    expect(request).toMatchObject({ status: 'refused', decided_by: par.id, token_ciphertext: null });
    expect((await status(kid)).pending).toEqual([]);
    // A new request to the same parent does not open another try either.
    expect((await ask(kid, par.email)).status).toBe(202);
    const fresh = await mailedToken(par.email, 2);
    expect(await grant(par, fresh, bornYearsAgo(40))).toMatchObject({
      status: 403,
      body: { code: ERROR_CODES.ConsentNotAdult },
    });
    expect(await refusals(kid)).toEqual(allRefused);
  });

  it('refuses a parent account of another e-mail than the link’s, a student, and the anonymous', async () => {
    const { token } = await requested();
    const other = await parent();
    expect(await grant(other, token, bornYearsAgo(40))).toMatchObject({
      status: 403,
      body: { message: CONSENT_MESSAGES.wrongParent },
    });
    const student = await createSignedInUser(app, db, 'student');
    expect((await grant(student, token, bornYearsAgo(40))).status).toBe(403);
    expect((await json(app, 'POST', `/api/consents/${token}/grant`, { birthdate: bornYearsAgo(40) })).status).toBe(401);
  });

  it('an expired link answers 410 and cannot be granted', async () => {
    const { kid, par, token } = await requested();
    await db.query(`UPDATE consent_requests SET expires_at = now() - interval '1 second' WHERE child_id = $1`, [
      kid.id,
    ]);
    expect((await json(app, 'GET', `/api/consents/${token}`)).status).toBe(410);
    expect(await grant(par, token, bornYearsAgo(40))).toMatchObject({
      status: 410,
      body: { code: ERROR_CODES.ConsentLinkInvalid },
    });
    // Asking the same e-mail again makes a new request with a new link.
    expect((await ask(kid, par.email)).status).toBe(202);
    const fresh = await mailedToken(par.email, 2);
    expect(fresh).not.toBe(token);
    expect((await grant(par, fresh, bornYearsAgo(40))).status).toBe(200);
  });

  it('refuse: the request is closed, no record is made, the child stays limited', async () => {
    const { kid, par, token } = await requested();
    const res = await json<ConsentDecision>(app, 'POST', `/api/consents/${token}/refuse`, undefined, auth(par));
    expect(res).toMatchObject({ status: 200, body: { childId: kid.id, action: 'refused' } });
    expect((await db.query('SELECT 1 FROM consent_records WHERE child_id = $1', [kid.id])).rowCount).toBe(0);
    expect(await refusals(kid)).toEqual(allRefused);
    expect((await grant(par, token, bornYearsAgo(40))).status).toBe(410);
  });

  it('withdraw: a new record; the child is limited again; only a consenting parent may', async () => {
    const { kid, par, token } = await requested();
    expect((await grant(par, token, bornYearsAgo(40))).status).toBe(200);
    const stranger = await parent();
    const withdraw = (p: TestUser) =>
      json<ConsentDecision & { message?: string }>(app, 'POST', `/api/consents/${kid.id}/withdraw`, undefined, auth(p));
    expect(await withdraw(stranger)).toMatchObject({ status: 403, body: { message: CONSENT_MESSAGES.notConsenting } });
    expect(await withdraw(par)).toMatchObject({ status: 200, body: { childId: kid.id, action: 'withdrawn' } });
    expect(await refusals(kid)).toEqual(allRefused);
    expect(await withdraw(par)).toMatchObject({ status: 403, body: { message: CONSENT_MESSAGES.noConsent } });
    const { rows } = await db.query('SELECT action FROM consent_records WHERE child_id = $1 ORDER BY created_at', [
      kid.id,
    ]);
    expect(rows.map((r) => r.action)).toEqual(['granted', 'withdrawn']);
  });
});

describe('consent records are append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE at the database, whoever asks', async () => {
    const { par, token } = await requested();
    expect((await grant(par, token, bornYearsAgo(40))).status).toBe(200);
    await expect(db.query(`UPDATE consent_records SET notice_version = 'forged'`)).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM consent_records')).rejects.toThrow(/append-only/);
    await expect(db.query('TRUNCATE consent_records CASCADE')).rejects.toThrow(/append-only/);
    const s = await insertSchool(db);
    const admin = await createSignedInUser(app, db, 'admin');
    expect(
      (
        await json(
          app,
          'POST',
          `/api/admin/schools/${s.id}/consent-agreement`,
          { agreementVersion: 'v1', signedOn: '2026-04-01' },
          auth(admin),
        )
      ).status,
    ).toBe(201);
    await expect(db.query(`UPDATE school_consent_agreements SET agreement_version = 'x'`)).rejects.toThrow(
      /append-only/,
    );
    await expect(db.query('DELETE FROM school_consent_agreements')).rejects.toThrow(/append-only/);
  });
});

describe("a school's agreement (campus students)", () => {
  const record = (
    u: TestUser,
    schoolId: string,
    body: unknown = { agreementVersion: 'DPS/2026-27', signedOn: '2026-04-01' },
  ) =>
    json<{ id?: string; students?: number; code?: string }>(
      app,
      'POST',
      `/api/admin/schools/${schoolId}/consent-agreement`,
      body,
      auth(u),
    );

  it('an admin records it (audited); each campus student gets a record pointing to it and may start a classroom', async () => {
    const s = await insertSchool(db);
    const [kidA, kidB] = [await minor(s.id), await minor(s.id)];
    const elsewhere = await minor((await insertSchool(db)).id);
    expect((await startClassroom(kidA)).body.code).toBe(ERROR_CODES.ParentalConsentRequired);
    const admin = await createSignedInUser(app, db, 'admin');
    const res = await record(admin, s.id);
    expect(res).toMatchObject({
      status: 201,
      body: {
        schoolId: s.id,
        agreementVersion: 'DPS/2026-27',
        signedOn: '2026-04-01',
        recordedBy: admin.username,
        students: 2,
      },
    });
    const { rows } = await db.query(
      'SELECT child_id, method, school_agreement_id FROM consent_records WHERE school_agreement_id = $1 ORDER BY child_id',
      [res.body.id],
    );
    expect(rows.map((r) => r.child_id).sort()).toEqual([kidA.id, kidB.id].sort());
    expect(rows.every((r) => r.method === 'school_agreement')).toBe(true);
    expect((await startClassroom(kidA)).body.code).not.toBe(ERROR_CODES.ParentalConsentRequired);
    expect((await status(kidB)).method).toBe('school_agreement');
    // Another school without an agreement: still limited.
    expect((await startClassroom(elsewhere)).body.code).toBe(ERROR_CODES.ParentalConsentRequired);
    const audit = await db.query(
      `SELECT * FROM audit_log WHERE resource = 'schools' AND action = 'consent' AND resource_id = $1`,
      [s.id],
    );
    expect(audit.rows).toHaveLength(1);
    const shown = await json<{ agreement: { id: string } | null }>(
      app,
      'GET',
      `/api/admin/schools/${s.id}/consent-agreement`,
      undefined,
      auth(admin),
    );
    expect(shown.body.agreement?.id).toBe(res.body.id);
  });

  it('a campus student added to the roster after the agreement is let through on it', async () => {
    const s = await insertSchool(db);
    const admin = await createSignedInUser(app, db, 'admin');
    expect((await record(admin, s.id)).status).toBe(201);
    const late = await minor(s.id);
    expect((await status(late)).allowed).toBe(true);
  });

  it('only admins record it; a school admin may read their own school’s; the version and date are checked', async () => {
    const s = await insertSchool(db);
    const schoolAdmin = await createSignedInUser(app, db, 'school_admin', { schoolId: s.id });
    expect(await record(schoolAdmin, s.id)).toMatchObject({ status: 403 });
    const own = await json<{ agreement: unknown }>(
      app,
      'GET',
      `/api/admin/schools/${s.id}/consent-agreement`,
      undefined,
      auth(schoolAdmin),
    );
    expect(own).toEqual({ status: 200, body: { agreement: null } });
    const other = await insertSchool(db);
    expect(
      (await json(app, 'GET', `/api/admin/schools/${other.id}/consent-agreement`, undefined, auth(schoolAdmin))).status,
    ).toBe(404);
    const admin = await createSignedInUser(app, db, 'admin');
    expect((await record(admin, s.id, { agreementVersion: '', signedOn: '2999-01-01' })).status).toBe(400);
    expect((await record(admin, ZERO_ID)).status).toBe(404);
  });
});
