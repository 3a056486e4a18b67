import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { jwtVerify, SignJWT } from 'jose';
import { APP_CONFIG, type AppConfig } from '@app/config';
import type { Role } from '@app/contracts';

const ISSUER = 'disha-careers';
const AUDIENCE = 'disha-careers-api';

export interface AccessClaims {
  userId: string;
  sessionId: string;
  role: Role;
}

/**
 * Every secret-derived operation of identity: access tokens (HS256 JWT), refresh token and code hashes
 * (HMAC), and the code ciphertext the mail job decrypts. Each use gets its own key derived from the one
 * configured secret (HKDF), so no key serves two purposes.
 */
@Injectable()
export class TokenService {
  private readonly jwtKey: Uint8Array;
  private readonly hashKey: Buffer;
  private readonly encKey: Buffer;
  private readonly refreshKey: Buffer;
  readonly accessTtlSec: number;
  readonly refreshTtlSec: number;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const derive = (info: string) =>
      Buffer.from(hkdfSync('sha256', config.auth.tokenSecret, 'disha-identity', info, 32));
    this.jwtKey = new Uint8Array(derive('access-token'));
    this.hashKey = derive('hash');
    this.encKey = derive('code-encryption');
    this.refreshKey = derive('refresh-rotation');
    this.accessTtlSec = config.auth.accessTokenTtlSec;
    this.refreshTtlSec = config.auth.refreshTokenTtlSec;
  }

  signAccessToken(claims: AccessClaims): Promise<string> {
    return new SignJWT({ sid: claims.sessionId, role: claims.role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${this.accessTtlSec}s`)
      .sign(this.jwtKey);
  }

  /** The claims of a valid, unexpired access token; undefined for anything else. */
  async verifyAccessToken(token: string): Promise<AccessClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.jwtKey, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.role !== 'string')
        return undefined;
      return { userId: payload.sub, sessionId: payload.sid, role: payload.role as Role };
    } catch {
      return undefined;
    }
  }

  /** Opaque refresh token: 32 random bytes; only its hash is stored. */
  newRefreshToken(): string {
    return randomBytes(32).toString('base64url');
  }

  /**
   * The token that replaces `parent` on refresh, derived from it rather than random: a second request that
   * presents the just-replaced token (another tab, a retried request) can be answered with the same current
   * token without storing any token in a readable form. Only the holder of `parent` and the server can compute it.
   */
  childRefreshToken(parent: string): string {
    return createHmac('sha256', this.refreshKey).update(parent).digest('base64url');
  }

  hash(purpose: string, value: string): string {
    return createHmac('sha256', this.hashKey).update(`${purpose}\n${value}`).digest('base64url');
  }

  newCode(): string {
    return String(randomInt(0, 1_000_000)).padStart(6, '0');
  }

  /** A link's secret (a staff invitation): 32 random bytes, unguessable where a 6-digit code relies on few tries. */
  newLinkSecret(): string {
    return randomBytes(32).toString('base64url');
  }

  encryptCode(code: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.encKey, iv);
    const body = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  }

  decryptCode(ciphertext: string): string {
    const raw = Buffer.from(ciphertext, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.encKey, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  }
}
