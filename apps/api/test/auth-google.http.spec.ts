import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import type { AuthUser } from '@app/contracts';
import { json } from '../../../test/support/apps.js';
import { startStack, type TestStack } from '../../../test/support/stack.js';
import { OidcTestProvider } from '../../../test/support/oidc-test-provider.js';

const PUBLIC_URL = 'http://127.0.0.1:3999';
const CALLBACK = `${PUBLIC_URL}/api/auth/google/callback`;

let stack: TestStack;
let app: NestFastifyApplication;
let provider: OidcTestProvider;
let db: pg.Pool;

beforeAll(async () => {
  provider = await OidcTestProvider.start({ clientId: 'disha-web', clientSecret: 'disha-web-secret', redirectUri: CALLBACK });
  stack = await startStack({
    settings: { PUBLIC_URL, GOOGLE_ISSUER_URL: provider.issuer, GOOGLE_CLIENT_ID: 'disha-web', GOOGLE_CLIENT_SECRET: 'disha-web-secret' },
  });
  ({ app, db } = stack);
});

afterAll(async () => {
  await stack?.stop();
  await provider?.stop();
});

/** Starts at our /api/auth/google, signs in at the provider, and returns our callback's answer. */
async function signInWithGoogle(account: string, redirect = '/careers') {
  provider.signInAs = account;
  const start = await app.inject({ method: 'GET', url: `/api/auth/google?redirect=${encodeURIComponent(redirect)}` });
  expect(start.statusCode).toBe(302);
  const authorization = new URL(String(start.headers.location));
  expect(authorization.origin).toBe(provider.issuer);
  expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
  const back = await provider.authorize(authorization.toString(), CALLBACK);
  const callbackPath = `${back.pathname}${back.search}`;
  const done = await app.inject({ method: 'GET', url: callbackPath });
  return { done, callbackPath };
}

function fragment(location: string): URLSearchParams {
  expect(location.startsWith('/auth/oauth/google/success#')).toBe(true);
  return new URLSearchParams(location.split('#')[1]);
}

describe('Google sign-in (OpenID Connect)', () => {
  it('is offered', async () => {
    expect((await json(app, 'GET', '/api/auth/providers')).body).toEqual({ google: true });
  });

  it('creates a confirmed student for a new Google account and signs them in', async () => {
    provider.accounts.set('g-1001', { email: 'Ishita.Rao@gmail.com', email_verified: true, given_name: 'Ishita', family_name: 'Rao' });
    const { done } = await signInWithGoogle('g-1001');
    expect(done.statusCode).toBe(302);
    const params = fragment(String(done.headers.location));
    expect(params.get('redirect')).toBe('/careers');
    const me = await json<AuthUser>(app, 'GET', '/api/auth/me', undefined, { authorization: params.get('idToken')! });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ role: 'student', data: { email: 'ishita.rao@gmail.com', first_name: 'Ishita', last_name: 'Rao', username: 'ishita.rao' } });
    const row = (await db.query(`SELECT google_subject, confirmed_at, password_hash FROM users WHERE id = $1`, [me.body.user_id])).rows[0];
    expect(row).toMatchObject({ google_subject: 'g-1001', password_hash: null });
    expect(row.confirmed_at).not.toBeNull();
    expect((await json(app, 'POST', '/api/auth/refresh', { refreshToken: params.get('refreshToken') })).status).toBe(200);

    // The second time is the same account.
    const again = fragment(String((await signInWithGoogle('g-1001', '//evil.example')).done.headers.location));
    expect(again.get('redirect')).toBe('/');
    const me2 = await json<AuthUser>(app, 'GET', '/api/auth/me', undefined, { authorization: again.get('idToken')! });
    expect(me2.body.user_id).toBe(me.body.user_id);
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
    provider.accounts.set('g-2002', { email: 'SANJAY.NAIR@gmail.com', email_verified: true, given_name: 'Sanjay', family_name: 'N' });
    const params = fragment(String((await signInWithGoogle('g-2002')).done.headers.location));
    const me = await json<AuthUser>(app, 'GET', '/api/auth/me', undefined, { authorization: params.get('idToken')! });
    expect(me.body).toMatchObject({ user_id: signup.body.userId, role: 'parent', data: { username: 'sanjay', last_name: 'Nair' } });
    expect((await db.query(`SELECT google_subject FROM users WHERE id = $1`, [signup.body.userId])).rows[0].google_subject).toBe('g-2002');
    // The password still works for an account that had confirmed its e-mail.
    expect((await json(app, 'POST', '/api/auth/login', { username: 'sanjay', password: 'parent1234' })).status).toBe(200);
  });

  it('rejects a bad, missing or replayed state', async () => {
    provider.accounts.set('g-3003', { email: 'tara@gmail.com', email_verified: true, given_name: 'Tara', family_name: 'S' });
    const { done, callbackPath } = await signInWithGoogle('g-3003');
    expect(done.statusCode).toBe(302);
    const replay = await json<{ statusCode: number; message: string }>(app, 'GET', callbackPath);
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe('This Google sign-in has expired or was not started here. Please try again.');
    const forged = new URL(callbackPath, PUBLIC_URL);
    forged.searchParams.set('state', 'forged-state');
    expect((await app.inject({ method: 'GET', url: `${forged.pathname}${forged.search}` })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/auth/google/callback?code=abc' })).statusCode).toBe(400);
  });

  it('refuses a Google account whose e-mail is not verified', async () => {
    provider.accounts.set('g-4004', { email: 'unverified@gmail.com', email_verified: false, given_name: 'U', family_name: 'V' });
    const { done } = await signInWithGoogle('g-4004');
    expect(done.statusCode).toBe(400);
    expect(JSON.parse(done.body).message).toBe('Your Google account has no verified email address.');
    expect((await db.query(`SELECT count(*)::int AS n FROM users WHERE email = 'unverified@gmail.com'`)).rows[0].n).toBe(0);
  });
});
