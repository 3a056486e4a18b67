import { randomBytes } from 'node:crypto';
import { ConfigError, loadConfig } from '@app/config';

const base = {
  NODE_ENV: 'development',
  DATABASE_URL: 'postgres://x/y',
  REDIS_URL: 'redis://x',
  // A secret made for the run: production refuses a guessable one and any the repository contains.
  AUTH_TOKEN_SECRET: randomBytes(48).toString('base64'),
};

describe('abuse limits configuration', () => {
  it('has defaults that let a school lab (one address) through', () => {
    expect(loadConfig(base).rateLimits).toEqual({
      failuresBeforeDelay: 5,
      delayBaseSec: 30,
      delayMaxSec: 900,
      ipFailuresPerHour: 200,
      usernameFailuresPerDay: 50,
      deviceCookieFailures: 10,
      signupsPerIpHour: 200,
      codeMailsPerIpHour: 100,
      codeMailsPerAccountDay: 10,
      codeResendCooldownSec: 30,
      leadsPerIpHour: 30,
    });
  });

  it('reads every limit from its variable', () => {
    const limits = loadConfig({
      ...base,
      AUTH_FAILURES_BEFORE_DELAY: '3',
      AUTH_DELAY_BASE_SEC: '10',
      AUTH_DELAY_MAX_SEC: '600',
      AUTH_IP_FAILURE_LIMIT: '50',
      AUTH_USERNAME_FAILURE_LIMIT: '20',
      AUTH_DEVICE_COOKIE_FAILURES: '4',
      SIGNUP_IP_LIMIT: '100',
      CODE_MAIL_IP_LIMIT: '40',
      CODE_MAIL_DAILY_LIMIT: '5',
      CODE_RESEND_COOLDOWN_SEC: '2',
      LEAD_IP_LIMIT: '12',
    }).rateLimits;
    expect(limits).toEqual({
      failuresBeforeDelay: 3,
      delayBaseSec: 10,
      delayMaxSec: 600,
      ipFailuresPerHour: 50,
      usernameFailuresPerDay: 20,
      deviceCookieFailures: 4,
      signupsPerIpHour: 100,
      codeMailsPerIpHour: 40,
      codeMailsPerAccountDay: 5,
      codeResendCooldownSec: 2,
      leadsPerIpHour: 12,
    });
  });

  it('keeps a device cookie 180 days unless told otherwise', () => {
    expect(loadConfig(base).auth.deviceCookieTtlSec).toBe(180 * 24 * 3600);
    expect(loadConfig({ ...base, AUTH_DEVICE_COOKIE_DAYS: '30' }).auth.deviceCookieTtlSec).toBe(30 * 24 * 3600);
  });

  it.each([
    [{ LEAD_IP_LIMIT: '0' }, 'LEAD_IP_LIMIT'],
    [{ CODE_RESEND_COOLDOWN_SEC: '0' }, 'CODE_RESEND_COOLDOWN_SEC'],
    [{ SIGNUP_IP_LIMIT: 'lots' }, 'SIGNUP_IP_LIMIT'],
    [{ AUTH_FAILURES_BEFORE_DELAY: '1.5' }, 'AUTH_FAILURES_BEFORE_DELAY'],
    [{ AUTH_DEVICE_COOKIE_FAILURES: '0' }, 'AUTH_DEVICE_COOKIE_FAILURES'],
    [{ AUTH_DEVICE_COOKIE_DAYS: '401' }, 'AUTH_DEVICE_COOKIE_DAYS'],
    [
      { AUTH_DELAY_BASE_SEC: '60', AUTH_DELAY_MAX_SEC: '30' },
      'AUTH_DELAY_MAX_SEC: must be at least AUTH_DELAY_BASE_SEC',
    ],
  ])('refuses %j', (settings, problem) => {
    expect(() => loadConfig({ ...base, ...settings })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...settings })).toThrow(problem);
  });
});
