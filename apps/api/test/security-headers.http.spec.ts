import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '@app/config';
import { createApiApp } from '../src/app.factory.js';
import { inlineScriptHashes } from '../src/security-headers.js';
import { createTestEnv, type TestEnv } from '../../../test/support/test-env.js';
import { startApi } from '../../../test/support/apps.js';

let env: TestEnv;
let staticDir: string;
const INLINE = `(function(){window.__early={};})();`;
beforeAll(async () => {
  env = await createTestEnv();
  // A student-app build of our own, with an inline script like the real early-load one.
  staticDir = mkdtempSync(join(tmpdir(), 'disha-csp-'));
  writeFileSync(
    join(staticDir, 'index.html'),
    `<!doctype html><html><head><script>${INLINE}</script></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>`,
  );
});
afterAll(async () => {
  rmSync(staticDir, { recursive: true, force: true });
  await env?.cleanup();
});

function directives(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );
}

describe('security headers', () => {
  let app: NestFastifyApplication;
  beforeAll(async () => (app = await startApi(env.config({ STATIC_DIR: staticDir }))));
  afterAll(async () => app?.close());

  it.each([
    '/api/health',
    '/',
    '/careers/some-career',
    '/api/platform/careers/fields',
    '/api/no-such-route',
    '/media/nothing.png',
  ])('are on %s', async (url) => {
    for (let i = 0; i < 2; i++) {
      // Twice: the second catalogue answer comes from the micro-cache, which must not lose them.
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
    }
  });

  it('allows only the site, the checkout script and the index.html inline script by its hash', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.body).toContain(INLINE);
    const csp = directives(res.headers['content-security-policy']);
    const config: AppConfig = env.config();
    const checkout = new URL(config.payments.checkoutUrl).origin;
    expect(csp.get('script-src')).toEqual(["'self'", checkout, ...inlineScriptHashes(res.body)]);
    expect(inlineScriptHashes(res.body)).toHaveLength(1);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('media-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
  });

  it('gives each request its own id', async () => {
    const a = await app.inject({ method: 'GET', url: '/api/health' });
    const b = await app.inject({ method: 'GET', url: '/api/health' });
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('lets the sandbox checkout page (development only) be framed by the site', async () => {
    const res = await app.inject({ method: 'GET', url: '/sandbox/razorpay/checkout?key=x' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-frame-options']).toBeUndefined();
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toContain("'self'");
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(res.body).not.toMatch(/<script>/);
  });
});

describe('Razorpay in the policy', () => {
  it('allows Razorpay checkout script and frames when Razorpay is in use', async () => {
    const app = await startApi(
      env.config({
        RAZORPAY_KEY_ID: 'rzp_test_x',
        RAZORPAY_KEY_SECRET: 'secret',
        RAZORPAY_WEBHOOK_SECRET: 'whsec',
        STATIC_DIR: staticDir,
      }),
    );
    try {
      const csp = directives(
        (await app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'],
      );
      expect(csp.get('script-src')).toContain('https://checkout.razorpay.com');
      expect(csp.get('frame-src')).toEqual(['https://checkout.razorpay.com', 'https://api.razorpay.com']);
    } finally {
      await app.close();
    }
  });
});

describe('no third-party scripts or trackers on pages students see (issue 14)', () => {
  /** What a source may be: the site, an inline script's hash, data/blob for images and fonts, a keyword, Razorpay. */
  const allowed = (source: string) =>
    source === "'self'" ||
    source === "'none'" ||
    source === "'unsafe-inline'" || // style-src only (MUI's emotion), checked below
    /^'sha256-[A-Za-z0-9+/=]+'$/.test(source) ||
    source === 'data:' ||
    source === 'blob:' ||
    /^https:\/\/([a-z]+\.)?razorpay\.com$/.test(source);

  it.each([false, true])('allows only the site itself and Razorpay (Razorpay live: %s)', async (live) => {
    const app = await startApi(
      env.config({
        STATIC_DIR: staticDir,
        ...(live
          ? { RAZORPAY_KEY_ID: 'rzp_test_x', RAZORPAY_KEY_SECRET: 'secret', RAZORPAY_WEBHOOK_SECRET: 'whsec' }
          : {}),
      }),
    );
    try {
      for (const url of [
        '/',
        '/checkout',
        '/consent/some-token',
        '/company/privacy-policy',
        '/user-student/main/dashboard',
      ]) {
        const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        const csp = directives(res.headers['content-security-policy']);
        const origin = live ? undefined : new URL(env.config().http.publicUrl).origin;
        for (const [name, sources] of csp) {
          if (name === 'upgrade-insecure-requests') continue;
          for (const source of sources) {
            // The sandbox's checkout.js is served by the site itself (PUBLIC_URL), outside production only.
            const ok = allowed(source) || (origin !== undefined && source === origin);
            expect({ url, name, source, ok }).toEqual({ url, name, source, ok: true });
          }
        }
        for (const name of ['script-src', 'connect-src', 'frame-src']) {
          expect({ url, name, inline: csp.get(name)?.includes("'unsafe-inline'") ?? false }).toEqual({
            url,
            name,
            inline: false,
          });
        }
        expect(csp.get('default-src')).toEqual(["'self'"]);
      }
    } finally {
      await app.close();
    }
  });
});

describe('trusted proxies', () => {
  /** The API with one extra route that answers the client address Fastify resolved (what the per-IP limits see). */
  async function withIpProbe(overrides: Record<string, string>): Promise<NestFastifyApplication> {
    const app = await createApiApp(env.config(overrides));
    app
      .getHttpAdapter()
      .getInstance()
      .get('/ip-probe', (request, reply) => reply.send({ ip: request.ip }));
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    return app;
  }
  const ipOf = async (app: NestFastifyApplication, forwarded: string) =>
    (await app.inject({ method: 'GET', url: '/ip-probe', headers: { 'x-forwarded-for': forwarded } })).json<{
      ip: string;
    }>().ip;

  it('by default ignores X-Forwarded-For: a made-up header does not change the client address', async () => {
    const app = await withIpProbe({ TRUSTED_PROXIES: '' });
    try {
      expect(await ipOf(app, '203.0.113.7')).toBe('127.0.0.1');
      expect(await ipOf(app, '198.51.100.1, 203.0.113.8')).toBe('127.0.0.1');
    } finally {
      await app.close();
    }
  });

  it('takes the forwarded address from a proxy named in TRUSTED_PROXIES', async () => {
    const app = await withIpProbe({ TRUSTED_PROXIES: '127.0.0.0/8' });
    try {
      expect(await ipOf(app, '203.0.113.7')).toBe('203.0.113.7');
      // Only the hop the trusted proxy added counts: a client-supplied left part is not believed.
      expect(await ipOf(app, '198.51.100.1, 203.0.113.8')).toBe('203.0.113.8');
    } finally {
      await app.close();
    }
  });
});
