import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, DEV_INVOICE_SUPPLIER, loadConfig, PROJECT_ROOT, SANDBOX_RAZORPAY_KEYS } from '@app/config';
import * as config from '@app/config';

// Issue 23: production refuses every secret the repository publishes (the sandbox's keys, the development GSTIN, the
// test harnesses' token secrets, the examples of README, docker-compose and deploy/) and a guessable
// AUTH_TOKEN_SECRET, each naming the variable. Outside production nothing of this is checked.

/** Everything production needs, each secret made for this run (a fixed one would be in the repository). */
const production = () => ({
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://disha@db.internal:5432/disha',
  REDIS_URL: 'redis://cache.internal:6379',
  AUTH_TOKEN_SECRET: randomBytes(48).toString('base64'),
  SMTP_URL: 'smtp://mail.internal:587',
  RAZORPAY_KEY_ID: 'rzp_live_abc',
  RAZORPAY_KEY_SECRET: randomBytes(18).toString('base64url'),
  RAZORPAY_WEBHOOK_SECRET: randomBytes(24).toString('base64url'),
  INVOICE_SUPPLIER_NAME: 'Acme Learning Private Limited',
  INVOICE_SUPPLIER_ADDRESS: 'Pune',
  INVOICE_SUPPLIER_GSTIN: '27AAPFU0939F1ZV',
  SUPPORT_PHONE: '+91 20 4000 1234',
});

const refusal = (env: Record<string, string | undefined>): string => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
};

describe('production refuses the secrets the repository contains', () => {
  it('accepts secrets of its own', () => {
    expect(loadConfig(production()).env).toBe('production');
  });

  it.each([
    ['RAZORPAY_KEY_SECRET', "the sandbox's key secret", SANDBOX_RAZORPAY_KEYS.keySecret],
    ['RAZORPAY_WEBHOOK_SECRET', "the sandbox's webhook secret", SANDBOX_RAZORPAY_KEYS.webhookSecret],
    // Swapped into the other variable: a published value is refused wherever it is put.
    ['RAZORPAY_WEBHOOK_SECRET', "the sandbox's key secret", SANDBOX_RAZORPAY_KEYS.keySecret],
    ['RAZORPAY_KEY_ID', "the sandbox's key id", SANDBOX_RAZORPAY_KEYS.keyId],
    ['INVOICE_SUPPLIER_GSTIN', 'the development GSTIN', DEV_INVOICE_SUPPLIER.gstin],
    [
      'AUTH_TOKEN_SECRET',
      'the secret NODE_ENV=test falls back to',
      'test-only-secret-never-used-outside-node-env-test',
    ],
    ['AUTH_TOKEN_SECRET', "the backend test harness's secret", 'test-secret-for-the-backend-suites-0123456789'],
    ['GOOGLE_CLIENT_SECRET', "the test OpenID provider's client secret", 'disha-web-secret'],
  ])('refuses %s set to %s', (variable, _what, value) => {
    const env: Record<string, string> = { ...production(), [variable]: value };
    if (variable === 'GOOGLE_CLIENT_SECRET')
      Object.assign(env, { GOOGLE_ISSUER_URL: 'https://accounts.google.com', GOOGLE_CLIENT_ID: 'web' });
    const message = refusal(env);
    expect(message).toMatch(new RegExp(`^  ${variable}: .*published in this repository`, 'm'));
    expect(message).not.toContain(value);
  });

  it.each([
    ['SMTP_URL', "README's example", 'smtps://user:pass@smtp.example.com:465'],
    ['DATABASE_URL', "docker-compose's old database password", 'postgres://disha:disha@postgres:5432/disha'],
    ['REDIS_URL', "the sandbox's key secret as a password", `redis://:${SANDBOX_RAZORPAY_KEYS.keySecret}@cache:6379`],
  ])('refuses the password of %s when it is %s', (variable, _what, value) => {
    expect(refusal({ ...production(), [variable]: value })).toMatch(
      new RegExp(`^  ${variable}: its password is .*published in this repository`, 'm'),
    );
  });

  it('keeps one list, built from the constants the sandbox and the harnesses use', () => {
    const values = (config as unknown as { REPOSITORY_SECRETS: { value: string }[] }).REPOSITORY_SECRETS.map(
      (s) => s.value,
    );
    expect(values).toEqual(
      expect.arrayContaining([
        SANDBOX_RAZORPAY_KEYS.keyId,
        SANDBOX_RAZORPAY_KEYS.keySecret,
        SANDBOX_RAZORPAY_KEYS.webhookSecret,
        DEV_INVOICE_SUPPLIER.gstin,
      ]),
    );
  });

  it('refuses every credential written in README, docker-compose.yml, the Dockerfile and deploy/ (so the list cannot fall behind the documents)', () => {
    const files = [
      'README.md',
      'docker-compose.yml',
      'Dockerfile',
      ...readdirSync(join(PROJECT_ROOT, 'deploy')).map((f) => `deploy/${f}`),
    ];
    const found = new Set<string>();
    for (const file of files) {
      const text = readFileSync(join(PROJECT_ROOT, file), 'utf8');
      // user:password@ in any URL; VAR: value, VAR=value and ${VAR:-value} for a variable named like a secret or
      // password (${VAR:?message} demands one and publishes nothing).
      for (const m of text.matchAll(/[a-z][a-z0-9+.-]*:\/\/[^\s:/@`'"]*:([^\s@/`'"$]+)@/gi)) found.add(m[1]);
      for (const m of text.matchAll(/(?<!\{)\b[A-Z_]*(?:SECRET|PASSWORD)[A-Z_]*\s*[:=]\s*([^\s$`'"{}|?]+)/g))
        found.add(m[1]);
      for (const m of text.matchAll(/\$\{[A-Z_]*(?:SECRET|PASSWORD)[A-Z_]*:?-([^}]+)\}/g)) found.add(m[1]);
    }
    expect(found.size).toBeGreaterThan(0);
    for (const value of found) {
      expect(refusal({ ...production(), RAZORPAY_WEBHOOK_SECRET: value })).toMatch(
        /RAZORPAY_WEBHOOK_SECRET: .*published in this repository/,
      );
    }
  });

  it('checks nothing of this outside production', () => {
    for (const NODE_ENV of ['development', 'test'])
      expect(
        loadConfig({
          ...production(),
          NODE_ENV,
          AUTH_TOKEN_SECRET: 'a'.repeat(48),
          RAZORPAY_KEY_ID: undefined,
          RAZORPAY_KEY_SECRET: undefined,
          RAZORPAY_WEBHOOK_SECRET: undefined,
        }).payments.sandbox,
      ).toBe(true);
  });
});

describe('production refuses a guessable AUTH_TOKEN_SECRET', () => {
  it.each([
    ['48 × a', 'a'.repeat(48)],
    ['a word and digits, repeated', 'password123password123password123'],
    ['a repeated word', 'correcthorse'.repeat(4)],
    ['a repeated unit with a different tail', `${'Xy7#'.repeat(12)}Q`],
    ['a passphrase of common words', 'Correct-Horse-Battery-Staple-Disha-Careers-2026!!'],
    ['the alphabet and digits', 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'],
    ['a keyboard walk', 'qwertyuiopasdfghjklzxcvbnm1234567890QWERTYUIOP'],
    ['few characters', 'abababbabaabbbaabababaabbababbbaabababbabbabababab'],
    ['digits only', '83920174650192837465019283746501928374650192'],
    ['32 random bytes short: 24 random bytes in base64', randomBytes(24).toString('base64')],
    ['32 random bytes short: 31 random bytes in hex', randomBytes(31).toString('hex')],
  ])('refuses %s, naming the variable and how to make a good one', (_what, secret) => {
    const message = refusal({ ...production(), AUTH_TOKEN_SECRET: secret });
    expect(message).toMatch(/^ {2}AUTH_TOKEN_SECRET: .*guessable/m);
    expect(message).toContain('openssl rand -base64 48');
    expect(message).not.toContain(secret);
  });

  it('accepts real random secrets: openssl rand -base64 48, -hex 32, and what npm start generates', () => {
    // Many draws, so a check that refused a random secret now and then would show here. (32 bytes in base64 sit just
    // at the bar, 258 bits: one that happens to hold a common word falls under it, hence the advice of 48.)
    for (let i = 0; i < 300; i += 1) {
      for (const secret of [
        randomBytes(48).toString('base64'),
        randomBytes(32).toString('hex'),
        randomBytes(32).toString('hex').toUpperCase(),
        randomBytes(48).toString('base64url'),
      ])
        expect(loadConfig({ ...production(), AUTH_TOKEN_SECRET: secret }).auth.tokenSecret).toBe(secret);
    }
  });
});
