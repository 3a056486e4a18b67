import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { PROJECT_ROOT } from '@app/config';
import { setupDatabase, type SetupConfig } from '../src/cli/database-setup.js';
import { TEST_DATABASE_URL } from '../../../test/support/test-env.js';

/** The setup step (npm start, docker-compose's migrate) on an empty database of its own, as production or not. */

const databases: string[] = [];

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function emptyDatabase(): Promise<string> {
  const name = `disha_setup_${randomBytes(5).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE "${name}"`));
  databases.push(name);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function counts(url: string): Promise<Record<string, number>> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const result: Record<string, number> = {};
    for (const table of ['careers', 'courses', 'reviews', 'users', 'schools', 'classrooms']) {
      result[table] = (await pool.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n as number;
    }
    return result;
  } finally {
    await pool.end();
  }
}

const setup = (url: string, env: SetupConfig['env']) =>
  setupDatabase(
    {
      env,
      database: { url } as SetupConfig['database'],
      paths: { migrationsDir: join(PROJECT_ROOT, 'libs/db/migrations') } as SetupConfig['paths'],
    },
    () => undefined,
  );

afterAll(async () => {
  await admin(async (c) => {
    for (const name of databases) await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
});

describe('setting up the database', () => {
  it('seeds production with the starter catalogue only: no made-up reviews, people, schools or classrooms', async () => {
    const url = await emptyDatabase();
    await setup(url, 'production');
    const seeded = await counts(url);
    expect(seeded.careers).toBeGreaterThan(40);
    expect(seeded.courses).toBe(1);
    expect(seeded).toMatchObject({ reviews: 0, users: 0, schools: 0, classrooms: 0 });
    // A second run (every deploy runs it) adds nothing.
    await setup(url, 'production');
    expect(await counts(url)).toEqual(seeded);
  });

  it('gives the embedded default its demo reviews, accounts, school and classrooms, once', async () => {
    const url = await emptyDatabase();
    await setup(url, 'development');
    const seeded = await counts(url);
    expect(seeded.reviews).toBeGreaterThan(50);
    expect(seeded).toMatchObject({ users: 7, schools: 1, classrooms: 2 });
    await setup(url, 'development');
    expect(await counts(url)).toEqual(seeded);
  });
});
