import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { watchPgClient } from './database.js';

/**
 * Applies the committed SQL migrations. An advisory lock makes concurrent starts (several api replicas,
 * start script and tests) take turns instead of racing on the same DDL.
 */
export async function runMigrations(databaseUrl: string, migrationsFolder: string): Promise<void> {
  // A connection lost while waiting for the lock fails the query (and the start) instead of crashing silently.
  const client = watchPgClient(new pg.Client({ connectionString: databaseUrl }), 'migrations');
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(724001)');
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock(724001)').catch(() => undefined);
    await client.end();
  }
}
