import { randomBytes } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SANDBOX_RAZORPAY_KEYS } from '@app/config';
import { createTestEnv, type TestEnv } from '../../../test/support/test-env.js';
import { startApi } from '../../../test/support/apps.js';

let env: TestEnv;
beforeAll(async () => (env = await createTestEnv()));
afterAll(async () => env?.cleanup());

/**
 * The real production configuration: everything production demands, nothing of the development defaults. Its secrets
 * are made for the run: production refuses any the repository contains (the harness's token secret among them).
 */
const PRODUCTION = {
  NODE_ENV: 'production',
  AUTH_TOKEN_SECRET: randomBytes(48).toString('base64'),
  SMTP_URL: 'smtp://127.0.0.1:9',
  RAZORPAY_KEY_ID: 'rzp_live_productionmodetest',
  RAZORPAY_KEY_SECRET: randomBytes(18).toString('base64url'),
  RAZORPAY_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
  INVOICE_SUPPLIER_NAME: 'Acme Learning Private Limited',
  INVOICE_SUPPLIER_ADDRESS: '5 FC Road, Pune',
  INVOICE_SUPPLIER_GSTIN: '27AAPFU0939F1ZV',
  SUPPORT_PHONE: '+91 20 4000 1234',
  TRUSTED_PROXIES: '',
};

/** What a development convenience answers from: the dev mailbox, the docs UI and the payment sandbox. */
const DEV_TOOLS: [method: 'GET' | 'POST', url: string][] = [
  ['GET', '/api/dev/mail?limit=500'],
  ['GET', '/api/dev/mail?to=admin@dishacareers.in'],
  ['GET', '/api/docs'],
  ['GET', '/api/docs/json'],
  ['GET', '/sandbox/razorpay/checkout.js'],
  ['GET', '/sandbox/razorpay/checkout?order_id=order_x&key=rzp_test_dishasandbox'],
  ['POST', '/sandbox/razorpay/v1/orders'],
  ['POST', '/sandbox/razorpay/pay'],
  ['GET', '/sandbox/razorpay/webhooks?order_id=order_x'],
  ['GET', '/api/sandbox/razorpay/checkout.js'],
];

async function statusOf(app: NestFastifyApplication, method: 'GET' | 'POST', url: string): Promise<number> {
  const res = await app.inject({
    method,
    url,
    headers: { accept: 'text/html,application/json' },
    ...(method === 'POST' ? { payload: {} } : {}),
  });
  return res.statusCode;
}

describe('production configuration', () => {
  let app: NestFastifyApplication;
  beforeAll(async () => (app = await startApi(env.config(PRODUCTION))));
  afterAll(async () => app?.close());

  it('boots as production', () => {
    // The guard against a test that silently boots something else.
    expect(env.config(PRODUCTION)).toMatchObject({ env: 'production', devTools: false, mail: { transport: 'smtp' } });
  });

  it("refuses the harness's own token secret, the sandbox's secrets and a guessable token secret, naming each", () => {
    const { AUTH_TOKEN_SECRET: _, ...withTheHarnessSecret } = PRODUCTION;
    expect(() => env.config(withTheHarnessSecret)).toThrow(
      /AUTH_TOKEN_SECRET: is the test harnesses' token secret, published in this repository/,
    );
    let message = '';
    try {
      env.config({
        ...PRODUCTION,
        AUTH_TOKEN_SECRET: 'a'.repeat(48),
        RAZORPAY_KEY_SECRET: SANDBOX_RAZORPAY_KEYS.keySecret,
        RAZORPAY_WEBHOOK_SECRET: SANDBOX_RAZORPAY_KEYS.webhookSecret,
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n').filter((line) => /^ {2}[A-Z_]+: /.test(line))).toEqual([
      expect.stringMatching(/^ {2}RAZORPAY_KEY_SECRET: is the payment sandbox's key secret, published/),
      expect.stringMatching(/^ {2}RAZORPAY_WEBHOOK_SECRET: is the payment sandbox's webhook secret, published/),
      expect.stringMatching(/^ {2}AUTH_TOKEN_SECRET: guessable .*"openssl rand -base64 48"/),
    ]);
  });

  it.each(DEV_TOOLS)('does not mount %s %s (404)', async (method, url) => {
    expect(await statusOf(app, method, url)).toBe(404);
  });

  it('has no route for them at all (not a 404 answered by a mounted controller)', () => {
    const fastify = app.getHttpAdapter().getInstance();
    for (const url of [
      '/api/dev/mail',
      '/api/docs',
      '/api/docs/json',
      '/sandbox/razorpay/checkout.js',
      '/sandbox/razorpay/v1/orders',
    ]) {
      expect([url, fastify.hasRoute({ method: 'GET', url }) || fastify.hasRoute({ method: 'POST', url })]).toEqual([
        url,
        false,
      ]);
    }
  });

  it('sends HSTS in production', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    expect(String(res.headers['content-security-policy'])).toMatch(
      /script-src 'self' https:\/\/checkout\.razorpay\.com/,
    );
  });
});

describe('outside production', () => {
  let app: NestFastifyApplication;
  beforeAll(async () => (app = await startApi(env.config())));
  afterAll(async () => app?.close());

  it('mounts the dev mailbox, the docs UI and the sandbox (the production test above is not vacuous)', async () => {
    expect(app.getHttpAdapter().getInstance().hasRoute({ method: 'GET', url: '/api/dev/mail' })).toBe(true);
    expect(await statusOf(app, 'GET', '/api/dev/mail?limit=5')).toBe(200);
    expect(await statusOf(app, 'GET', '/api/docs/json')).toBe(200);
    expect(await statusOf(app, 'GET', '/sandbox/razorpay/checkout.js')).toBe(200);
  });

  it('sends no HSTS and does not upgrade plain http', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(String(res.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
  });
});
