import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { ERROR_CODES, USER_NOT_CONFIRMED, type AuthUser, type LoginResponse } from '@app/contracts';
import { DeviceCookieService } from '../crypto/device-cookie.service.js';
import { PasswordService } from '../crypto/password.service.js';
import { TokenService } from '../crypto/token.service.js';
import { accountDisabled, DISABLED_REASON, MESSAGES } from '../identity.messages.js';
import { RateLimitService } from '../rate-limit.service.js';
import { SessionsRepository } from '../repositories/sessions.repository.js';
import { UsersRepository, type UserRow } from '../repositories/users.repository.js';
import { toAuthUser } from '../auth-user.js';

/** How long the token replaced last still answers (another tab refreshing at the same moment). At most 10 s. */
export const REFRESH_GRACE_MS = 10_000;

/** What a sign-in or refresh issues: the body's access token and user, and the refresh token for the cookie. */
export interface IssuedSession extends LoginResponse {
  refreshToken: string;
}

/** A password sign-in also vouches for the browser: the value of its device cookie, renewed. */
export interface PasswordSession extends IssuedSession {
  deviceCookie: string;
}

const sessionExpired = () =>
  new UnauthorizedException({ message: MESSAGES.sessionExpired, code: ERROR_CODES.SessionExpired });

/** Login, token refresh (rotating, with reuse detection) and logout. */
@Injectable()
export class SessionService {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly passwords: PasswordService,
    private readonly tokens: TokenService,
    private readonly limits: RateLimitService,
    private readonly devices: DeviceCookieService,
  ) {}

  /**
   * `login` is the username or the account's e-mail address, in any case: both are the same account to every limit.
   * `deviceCookie` is the browser's device cookie: with a valid entry for this account the browser is one the user
   * signed in with before, and is not held back by other browsers' failures (RateLimitService).
   */
  async login(login: string, password: string, ip: string, deviceCookie?: string): Promise<PasswordSession> {
    const user = await this.users.findByLogin(login);
    const username = user?.username ?? login;
    // Failures count per account (its username, whichever was typed) and network: wrong guesses elsewhere never
    // hold back the right password here, and switching between the e-mail and the username earns no extra guesses.
    const device = this.devices.entryFor(deviceCookie, username);
    const attempt = await this.limits.beginAttempt('login', username, ip, device?.nonce);
    // Unknown usernames still pay for a hash check, so timing does not tell them from wrong passwords.
    if (!(await this.passwords.verify(user?.passwordHash, password)) || !user) {
      await this.limits.failed(attempt);
      throw new UnauthorizedException(MESSAGES.incorrectLogin);
    }
    await this.limits.succeeded(attempt);
    if (user.disabledAt) throw accountDisabled(403);
    if (!user.confirmedAt) throw new ForbiddenException({ message: MESSAGES.notConfirmed, code: USER_NOT_CONFIRMED });
    return { ...(await this.startSession(user)), deviceCookie: this.devices.issue(deviceCookie, user.username) };
  }

  /** A new session (refresh token family) for a user who has proved who they are. */
  async startSession(user: UserRow): Promise<IssuedSession> {
    // Every way in (password, Google, a test's helper) comes through here: a disabled account gets no session.
    if (user.disabledAt) throw accountDisabled(403);
    const refreshToken = this.tokens.newRefreshToken();
    const sessionId = await this.sessions.transaction(async (tx) => {
      const id = await this.sessions.createSession(tx, user.id);
      await this.sessions.addRefreshToken(tx, id, this.tokens.hash('refresh', refreshToken), this.refreshExpiry());
      return id;
    });
    return {
      idToken: await this.tokens.signAccessToken({ userId: user.id, sessionId, role: user.role }),
      refreshToken,
      user: await this.authUser(user),
    };
  }

  /**
   * Each refresh token is replaced once. The token replaced last stays good for REFRESH_GRACE_MS and answers
   * with the token that replaced it (another tab, a retried request: same browser, same cookie), as long as
   * that one has not been replaced in turn. Any older token means a copy is in use: the whole family ends.
   */
  async refresh(refreshToken: string | undefined): Promise<IssuedSession> {
    if (!refreshToken || refreshToken.length > 200) throw sessionExpired();
    const next = this.tokens.childRefreshToken(refreshToken);
    const outcome = await this.sessions.transaction(async (tx) => {
      const found = await this.sessions.lockRefreshToken(tx, this.tokens.hash('refresh', refreshToken));
      if (found?.session.revokedReason === DISABLED_REASON)
        return { kind: 'disabled' as const, userId: found.session.userId };
      if (!found || found.session.revokedAt || found.token.expiresAt.getTime() <= Date.now())
        return { kind: 'expired' as const };
      const ok = { kind: 'ok' as const, sessionId: found.session.id, userId: found.session.userId };
      if (found.token.usedAt) {
        const current = await this.sessions.findRefreshToken(tx, this.tokens.hash('refresh', next));
        const inGrace = (found.usedAgoMs ?? Infinity) <= REFRESH_GRACE_MS;
        if (inGrace && current && !current.usedAt && current.sessionId === found.session.id) return ok;
        await this.sessions.revokeSession(tx, found.session.id, 'refresh token reused');
        return { kind: 'reused' as const };
      }
      await this.sessions.markUsed(tx, found.token.id);
      await this.sessions.addRefreshToken(
        tx,
        found.session.id,
        this.tokens.hash('refresh', next),
        this.refreshExpiry(),
      );
      return ok;
    });
    if (outcome.kind === 'reused')
      throw new UnauthorizedException({ message: MESSAGES.sessionReused, code: ERROR_CODES.SessionReused });
    if (outcome.kind === 'expired') throw sessionExpired();
    // Ended by disabling: say so while the account is still disabled (enabled again, it is an ended session).
    if (outcome.kind === 'disabled')
      throw (await this.users.findById(outcome.userId))?.disabledAt ? accountDisabled() : sessionExpired();
    const user = await this.users.findById(outcome.userId);
    if (!user) throw sessionExpired();
    if (user.disabledAt) throw accountDisabled();
    return {
      idToken: await this.tokens.signAccessToken({ userId: user.id, sessionId: outcome.sessionId, role: user.role }),
      refreshToken: next,
      user: await this.authUser(user),
    };
  }

  /** Ends the session of the access token, or of the refresh cookie when the access token has lapsed. */
  async logout(sessionId: string | undefined, refreshToken: string | undefined): Promise<void> {
    await this.sessions.transaction(async (tx) => {
      let id = sessionId;
      if (!id && refreshToken)
        id = (await this.sessions.lockRefreshToken(tx, this.tokens.hash('refresh', refreshToken)))?.session.id;
      if (!id) throw new UnauthorizedException(MESSAGES.notSignedIn);
      await this.sessions.revokeSession(tx, id, 'logout');
    });
  }

  async authUser(user: UserRow): Promise<AuthUser> {
    const { school } = await this.users.withSchool(user);
    return toAuthUser(user, school);
  }

  private refreshExpiry(): Date {
    return new Date(Date.now() + this.tokens.refreshTtlSec * 1000);
  }
}
