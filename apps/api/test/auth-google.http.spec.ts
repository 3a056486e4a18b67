import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import { TEST_OIDC_CLIENT_SECRET } from '@app/config';
import type { AuthUser, LoginResponse } from '@app/contracts';
import { json } from '../../../test/support/apps.js';
import { startStack, type TestStack } from '../../../test/support/stack.js';
import { OidcTestProvider } from '../../../test/support/oidc-test-provider.js';
import { refreshCookieHeader, refreshCookieOf } from '../../../test/support/users.js';

const PUBLIC_URL = 'http://127.0.0.1:3999';
const CALLBACK = `${PUBLIC_URL}/api/auth/google/callback`;

let stack: TestStack;
let app: NestFastifyApplication;
let provider: OidcTestProvider;
let db: pg.Pool;

beforeAll(async () => {
  provider = await OidcTestProvider.start({
    clientId: 'disha-web',
    clientSecret: TEST_OIDC_CLIENT_SECRET,
    redirectUri: CALLBACK,
  });
  stack = await startStack({
    settings: {
      PUBLIC_URL,
      GOOGLE_ISSUER_URL: provider.issuer,
      GOOGLE_CLIENT_ID: 'disha-web',
      GOOGLE_CLIENT_SECRET: TEST_OIDC_CLIENT_SECRET,
    },
  });
  ({ app, db } = stack);
});

afterAll(async () => {
  await stack?.stop();
  await provider?.stop();
});

/**
 * Starts at our /api/auth/google, signs in at the provider, and returns our callback's answer. The callback
 * carries the start's binding cookie, as the browser that started would (`binding` overrides it: another browser).
 */
async function signInWithGoogle(account: string, redirect = '/careers', binding?: string | null) {
  provider.signInAs = account;
  const start = await app.inject({ method: 'GET', url: `/api/auth/google?redirect=${encodeURIComponent(redirect)}` });
  expect(start.statusCode).toBe(302);
  const cookie = start.cookies.find((c) => c.name === 'disha_oauth')!;
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/google', maxAge: 600 });
  const authorization = new URL(String(start.headers.location));
  expect(authorization.origin).toBe(provider.issuer);
  expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
  const back = await provider.authorize(authorization.toString(), CALLBACK);
  const callbackPath = `${back.pathname}${back.search}`;
  const sent = binding === undefined ? cookie.value : binding;
  const bindingCookie: Record<string, string> = sent === null ? {} : { cookie: `disha_oauth=${sent}` };
  const done = await app.inject({ method: 'GET', url: callbackPath, headers: bindingCookie });
  return { done, callbackPath, bindingCookie };
}

/** The success page's fragment; no token is ever in it. */
function fragment(location: string): URLSearchParams {
  expect(location.startsWith('/auth/oauth/google/success#')).toBe(true);
  const params = new URLSearchParams(location.split('#')[1]);
  expect([...params.keys()].filter((k) => /token/i.test(k))).toEqual([]);
  return params;
}

/** What the success page does: trades the refresh cookie the callback set for an access token. */
async function sessionOf(done: {
  cookies: { name: string; value: string }[];
}): Promise<{ idToken: string; refreshToken: string }> {
  const refreshToken = refreshCookieOf(done)!;
  expect(refreshToken).toBeTruthy();
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    headers: refreshCookieHeader(refreshToken),
  });
  expect(res.statusCode).toBe(200);
  return { idToken: res.json<LoginResponse>().idToken, refreshToken: refreshCookieOf(res)! };
}

describe('Google sign-in (OpenID Connect)', () => {
  it('is offered', async () => {
    expect((await json(app, 'GET', '/api/auth/providers')).body).toEqual({ google: true });
  });

  it('creates a confirmed student for a new Google account and signs them in', async () => {
    provider.accounts.set('g-1001', {
      email: 'Ishita.Rao@gmail.com',
      email_verified: true,
      given_name: 'Ishita',
      family_name: 'Rao',
    });
    const { done } = await signInWithGoogle('g-1001');
    expect(done.statusCode).toBe(302);
    const params = fragment(String(done.headers.location));
    expect(params.get('redirect')).toBe('/careers');
    expect(done.headers['cache-control']).toBe('no-store');
    const session = await sessionOf(done);
    const me = await json<AuthUser>(app, 'GET', '/api/auth/me', undefined, { authorization: session.idToken });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      role: 'student',
      data: { email: 'ishita.rao@gmail.com', first_name: 'Ishita', last_name: 'Rao', username: 'ishita.rao' },
    });
    const row = (
      await db.query(`SELECT google_subject, confirmed_at, password_hash FROM users WHERE id = $1`, [me.body.user_id])
    ).rows[0];
    expect(row).toMatchObject({ google_subject: 'g-1001', password_hash: null });
    expect(row.confirmed_at).not.toBeNull();

    // The second time is the same account (already linked: the first session goes on).
    const second = (await signInWithGoogle('g-1001', '//evil.example')).done;
    expect(fragment(String(second.headers.location)).get('redirect')).toBe('/');
    const me2 = await json<AuthUser>(app, 'GET', '/api/auth/me', undefined, {
      authorization: (await sessionOf(second)).idToken,
    });
    expect(me2.body.user_id).toBe(me.body.user_id);
    expect((await json(app, 'GET', '/api/auth/me', undefined, { authorization: session.idToken })).status).toBe(200);
  });

  it('signs in the existing account with that e-mail and links it', async () => {
    const signup = await json<{ userId: string }>(app, 'POST', '/api/auth/signup', {
      userType: 'parent',
      username: 'sanjay',
      password: 'parent1234',
      first_name: 'Sanjay',
      last_name: 'Nair',
      email: 'sanjay.nair@gmail.com',
      phone_number: '9811111111',
    });
    expect(signup.status).toBe(201);
    await db.query(`UPDATE users SET confirmed_at = now() WHERE id = $1`, [signup.body.userId]);
    // Someone already signed in with the password (the owner, or whoever knew it).
    const before = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'sanjay', password: 'parent1234' },
    });
    expect(before.statusCode).toBe(200);
    provider.accounts.set('g-2002', {
      email: 'SANJAY.NAIR@gmail.com',
      email_verified: true,
      given_name: 'Sanjay',
      family_name: 'N',
    });
    const { done } = await signInWithGoogle('g-2002');
    fragment(String(done.headers.location));
    const me = await json<AuthUser>(app, 'GET', '/api/auth/me', undefined, {
      authorization: (await sessionOf(done)).idToken,
    });
    expect(me.body).toMatchObject({
      user_id: signup.body.userId,
      role: 'parent',
      data: { username: 'sanjay', last_name: 'Nair' },
    });
    expect(
      (await db.query(`SELECT google_subject FROM users WHERE id = $1`, [signup.body.userId])).rows[0].google_subject,
    ).toBe('g-2002');
    // Linking ended every earlier session of the account: its access and refresh tokens are refused.
    expect(
      (await json(app, 'GET', '/api/auth/me', undefined, { authorization: before.json<LoginResponse>().idToken }))
        .status,
    ).toBe(401);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/refresh',
          headers: refreshCookieHeader(refreshCookieOf(before)!),
        })
      ).statusCode,
    ).toBe(401);
    // The password still works for an account that had confirmed its e-mail.
    expect((await json(app, 'POST', '/api/auth/login', { username: 'sanjay', password: 'parent1234' })).status).toBe(
      200,
    );
  });

  it('rejects a bad, missing or replayed state', async () => {
    provider.accounts.set('g-3003', {
      email: 'tara@gmail.com',
      email_verified: true,
      given_name: 'Tara',
      family_name: 'S',
    });
    const { done, callbackPath, bindingCookie } = await signInWithGoogle('g-3003');
    expect(done.statusCode).toBe(302);
    const replay = await json<{ statusCode: number; message: string; code: string }>(
      app,
      'GET',
      callbackPath,
      undefined,
      bindingCookie,
    );
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({
      code: 'OAUTH_STATE_MISMATCH',
      message: 'This Google sign-in has expired or was not started here. Please try again.',
    });
    const forged = new URL(callbackPath, PUBLIC_URL);
    forged.searchParams.set('state', 'forged-state');
    expect((await app.inject({ method: 'GET', url: `${forged.pathname}${forged.search}` })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/auth/google/callback?code=abc' })).statusCode).toBe(400);
  });

  it('completes only in the browser that started it (binding cookie)', async () => {
    provider.accounts.set('g-5005', {
      email: 'meher@gmail.com',
      email_verified: true,
      given_name: 'Meher',
      family_name: 'K',
    });
    const count = async () => (await db.query(`SELECT count(*)::int AS n FROM auth_sessions`)).rows[0].n as number;
    const sessions = await count();
    // The callback URL, lured into another browser: no binding cookie, or that browser's own.
    for (const binding of [null, 'another-browsers-binding-value']) {
      const { done } = await signInWithGoogle('g-5005', '/careers', binding);
      expect(done.statusCode).toBe(400);
      expect(done.json()).toMatchObject({ code: 'OAUTH_STATE_MISMATCH' });
      expect(refreshCookieOf(done)).toBeUndefined();
    }
    expect(await count()).toBe(sessions);
    expect((await db.query(`SELECT count(*)::int AS n FROM users WHERE email = 'meher@gmail.com'`)).rows[0].n).toBe(0);
    // The browser that started it gets in.
    expect((await signInWithGoogle('g-5005')).done.statusCode).toBe(302);
  });

  it('refuses a Google account whose e-mail is not verified', async () => {
    provider.accounts.set('g-4004', {
      email: 'unverified@gmail.com',
      email_verified: false,
      given_name: 'U',
      family_name: 'V',
    });
    const { done } = await signInWithGoogle('g-4004');
    expect(done.statusCode).toBe(400);
    expect(JSON.parse(done.body).message).toBe('Your Google account has no verified email address.');
    expect(
      (await db.query(`SELECT count(*)::int AS n FROM users WHERE email = 'unverified@gmail.com'`)).rows[0].n,
    ).toBe(0);
  });
});
