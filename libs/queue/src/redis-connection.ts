import { Redis, type RedisOptions } from 'ioredis';
import { watchRedis } from '@app/common';

/**
 * BullMQ Workers need `maxRetriesPerRequest: null` (they block on Redis). Producers instead fail fast when
 * Redis is down, so the outbox relay's transaction rolls back and the row waits for the next try.
 */
export function createRedis(url: string, role: 'worker' | 'producer' | 'client'): Redis {
  const options: RedisOptions =
    role === 'worker'
      ? { maxRetriesPerRequest: null, enableReadyCheck: false }
      : { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000 };
  const redis = new Redis(url, {
    ...options,
    lazyConnect: false,
    retryStrategy: (times) => Math.min(times * 200, 2000),
    // disconnect() waits this long for the socket to close before destroying it. While Redis is down the socket
    // is already gone and never reports closing, so the default 2 s only kept a stopping process (or test) alive.
    disconnectTimeout: 200,
  });
  // Connection errors are retried by ioredis; the listener keeps them from becoming unhandled events.
  return watchRedis(redis, `queue ${role}`);
}
