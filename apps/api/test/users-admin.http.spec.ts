import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import {
  ACCOUNT_DISABLED_MESSAGE,
  CONSENT_MESSAGES,
  ERROR_CODES,
  USER_ADMIN_MESSAGES,
  type AdminMail,
  type AdminUser,
  type AdminUserRecord,
} from '@app/contracts';
import { json } from '../../../test/support/apps.js';
import { eventually } from '../../../test/support/test-env.js';
import { startStack, type TestStackWithWorker } from '../../../test/support/stack.js';
import {
  ADULT_BIRTHDATE,
  createSignedInUser,
  refreshCookieHeader,
  refreshCookieOf,
  type TestUser,
} from '../../../test/support/users.js';

// The console's `users` and `mails` over HTTP against the real database, Redis and worker: search, a user's page
// (audited as a read), disable (sign-in refused, an issued token's next call and the refresh cookie refused at
// once) and enable, role changes (audited, a school role needs a school), a student's date of birth corrected
// (audited; the student's own profile still cannot change it), codes and reset e-mails, staff invitations whose
// set-password link works once, and the mail log of what was sent.

type Err = { statusCode: number; code: string; message: string; errors?: { field: string; message: string }[] };
type Mail = { to: string; subject: string; text: string };

let stack: TestStackWithWorker;
let app: NestFastifyApplication;
let db: pg.Pool;
let admin: TestUser;

beforeAll(async () => {
  stack = await startStack({ worker: true });
  ({ app, db } = stack);
  admin = await createSignedInUser(app, db, 'admin', { prefix: 'boss' });
});

afterAll(() => stack?.stop());

const BASE = '/api/admin/users';
const call = <T>(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, token = admin.token) =>
  json<T>(app, method, url, body, { authorization: token });
const list = (filter: object, token?: string) =>
  call<AdminUser[]>('GET', `${BASE}?filter=${encodeURIComponent(JSON.stringify(filter))}`, undefined, token);

let ip = 0;
/** Each sign-in from its own address, so the per-network limits stay out of the way. */
const login = (username: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.77.0.${++ip}` },
    payload: { username, password },
  });

const mailbox = async (to: string) => (await json<Mail[]>(app, 'GET', `/api/dev/mail?to=${to}`)).body;
const auditOf = async (resourceId: string) =>
  (
    await db.query<{ action: string; before: Record<string, unknown>; after: Record<string, unknown> }>(
      `SELECT action, before, after FROM audit_log WHERE resource = 'users' AND resource_id = $1 ORDER BY at, id`,
      [resourceId],
    )
  ).rows;

describe('users: finding people', () => {
  it('finds a user by name, e-mail, mobile or username, and filters by role and state', async () => {
    const asha = await createSignedInUser(app, db, 'student', {
      prefix: 'ashaq',
      firstName: 'Asha',
      lastName: 'Kulkarni',
      phoneNumber: '+919812345670',
    });
    for (const q of ['asha kulk', asha.email.toUpperCase(), '98123 45670', '+919812345670', asha.username]) {
      const res = await list({ q });
      expect({ q, status: res.status, ids: res.body.map((u) => u.id) }).toEqual({
        q,
        status: 200,
        ids: [asha.id],
      });
    }
    const found = (await list({ q: asha.username })).body[0];
    expect(found).toMatchObject({ name: 'Asha Kulkarni', role: 'student', disabled: false, confirmed: true });
    expect((await list({ q: 'asha kulk', role: 'parent' })).body).toEqual([]);
    expect((await list({ q: '100%' })).body).toEqual([]);
    const bad = await list({ colour: 'red' });
    expect(bad.status).toBe(400);
    expect((bad.body as unknown as Err).code).toBe(ERROR_CODES.BadListQuery);
  });

  it('is for admins only: a counsellor reads nothing here', async () => {
    const counsellor = await createSignedInUser(app, db, 'counsellor');
    expect((await list({}, counsellor.token)).status).toBe(403);
    expect((await call('GET', '/api/admin/mails', undefined, counsellor.token)).status).toBe(403);
  });

  it("shows a user's profile, orders, careers and results, and audits the read", async () => {
    const student = await createSignedInUser(app, db, 'student', { prefix: 'shown' });
    const career = (await db.query(`SELECT id, name FROM careers ORDER BY name LIMIT 1`)).rows[0];
    await db.query(
      `INSERT INTO user_careers (user_id, career_id, status, source) VALUES ($1, $2, 'ENROLLED', 'classroom')`,
      [student.id, career.id],
    );
    const res = await call<AdminUserRecord>('GET', `${BASE}/${student.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: student.id, email: student.email, state: 'Delhi', orders: [], results: [] });
    expect(res.body.careers).toEqual([
      expect.objectContaining({ careerId: career.id, careerName: career.name, status: 'ENROLLED' }),
    ]);
    expect(await auditOf(student.id)).toEqual([{ action: 'read', before: null, after: null }]);
    const missing = await call<Err>('GET', `${BASE}/00000000-0000-4000-8000-000000000000`);
    expect(missing.status).toBe(404);
  });
});

describe('users: disable and enable', () => {
  it('refuses sign-in, the issued token and the refresh cookie at once; enabling lets them sign in again', async () => {
    const student = await createSignedInUser(app, db, 'student', { prefix: 'gone' });
    // A second session, as from another browser, with its refresh cookie.
    const other = await login(student.username, 'secret123');
    expect(other.statusCode).toBe(200);
    const cookie = refreshCookieOf(other)!;
    expect((await json(app, 'GET', '/api/auth/me', undefined, { authorization: student.token })).status).toBe(200);

    const record = (await call<AdminUserRecord>('GET', `${BASE}/${student.id}`)).body;
    const disabled = await call<AdminUser>('PUT', `${BASE}/${student.id}`, { ...record, disabled: true });
    expect(disabled.status).toBe(200);
    expect(disabled.body).toMatchObject({ disabled: true, version: record.version + 1 });

    const next = await json<Err>(app, 'GET', '/api/auth/me', undefined, { authorization: student.token });
    expect(next.status).toBe(401);
    expect(next.body).toMatchObject({ code: ERROR_CODES.AccountDisabled, message: ACCOUNT_DISABLED_MESSAGE });
    const refresh = await json<Err>(app, 'POST', '/api/auth/refresh', {}, refreshCookieHeader(cookie));
    expect(refresh.status).toBe(401);
    expect(refresh.body.code).toBe(ERROR_CODES.AccountDisabled);
    const signIn = await login(student.username, 'secret123');
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toMatchObject({ code: ERROR_CODES.AccountDisabled, message: ACCOUNT_DISABLED_MESSAGE });
    // A wrong password hears only that it is wrong: being disabled is said only to whoever knows the password.
    expect((await login(student.username, 'wrong-password1')).statusCode).toBe(401);
    expect(
      (
        await db.query(`SELECT count(*)::int AS n FROM auth_sessions WHERE user_id = $1 AND revoked_at IS NULL`, [
          student.id,
        ])
      ).rows[0].n,
    ).toBe(0);
    expect((await list({ q: student.username, disabled: true })).body.map((u) => u.id)).toEqual([student.id]);

    const enabled = await call<AdminUser>('PUT', `${BASE}/${student.id}`, { disabled: false });
    expect(enabled.body).toMatchObject({ disabled: false, disabledAt: null });
    expect((await login(student.username, 'secret123')).statusCode).toBe(200);
    // The sessions ended by the disable stay ended: the old cookie is an expired session now, not a disabled one.
    const stale = await json<Err>(app, 'POST', '/api/auth/refresh', {}, refreshCookieHeader(cookie));
    expect(stale.body.code).toBe(ERROR_CODES.SessionExpired);
    expect((await auditOf(student.id)).map((a) => a.action)).toEqual(['read', 'disable', 'enable']);
    expect((await auditOf(student.id))[1]).toMatchObject({ before: { disabled: false }, after: { disabled: true } });
  });

  it('refuses a session a sign-in racing the disable opened, and disables once however often it is clicked', async () => {
    const student = await createSignedInUser(app, db, 'student', { prefix: 'race' });
    const clicks = await Promise.all(
      Array.from({ length: 6 }, () => call<AdminUser>('PUT', `${BASE}/${student.id}`, { disabled: true })),
    );
    expect(clicks.map((c) => c.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await auditOf(student.id)).map((a) => a.action)).toEqual(['disable']);
    // A sign-in that checked the account a moment before the disable committed opens its session after it: such a
    // session is open beside the flag (made here by reopening the one the disable ended).
    await db.query(`UPDATE auth_sessions SET revoked_at = NULL, revoked_reason = NULL WHERE user_id = $1`, [
      student.id,
    ]);
    const res = await json<Err>(app, 'GET', '/api/auth/me', undefined, { authorization: student.token });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(ERROR_CODES.AccountDisabled);
  });

  it('refuses a stale version, and an admin disabling or re-roling their own account', async () => {
    const student = await createSignedInUser(app, db, 'student');
    const stale = await call<Err>('PUT', `${BASE}/${student.id}`, { disabled: true, version: 99 });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe(ERROR_CODES.VersionConflict);
    const own = await call<Err>('PUT', `${BASE}/${admin.id}`, { disabled: true });
    expect(own.status).toBe(409);
    expect(own.body.message).toBe(USER_ADMIN_MESSAGES.ownAccount);
    const bad = await call<Err>('PUT', `${BASE}/${student.id}`, { disabled: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'disabled', message: 'disabled must be true or false' }]);
    expect((await auditOf(student.id)).length).toBe(0);
  });
});

describe('users: roles', () => {
  it('changes a role (audited); a school role needs a real school', async () => {
    const user = await createSignedInUser(app, db, 'student', { prefix: 'promo' });
    const noSchool = await call<Err>('PUT', `${BASE}/${user.id}`, { role: 'school_admin' });
    expect(noSchool.status).toBe(400);
    expect(noSchool.body.errors).toEqual([{ field: 'schoolId', message: USER_ADMIN_MESSAGES.schoolRequired }]);
    const unknown = await call<Err>('PUT', `${BASE}/${user.id}`, {
      role: 'school_admin',
      schoolId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.body.errors).toEqual([{ field: 'schoolId', message: USER_ADMIN_MESSAGES.unknownSchool }]);
    const school = (await db.query(`INSERT INTO schools (name, campus_id) VALUES ('Role School', 'ROLE') RETURNING id`))
      .rows[0].id as string;
    const changed = await call<AdminUser>('PUT', `${BASE}/${user.id}`, { role: 'school_admin', schoolId: school });
    expect(changed.body).toMatchObject({ role: 'school_admin', schoolId: school, schoolName: 'Role School' });
    // The next call sees the new role at once: a school admin is staff and may open the console's careers.
    expect((await call('GET', '/api/admin/careers', undefined, user.token)).status).toBe(200);
    const audit = await auditOf(user.id);
    expect(audit).toEqual([
      {
        action: 'edit',
        before: { role: 'student', schoolId: null, schoolName: null, userType: 'student' },
        after: { role: 'school_admin', schoolId: school, schoolName: 'Role School', userType: null },
      },
    ]);
  });
});

describe('users: date of birth', () => {
  // A student cannot change their own date once given (it decides whether a parent must consent): an admin can.
  const profileUpdate = (student: TestUser, birthdate: string) =>
    json<Err>(
      app,
      'POST',
      '/api/auth/user/update',
      { user: { email: student.email, phone_number: '+919812345678', gender: 'female', birthdate } },
      { authorization: student.token },
    );
  const birthdateOf = async (id: string) =>
    (
      await db.query<{ birthdate: string | null; version: number }>(
        `SELECT birthdate, version FROM users WHERE id = $1`,
        [id],
      )
    ).rows[0];

  it("corrects a student's date (audited, the version moves); the same date again is no change", async () => {
    const student = await createSignedInUser(app, db, 'student', { prefix: 'dob', birthdate: '2011-03-04' });
    const { version } = await birthdateOf(student.id);
    const res = await call<AdminUser>('PUT', `${BASE}/${student.id}`, { birthdate: '2007-03-04', version });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ birthdate: '2007-03-04', version: version + 1 });
    expect(await birthdateOf(student.id)).toEqual({ birthdate: '2007-03-04', version: version + 1 });
    const edit = [{ action: 'edit', before: { birthdate: '2011-03-04' }, after: { birthdate: '2007-03-04' } }];
    expect(await auditOf(student.id)).toEqual(edit);

    const again = await call<AdminUser>('PUT', `${BASE}/${student.id}`, { birthdate: '2007-03-04' });
    expect(again.body).toMatchObject({ birthdate: '2007-03-04', version: version + 1 });
    // Null is what the record of an account without a date holds: it removes nothing.
    expect((await call<AdminUser>('PUT', `${BASE}/${student.id}`, { birthdate: null })).status).toBe(200);
    expect(await birthdateOf(student.id)).toEqual({ birthdate: '2007-03-04', version: version + 1 });
    expect(await auditOf(student.id)).toEqual(edit);

    // The student's own profile takes the corrected date, and still refuses another.
    expect((await profileUpdate(student, '2007-03-04')).status).toBe(200);
    expect(await profileUpdate(student, '2001-03-04')).toMatchObject({
      status: 403,
      body: { code: ERROR_CODES.BirthdateLocked, message: CONSENT_MESSAGES.birthdateLocked },
    });
    expect((await birthdateOf(student.id)).birthdate).toBe('2007-03-04');
  });

  it("keeps only a student's date, refuses a malformed one with the field's message, and is for admins only", async () => {
    const staff = await createSignedInUser(app, db, 'content_editor', { prefix: 'dobstaff' });
    const refused = await call<Err>('PUT', `${BASE}/${staff.id}`, { birthdate: '1990-06-01' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: ERROR_CODES.ValidationFailed });
    expect(refused.body.errors).toEqual([{ field: 'birthdate', message: USER_ADMIN_MESSAGES.birthdateStudentsOnly }]);
    expect((await birthdateOf(staff.id)).birthdate).toBeNull();

    const school = (await db.query(`INSERT INTO schools (name, campus_id) VALUES ('Dob School', 'DOB') RETURNING id`))
      .rows[0].id as string;
    const campus = await createSignedInUser(app, db, 'campus_student', {
      prefix: 'dobcampus',
      schoolId: school,
      birthdate: '2010-01-01',
    });
    const corrected = await call<AdminUser>('PUT', `${BASE}/${campus.id}`, { birthdate: '2010-01-10' });
    expect(corrected).toMatchObject({ status: 200, body: { birthdate: '2010-01-10' } });

    const student = await createSignedInUser(app, db, 'student', { prefix: 'dobbad' });
    for (const [birthdate, message] of [
      ['2010-02-30', 'Enter valid date of birth'],
      ['01/02/2010', 'Enter valid date of birth'],
      ['2999-01-01', 'Enter valid date of birth'],
      ['', 'Date of birth is required'],
    ]) {
      const bad = await call<Err>('PUT', `${BASE}/${student.id}`, { birthdate });
      expect({ birthdate, status: bad.status, errors: bad.body.errors }).toEqual({
        birthdate,
        status: 400,
        errors: [{ field: 'birthdate', message }],
      });
    }

    const counsellor = await createSignedInUser(app, db, 'counsellor', { prefix: 'dobcoun' });
    const notAdmin = await call<Err>('PUT', `${BASE}/${student.id}`, { birthdate: '2005-01-01' }, counsellor.token);
    expect(notAdmin.status).toBe(403);
    expect((await birthdateOf(student.id)).birthdate).toBe(ADULT_BIRTHDATE);
    expect(await auditOf(student.id)).toEqual([]);
    expect(await auditOf(staff.id)).toEqual([]);
  });
});

describe('users: codes, reset e-mails and invitations', () => {
  it('resends the confirmation code of an unconfirmed account, once per cooldown; a confirmed one has none', async () => {
    const user = await createSignedInUser(app, db, 'parent', { prefix: 'unconf' });
    const confirmed = await call<Err>('POST', `${BASE}/${user.id}/resend-code`, {});
    expect(confirmed.status).toBe(409);
    expect(confirmed.body.message).toBe(USER_ADMIN_MESSAGES.alreadyConfirmed);
    await db.query(`UPDATE users SET confirmed_at = NULL WHERE id = $1`, [user.id]);
    const sent = await call<{ message: string }>('POST', `${BASE}/${user.id}/resend-code`, {});
    expect(sent).toEqual({ status: 200, body: { message: USER_ADMIN_MESSAGES.codeSent } });
    expect((await call<Err>('POST', `${BASE}/${user.id}/resend-code`, {})).status).toBe(429);
    const [mail] = await eventually(async () => (await mailbox(user.email)).length > 0 && mailbox(user.email));
    expect(mail.subject).toBe('Your Disha Careers verification code');
    expect((await auditOf(user.id)).map((a) => a.action)).toEqual(['resend-code']);
  });

  it('sends the password-reset e-mail, whose code resets the password', async () => {
    const user = await createSignedInUser(app, db, 'student', { prefix: 'forgot' });
    const res = await call<{ message: string }>('POST', `${BASE}/${user.id}/password-reset`, {});
    expect(res).toEqual({ status: 200, body: { message: USER_ADMIN_MESSAGES.resetSent } });
    const [mail] = await eventually(async () => (await mailbox(user.email)).length > 0 && mailbox(user.email));
    expect(mail.subject).toBe('Reset your Disha Careers password');
    const code = /\b(\d{6})\b/.exec(mail.text)![1];
    const reset = await json(app, 'POST', '/api/auth/reset-password', {
      username: user.username,
      code,
      password: 'NewSecret99',
    });
    expect(reset.status).toBe(200);
    expect((await login(user.username, 'NewSecret99')).statusCode).toBe(200);
    expect((await auditOf(user.id)).map((a) => a.action)).toEqual(['password-reset']);
  });

  it('invites a staff member, whose set-password link works once; no admin types a password', async () => {
    const email = `meera.invite.${process.pid}@example.in`;
    const invalid = await call<Err>('POST', BASE, { firstName: 'Meera', lastName: 'Nair', email, role: 'student' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual([{ field: 'role', message: 'Choose a staff role' }]);
    const res = await call<AdminUser>('POST', BASE, {
      firstName: 'Meera',
      lastName: 'Nair',
      email,
      role: 'counsellor',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email, role: 'counsellor', hasPassword: false, confirmed: false });
    expect((await call<Err>('POST', BASE, { firstName: 'M', lastName: 'N', email, role: 'admin' })).status).toBe(409);

    const [mail] = await eventually(async () => (await mailbox(email)).length > 0 && mailbox(email));
    expect(mail.subject).toBe('You are invited to the Disha Careers staff console');
    const token = /\/admin\/set-password#token=([\w.-]+)/.exec(mail.text)![1];
    expect(token.startsWith(`${res.body.id}.`)).toBe(true);

    const wrong = await json<Err>(app, 'POST', '/api/auth/set-password', {
      token: `${res.body.id}.not-the-secret`,
      password: 'Counsel2026',
    });
    expect(wrong.body).toMatchObject({
      code: ERROR_CODES.PasswordLinkInvalid,
      message: USER_ADMIN_MESSAGES.linkInvalid,
    });
    const weak = await json<Err>(app, 'POST', '/api/auth/set-password', { token, password: 'short' });
    expect(weak.status).toBe(400);
    const set = await json(app, 'POST', '/api/auth/set-password', { token, password: 'Counsel2026' });
    expect(set).toEqual({ status: 200, body: { message: USER_ADMIN_MESSAGES.passwordSet } });
    const again = await json<Err>(app, 'POST', '/api/auth/set-password', { token, password: 'Another2026' });
    expect(again.body.code).toBe(ERROR_CODES.PasswordLinkInvalid);

    const signIn = await login(res.body.username, 'Counsel2026');
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({ user: { role: 'counsellor' } });
    const audit = await auditOf(res.body.id);
    expect(audit.map((a) => a.action)).toEqual(['invite']);
    expect(audit[0].after).toMatchObject({ email, role: 'counsellor' });
    expect(JSON.stringify(audit)).not.toContain(token.split('.')[1]);
  });

  it('resends an invitation not taken up as a new link; the old link is dead', async () => {
    const email = `ravi.invite.${process.pid}@example.in`;
    const { body: user } = await call<AdminUser>('POST', BASE, {
      firstName: 'Ravi',
      lastName: 'Shah',
      email,
      role: 'content_editor',
    });
    const first = await eventually(async () => (await mailbox(email)).length === 1 && mailbox(email));
    await db.query(`UPDATE verification_codes SET created_at = now() - interval '1 minute' WHERE user_id = $1`, [
      user.id,
    ]);
    const res = await call<{ message: string }>('POST', `${BASE}/${user.id}/resend-code`, {});
    expect(res.body.message).toBe(USER_ADMIN_MESSAGES.inviteSent);
    const mails = await eventually(async () => (await mailbox(email)).length === 2 && mailbox(email));
    const tokenOf = (m: Mail) => /#token=([\w.-]+)/.exec(m.text)![1];
    const old = tokenOf(first[0]);
    const fresh = tokenOf(mails[0]);
    expect(fresh).not.toBe(old);
    expect(
      (await json<Err>(app, 'POST', '/api/auth/set-password', { token: old, password: 'Editor2026' })).status,
    ).toBe(400);
    expect((await json(app, 'POST', '/api/auth/set-password', { token: fresh, password: 'Editor2026' })).status).toBe(
      200,
    );
  });
});

describe('mails: the log of what was sent', () => {
  it('lists every e-mail with its state, searchable by recipient; a sent one cannot be resent', async () => {
    const user = await createSignedInUser(app, db, 'student', { prefix: 'maillog' });
    await call('POST', `${BASE}/${user.id}/password-reset`, {});
    const [row] = await eventually(async () => {
      const res = await call<AdminMail[]>(
        'GET',
        `/api/admin/mails?filter=${encodeURIComponent(JSON.stringify({ q: user.username }))}`,
      );
      return res.body.length === 1 && res.body[0].status === 'sent' && res.body;
    });
    expect(row).toMatchObject({
      to: user.email,
      subject: 'Reset your Disha Careers password',
      status: 'sent',
      attempts: 1,
      lastError: null,
      job: 'VerificationCodeIssued',
    });
    expect((await call<AdminMail>('GET', `/api/admin/mails/${row.id}`)).body).toEqual(row);
    const resend = await call<Err>('POST', `/api/admin/mails/${row.id}/resend`, {});
    expect(resend.status).toBe(409);
    expect(resend.body.code).toBe(ERROR_CODES.Conflict);
    const failed = await call<AdminMail[]>(
      'GET',
      `/api/admin/mails?filter=${encodeURIComponent(JSON.stringify({ q: user.username, status: 'failed' }))}`,
    );
    expect(failed.body).toEqual([]);
  });
});
