import { HttpException, HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { IdentityRedis } from './identity-redis.js';

export const WINDOW_MS = 15 * 60 * 1000;
/** Wrong passwords or codes allowed per username per window. */
export const USERNAME_FAILURE_LIMIT = 10;

export function tooManyRequests(message: string): HttpException {
  return new HttpException(message, HttpStatus.TOO_MANY_REQUESTS);
}

export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Fixed-window counters in Redis (shared by every API replica). When Redis is unreachable the limits are
 * not enforced rather than locking everyone out; the outage is logged.
 */
@Injectable()
export class RateLimitService {
  private readonly logger = new Logger(RateLimitService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly store: IdentityRedis,
  ) {}

  private get redis(): Redis {
    return this.store.redis;
  }

  private key(name: string): string {
    return this.store.key(name);
  }

  /** Counts one attempt from this IP; throws 429 beyond the configured limit. */
  async hitIp(action: string, ip: string): Promise<void> {
    const result = await this.incr(`${action}:ip:${ip}`, WINDOW_MS);
    if (result && result.count > this.config.auth.ipLimit) {
      throw tooManyRequests(`Too many attempts from your network. Please try again in ${waitText(result.ttlMs)}.`);
    }
  }

  /** Throws 429 when this username already had too many failures in the window. */
  async assertUsernameAllowed(action: string, username: string): Promise<void> {
    const key = this.key(`${action}:user:${username.toLowerCase()}`);
    const [count, ttl] = await this.safe(async () => {
      const [c, t] = await Promise.all([this.redis.get(key), this.redis.pttl(key)]);
      return [Number(c ?? 0), t] as const;
    }, [0, 0] as const);
    if (count >= USERNAME_FAILURE_LIMIT) {
      throw tooManyRequests(`Too many failed attempts for this account. Please try again in ${waitText(ttl)}.`);
    }
  }

  async countUsernameFailure(action: string, username: string): Promise<void> {
    await this.incr(`${action}:user:${username.toLowerCase()}`, WINDOW_MS);
  }

  async resetUsername(action: string, username: string): Promise<void> {
    await this.safe(() => this.redis.del(this.key(`${action}:user:${username.toLowerCase()}`)), 0);
  }

  private incr(name: string, windowMs: number): Promise<{ count: number; ttlMs: number } | undefined> {
    const key = this.key(name);
    return this.safe(async () => {
      const results = await this.redis.multi().incr(key).pexpire(key, windowMs, 'NX').pttl(key).exec();
      return { count: Number(results?.[0]?.[1] ?? 0), ttlMs: Number(results?.[2]?.[1] ?? windowMs) };
    }, undefined);
  }

  private async safe<T>(fn: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      this.logger.warn(`Rate limits not enforced, Redis failed: ${(error as Error).message}`);
      return fallback;
    }
  }
}
