import { Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';

/** @node-rs/argon2's Algorithm is a const enum, which the test transform cannot inline; 2 is Argon2id. */
const ARGON2ID = 2;

/** Argon2id with the library's defaults (OWASP's minimum: 19 MiB, 2 passes). */
@Injectable()
export class PasswordService {
  /** Verified against when the username is unknown, so a wrong username costs as long as a wrong password. */
  private readonly dummyHash = hash('dummy-password-for-timing', { algorithm: ARGON2ID });

  hash(password: string): Promise<string> {
    return hash(password, { algorithm: ARGON2ID });
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
