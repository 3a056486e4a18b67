import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import type { AuthUser, LoginResponse, ProfileUpdateResponse } from '@app/contracts';
import { eventually } from '../../../test/support/test-env.js';
import { json } from '../../../test/support/apps.js';
import { startStack, type TestStack } from '../../../test/support/stack.js';
import { createSignedInUser, refreshCookieHeader, refreshCookieOf } from '../../../test/support/users.js';

/**
 * Issue 8, sessions: the refresh token lives only in an HttpOnly cookie; tabs refreshing at once keep the
 * session (a grace of 10 s for the token replaced last only); an e-mail change waits for a code sent to it.
 */
let stack: TestStack;
let app: NestFastifyApplication;
let db: pg.Pool;

type Err = { statusCode: number; message: string; code?: string };
type Mail = { to: string; subject: string; text: string };

beforeAll(async () => {
  stack = await startStack({ worker: true });
  ({ app, db } = stack);
});

afterAll(() => stack?.stop());

let ipSeq = 0;
async function signIn(): Promise<{
  user: Awaited<ReturnType<typeof createSignedInUser>>;
  refreshToken: string;
  idToken: string;
}> {
  const user = await createSignedInUser(app, db, 'student', { prefix: 'sess' });
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: user.username, password: 'secret123' },
    headers: { 'x-forwarded-for': `10.44.0.${++ipSeq % 250}` },
  });
  expect(res.statusCode).toBe(200);
  return { user, refreshToken: refreshCookieOf(res)!, idToken: res.json<LoginResponse>().idToken };
}

const refresh = (token: string) =>
  app.inject({ method: 'POST', url: '/api/auth/refresh', headers: refreshCookieHeader(token) });

/** Moves the moment a token was replaced into the past, as if that many seconds had gone by. */
const ageUse = (seconds: number, sessionUserId: string) =>
  db.query(
    `UPDATE refresh_tokens SET used_at = used_at - make_interval(secs => $1)
      WHERE used_at IS NOT NULL AND session_id IN (SELECT id FROM auth_sessions WHERE user_id = $2)`,
    [seconds, sessionUserId],
  );

describe('the refresh cookie', () => {
  it('is HttpOnly, SameSite=Strict, on the auth path, with a readable signed-in flag; token answers are not cached', async () => {
    const { user } = await signIn();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username, password: 'secret123' },
    });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).not.toHaveProperty('refreshToken');
    const cookie = res.cookies.find((c) => c.name === 'disha_refresh')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(cookie.maxAge).toBe(30 * 24 * 3600);
    // Plain http in tests and development; production adds Secure (SessionCookies).
    expect(cookie.secure).toBeUndefined();
    expect(res.cookies.find((c) => c.name === 'disha_signed_in')).toMatchObject({
      value: '1',
      path: '/',
      sameSite: 'Strict',
    });
    expect(res.cookies.find((c) => c.name === 'disha_signed_in')!.httpOnly).toBeUndefined();
  });
});

describe('two tabs refreshing at once', () => {
  it('parallel refreshes of one token all succeed, with the same new token, and the session goes on', async () => {
    for (let round = 0; round < 5; round++) {
      const { refreshToken } = await signIn();
      const answers = await Promise.all(Array.from({ length: 6 }, () => refresh(refreshToken)));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
      const next = new Set(answers.map((a) => refreshCookieOf(a)));
      expect(next.size).toBe(1);
      for (const answer of answers)
        expect(
          (await json(app, 'GET', '/api/auth/me', undefined, { authorization: answer.json<LoginResponse>().idToken }))
            .status,
        ).toBe(200);
      // The family goes on from the shared new token.
      expect((await refresh([...next][0]!)).statusCode).toBe(200);
    }
  });

  it('answers the token replaced last within 10 s with the current one, without ending the session', async () => {
    const { refreshToken } = await signIn();
    const first = await refresh(refreshToken);
    const late = await refresh(refreshToken);
    expect(late.statusCode).toBe(200);
    expect(refreshCookieOf(late)).toBe(refreshCookieOf(first));
    expect((await refresh(refreshCookieOf(late)!)).statusCode).toBe(200);
  });

  it('refuses the token replaced last after 10 s, and ends the family', async () => {
    const { user, refreshToken } = await signIn();
    const next = refreshCookieOf(await refresh(refreshToken))!;
    await ageUse(11, user.id);
    const reused = await refresh(refreshToken);
    expect(reused.statusCode).toBe(401);
    expect(reused.json<Err>().code).toBe('SESSION_REUSED');
    expect((await refresh(next)).json<Err>().code).toBe('SESSION_EXPIRED');
  });

  it('refuses a token replaced before the last one even within the grace, and ends the family', async () => {
    const { refreshToken, idToken } = await signIn();
    const second = refreshCookieOf(await refresh(refreshToken))!;
    const third = await refresh(second);
    const reused = await refresh(refreshToken);
    expect(reused.statusCode).toBe(401);
    expect(reused.json<Err>().code).toBe('SESSION_REUSED');
    expect(reused.cookies.find((c) => c.name === 'disha_refresh')?.value).toBe('');
    expect((await refresh(refreshCookieOf(third)!)).statusCode).toBe(401);
    expect((await json(app, 'GET', '/api/auth/me', undefined, { authorization: idToken })).status).toBe(401);
  });
});

describe('changing the e-mail address', () => {
  const mailsTo = async (to: string) =>
    (await json<Mail[]>(app, 'GET', `/api/dev/mail?to=${encodeURIComponent(to)}`)).body;

  it('takes effect only with the code sent to the new address; other fields change at once', async () => {
    const { user, idToken } = await signIn();
    const auth = { authorization: idToken };
    const fresh = `new.${user.email}`;
    const update = await json<ProfileUpdateResponse>(
      app,
      'POST',
      '/api/auth/user/update',
      { user: { email: fresh, phone_number: '9000000009', gender: 'female', city: 'Nagpur' } },
      auth,
    );
    expect(update.status).toBe(200);
    expect(update.body.pendingEmail).toBe(fresh);
    expect(update.body.data).toMatchObject({ email: user.email, city: 'Nagpur', phone_number: '+919000000009' });
    expect((await json<AuthUser>(app, 'GET', '/api/auth/me', undefined, auth)).body.data.email).toBe(user.email);
    // Still confirmed: the password login goes on working while the change waits.
    expect(
      (await json(app, 'POST', '/api/auth/login', { username: user.username, password: 'secret123' })).status,
    ).toBe(200);

    const mail = await eventually(async () => (await mailsTo(fresh))[0], 15_000, 'the code mail to the new address');
    expect(mail.subject).toBe('Confirm your new Disha Careers email address');
    const code = /\b(\d{6})\b/.exec(mail.text)![1];
    const wrong = await json<Err>(
      app,
      'POST',
      '/api/auth/user/confirm-email',
      { code: code === '000000' ? '111111' : '000000' },
      auth,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      code: 'EMAIL_CODE_INVALID',
      message: 'Invalid verification code provided, please try again.',
    });
    expect((await json<Err>(app, 'POST', '/api/auth/user/confirm-email', {}, auth)).status).toBe(400);

    const confirmed = await json<AuthUser>(app, 'POST', '/api/auth/user/confirm-email', { code }, auth);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.email).toBe(fresh);
    expect((await db.query('SELECT email, confirmed_at FROM users WHERE id = $1', [user.id])).rows[0]).toMatchObject({
      email: fresh,
      confirmed_at: expect.any(Date),
    });
    const again = await json<Err>(app, 'POST', '/api/auth/user/confirm-email', { code }, auth);
    expect(again.body.code).toBe('EMAIL_CODE_INVALID');
  });

  it('refuses an address another account holds, and the signed-out caller', async () => {
    const { idToken } = await signIn();
    const { user: other } = await signIn();
    const taken = await json<Err>(
      app,
      'POST',
      '/api/auth/user/update',
      { user: { email: other.email, phone_number: '9000000009', gender: 'male' } },
      { authorization: idToken },
    );
    expect(taken.status).toBe(409);
    expect((await json(app, 'POST', '/api/auth/user/confirm-email', { code: '123456' })).status).toBe(401);
  });
});
