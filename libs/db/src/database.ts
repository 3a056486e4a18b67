import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { ConnectionWatch, DependencyUnavailableError } from '@app/common';
import * as schema from './schema/index.js';

export type Database = NodePgDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Repositories accept either, so a service can run several of them in one transaction. */
export type DbExecutor = Database | Transaction;

export interface DatabaseHandle {
  pool: pg.Pool;
  db: Database;
}

/**
 * Handles a pg Client's 'error' events. A client whose connection ends (a restart, a failover's
 * pg_terminate_backend) emits 'error' even when a query of its own already failed with it, and with no listener
 * that kills the process. The pool listens only while a client is idle, so a checked-out one (a transaction
 * waiting for a lock, a job between two queries) needs its own listener; the pool then drops it on release.
 */
export function watchPgClient(client: pg.Client, where: string): pg.Client {
  client.on('error', (error) => ConnectionWatch.of('postgres').lost(error, where));
  return client;
}

export function createDatabase(url: string, poolSize = 10, name = 'pool'): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
  pool.on('connect', (client) => {
    watchPgClient(client, name);
    ConnectionWatch.of('postgres').connected(name);
  });
  // An idle client's error is reported on the pool too; its own listener (above) has logged it.
  pool.on('error', () => undefined);
  markConnectFailures(pool);
  return { pool, db: drizzle(pool, { schema }) };
}

type ConnectCallback = (error: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void;

/**
 * Every query takes its connection through the pool's connect (pool.query and Drizzle's transactions alike). A
 * failure there means PostgreSQL cannot be reached, whatever its shape (ECONNREFUSED, the pool's timeout, a FATAL
 * at startup): it is marked so, and the request answers 503 DATABASE_UNAVAILABLE rather than 500.
 */
function markConnectFailures(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (callback?: ConnectCallback) => Promise<pg.PoolClient> | undefined;
  const unavailable = (error: unknown) =>
    error instanceof DependencyUnavailableError ? error : new DependencyUnavailableError('postgres', error);
  pool.connect = ((callback?: ConnectCallback) => {
    if (callback) return connect((error, client, done) => callback(error && unavailable(error), client, done));
    return connect()!.catch((error: unknown) => {
      throw unavailable(error);
    });
  }) as typeof pool.connect;
}
