import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@app/config';

/**
 * How many usernames one browser is vouched for: a family's or a lab's shared computer is used by several people,
 * and the ones who signed in last keep their exemption.
 */
export const DEVICE_COOKIE_ENTRIES = 5;
/** Longer values are not parsed at all (a forged cookie must not cost the server work). */
const MAX_VALUE_LENGTH = 2048;

/** One username's entry in a browser's device cookie, its signature checked. */
export interface DeviceEntry {
  username: string;
  /** Unique per sign-in: the failures of a presented cookie are counted, and it is distrusted, by this. */
  nonce: string;
}

interface ParsedEntry extends DeviceEntry {
  raw: string;
}

/**
 * OWASP's device cookies (Slow Down Online Guessing Attacks with Device Cookies): a successful sign-in gives the
 * browser a signed `username~nonce~issued~signature` entry, so a later login from that browser can be told from a
 * guesser's even when both come from one school lab's address. The key is derived from AUTH_TOKEN_SECRET (HKDF,
 * its own label), so no other token's key can forge one; the issue time is signed so a copied cookie does not
 * outlive AUTH_DEVICE_COOKIE_DAYS whatever the browser keeps.
 */
@Injectable()
export class DeviceCookieService {
  private readonly key: Buffer;
  readonly ttlSec: number;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = Buffer.from(hkdfSync('sha256', config.auth.tokenSecret, 'disha-identity', 'device-cookie', 32));
    this.ttlSec = config.auth.deviceCookieTtlSec;
  }

  /** The valid entry of the cookie for this username (the account's, lower case), if any. */
  entryFor(value: string | undefined, username: string): DeviceEntry | undefined {
    const user = username.trim().toLowerCase();
    const found = this.parse(value).find((entry) => entry.username === user);
    return found && { username: found.username, nonce: found.nonce };
  }

  /**
   * The cookie's value after this username signed in on the browser: a fresh entry (a new nonce, so failures
   * counted against the old one do not follow it) first, then the browser's other valid entries, newest first.
   */
  issue(value: string | undefined, username: string): string {
    const user = username.trim().toLowerCase();
    const others = this.parse(value).filter((entry) => entry.username !== user);
    const body = `${Buffer.from(user).toString('base64url')}~${randomBytes(16).toString('base64url')}~${Math.floor(
      Date.now() / 1000,
    ).toString(36)}`;
    const fresh = `${body}~${this.sign(body)}`;
    return [fresh, ...others.map((entry) => entry.raw)].slice(0, DEVICE_COOKIE_ENTRIES).join('.');
  }

  private parse(value: string | undefined): ParsedEntry[] {
    if (!value || value.length > MAX_VALUE_LENGTH) return [];
    const nowSec = Date.now() / 1000;
    const entries: ParsedEntry[] = [];
    for (const raw of value.split('.').slice(0, DEVICE_COOKIE_ENTRIES)) {
      const parts = raw.split('~');
      if (parts.length !== 4) continue;
      const [user, nonce, issued, signature] = parts;
      if (!this.verify(`${user}~${nonce}~${issued}`, signature)) continue;
      const issuedSec = parseInt(issued, 36);
      if (!(issuedSec <= nowSec + 60 && nowSec - issuedSec < this.ttlSec)) continue;
      entries.push({ username: Buffer.from(user, 'base64url').toString('utf8'), nonce, raw });
    }
    return entries;
  }

  private sign(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }

  private verify(body: string, signature: string): boolean {
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
