import { randomBytes } from 'node:crypto';
import { ConfigError, DEV_SUPPORT_PHONE, loadConfig } from '@app/config';

/** Everything production needs but the support number; NODE_ENV left out on purpose (unset = production). */
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
};
const development = {
  NODE_ENV: 'development',
  DATABASE_URL: 'postgres://x/y',
  REDIS_URL: 'redis://x',
  // A secret made for the run: production refuses a guessable one and any the repository contains.
  AUTH_TOKEN_SECRET: randomBytes(48).toString('base64'),
};

describe('SUPPORT_PHONE', () => {
  it('defaults to the made-up development number outside production', () => {
    expect(loadConfig(development).supportPhone).toEqual({ display: DEV_SUPPORT_PHONE, tel: '+919810045678' });
    expect(loadConfig({ ...development, NODE_ENV: 'test' }).supportPhone.display).toBe(DEV_SUPPORT_PHONE);
  });

  it('takes an Indian number in +91 form, shown as written (spaces tidied) and dialled without them', () => {
    expect(loadConfig({ ...production, SUPPORT_PHONE: ' +91  20 4000 1234 ' }).supportPhone).toEqual({
      display: '+91 20 4000 1234',
      tel: '+912040001234',
    });
    expect(loadConfig({ ...production, SUPPORT_PHONE: '+919876543210' }).supportPhone).toEqual({
      display: '+919876543210',
      tel: '+919876543210',
    });
    expect(loadConfig({ ...development, SUPPORT_PHONE: '+91-98765-43210' }).supportPhone.tel).toBe('+919876543210');
  });

  it('refuses anything else, saying what it wants', () => {
    for (const wrong of [
      '98765 43210',
      '+91 98765 4321',
      '+91 98765 432100',
      '+1 415 555 0100',
      '+91 08765 43210',
      '+91 98765 4321O',
      '',
    ]) {
      expect(() => loadConfig({ ...development, SUPPORT_PHONE: wrong })).toThrow(
        /SUPPORT_PHONE must be an Indian number in \+91 form/,
      );
    }
  });

  it('is required in production, which refuses the development number however it is written', () => {
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/SUPPORT_PHONE: required in production/);
    expect(() => loadConfig({ ...production, SUPPORT_PHONE: DEV_SUPPORT_PHONE })).toThrow(
      /SUPPORT_PHONE: the development number cannot be used in production/,
    );
    expect(() => loadConfig({ ...production, SUPPORT_PHONE: '+919810045678' })).toThrow(/development number/);
  });
});
