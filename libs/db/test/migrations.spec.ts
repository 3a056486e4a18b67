import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { PROJECT_ROOT } from '@app/config';
import { createTestEnv, type TestEnv } from '../../../test/support/test-env.js';

const run = promisify(execFile);

describe('schema and migrations', () => {
  it('agree: drizzle-kit generates nothing new from the committed migrations', async () => {
    // drizzle-kit takes its output folder relative to the project, so the copy lives under .data/.
    mkdirSync(join(PROJECT_ROOT, '.data'), { recursive: true });
    const out = mkdtempSync(join(PROJECT_ROOT, '.data', 'drizzle-check-'));
    try {
      cpSync(join(PROJECT_ROOT, 'libs/db/migrations'), out, { recursive: true });
      const before = readdirSync(out).sort();
      const { stdout, stderr } = await run(join(PROJECT_ROOT, 'node_modules/.bin/drizzle-kit'), ['generate'], {
        cwd: PROJECT_ROOT,
        env: { ...process.env, DRIZZLE_OUT: `./${relative(PROJECT_ROOT, out)}` },
      });
      expect(readdirSync(out).sort()).toEqual(before);
      expect(`${stdout}${stderr}`).toContain('No schema changes');
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  describe('applied to a database', () => {
    let env: TestEnv;
    beforeAll(async () => (env = await createTestEnv()));
    afterAll(async () => env?.cleanup());

    it('creates the trigram index that keeps search fast', async () => {
      const client = new pg.Client({ connectionString: env.databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query(
          `SELECT indexdef FROM pg_indexes WHERE indexname = 'careers_name_trgm_idx'`,
        );
        expect(rows[0].indexdef).toContain('gin_trgm_ops');
      } finally {
        await client.end();
      }
    });
  });
});
