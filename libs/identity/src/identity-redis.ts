import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { watchRedis } from '@app/common';
import { APP_CONFIG, type AppConfig } from '@app/config';

/**
 * Identity's Redis connection (rate limits, Google sign-in state), made on first use. Unlike the queue
 * producer's, commands wait in the offline queue while it connects, so the first requests after boot are
 * counted too; one retry bounds how long a request waits when Redis is down.
 */
@Injectable()
export class IdentityRedis implements OnApplicationShutdown {
  private client?: Redis;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get redis(): Redis {
    if (!this.client) {
      this.client = watchRedis(
        new Redis(this.config.redis.url, {
          maxRetriesPerRequest: 1,
          connectTimeout: 2000,
          retryStrategy: (times) => Math.min(times * 200, 2000),
        }),
        'identity',
      );
    }
    return this.client;
  }

  key(name: string): string {
    return `${this.config.queue.prefix}:auth:${name}`;
  }

  onApplicationShutdown(): void {
    this.client?.disconnect();
  }
}
