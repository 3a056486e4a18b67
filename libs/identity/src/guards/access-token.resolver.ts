import { Injectable } from '@nestjs/common';
import { TokenService } from '../crypto/token.service.js';
import { SessionsRepository } from '../repositories/sessions.repository.js';
import type { Principal } from './principal.js';

/**
 * Who an access token belongs to: a valid signature and expiry, and a session still open (logout and reuse
 * detection take effect at once). AuthGuard uses it for API calls; the queues board, which is not a Nest route,
 * uses it for its own requests.
 */
@Injectable()
export class AccessTokenResolver {
  constructor(
    private readonly tokens: TokenService,
    private readonly sessions: SessionsRepository,
  ) {}

  /** null: no valid token or no open session. */
  async resolve(token: string | undefined): Promise<Principal | null> {
    if (!token) return null;
    const claims = await this.tokens.verifyAccessToken(token);
    if (!claims) return null;
    const user = await this.sessions.findActiveUser(claims.userId, claims.sessionId);
    return user ? { user, sessionId: claims.sessionId } : null;
  }
}
