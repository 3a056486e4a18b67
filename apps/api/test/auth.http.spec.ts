import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import { PASSWORD_RULE, type AuthUser, type LoginResponse } from '@app/contracts';
import { eventually } from '../../../test/support/test-env.js';
import { json } from '../../../test/support/apps.js';
import { startStack, type TestStack } from '../../../test/support/stack.js';
import {
  createSignedInUser,
  refreshCookieHeader,
  refreshCookieOf,
  studentSignupBody,
} from '../../../test/support/users.js';

let stack: TestStack;
let app: NestFastifyApplication;
let db: pg.Pool;

type Mail = { to: string; subject: string; text: string };
type Err = { statusCode: number; message: string; code?: string; errors?: { field: string; message: string }[] };

// The worker sends the verification and reset codes.
beforeAll(async () => {
  stack = await startStack({ worker: true });
  ({ app, db } = stack);
});

afterAll(() => stack?.stop());

let ipCounter = 0;
/** Each test calls from its own address, so the per-IP limits of one test do not touch another. */
const newIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
let ip = newIp();
beforeEach(() => (ip = newIp()));

const post = <T = unknown>(url: string, body: unknown, headers: Record<string, string> = {}) =>
  json<T>(app, 'POST', `/api${url}`, body, { 'x-forwarded-for': ip, ...headers });
const get = <T = unknown>(url: string, token?: string) =>
  json<T>(app, 'GET', `/api${url}`, undefined, token ? { authorization: token } : {});
const count = async (table: string) => (await db.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n as number;
const mailsTo = async (to: string) =>
  (await json<Mail[]>(app, 'GET', `/api/dev/mail?to=${encodeURIComponent(to)}`)).body;

/** Waits for the n-th mail to this address (the relay and worker deliver it) and reads its code. */
async function nthCode(to: string, n: number): Promise<string> {
  const mails = await eventually(
    async () => {
      const list = await mailsTo(to);
      return list.length >= n ? list : undefined;
    },
    15_000,
    `mail #${n} to ${to}`,
  );
  const text = mails[mails.length - n].text;
  return /\b(\d{6})\b/.exec(text)![1];
}

let seq = 0;
function student(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return studentSignupBody(`asha${seq}`, overrides);
}

/** Signs up and confirms a student; answers the signup payload. */
async function confirmedStudent(overrides: Record<string, unknown> = {}) {
  const s = student(overrides);
  expect((await post('/auth/signup', s)).status).toBe(201);
  const code = await nthCode(s.email, 1);
  expect((await post('/auth/confirm', { username: s.username, code })).status).toBe(200);
  return s;
}

/** The body of a login, and the refresh token it set in the cookie. */
async function login(username: string, password = 'secret123') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    headers: { 'x-forwarded-for': ip },
  });
  expect(res.statusCode).toBe(200);
  return { ...res.json<LoginResponse>(), refreshToken: refreshCookieOf(res)! };
}

describe('sign-up, confirmation and login', () => {
  it('signs up a student, mails a code, refuses login until confirmed, then logs in', async () => {
    const s = student({ username: 'Meera.K', email: 'Meera.K@Example.in' });
    const signup = await post<{ userId: string; message: string }>('/auth/signup', s);
    expect(signup.status).toBe(201);
    expect(signup.body).toEqual({ userId: expect.any(String), message: 'Your account has been created successfully.' });
    const row = (await db.query('SELECT * FROM users WHERE id = $1', [signup.body.userId])).rows[0];
    expect(row).toMatchObject({
      role: 'student',
      user_type: 'student',
      phone_number: '+919812345678',
      class: '10',
      confirmed_at: null,
    });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);

    const unconfirmed = await post<Err>('/auth/login', { username: 'meera.k', password: 'secret123' });
    expect(unconfirmed.status).toBe(403);
    expect(unconfirmed.body).toEqual({
      statusCode: 403,
      message: expect.stringContaining('not confirmed'),
      code: 'UserNotConfirmedException',
    });
    // A wrong password says nothing about the account's state.
    expect((await post('/auth/login', { username: 'Meera.K', password: 'wrong1234' })).status).toBe(401);

    const mail = await eventually(async () => (await mailsTo('meera.k@example.in'))[0], 15_000, 'code mail');
    expect(mail.subject).toBe('Your Disha Careers verification code');
    expect(mail.text).toContain('Hi Asha');
    const code = await nthCode('meera.k@example.in', 1);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await post<Err>('/auth/confirm', { username: 'Meera.K', code: wrong })).body).toMatchObject({
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: 'Invalid verification code provided, please try again.',
    });
    expect((await post('/auth/confirm', { username: 'MEERA.K', code })).body).toMatchObject({
      message: 'Your account has been verified successfully.',
    });
    expect((await post<Err>('/auth/confirm', { username: 'Meera.K', code })).body.message).toBe(
      'Your account is already verified. Please log in.',
    );

    const session = await login('meera.k');
    // The refresh token is only in the HttpOnly cookie, never in the body.
    expect(session).toEqual({
      idToken: expect.any(String),
      refreshToken: expect.any(String),
      user: expect.any(Object),
    });
    expect(
      Object.keys((await post<object>('/auth/login', { username: 'meera.k', password: 'secret123' })).body).sort(),
    ).toEqual(['idToken', 'user']);
    expect(session.user).toMatchObject({
      role: 'student',
      user_id: signup.body.userId,
      isCampusStudent: false,
      data: {
        username: 'Meera.K',
        email: 'Meera.K@Example.in',
        first_name: 'Asha',
        phone_number: '+919812345678',
        gender: 'female',
        class: '10',
        'custom:user_id': signup.body.userId,
        'custom:user_type': 'student',
        'custom:school': 'Kendriya Vidyalaya',
      },
    });
    const raw = await get<AuthUser>('/auth/me', session.idToken);
    expect(raw.status).toBe(200);
    expect(raw.body.user_id).toBe(signup.body.userId);
    expect((await get('/auth/me', `Bearer ${session.idToken}`)).status).toBe(200);
  });

  it("signs up a parent with the parent form and a student through the spec's /student/signup", async () => {
    const parent = await post<{ userId: string }>('/auth/signup', {
      userType: 'parent',
      username: 'rajesh',
      password: 'parent1234',
      first_name: 'Rajesh',
      last_name: 'Kumar',
      email: 'rajesh@example.in',
      phone_number: '98765 43210',
    });
    expect(parent.status).toBe(201);
    expect(
      (await db.query('SELECT role, phone_number, school FROM users WHERE id = $1', [parent.body.userId])).rows[0],
    ).toEqual({
      role: 'parent',
      phone_number: '+919876543210',
      school: null,
    });
    const { userType: _omit, ...spec } = student();
    const viaSpec = await post<{ userId: string; message: string }>('/student/signup', spec);
    expect(viaSpec.status).toBe(201);
    expect(viaSpec.body.message).toBe('Your account has been created successfully.');
  });

  it('answers 409 for a taken username or e-mail, whatever their case, and writes nothing', async () => {
    const s = await confirmedStudent();
    const before = await count('users');
    const dupUser = await post<Err>('/auth/signup', student({ username: s.username.toUpperCase() }));
    expect(dupUser.status).toBe(409);
    expect(dupUser.body.message).toBe('This username is already taken. Please choose another one.');
    const dupMail = await post<Err>('/auth/signup', student({ email: s.email.toUpperCase() }));
    expect(dupMail.status).toBe(409);
    expect(dupMail.body.message).toBe(
      'An account with this email already exists. Please log in, or use Forgot password.',
    );
    expect(await count('users')).toBe(before);
  });

  const studentCases: [string, Record<string, unknown>, string, string][] = [
    ['first name missing', { first_name: '' }, 'first_name', 'First name is required'],
    ['last name missing', { last_name: undefined }, 'last_name', 'Last name is required'],
    ['email missing', { email: '' }, 'email', 'Email is required'],
    ['email invalid', { email: 'asha@school' }, 'email', 'Enter valid email'],
    ['username missing', { username: ' ' }, 'username', 'Username is required'],
    [
      'username with spaces',
      { username: 'asha v' },
      'username',
      'Username must be 3 to 32 letters, digits, dots, dashes or underscores',
    ],
    ['mobile missing', { phone_number: '' }, 'phone_number', 'Mobile is required'],
    ['mobile not digits', { phone_number: '98123abc78' }, 'phone_number', 'Enter valid mobile'],
    ['mobile short', { phone_number: '+91981234' }, 'phone_number', 'Enter 10 digit number'],
    ['password missing', { password: '' }, 'password', 'Password is required'],
    ['password short', { password: 'abc123' }, 'password', PASSWORD_RULE],
    ['password without a digit', { password: 'abcdefghij' }, 'password', PASSWORD_RULE],
    ['password without a letter', { password: '1234567890' }, 'password', PASSWORD_RULE],
    ['birthdate missing', { birthdate: undefined }, 'birthdate', 'Date of birth is required'],
    ['birthdate not a date', { birthdate: '2009-02-30' }, 'birthdate', 'Enter valid date of birth'],
    ['gender missing', { gender: undefined }, 'gender', 'Gender is required'],
    ['gender unknown', { gender: 'x' }, 'gender', 'Gender is required'],
    ['class missing', { class: '' }, 'class', 'Class is required'],
    ['school missing', { school: '' }, 'school', 'School is required'],
    ['city missing', { city: undefined }, 'city', 'City is required'],
    ['state missing', { state: '' }, 'state', 'State is required'],
  ];
  it.each(studentCases)('refuses a student with %s', async (_, overrides, field, message) => {
    const before = [await count('users'), await count('outbox')];
    const { status, body } = await post<Err>('/auth/signup', student(overrides));
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ field, message }]);
    expect([await count('users'), await count('outbox')]).toEqual(before);
  });

  it("applies the parent form's rules and needs a user type", async () => {
    const res = await post<Err>('/auth/signup', { userType: 'parent' });
    expect(res.status).toBe(400);
    expect(res.body.errors!.map((e) => e.message)).toEqual([
      'First name is required',
      'Last name is required',
      'Email is required',
      'Username is required',
      'Mobile is required',
      'Password is required',
    ]);
    expect((await post<Err>('/auth/signup', { ...student(), userType: undefined })).body.message).toBe(
      'userType must be student or parent',
    );
    expect((await post<Err>('/auth/signup', { ...student(), userType: 'teacher' })).status).toBe(400);
  });

  it("validates login and confirm bodies with the spec's messages", async () => {
    expect((await post<Err>('/auth/login', {})).body.errors).toEqual([
      { field: 'username', message: 'Username is required' },
      { field: 'password', message: 'Password is required' },
    ]);
    expect((await post<Err>('/auth/confirm', { username: 'x' })).body.errors).toEqual([
      { field: 'code', message: 'Code is required' },
    ]);
    expect((await post<Err>('/auth/confirm', { username: 'x', code: '12ab' })).body.message).toBe(
      'Enter the 6-digit code from the e-mail',
    );
  });

  it('answers a wrong username and a wrong password the same', async () => {
    const s = await confirmedStudent();
    const a = await post<Err>('/auth/login', { username: 'nobody-here', password: 'secret123' });
    const b = await post<Err>('/auth/login', { username: s.username, password: 'secret124' });
    expect(a).toEqual(b);
    expect(a).toEqual({
      status: 401,
      body: { statusCode: 401, code: 'UNAUTHORIZED', message: 'Incorrect username or password.' },
    });
  });
});

describe('login with the e-mail address', () => {
  it('logs in with the e-mail in any case, and a wrong one answers as a wrong username', async () => {
    const s = await confirmedStudent();
    const byEmail = await login(s.email.toUpperCase());
    expect(byEmail.user.data.username).toBe(s.username);
    expect(byEmail.user.data.email).toBe(s.email);
    const unknown = await post<Err>('/auth/login', { username: `nobody-${s.email}`, password: 'secret123' });
    const wrong = await post<Err>('/auth/login', { username: s.email, password: 'secret124' });
    const wrongUsername = await post<Err>('/auth/login', { username: 'nobody-here', password: 'secret123' });
    expect(unknown).toEqual(wrongUsername);
    expect(wrong).toEqual(wrongUsername);
  });

  it('sends an unconfirmed account typed by e-mail to its confirmation, which the e-mail also confirms', async () => {
    const s = student();
    expect((await post('/auth/signup', s)).status).toBe(201);
    const refused = await post<Err>('/auth/login', { username: s.email, password: s.password });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('UserNotConfirmedException');
    const code = await nthCode(s.email, 1);
    expect((await post('/auth/confirm', { username: s.email, code })).status).toBe(200);
    expect((await login(s.email)).user.data.username).toBe(s.username);
  });
});

describe('the code of a new sign-up signs in (issue 24)', () => {
  const confirmRaw = (username: string, code: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/confirm',
      payload: { username, code },
      headers: { 'x-forwarded-for': ip },
    });

  it('answers the same session as a login: an access token, the user, and the refresh cookie', async () => {
    const s = student();
    const signup = await post<{ userId: string }>('/auth/signup', s);
    const code = await nthCode(s.email, 1);
    const res = await confirmRaw(s.username, code);
    expect(res.statusCode).toBe(200);
    const body = res.json<LoginResponse & { message: string }>();
    expect(Object.keys(body).sort()).toEqual(['idToken', 'message', 'user']);
    expect(body.message).toBe('Your account has been verified successfully.');
    expect(body.user).toMatchObject({ role: 'student', user_id: signup.body.userId });
    // The access token works, and the cookie is a session's like a login's (HttpOnly, on the auth path).
    expect((await get<AuthUser>('/auth/me', body.idToken)).body.user_id).toBe(signup.body.userId);
    const cookie = res.cookies.find((c) => c.name === 'disha_refresh')!;
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/auth', sameSite: 'Strict' });
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: {},
      headers: refreshCookieHeader(cookie.value),
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json<LoginResponse>().user.user_id).toBe(signup.body.userId);
    const { rows } = await db.query('SELECT count(*)::int AS n FROM auth_sessions WHERE user_id = $1', [
      signup.body.userId,
    ]);
    expect(rows[0].n).toBe(1);
  });

  it('starts no session for a wrong code, nor for the same code again (already verified, issue 23)', async () => {
    const s = student();
    const signup = await post<{ userId: string }>('/auth/signup', s);
    const code = await nthCode(s.email, 1);
    const wrong = await confirmRaw(s.username, code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(refreshCookieOf(wrong)).toBeUndefined();
    expect((await confirmRaw(s.username, code)).statusCode).toBe(200);
    const again = await confirmRaw(s.username, code);
    expect(again.statusCode).toBe(400);
    expect(again.json<Err>().message).toBe('Your account is already verified. Please log in.');
    expect(refreshCookieOf(again)).toBeUndefined();
    expect(again.json<object>()).not.toHaveProperty('idToken');
    const { rows } = await db.query('SELECT count(*)::int AS n FROM auth_sessions WHERE user_id = $1', [
      signup.body.userId,
    ]);
    // Only the confirming code started a session.
    expect(rows[0].n).toBe(1);
  });

  it('confirms a disabled account but gives it no session', async () => {
    const s = student();
    const signup = await post<{ userId: string }>('/auth/signup', s);
    const code = await nthCode(s.email, 1);
    await db.query('UPDATE users SET disabled_at = now() WHERE id = $1', [signup.body.userId]);
    const res = await confirmRaw(s.username, code);
    expect(res.statusCode).toBe(403);
    expect(refreshCookieOf(res)).toBeUndefined();
    const { rows } = await db.query(
      `SELECT confirmed_at IS NOT NULL AS confirmed,
              (SELECT count(*)::int FROM auth_sessions WHERE user_id = users.id) AS sessions
         FROM users WHERE id = $1`,
      [signup.body.userId],
    );
    expect(rows[0]).toEqual({ confirmed: true, sessions: 0 });
  });
});

describe('codes', () => {
  it('refuses an expired code', async () => {
    const s = student();
    await post('/auth/signup', s);
    const code = await nthCode(s.email, 1);
    await db.query(`UPDATE verification_codes SET expires_at = now() - interval '1 second' WHERE email = $1`, [
      s.email,
    ]);
    expect((await post<Err>('/auth/confirm', { username: s.username, code })).body).toEqual({
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: 'This code has expired. Please request a new code.',
    });
  });

  it('resends at most every 30 seconds (silently), and the new code replaces the old one', async () => {
    const s = student();
    await post('/auth/signup', s);
    const first = await nthCode(s.email, 1);
    const codes = async () =>
      (await db.query('SELECT count(*)::int AS n FROM verification_codes WHERE email = $1', [s.email])).rows[0]
        .n as number;
    // Too soon: the usual answer (issue 23: a 429 here told a real account from an unknown one), and no new code.
    const sent = { status: 200, body: { message: 'Confirmation code has been sent your account.' } };
    expect(await post('/auth/resend-code', { username: s.username })).toEqual(sent);
    expect(await codes()).toBe(1);

    await db.query(`UPDATE verification_codes SET created_at = created_at - interval '31 seconds' WHERE email = $1`, [
      s.email,
    ]);
    expect(await post('/auth/resend-code', { username: s.username })).toEqual(sent);
    expect(await codes()).toBe(2);
    const second = await nthCode(s.email, 2);
    if (first !== second) {
      expect((await post<Err>('/auth/confirm', { username: s.username, code: first })).body.message).toBe(
        'This code has expired. Please request a new code.',
      );
    }
    expect((await post('/auth/confirm', { username: s.username, code: second })).status).toBe(200);
    // Confirmed: the same answer again, and nothing is sent.
    await db.query(`UPDATE verification_codes SET created_at = created_at - interval '31 seconds' WHERE email = $1`, [
      s.email,
    ]);
    expect(await post('/auth/resend-code', { username: s.username })).toEqual(sent);
    expect(await codes()).toBe(2);
  });

  it('answers a resend for an unknown username like any other and sends nothing', async () => {
    const before = await count('outbox');
    expect((await post('/auth/resend-code', { username: 'ghost' })).status).toBe(200);
    expect(await count('outbox')).toBe(before);
  });

  it('kills a code after five wrong guesses', async () => {
    const s = student();
    await post('/auth/signup', s);
    const code = await nthCode(s.email, 1);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await post('/auth/confirm', { username: s.username, code: wrong })).status).toBe(400);
    // From another network: this one now waits before its next guess (abuse-limits.http.spec.ts).
    const fromElsewhere = await app.inject({
      method: 'POST',
      url: '/api/auth/confirm',
      payload: { username: s.username, code },
      remoteAddress: '198.51.100.200',
    });
    expect(fromElsewhere.json<Err>().message).toBe('This code has expired. Please request a new code.');
  });
});

describe('password reset', () => {
  it('mails a code, refuses wrong or reused codes, sets the new password and ends old sessions', async () => {
    const s = await confirmedStudent();
    const old = await login(s.username);
    expect((await post('/auth/forgot-password', { username: s.username })).body).toEqual({
      message: 'Verification code sent successfully',
    });
    const code = await nthCode(s.email, 2);
    const mail = (await mailsTo(s.email))[0];
    expect(mail.subject).toBe('Reset your Disha Careers password');

    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      (await post<Err>('/auth/reset-password', { username: s.username, code: wrong, password: 'newpass123' })).body
        .message,
    ).toBe('Invalid verification code provided, please try again.');
    expect(
      (await post<Err>('/auth/reset-password', { username: s.username, code, password: 'short1' })).body.errors,
    ).toEqual([{ field: 'password', message: PASSWORD_RULE }]);
    expect((await post('/auth/reset-password', { username: s.username, code, password: 'newpass123' })).body).toEqual({
      message: 'Password has been reset successfully',
    });
    expect(
      (await post<Err>('/auth/reset-password', { username: s.username, code, password: 'other1234' })).body.message,
    ).toBe('This code has already been used. Please request a new code.');
    expect((await post('/auth/login', { username: s.username, password: 'secret123' })).status).toBe(401);
    await login(s.username, 'newpass123');
    expect((await get('/auth/me', old.idToken)).status).toBe(401);
    expect((await post('/auth/refresh', undefined, refreshCookieHeader(old.refreshToken))).status).toBe(401);
  });

  it('answers an unknown username the same, rate-limits requests for codes and validates', async () => {
    const before = await count('outbox');
    expect((await post('/auth/forgot-password', { username: 'ghost' })).body).toEqual({
      message: 'Verification code sent successfully',
    });
    expect(await count('outbox')).toBe(before);
    const s = await confirmedStudent();
    expect((await post('/auth/forgot-password', { username: s.username })).status).toBe(200);
    // Within 30 s: the same answer, but no second code (issue 23).
    expect((await post<Err>('/auth/forgot-password', { username: s.username })).status).toBe(200);
    expect(
      (
        await db.query(`SELECT count(*)::int AS n FROM verification_codes WHERE email = $1 AND purpose = 'reset'`, [
          s.email,
        ])
      ).rows[0].n,
    ).toBe(1);
    expect((await post<Err>('/auth/forgot-password', {})).body.errors).toEqual([
      { field: 'username', message: 'Username is required' },
    ]);
    expect((await post<Err>('/auth/reset-password', { username: 'x' })).body.errors).toEqual([
      { field: 'code', message: 'Code is required' },
      { field: 'password', message: 'Password is required' },
    ]);
  });
});

describe('answers that do not tell accounts apart (issue 23)', () => {
  const codesOf = async (username: string, purpose: string) =>
    (
      await db.query(
        `SELECT count(*)::int AS n FROM verification_codes c JOIN users u ON u.id = c.user_id
          WHERE lower(u.username) = lower($1) AND c.purpose = $2`,
        [username, purpose],
      )
    ).rows[0].n as number;
  /** An unconfirmed account whose sign-up code went out over 30 s ago (a new one may go). */
  async function unconfirmedPastCooldown() {
    const s = student();
    expect((await post('/auth/signup', s)).status).toBe(201);
    await db.query(`UPDATE verification_codes SET created_at = created_at - interval '31 seconds' WHERE email = $1`, [
      s.email,
    ]);
    return s;
  }

  it('resend-code: the same status and body for unknown, confirmed, waiting and sendable accounts', async () => {
    const waiting = student();
    expect((await post('/auth/signup', waiting)).status).toBe(201);
    const sendable = await unconfirmedPastCooldown();
    const confirmed = await createSignedInUser(app, db, 'student', { prefix: 'enumconf' });
    const answers = {
      unknown: await post('/auth/resend-code', { username: `ghost${process.pid}r` }),
      confirmed: await post('/auth/resend-code', { username: confirmed.username }),
      waiting: await post('/auth/resend-code', { username: waiting.username }),
      sendable: await post('/auth/resend-code', { username: sendable.username }),
    };
    const same = { status: 200, body: { message: 'Confirmation code has been sent your account.' } };
    expect(answers).toEqual({ unknown: same, confirmed: same, waiting: same, sendable: same });
    // The cooldown and "already verified" are kept silently: no code, no mail.
    expect(await codesOf(waiting.username, 'confirm')).toBe(1);
    expect(await codesOf(confirmed.username, 'confirm')).toBe(0);
    expect(await codesOf(sendable.username, 'confirm')).toBe(2);
    await nthCode(sendable.email, 2);
  });

  it('forgot-password: the same status and body for unknown, confirmed, unconfirmed and waiting accounts', async () => {
    const confirmed = await createSignedInUser(app, db, 'student', { prefix: 'enumreset' });
    const unconfirmed = await unconfirmedPastCooldown();
    const answers = {
      unknown: await post('/auth/forgot-password', { username: `ghost${process.pid}f` }),
      confirmed: await post('/auth/forgot-password', { username: confirmed.username }),
      // Within 30 s of the last one.
      waiting: await post('/auth/forgot-password', { username: confirmed.username }),
      unconfirmed: await post('/auth/forgot-password', { username: unconfirmed.username }),
    };
    const same = { status: 200, body: { message: 'Verification code sent successfully' } };
    expect(answers).toEqual({ unknown: same, confirmed: same, waiting: same, unconfirmed: same });
    expect(await codesOf(confirmed.username, 'reset')).toBe(1);
    expect(await codesOf(unconfirmed.username, 'reset')).toBe(1);
  });

  it('confirm: a wrong code for a confirmed account is answered as for an unknown username', async () => {
    const confirmed = await createSignedInUser(app, db, 'student', { prefix: 'enumconfirm' });
    const unknown = await post('/auth/confirm', { username: `ghost${process.pid}c`, code: '123456' });
    expect(unknown.status).toBe(400);
    expect(await post('/auth/confirm', { username: confirmed.username, code: '123456' })).toEqual(unknown);
  });

  it('takes as long (medians of several calls) for an account that is mailed a code as for an unknown one', async () => {
    const timed = async (url: string, username: string) => {
      const started = performance.now();
      expect((await post(url, { username })).status).toBe(200);
      return performance.now() - started;
    };
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const runs = 7;
    const users = [];
    for (let i = 0; i < runs; i++) users.push(await createSignedInUser(app, db, 'student', { prefix: 'timing' }));
    const mailed: number[] = [];
    const unknown: number[] = [];
    const waiting: number[] = [];
    // Interleaved, so a busy moment of the machine falls on every kind alike.
    for (let i = 0; i < runs; i++) {
      mailed.push(await timed('/auth/forgot-password', users[i].username));
      unknown.push(await timed('/auth/forgot-password', `nobody${process.pid}t${i}`));
      waiting.push(await timed('/auth/forgot-password', users[i].username));
    }
    const medians = [median(mailed), median(unknown), median(waiting)];
    // Generous: the paths must not differ by a factor, which is what a difference of work shows as.
    expect(Math.max(...medians) / Math.min(...medians)).toBeLessThan(1.5);
  });
});

describe('sessions', () => {
  it('rotates refresh tokens (in the cookie); reusing an old one ends the whole session', async () => {
    const s = await confirmedStudent();
    const first = await login(s.username);
    const refresh = (token?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        headers: token === undefined ? {} : refreshCookieHeader(token),
      });
    const second = await refresh(first.refreshToken);
    expect(second.statusCode).toBe(200);
    const secondToken = refreshCookieOf(second)!;
    expect(secondToken).not.toBe(first.refreshToken);
    expect(second.headers['cache-control']).toBe('no-store');
    expect(second.json<LoginResponse>().user.data.username).toBe(s.username);
    expect((await get('/auth/me', second.json<LoginResponse>().idToken)).status).toBe(200);
    const third = await refresh(secondToken);
    expect(third.statusCode).toBe(200);

    // `first` was replaced before the token replaced last: reuse, whatever the grace.
    const reuse = await refresh(first.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json<Err>()).toMatchObject({
      code: 'SESSION_REUSED',
      message: expect.stringContaining('used from two places'),
    });
    // The family is revoked: the newest refresh token and the access tokens of the session stop working.
    expect((await refresh(refreshCookieOf(third))).statusCode).toBe(401);
    expect((await get('/auth/me', third.json<LoginResponse>().idToken)).status).toBe(401);
    // Another session of the same user is untouched.
    const other = await login(s.username);
    expect((await get('/auth/me', other.idToken)).status).toBe(200);
    expect((await refresh('made-up')).json<Err>()).toMatchObject({
      code: 'SESSION_EXPIRED',
      message: 'Your session has expired. Please log in again.',
    });
    expect((await refresh()).json<Err>()).toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('logs out by access token or by refresh cookie, and clears the cookie', async () => {
    const s = await confirmedStudent();
    const a = await login(s.username);
    expect((await post('/auth/logout', {}, { authorization: a.idToken })).body).toEqual({
      message: 'You have been logged out.',
    });
    expect((await get('/auth/me', a.idToken)).status).toBe(401);
    expect((await post('/auth/refresh', undefined, refreshCookieHeader(a.refreshToken))).status).toBe(401);
    const b = await login(s.username);
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: refreshCookieHeader(b.refreshToken),
    });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'disha_refresh')).toMatchObject({ value: '', path: '/api/auth' });
    expect((await get('/auth/me', b.idToken)).status).toBe(401);
    expect((await post('/auth/logout', {})).status).toBe(401);
  });

  it('refuses missing, malformed and expired access tokens', async () => {
    expect((await get<Err>('/auth/me')).body).toEqual({
      statusCode: 401,
      code: 'UNAUTHORIZED',
      message: 'Please log in to continue.',
    });
    expect((await get('/auth/me', 'garbage')).status).toBe(401);
    const s = await confirmedStudent();
    const { idToken } = await login(s.username);
    const [h, p] = idToken.split('.');
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url')}.${idToken.split('.')[2]}`;
    expect((await get('/auth/me', forged)).status).toBe(401);
    expect(claims.exp - claims.iat).toBe(15 * 60);
  });
});

// Rate limits (failed logins and codes, the anonymous forms, code mails): abuse-limits.http.spec.ts.

describe('profile and access', () => {
  it("updates the profile dialog's fields and validates them", async () => {
    const s = await confirmedStudent();
    const { idToken } = await login(s.username);
    const update = (user: unknown, token = idToken) =>
      post<AuthUser & Err>('/auth/user/update', { user }, { authorization: token });
    const ok = await update({ email: s.email, phone_number: '9000000009', gender: 'other', city: 'Nagpur' });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      phone_number: '+919000000009',
      gender: 'other',
      city: 'Nagpur',
      'custom:city': 'Nagpur',
      state: 'Maharashtra',
    });

    expect((await update({ email: 'bad', phone_number: '12', gender: undefined })).body.errors).toEqual([
      { field: 'user.email', message: 'Enter valid email' },
      { field: 'user.phone_number', message: 'Enter 10 digit number' },
      { field: 'user.gender', message: 'Gender is required' },
    ]);
    expect((await post<Err>('/auth/user/update', {}, { authorization: idToken })).body.message).toBe(
      'user is required',
    );
    const other = await confirmedStudent();
    expect(
      (await update({ email: other.email.toUpperCase(), phone_number: '9000000009', gender: 'male' })).status,
    ).toBe(409);
    expect((await post('/auth/user/update', { user: {} })).status).toBe(401);
  });

  it('needs no gender of a parent, whose sign-up asks none; a student still needs one', async () => {
    const p = student({ userType: 'parent' });
    const parentBody = {
      userType: 'parent',
      first_name: p.first_name,
      last_name: p.last_name,
      email: p.email,
      username: p.username,
      phone_number: '9810012345',
      password: p.password,
    };
    expect((await post('/auth/signup', parentBody)).status).toBe(201);
    expect((await post('/auth/confirm', { username: p.username, code: await nthCode(p.email, 1) })).status).toBe(200);
    const { idToken } = await login(p.username);
    const saved = await post<AuthUser>(
      '/auth/user/update',
      { user: { email: p.email, phone_number: '9810012346', gender: '' } },
      { authorization: idToken },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      phone_number: '+919810012346',
      gender: null,
      'custom:user_type': 'parent',
    });
    const withGender = await post<AuthUser>(
      '/auth/user/update',
      { user: { email: p.email, phone_number: '9810012346', gender: 'female' } },
      { authorization: idToken },
    );
    expect(withGender.body.data.gender).toBe('female');

    const s = await confirmedStudent();
    const refused = await post<Err>(
      '/auth/user/update',
      { user: { email: s.email, phone_number: '9810012346' } },
      { authorization: (await login(s.username)).idToken },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ field: 'user.gender', message: 'Gender is required' }]);
  });

  it('lets a user read only their own userId; admins read anyone', async () => {
    const a = await confirmedStudent();
    const b = await confirmedStudent();
    const sa = await login(a.username);
    const sb = await login(b.username);
    expect((await get<AuthUser>(`/auth/user?userId=${sa.user.user_id}`, sa.idToken)).body.user_id).toBe(
      sa.user.user_id,
    );
    expect((await get<Err>(`/auth/user?userId=${sb.user.user_id}`, sa.idToken)).body).toEqual({
      statusCode: 403,
      code: 'FORBIDDEN',
      message: "You can only access your own account's data.",
    });
    expect((await get<Err>(`/auth/user?userId=${sb.user.user_id.toUpperCase()}`, sb.idToken)).status).toBe(200);
    expect((await get(`/auth/user?userId=${sb.user.user_id}`)).status).toBe(401);
    await db.query(`UPDATE users SET role = 'admin', user_type = NULL WHERE id = $1`, [sa.user.user_id]);
    expect((await get<AuthUser>(`/auth/user?userId=${sb.user.user_id}`, sa.idToken)).body.user_id).toBe(
      sb.user.user_id,
    );
    expect((await get(`/auth/user?userId=00000000-0000-4000-8000-000000000000`, sa.idToken)).status).toBe(404);
  });

  it('says whether Google sign-in is configured', async () => {
    expect((await get('/auth/providers')).body).toEqual({ google: false });
    expect((await get<Err>('/auth/google')).status).toBe(404);
  });
});
