import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Queue, type JobsOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { QUEUE_NAMES, type QueueName } from './job-catalogue.js';
import { createRedis } from './redis-connection.js';

/** The producer side of BullMQ: one Queue per name, sharing one fail-fast connection. */
@Injectable()
export class QueueRegistry implements OnApplicationShutdown {
  private redis?: Redis;
  private readonly queues = new Map<QueueName, Queue>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Connected on first use, so a process that never produces holds no Redis connection. */
  private get connection(): Redis {
    this.redis ??= createRedis(this.config.redis.url, 'producer');
    return this.redis;
  }

  get(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, {
        connection: this.connection,
        prefix: this.config.queue.prefix,
        defaultJobOptions: this.defaultJobOptions(),
      });
      // The shared connection's errors, reported once more per queue: the connection's watch has logged them.
      queue.on('error', () => undefined);
      this.queues.set(name, queue);
    }
    return queue;
  }

  all(): Queue[] {
    return QUEUE_NAMES.map((n) => this.get(n));
  }

  /** Retries with exponential backoff; failed jobs are kept (visible, never dropped). */
  defaultJobOptions(): JobsOptions {
    return {
      attempts: this.config.queue.attempts,
      backoff: { type: 'exponential', delay: this.config.queue.backoffMs },
      // Completed jobs are kept a week so a re-relayed outbox row (same job id) is still a duplicate.
      removeOnComplete: { age: 7 * 24 * 3600, count: 100_000 },
      removeOnFail: false,
    };
  }

  /** True when Redis answers; waits briefly for a connection that is still being made (e.g. at boot). */
  async ping(): Promise<boolean> {
    try {
      if (this.connection.status !== 'ready') {
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('not ready')), 1000);
          this.connection.once('ready', () => (clearTimeout(timer), resolve()));
        });
      }
      return (await this.connection.ping()) === 'PONG';
    } catch {
      return false;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.queues.values()].map((q) => q.close().catch(() => undefined)));
    this.redis?.disconnect();
  }
}
