import type { AppConfig } from '@app/config';
import { DEVICE_COOKIE_ENTRIES, DeviceCookieService } from '../src/crypto/device-cookie.service.js';

const DAY_SEC = 24 * 3600;
const service = (secret = 'a'.repeat(40), ttlDays = 180) =>
  new DeviceCookieService({ auth: { tokenSecret: secret, deviceCookieTtlSec: ttlDays * DAY_SEC } } as AppConfig);

describe('device cookies', () => {
  it('vouch for the username they were issued to, with a new nonce each sign-in', () => {
    const devices = service();
    const first = devices.issue(undefined, 'Priya');
    const entry = devices.entryFor(first, 'priya');
    expect(entry).toEqual({ username: 'priya', nonce: expect.stringMatching(/^[\w-]{22}$/) });
    expect(devices.entryFor(first, 'rahul')).toBeUndefined();
    const second = devices.issue(first, 'priya');
    expect(devices.entryFor(second, 'priya')!.nonce).not.toBe(entry!.nonce);
    expect(second.split('.')).toHaveLength(1);
  });

  it('are not forged: a changed character, another secret or a swapped username is no entry', () => {
    const devices = service();
    const value = devices.issue(undefined, 'priya');
    const [user, nonce, issued, signature] = value.split('~');
    const flipped = signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    expect(devices.entryFor(`${user}~${nonce}~${issued}~${flipped}`, 'priya')).toBeUndefined();
    const rahul = Buffer.from('rahul').toString('base64url');
    expect(devices.entryFor(`${rahul}~${nonce}~${issued}~${signature}`, 'rahul')).toBeUndefined();
    expect(service('b'.repeat(40)).entryFor(value, 'priya')).toBeUndefined();
    expect(devices.entryFor('garbage', 'priya')).toBeUndefined();
    expect(devices.entryFor('x'.repeat(5000), 'priya')).toBeUndefined();
  });

  it('keep the last users of a shared computer, newest first, and stop vouching after their life', () => {
    const devices = service();
    let value: string | undefined;
    for (let i = 0; i <= DEVICE_COOKIE_ENTRIES; i++) value = devices.issue(value, `student${i}`);
    expect(value!.split('.')).toHaveLength(DEVICE_COOKIE_ENTRIES);
    expect(devices.entryFor(value, 'student0')).toBeUndefined();
    expect(devices.entryFor(value, `student${DEVICE_COOKIE_ENTRIES}`)).toBeDefined();
    expect(devices.entryFor(value, 'student1')).toBeDefined();
    // The issue time is signed: a server that keeps cookies no time at all trusts none of these.
    expect(service('a'.repeat(40), 0).entryFor(value, 'student1')).toBeUndefined();
  });
});
