import { Injectable } from '@nestjs/common';
import { TokenService } from '@app/identity';

/**
 * A consent link's token: 32 random bytes, stored as its HMAC (for finding the request) and encrypted only for
 * the mail job, with identity's keys, as verification codes are.
 */
@Injectable()
export class ConsentTokens {
  constructor(private readonly tokens: TokenService) {}

  newToken(): string {
    return this.tokens.newLinkSecret();
  }

  hash(token: string): string {
    return this.tokens.hash('consent-link', token);
  }

  encrypt(token: string): string {
    return this.tokens.encryptCode(token);
  }

  decrypt(ciphertext: string): string {
    return this.tokens.decryptCode(ciphertext);
  }

  /** Only the shape of a token (base64url, 43 characters) is looked up; anything else is unknown at once. */
  isWellFormed(token: string): boolean {
    return /^[A-Za-z0-9_-]{43}$/.test(token);
  }
}
