import { DrizzleQueryError } from 'drizzle-orm/errors';
import { Redis } from 'ioredis';
import pg from 'pg';
import { dependencyOutage } from '@app/common';
import { createDatabase } from '@app/db';
import { freePort } from '../../../test/support/redis-server.js';

// Which errors answer 503 with DATABASE_UNAVAILABLE or REDIS_UNAVAILABLE (issue 23), from the real clients where
// they can be made to fail here: a refused connection, a command with Redis gone. Everything else stays a 500 (or
// whatever its thrower said).

function serverError(severity: string, code: string, message: string): pg.DatabaseError {
  const error = new pg.DatabaseError(message, message.length, 'error');
  return Object.assign(error, { severity, code });
}

describe('dependencyOutage', () => {
  it('names PostgreSQL for a connection refused through the pool, for pool.query and a transaction', async () => {
    const { pool, db } = createDatabase(`postgres://postgres@127.0.0.1:${await freePort()}/none`, 1);
    try {
      const query = await pool.query('SELECT 1').catch((e: unknown) => e);
      expect(dependencyOutage(query)).toBe('postgres');
      const transaction = await db.transaction(() => Promise.resolve()).catch((e: unknown) => e);
      expect(dependencyOutage(transaction)).toBe('postgres');
    } finally {
      await pool.end();
    }
  });

  it('names PostgreSQL for a session ended by the server or a connection cut under a query', () => {
    expect(dependencyOutage(serverError('FATAL', '57P01', 'terminating connection due to administrator command'))).toBe(
      'postgres',
    );
    expect(dependencyOutage(serverError('ERROR', '08006', 'connection failure'))).toBe('postgres');
    const cut = new DrizzleQueryError('select 1', [], new Error('Connection terminated unexpectedly'));
    expect(dependencyOutage(cut)).toBe('postgres');
    const reset = new DrizzleQueryError(
      'select 1',
      [],
      Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
    );
    expect(dependencyOutage(reset)).toBe('postgres');
  });

  it('names Redis for a command refused while Redis is down', async () => {
    const url = `redis://127.0.0.1:${await freePort()}`;
    const options = { retryStrategy: () => 100, disconnectTimeout: 200 };
    const failFast = new Redis(url, { ...options, enableOfflineQueue: false });
    const retried = new Redis(url, { ...options, maxRetriesPerRequest: 1 });
    for (const redis of [failFast, retried]) redis.on('error', () => undefined);
    try {
      for (const redis of [failFast, retried]) {
        const error = await redis.get('k').catch((e: unknown) => e);
        expect(dependencyOutage(error)).toBe('redis');
      }
    } finally {
      failFast.disconnect();
      retried.disconnect();
    }
  });

  it('names nothing for errors that are no outage', () => {
    expect(dependencyOutage(serverError('ERROR', '23505', 'duplicate key value violates unique constraint'))).toBe(
      undefined,
    );
    expect(dependencyOutage(new DrizzleQueryError('select 1', [], serverError('ERROR', '22P02', 'bad uuid')))).toBe(
      undefined,
    );
    // A third party's refused connection is not the database's.
    expect(dependencyOutage(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(
      undefined,
    );
    expect(dependencyOutage(new TypeError("Cannot read properties of undefined (reading 'status')"))).toBe(undefined);
    expect(dependencyOutage(undefined)).toBe(undefined);
  });
});
