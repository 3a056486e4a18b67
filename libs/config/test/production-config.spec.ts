import { randomBytes } from 'node:crypto';
import { ConfigError, loadConfig } from '@app/config';

/** Everything production needs, SMTP_URL included; NODE_ENV is left out on purpose (unset = production). */
const production = {
  DATABASE_URL: 'postgres://x/y',
  REDIS_URL: 'redis://x',
  // A secret made for the run: production refuses a guessable one and any the repository contains.
  AUTH_TOKEN_SECRET: randomBytes(48).toString('base64'),
  SMTP_URL: 'smtps://disha@smtp.example.in:465',
  RAZORPAY_KEY_ID: 'rzp_live_abc',
  RAZORPAY_KEY_SECRET: 'secret',
  RAZORPAY_WEBHOOK_SECRET: 'whsec',
  INVOICE_SUPPLIER_NAME: 'Acme Learning Private Limited',
  INVOICE_SUPPLIER_ADDRESS: 'Pune',
  INVOICE_SUPPLIER_GSTIN: '27AAPFU0939F1ZV',
  SUPPORT_PHONE: '+91 20 4000 1234',
};

describe('production configuration', () => {
  it('treats an unset NODE_ENV as production: no dev tools, SMTP, JSON logs', () => {
    const config = loadConfig(production);
    expect(config.env).toBe('production');
    expect(config.devTools).toBe(false);
    expect(config.payments.sandbox).toBe(false);
    expect(config.mail.transport).toBe('smtp');
    expect(config.logFormat).toBe('json');
  });

  it('refuses to start without SMTP_URL, whether NODE_ENV is production or unset', () => {
    const { SMTP_URL: _, ...withoutSmtp } = production;
    expect(() => loadConfig(withoutSmtp)).toThrow(ConfigError);
    expect(() => loadConfig(withoutSmtp)).toThrow(/SMTP_URL: required in production/);
    expect(() => loadConfig({ ...withoutSmtp, NODE_ENV: 'production', SMTP_URL: '' })).toThrow(
      /SMTP_URL: required in production/,
    );
  });

  it('refuses the worker test hooks and a resend cooldown shorter than the spec in production', () => {
    expect(() => loadConfig({ ...production, WORKER_CRASH_AFTER_SEND: 'true' })).toThrow(/test hooks, refused/);
    expect(() => loadConfig({ ...production, WORKER_JOB_DELAY_MS: '500' })).toThrow(/test hooks, refused/);
    expect(() => loadConfig({ ...production, CODE_RESEND_COOLDOWN_SEC: '2' })).toThrow(/CODE_RESEND_COOLDOWN_SEC/);
    expect(loadConfig({ ...production, CODE_RESEND_COOLDOWN_SEC: '60' }).rateLimits.codeResendCooldownSec).toBe(60);
    expect(
      loadConfig({ ...production, NODE_ENV: 'test', CODE_RESEND_COOLDOWN_SEC: '2' }).rateLimits.codeResendCooldownSec,
    ).toBe(2);
  });

  it('keeps the dev mailbox and the dev tools outside production only', () => {
    const dev = loadConfig({ ...production, NODE_ENV: 'development', SMTP_URL: undefined });
    expect(dev).toMatchObject({ devTools: true, mail: { transport: 'dev' }, logFormat: 'text' });
  });
});

describe('TRUSTED_PROXIES', () => {
  it('trusts no proxy by default', () => {
    expect(loadConfig(production).http.trustedProxies).toEqual([]);
  });

  it('takes a comma list of addresses and CIDR ranges', () => {
    const config = loadConfig({ ...production, TRUSTED_PROXIES: ' 10.0.0.0/8, 127.0.0.1,::1 , fd00::/8,loopback' });
    expect(config.http.trustedProxies).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8', 'loopback']);
  });

  it('refuses anything else, naming it', () => {
    expect(() => loadConfig({ ...production, TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(
      /"10.0.0.0\/33" is not an IP address or CIDR range/,
    );
    expect(() => loadConfig({ ...production, TRUSTED_PROXIES: 'proxy.internal' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, TRUSTED_PROXIES: 'true' })).toThrow(ConfigError);
  });
});
