import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';

/** @node-rs/argon2's Algorithm is a const enum, which the test transform cannot inline; 2 is Argon2id. */
const ARGON2ID = 2;

/** A one-time password's letters: no 0/o, 1/l/i, so a printed sheet reads back without doubt. */
const ONE_TIME_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** 12 characters of 31: about 59 bits, with a letter and a digit always (the password rule). */
const ONE_TIME_LENGTH = 12;
/** Hashes under way at once for a batch: libuv's pool has 4 threads by default, which the KDF runs on. */
const BATCH_CONCURRENCY = 4;
/**
 * Argon2id's cost for machine-made one-time passwords (a roster import's): 4 MiB, 1 pass. Their strength is their
 * ~59 random bits, not the KDF's cost (which exists to slow guessing of passwords people choose), and they are
 * replaced at the first sign-in by one hashed at the full cost. docs/decisions.md (The roster) has the figures.
 * The parameters are in the encoded hash, so `verify` needs nothing else.
 */
const ONE_TIME_COST = { memoryCost: 4096, timeCost: 1, parallelism: 1 };

/** Argon2id with the library's defaults (OWASP's minimum: 19 MiB, 2 passes). */
@Injectable()
export class PasswordService {
  /** Verified against when the username is unknown, so a wrong username costs as long as a wrong password. */
  private readonly dummyHash = hash('dummy-password-for-timing', { algorithm: ARGON2ID });

  hash(password: string): Promise<string> {
    return hash(password, { algorithm: ARGON2ID });
  }

  /**
   * Many machine-made one-time passwords (a roster import's): argon2id at ONE_TIME_COST, a few at a time on libuv's
   * threads, in order. Never for a password a person chose.
   */
  async hashOneTime(passwords: string[]): Promise<string[]> {
    const out = new Array<string>(passwords.length);
    let next = 0;
    const worker = async () => {
      while (next < passwords.length) {
        const i = next++;
        out[i] = await hash(passwords[i], { algorithm: ARGON2ID, ...ONE_TIME_COST });
      }
    };
    await Promise.all(Array.from({ length: Math.min(BATCH_CONCURRENCY, passwords.length) }, worker));
    return out;
  }

  /** Many (hash, password) pairs checked, a few at a time on libuv's threads (a credentials sheet's students). */
  async verifyMany(pairs: { hash: string | null; password: string }[]): Promise<boolean[]> {
    const out = new Array<boolean>(pairs.length);
    let next = 0;
    const worker = async () => {
      while (next < pairs.length) {
        const i = next++;
        out[i] = await this.verify(pairs[i].hash, pairs[i].password);
      }
    };
    await Promise.all(Array.from({ length: Math.min(BATCH_CONCURRENCY, pairs.length) }, worker));
    return out;
  }

  /** A random one-time password for a printed credentials sheet. */
  oneTimePassword(): string {
    for (;;) {
      let password = '';
      for (let i = 0; i < ONE_TIME_LENGTH; i++) password += ONE_TIME_ALPHABET[randomInt(ONE_TIME_ALPHABET.length)];
      if (/[a-z]/.test(password) && /\d/.test(password)) return password;
    }
  }

  async verify(passwordHash: string | null | undefined, password: string): Promise<boolean> {
    try {
      if (!passwordHash) {
        await verify(await this.dummyHash, password);
        return false;
      }
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }
}
