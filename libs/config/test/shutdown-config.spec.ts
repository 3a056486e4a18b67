import { ConfigError, loadConfig } from '@app/config';

const base = { NODE_ENV: 'test', DATABASE_URL: 'postgres://x/y', REDIS_URL: 'redis://x' };

describe('SHUTDOWN_GRACE_MS', () => {
  it('gives a stopping process 20 s to drain by default', () => {
    expect(loadConfig(base).shutdownGraceMs).toBe(20_000);
  });

  it('takes a number of milliseconds', () => {
    expect(loadConfig({ ...base, SHUTDOWN_GRACE_MS: '45000' }).shutdownGraceMs).toBe(45_000);
  });

  it('refuses what is not a sensible duration, at boot', () => {
    for (const value of ['soon', '50', '-1', '1.5', '600001']) {
      expect(() => loadConfig({ ...base, SHUTDOWN_GRACE_MS: value })).toThrow(ConfigError);
    }
    expect(() => loadConfig({ ...base, SHUTDOWN_GRACE_MS: 'soon' })).toThrow(/SHUTDOWN_GRACE_MS/);
  });
});
