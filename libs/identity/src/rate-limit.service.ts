import { Inject, Injectable, Logger } from '@nestjs/common';
import { isIPv6 } from 'node:net';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { TooManyRequestsException, waitText } from '@app/common';
import { IdentityRedis } from './identity-redis.js';

/** Anonymous forms limited per network per hour. */
export type FormAction = 'signup' | 'codeMail' | 'lead';
/** Secrets a caller proves: a password (login) or a mailed code (confirm, reset). Counted apart. */
export type SecretAction = 'login' | 'code';

/** An attempt counted up front (so parallel guesses cannot slip past the limits); settle it with its outcome. */
export interface Attempt {
  action: SecretAction;
  pair: string;
  network: string;
  username: string;
  /** False when Redis failed: the attempt is let through and nothing is to be settled. */
  counted: boolean;
  /** This attempt started the pair's current wait (it was past the free failures). */
  tookTurn: boolean;
  /** The nonce of the trusted device cookie the attempt came with: counted against it, not the network or username. */
  device?: string;
}

const HOUR_SEC = 3600;
const DAY_SEC = 24 * HOUR_SEC;

/**
 * The network a limit counts: the IPv4 address, or the /64 of an IPv6 one (one subscriber usually holds a
 * whole /64, so counting single IPv6 addresses would give an attacker billions of fresh ones).
 */
export function networkOf(ip: string): string {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (v4) return v4[1];
  if (!isIPv6(ip)) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * Abuse limits in Redis (rate-limiter-flexible; shared by every API replica), after its "login brute force"
 * pattern:
 * - wrong passwords and codes are counted per username and network, consecutively: after `failuresBeforeDelay`
 *   the pair waits, and each further failure doubles the wait up to a maximum. The right password clears the
 *   pair. Another network is never held back by this pair's failures, so nobody can lock a user out from elsewhere;
 * - a network may fail `ipFailuresPerHour` times across usernames (password spraying), then waits the hour out;
 * - past `usernameFailuresPerDay` failures of one username from all networks (a botnet), every network's first
 *   failure for it is delayed already; networks with no failure for it still get straight in;
 * - a login from a browser with a trusted device cookie for the username (one it signed in with before) skips
 *   those three: its failures count against the cookie alone, which after `deviceCookieFailures` is no longer
 *   trusted, so a classmate on the lab's address, or a botnet, cannot lock the real user out of their own browser;
 * - anonymous forms (sign-up, code mails, leads) are counted per network per hour.
 * When Redis is unreachable the limits are not enforced rather than locking everyone out; the outage is logged.
 */
@Injectable()
export class RateLimitService {
  private readonly logger = new Logger(RateLimitService.name);
  private made?: ReturnType<RateLimitService['make']>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly store: IdentityRedis,
  ) {}

  /** Counts one request of an anonymous form from this network; 429 beyond the hour's limit. */
  async hitForm(action: FormAction, ip: string): Promise<void> {
    try {
      await this.limiters.forms[action].consume(networkOf(ip));
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) return this.outage(error);
      throw new TooManyRequestsException(
        `Too many requests from your network. Please try again in ${waitText(error.msBeforeNext)}.`,
        error.msBeforeNext,
      );
    }
  }

  /**
   * Before checking a password or code: 429 while this username and network wait, or while the network has
   * failed too often this hour. Otherwise the attempt is counted as a failure until settled, and when it is past
   * the free ones it takes the pair's turn: the wait starts now, before the check, and of parallel guesses only
   * the one that set it goes on (the others are 429), so a burst gets no more guesses than a sequence.
   */
  async beginAttempt(action: SecretAction, username: string, ip: string, deviceNonce?: string): Promise<Attempt> {
    const network = networkOf(ip);
    const user = username.trim().toLowerCase();
    const pair = `${user}|${network}`;
    const attempt: Attempt = { action, pair, network, username: user, counted: false, tookTurn: false };
    const l = this.limiters.secrets[action];
    const delayKey = this.delayKey(attempt);
    try {
      if (deviceNonce && (await this.trustDevice(deviceNonce))) {
        attempt.device = deviceNonce;
        attempt.counted = true;
        return attempt;
      }
      const left = await this.redis.pttl(delayKey);
      if (left > 0) throw this.delayed(action, left);
      // Only failures count for the network (checked here, counted when they happen): a school's logins in
      // flight at once, all behind one address, must never add up to a refusal.
      const networkFailures = await l.networkFailures.get(network);
      if (networkFailures && networkFailures.consumedPoints >= l.networkFailures.points) {
        throw new TooManyRequestsException(
          `Too many failed attempts from your network. Please try again in ${waitText(networkFailures.msBeforeNext)}.`,
          networkFailures.msBeforeNext,
        );
      }
      attempt.counted = true;
      const consecutive = (await l.pairFailures.penalty(pair)).consumedPoints;
      const usernameFailures = (await l.usernameFailures.get(user))?.consumedPoints ?? 0;
      const free =
        usernameFailures >= this.config.rateLimits.usernameFailuresPerDay
          ? 1
          : this.config.rateLimits.failuresBeforeDelay;
      if (consecutive >= free) {
        const waitMs = this.delaySec(consecutive - free) * 1000;
        attempt.tookTurn = (await this.redis.set(delayKey, '1', 'PX', waitMs, 'NX')) === 'OK';
        if (!attempt.tookTurn) {
          await this.uncount(attempt);
          throw this.delayed(action, Math.max(await this.redis.pttl(delayKey), 1000));
        }
      }
    } catch (error) {
      if (error instanceof TooManyRequestsException) throw error;
      this.outage(error);
    }
    return attempt;
  }

  /** The secret was wrong: the pair's failure (counted up front) stays; the network's and username's counts move. */
  async failed(attempt: Attempt): Promise<void> {
    // A trusted device's failure was counted against its cookie up front, and only there.
    if (!attempt.counted || attempt.device) return;
    const l = this.limiters.secrets[attempt.action];
    await Promise.all([l.networkFailures.penalty(attempt.network), l.usernameFailures.penalty(attempt.username)]).catch(
      (error: unknown) => this.outage(error),
    );
  }

  /**
   * The secret was right: this username and network start afresh. Not when it came from a trusted device: the
   * pair's failures were other browsers' on that network (a classmate's), and the real user signing in on their
   * own browser must not give the guesser a fresh set of free guesses. The cookie is replaced by a new nonce.
   */
  async succeeded(attempt: Attempt): Promise<void> {
    if (!attempt.counted) return;
    if (attempt.device) {
      await this.limiters.devices.delete(attempt.device).catch((error: unknown) => this.outage(error));
      return;
    }
    const l = this.limiters.secrets[attempt.action];
    await Promise.all([l.pairFailures.delete(attempt.pair), this.redis.del(this.delayKey(attempt))]).catch(
      (error: unknown) => this.outage(error),
    );
  }

  /** Neither right nor wrong (e.g. confirming an account already confirmed): the attempt is not counted. */
  async release(attempt: Attempt): Promise<void> {
    if (!attempt.counted) return;
    const undo = async () => {
      await this.uncount(attempt);
      if (attempt.tookTurn) await this.redis.del(this.delayKey(attempt));
    };
    await undo().catch((error: unknown) => this.outage(error));
  }

  private async uncount(attempt: Attempt): Promise<void> {
    if (attempt.device) await this.limiters.devices.reward(attempt.device);
    else await this.limiters.secrets[attempt.action].pairFailures.reward(attempt.pair);
    attempt.counted = false;
  }

  /**
   * Counts the attempt against the device cookie up front (as a pair's, so a burst with a copied cookie gets no
   * more trusted guesses than a sequence); false once the cookie has been presented with too many wrong passwords.
   */
  private async trustDevice(nonce: string): Promise<boolean> {
    try {
      await this.limiters.devices.consume(nonce);
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      throw error;
    }
  }

  private delayKey(attempt: Attempt): string {
    return this.store.key(`rl:${attempt.action}:delay:${attempt.pair}`);
  }

  private get redis() {
    return this.store.redis;
  }

  private delaySec(step: number): number {
    const { delayBaseSec, delayMaxSec } = this.config.rateLimits;
    return Math.min(delayMaxSec, delayBaseSec * 2 ** Math.min(step, 30));
  }

  private delayed(action: SecretAction, ms: number): TooManyRequestsException {
    const what = action === 'login' ? 'wrong passwords' : 'wrong codes';
    return new TooManyRequestsException(
      `Too many ${what} for this account from your network. Please try again in ${waitText(ms)}.`,
      ms,
    );
  }

  private outage(error: unknown): void {
    this.logger.warn(`Rate limits not enforced, Redis failed: ${(error as Error)?.message ?? String(error)}`);
  }

  private get limiters() {
    return (this.made ??= this.make());
  }

  /** Made on first use, as IdentityRedis makes its connection. */
  private make() {
    const limits = this.config.rateLimits;
    const limiter = (name: string, points: number, duration: number) =>
      new RateLimiterRedis({
        storeClient: this.store.redis,
        keyPrefix: this.store.key(`rl:${name}`),
        points,
        duration,
      });
    const secrets = (action: SecretAction) => ({
      // Consecutive failures of one username from one network, remembered for a day since the first.
      pairFailures: limiter(`${action}:pair`, Number.MAX_SAFE_INTEGER, DAY_SEC),
      networkFailures: limiter(`${action}:net`, limits.ipFailuresPerHour, HOUR_SEC),
      usernameFailures: limiter(`${action}:user`, Number.MAX_SAFE_INTEGER, DAY_SEC),
    });
    return {
      secrets: { login: secrets('login'), code: secrets('code') },
      // Attempts with a device cookie, by its nonce, for as long as a cookie lives.
      devices: limiter('device', limits.deviceCookieFailures, this.config.auth.deviceCookieTtlSec),
      forms: {
        signup: limiter('signup', limits.signupsPerIpHour, HOUR_SEC),
        codeMail: limiter('code-mail', limits.codeMailsPerIpHour, HOUR_SEC),
        lead: limiter('lead', limits.leadsPerIpHour, HOUR_SEC),
      },
    };
  }
}
