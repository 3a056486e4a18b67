import { Injectable } from '@nestjs/common';
import { TokenService } from '../crypto/token.service.js';
import { SessionsRepository } from '../repositories/sessions.repository.js';
import type { Principal } from './principal.js';

/** Why a token was refused: no valid token or open session, or an account an admin disabled. */
export type Refusal = 'expired' | 'disabled';

/**
 * Who an access token belongs to: a valid signature and expiry, a session still open (logout and reuse detection
 * take effect at once) and an account not disabled. AuthGuard uses it for API calls; the queues board, which is
 * not a Nest route, uses it for its own requests.
 */
@Injectable()
export class AccessTokenResolver {
  constructor(
    private readonly tokens: TokenService,
    private readonly sessions: SessionsRepository,
  ) {}

  /** null: no valid token, no open session, or a disabled account. */
  async resolve(token: string | undefined): Promise<Principal | null> {
    const outcome = await this.check(token);
    return 'refused' in outcome ? null : outcome;
  }

  /** The principal, or why there is none (a disabled account is told apart, so the apps can say so). */
  async check(token: string | undefined): Promise<Principal | { refused: Refusal }> {
    if (!token) return { refused: 'expired' };
    const claims = await this.tokens.verifyAccessToken(token);
    if (!claims) return { refused: 'expired' };
    const found = await this.sessions.findSessionUser(claims.userId, claims.sessionId);
    if (!found) return { refused: 'expired' };
    // Disabling ends the sessions in the same transaction; the flag is checked too, so a session that a sign-in
    // racing the disable opened a moment later is refused as well.
    if (found.user.disabledAt) return { refused: 'disabled' };
    if (found.revoked) return { refused: 'expired' };
    return { user: found.user, sessionId: claims.sessionId };
  }
}
