import { randomBytes } from 'node:crypto';
import { ConfigError, loadConfig, SANDBOX_RAZORPAY_KEYS } from '@app/config';

// NODE_ENV unset means production: the cases outside it name their NODE_ENV (production also needs SMTP_URL).
const base = {
  NODE_ENV: 'development',
  DATABASE_URL: 'postgres://x/y',
  REDIS_URL: 'redis://x',
  // A secret made for the run: production refuses a guessable one and any the repository contains.
  AUTH_TOKEN_SECRET: randomBytes(48).toString('base64'),
  SMTP_URL: 'smtp://mail.example.in:587',
  // Production also needs the support number (support-phone-config.spec.ts).
  SUPPORT_PHONE: '+91 20 4000 1234',
  PORT: '4000',
};
const live = { RAZORPAY_KEY_ID: 'rzp_live_abc', RAZORPAY_KEY_SECRET: 'secret', RAZORPAY_WEBHOOK_SECRET: 'whsec' };
/** Production also needs the invoices' supplier (libs/config/test/invoice-config.spec.ts). */
const supplier = {
  INVOICE_SUPPLIER_NAME: 'Acme Learning Pvt Ltd',
  INVOICE_SUPPLIER_ADDRESS: 'Pune',
  INVOICE_SUPPLIER_GSTIN: '27AAPFU0939F1ZV',
};

describe('payment configuration', () => {
  it('uses the sandbox with its fixed keys outside production when no keys are set', () => {
    const { payments } = loadConfig({ ...base, NODE_ENV: 'development', PUBLIC_URL: 'https://dev.example.in/' });
    expect(payments).toMatchObject({
      sandbox: true,
      ...SANDBOX_RAZORPAY_KEYS,
      apiUrl: 'https://dev.example.in/sandbox/razorpay',
      checkoutUrl: 'https://dev.example.in/sandbox/razorpay/checkout.js',
      webhookUrl: 'https://dev.example.in/api/payment/webhook',
    });
  });

  it('uses Razorpay itself when keys are set, unless the URLs are overridden', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'production', ...live, ...supplier }).payments).toMatchObject({
      sandbox: false,
      keyId: 'rzp_live_abc',
      apiUrl: 'https://api.razorpay.com',
      checkoutUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    });
    expect(loadConfig({ ...base, ...live, RAZORPAY_API_URL: 'http://mock:9000/' }).payments.apiUrl).toBe(
      'http://mock:9000',
    );
  });

  it('requires all three keys in production, refuses the sandbox keys there, and refuses a partial set anywhere', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', ...supplier })).toThrow(ConfigError);
    expect(() =>
      loadConfig({
        ...base,
        NODE_ENV: 'production',
        RAZORPAY_KEY_ID: SANDBOX_RAZORPAY_KEYS.keyId,
        RAZORPAY_KEY_SECRET: SANDBOX_RAZORPAY_KEYS.keySecret,
        RAZORPAY_WEBHOOK_SECRET: SANDBOX_RAZORPAY_KEYS.webhookSecret,
      }),
    ).toThrow(/RAZORPAY_KEY_ID: is the payment sandbox's key id, published in this repository/);
    expect(() => loadConfig({ ...base, NODE_ENV: 'test', RAZORPAY_KEY_ID: 'rzp_test_x' })).toThrow(/set all three/);
  });
});
