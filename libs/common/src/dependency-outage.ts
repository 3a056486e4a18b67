import { Logger } from '@nestjs/common';
import { errorSummary } from '@app/logging';

/** The engines every process shares; losing one is an outage to wait out, never a reason to crash. */
export type Dependency = 'postgres' | 'redis';

const NAMES: Record<Dependency, string> = { postgres: 'PostgreSQL', redis: 'Redis' };

/**
 * A failure to reach a dependency at all, marked where the connection is taken (the pool's connect), so a bare
 * ECONNREFUSED or timeout is known to be PostgreSQL's and not, say, Razorpay's.
 */
export class DependencyUnavailableError extends Error {
  constructor(
    readonly dependency: Dependency,
    cause: unknown,
  ) {
    super(`${NAMES[dependency]} is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'DependencyUnavailableError';
  }
}

interface ErrorShape {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  severity?: unknown;
  cause?: unknown;
  query?: unknown;
  params?: unknown;
}

/** Node's own errors for a socket that could not be made or was cut. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/** pg's and pg-pool's messages for a connection that died or could not be made (they carry no code). */
const PG_CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
];

/** ioredis's messages for a command refused because the connection is down. */
const REDIS_CONNECTION_MESSAGES = [
  /^Stream isn't writeable and enableOfflineQueue options is false/,
  /^Connection is closed\.?$/,
  /^Reached the max retries per request limit/,
];

function isPgConnectionError(e: ErrorShape): boolean {
  const message = typeof e.message === 'string' ? e.message : '';
  if (PG_CONNECTION_MESSAGES.some((m) => m.test(message))) return true;
  // A server error (pg's DatabaseError has a severity): FATAL ends the session (administrator command, the
  // database refusing connections, a restart), class 08 is a connection exception, 57P0x a shutdown.
  if (typeof e.severity === 'string' && typeof e.code === 'string') {
    return e.severity === 'FATAL' || e.severity === 'PANIC' || e.code.startsWith('08') || e.code.startsWith('57P0');
  }
  return false;
}

/** Drizzle wraps every failed query (DrizzleQueryError, with the SQL and its parameters). */
function isDrizzleQueryError(e: ErrorShape): boolean {
  return typeof e.query === 'string' && Array.isArray(e.params);
}

/**
 * Which dependency an error says is unavailable, if any: PostgreSQL's connection lost or refused, or Redis's
 * command refused for want of a connection. Other errors (a constraint, a bug, a third party) answer undefined.
 */
export function dependencyOutage(error: unknown): Dependency | undefined {
  let current: unknown = error;
  let viaDrizzle = false;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as ErrorShape;
    if (current instanceof DependencyUnavailableError) return current.dependency;
    if (isPgConnectionError(e)) return 'postgres';
    const message = typeof e.message === 'string' ? e.message : '';
    if (e.name === 'MaxRetriesPerRequestError' || REDIS_CONNECTION_MESSAGES.some((m) => m.test(message)))
      return 'redis';
    // A socket error under a query is the database's socket.
    if (viaDrizzle && typeof e.code === 'string' && SOCKET_CODES.has(e.code)) return 'postgres';
    viaDrizzle ||= isDrizzleQueryError(e);
    current = e.cause;
  }
  return undefined;
}

/**
 * Logs a dependency's loss once per outage and its return once, for all the connections of a process: every
 * pool client, LISTEN client and Redis connection reports here. While it is down, ioredis retries and reports
 * each failed try, and a failover ends every pg connection at once; one line says what happened.
 */
export class ConnectionWatch {
  private static readonly watches = new Map<Dependency, ConnectionWatch>();
  private readonly logger = new Logger('Connections');
  private down = false;

  private constructor(private readonly dependency: Dependency) {}

  static of(dependency: Dependency): ConnectionWatch {
    let watch = ConnectionWatch.watches.get(dependency);
    if (!watch) ConnectionWatch.watches.set(dependency, (watch = new ConnectionWatch(dependency)));
    return watch;
  }

  /** A connection failed or ended; it is retried (ioredis, the pool, the relay's listener), not fatal. */
  lost(error: unknown, where: string): void {
    if (this.down) return;
    this.down = true;
    this.logger.warn(`${NAMES[this.dependency]} connection lost (${where}): ${errorSummary(error)}; reconnecting`);
  }

  /** A connection was made: if one had been lost, the dependency is back. */
  connected(where: string): void {
    if (!this.down) return;
    this.down = false;
    this.logger.log(`${NAMES[this.dependency]} connected again (${where})`);
  }
}

/** The events of an ioredis connection this needs (a structural type: libs/common does not depend on ioredis). */
interface RedisEvents {
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'ready', listener: () => void): unknown;
}

/**
 * Handles a Redis connection's 'error' events (each failed reconnect emits one; unhandled, the first would kill
 * the process) by logging the outage once, and its 'ready' as the return.
 */
export function watchRedis<T extends RedisEvents>(redis: T, where: string): T {
  const watch = ConnectionWatch.of('redis');
  redis.on('error', (error) => watch.lost(error, where));
  redis.on('ready', () => watch.connected(where));
  return redis;
}
