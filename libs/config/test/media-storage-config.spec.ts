import { join } from 'node:path';
import { ConfigError, loadConfig, PROJECT_ROOT } from '@app/config';

const base = { NODE_ENV: 'test', DATABASE_URL: 'postgres://x/y', REDIS_URL: 'redis://x' };

describe('MEDIA_STORAGE_DIR', () => {
  it('keeps uploads under .data/media by default, beside the embedded database, apart from the demo clips', () => {
    const { paths } = loadConfig(base);
    expect(paths.mediaStorageDir).toBe(join(PROJECT_ROOT, '.data/media'));
    expect(paths.mediaStorageDir).not.toBe(paths.mediaDir);
  });

  it('takes a path relative to the project root, or an absolute one', () => {
    expect(loadConfig({ ...base, MEDIA_STORAGE_DIR: 'uploads' }).paths.mediaStorageDir).toBe(
      join(PROJECT_ROOT, 'uploads'),
    );
    expect(loadConfig({ ...base, MEDIA_STORAGE_DIR: '/srv/disha/media' }).paths.mediaStorageDir).toBe(
      '/srv/disha/media',
    );
  });

  it('refuses an empty name or control characters, at boot', () => {
    expect(() => loadConfig({ ...base, MEDIA_STORAGE_DIR: '  ' })).toThrow(/MEDIA_STORAGE_DIR must name a directory/);
    expect(() => loadConfig({ ...base, MEDIA_STORAGE_DIR: '/srv/\u0007media' })).toThrow(ConfigError);
  });
});
