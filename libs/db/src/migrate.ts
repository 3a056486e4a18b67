import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

/**
 * Applies the committed SQL migrations. An advisory lock makes concurrent starts (several api replicas,
 * start script and tests) take turns instead of racing on the same DDL.
 */
export async function runMigrations(databaseUrl: string, migrationsFolder: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(724001)');
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock(724001)').catch(() => undefined);
    await client.end();
  }
}
