import pg from 'pg';

let pool: pg.Pool | undefined;

/** The run's database (scripts/e2e.mjs passes its DATABASE_URL), for what the tests build or read there. */
export function db(): pg.Pool {
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) throw new Error('DATABASE_URL is not set: run the browser tests through scripts/e2e.mjs');
  pool ??= new pg.Pool({ connectionString, max: 3, idleTimeoutMillis: 1_000, allowExitOnIdle: true });
  return pool;
}
