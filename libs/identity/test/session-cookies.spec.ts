import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import type { AppConfig } from '@app/config';
import { SessionCookies } from '../src/session-cookies.js';

/** The cookie attributes per environment, through a real Fastify server with @fastify/cookie (as the API registers it). */
async function cookiesFor(env: AppConfig['env']) {
  const cookies = new SessionCookies({
    env,
    auth: { refreshTokenTtlSec: 30 * 24 * 3600, deviceCookieTtlSec: 180 * 24 * 3600 },
  } as AppConfig);
  const app = Fastify();
  await app.register(fastifyCookie);
  app.get('/login', (_request, reply) => {
    cookies.setSession(reply, 'the-refresh-token');
    cookies.setDevice(reply, 'the-device-cookie');
    return reply.send({});
  });
  app.get('/google', (_request, reply) => {
    cookies.setOAuthBinding(reply, 'binding', 600);
    return reply.send({});
  });
  const login = await app.inject({ method: 'GET', url: '/login' });
  const google = await app.inject({ method: 'GET', url: '/google' });
  await app.close();
  return { login, google };
}

describe('session cookies', () => {
  it('are Secure in production, HttpOnly and SameSite=Strict on the auth path, and not cached', async () => {
    const { login, google } = await cookiesFor('production');
    expect(login.headers['cache-control']).toBe('no-store');
    expect(login.cookies.find((c) => c.name === 'disha_refresh')).toMatchObject({
      value: 'the-refresh-token',
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
      path: '/api/auth',
    });
    expect(login.cookies.find((c) => c.name === 'disha_signed_in')).toMatchObject({
      value: '1',
      secure: true,
      path: '/',
    });
    // Long-lived, and as closed as the refresh cookie (OWASP's device cookies).
    expect(login.cookies.find((c) => c.name === 'disha_device')).toMatchObject({
      value: 'the-device-cookie',
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
      path: '/api/auth',
      maxAge: 180 * 24 * 3600,
    });
    expect(google.cookies.find((c) => c.name === 'disha_oauth')).toMatchObject({
      httpOnly: true,
      secure: true,
      sameSite: 'Lax',
      maxAge: 600,
    });
  });

  it('are not Secure on the plain http of development and tests', async () => {
    const { login } = await cookiesFor('development');
    expect(login.cookies.find((c) => c.name === 'disha_refresh')!.secure).toBeUndefined();
  });
});
