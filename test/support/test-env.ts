import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import { loadConfig, PROJECT_ROOT, TEST_HARNESS_TOKEN_SECRET, type AppConfig } from '@app/config';
import { createDatabase, runMigrations, seedDemoData, seedDemoReviews } from '@app/db';

/** The services tests use: DATABASE_URL / REDIS_URL, else the local defaults. */
export const TEST_DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

function urlFor(database: string, base = TEST_DATABASE_URL): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Changes to migrations or seed data make a new template; unchanged ones reuse it across runs. */
function templateName(): string {
  const hash = createHash('sha1');
  const dirs = [join(PROJECT_ROOT, 'libs/db/migrations'), join(PROJECT_ROOT, 'libs/db/src/seed')];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  dirs.forEach(walk);
  return `disha_tpl_${hash.digest('hex').slice(0, 12)}`;
}

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect().catch((error: Error) => {
    throw new Error(
      `PostgreSQL is not answering at ${TEST_DATABASE_URL} (${error.message}). Start it or set DATABASE_URL.`,
    );
  });
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates `database` as a copy of the template, which is migrated and seeded once per content version. The copy is
 * made under the lock too: another checkout with other migrations drops this template (as stale) under the lock,
 * and doing so between this check and the copy made the copy fail with "template database does not exist".
 */
async function createFromTemplate(database: string): Promise<void> {
  const name = templateName();
  await withAdmin(async (admin) => {
    await admin.query('SELECT pg_advisory_lock(724100)');
    try {
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (!rowCount) await buildTemplate(admin, name);
      await admin.query(`CREATE DATABASE "${database}" TEMPLATE "${name}"`);
    } finally {
      await admin.query('SELECT pg_advisory_unlock(724100)');
    }
  });
}

/** Under the lock: drops other content versions' templates and builds this one. */
async function buildTemplate(admin: pg.Client, name: string): Promise<void> {
  const stale = await admin.query(
    `SELECT datname FROM pg_database WHERE datname LIKE 'disha\\_tpl\\_%' AND datname NOT LIKE '%\\_build' AND datname <> $1`,
    [name],
  );
  // Another checkout's build in progress ends in _build and is left alone.
  for (const row of stale.rows) {
    await admin.query(`ALTER DATABASE "${row.datname}" WITH IS_TEMPLATE false`).catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`).catch(() => undefined);
  }
  // Under the lock, a build of this very name can only be a crashed run's leftover.
  await admin.query(`DROP DATABASE IF EXISTS "${name}_build" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}_build"`);
  const url = urlFor(`${name}_build`);
  await runMigrations(url, join(PROJECT_ROOT, 'libs/db/migrations'));
  const { db, pool } = createDatabase(url, 2);
  await seedDemoData(db);
  // The tests' database is the embedded default's, made-up reviews included (production has none).
  await seedDemoReviews(db);
  await pool.end();
  // Built under another name and renamed at the end, so a crash never leaves a half-made template.
  await admin.query(`ALTER DATABASE "${name}_build" RENAME TO "${name}"`);
  await admin.query(`ALTER DATABASE "${name}" WITH IS_TEMPLATE true`);
}

export interface TestEnv {
  databaseUrl: string;
  redisUrl: string;
  prefix: string;
  /** The file's own media store (MEDIA_STORAGE_DIR), under the system's temp folder; removed by cleanup. */
  mediaStorageDir: string;
  config(overrides?: Record<string, string>): AppConfig;
  cleanup(): Promise<void>;
}

/**
 * Drops a test's database once its own connections have gone. A pool's `end()` resolves before its clients'
 * sockets have closed; a forced drop in that moment kills them, and a client being ended has no error listener
 * left, so the test file failed with an unhandled 57P01 now and then under load. Waiting (at most 5 s) for the
 * database to have no backends lets them close; FORCE then only ends what a test really left open.
 */
export async function dropDatabase(admin: pg.Client, database: string): Promise<void> {
  for (let waited = 0; waited < 5_000; waited += 50) {
    const { rows } = await admin.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database],
    );
    if (rows[0].n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
}

/** A fresh database (from the seeded template) and a private BullMQ prefix for one test file. */
export async function createTestEnv(options: { redisUrl?: string } = {}): Promise<TestEnv> {
  const id = randomBytes(5).toString('hex');
  const database = `disha_t_${id}`;
  await createFromTemplate(database);
  const databaseUrl = urlFor(database);
  const redisUrl = options.redisUrl ?? TEST_REDIS_URL;
  const prefix = `t_${id}`;
  const mediaStorageDir = join(tmpdir(), `disha-media-${id}`);
  return {
    databaseUrl,
    redisUrl,
    prefix,
    mediaStorageDir,
    config: (overrides = {}) =>
      loadConfig({
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        DATABASE_POOL_SIZE: '5',
        REDIS_URL: redisUrl,
        QUEUE_PREFIX: prefix,
        LOG_LEVEL: 'error',
        OUTBOX_POLL_MS: '50',
        JOB_BACKOFF_MS: '50',
        AUTH_TOKEN_SECRET: TEST_HARNESS_TOKEN_SECRET,
        // inject() connects from 127.0.0.1, standing in for the load balancer: suites give each simulated
        // client its own X-Forwarded-For. The default (no proxy trusted) is tested with TRUSTED_PROXIES ''.
        TRUSTED_PROXIES: '127.0.0.1',
        MEDIA_STORAGE_DIR: mediaStorageDir,
        ...overrides,
      }),
    cleanup: async () => {
      await withAdmin((admin) => dropDatabase(admin, database));
      await deleteRedisPrefix(redisUrl, prefix).catch(() => undefined);
      await rm(mediaStorageDir, { recursive: true, force: true });
    },
  };
}

async function deleteRedisPrefix(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: true });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/**
 * Polls until `check` returns a value that is not undefined/false, or fails after `timeoutMs`. Every `intervalMs`:
 * the checks are a query or two, and a coarse interval only added its half on average to every wait.
 */
export async function eventually<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 15_000,
  what = 'condition',
  intervalMs = 25,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  let last: string | undefined;
  while (Date.now() < until) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      last = error instanceof Error ? `${error.name}: ${error.message}` : JSON.stringify(error);
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`Timed out waiting for ${what}${last ? `: ${last}` : ''}`);
}
