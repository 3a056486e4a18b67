import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { BadRequestException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import * as oidc from 'openid-client';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { ACCOUNT_DISABLED_MESSAGE, ERROR_CODES } from '@app/contracts';
import { TokenService } from '../crypto/token.service.js';
import { IdentityRedis } from '../identity-redis.js';
import { uniqueViolation, UsersRepository, type UserRow } from '../repositories/users.repository.js';
import { SessionsRepository } from '../repositories/sessions.repository.js';
import { SessionService, type IssuedSession } from './session.service.js';

export const STATE_TTL_SEC = 600;
export const GOOGLE_SUCCESS_PATH = '/auth/oauth/google/success';

interface PendingSignIn {
  nonce: string;
  verifier: string;
  redirect: string;
  /** Hash of the random value in the starting browser's HttpOnly binding cookie. */
  binding: string;
}

/** Where to send the browser, and the session to put in its cookie when the sign-in succeeded. */
export interface GoogleFinish {
  url: string;
  session?: IssuedSession;
}

const stateMismatch = () =>
  new BadRequestException({
    message: 'This Google sign-in has expired or was not started here. Please try again.',
    code: ERROR_CODES.OAuthStateMismatch,
  });

interface GoogleProfile {
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** Only same-site paths, so the sign-in cannot be used to bounce people to another site. */
export function safeRedirect(value: unknown): string {
  return typeof value === 'string' &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.includes('\\') &&
    value.length <= 500
    ? value
    : '/';
}

/**
 * Google sign-in with OpenID Connect (authorization code + PKCE + nonce). The state, nonce and PKCE
 * verifier wait in Redis for 10 minutes and are taken once, so a callback can be used only once. They are
 * bound to the browser that started: a state only completes with that browser's binding cookie, so a link
 * carrying someone else's code and state cannot sign a victim into the attacker's account (login CSRF).
 */
@Injectable()
export class GoogleSignInService {
  private readonly logger = new Logger(GoogleSignInService.name);
  private configuration?: Promise<oidc.Configuration>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersRepository,
    private readonly sessions: SessionService,
    private readonly store: IdentityRedis,
    private readonly sessionsRepo: SessionsRepository,
    private readonly tokens: TokenService,
  ) {}

  get enabled(): boolean {
    return Boolean(this.config.auth.google);
  }

  private stateKey(state: string): string {
    return this.store.key(`google-state:${state}`);
  }

  private get callbackUrl(): string {
    return `${this.config.http.publicUrl.replace(/\/$/, '')}/api/auth/google/callback`;
  }

  /** Discovery is fetched once and kept; a failed fetch is retried on the next sign-in. */
  private client(): Promise<oidc.Configuration> {
    const google = this.config.auth.google;
    if (!google) throw new NotFoundException('Google sign-in is not configured');
    this.configuration ??= oidc
      .discovery(new URL(google.issuerUrl), google.clientId, google.clientSecret, undefined, {
        // Only a local test provider speaks plain http; real issuers are https.
        execute: new URL(google.issuerUrl).protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        this.configuration = undefined;
        throw error;
      });
    return this.configuration;
  }

  /** The provider's URL, and the binding value the caller puts in the browser's cookie. */
  async authorizationUrl(redirect: unknown): Promise<{ url: string; binding: string }> {
    const client = await this.client();
    const state = oidc.randomState();
    const binding = randomBytes(32).toString('base64url');
    const pending: PendingSignIn = {
      nonce: oidc.randomNonce(),
      verifier: oidc.randomPKCECodeVerifier(),
      redirect: safeRedirect(redirect),
      binding: this.tokens.hash('oauth-binding', binding),
    };
    await this.store.redis.set(this.stateKey(state), JSON.stringify(pending), 'EX', STATE_TTL_SEC);
    const url = oidc
      .buildAuthorizationUrl(client, {
        redirect_uri: this.callbackUrl,
        scope: 'openid email profile',
        state,
        nonce: pending.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.verifier),
        code_challenge_method: 'S256',
      })
      .toString();
    return { url, binding };
  }

  private boundToThisBrowser(pending: PendingSignIn, binding: string | undefined): boolean {
    if (!binding || binding.length > 200 || typeof pending.binding !== 'string') return false;
    const expected = Buffer.from(pending.binding);
    const actual = Buffer.from(this.tokens.hash('oauth-binding', binding));
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }

  /**
   * Finishes the sign-in started by this browser (`binding`: its cookie). The session goes into the refresh
   * cookie; the success page gets its access token from POST /auth/refresh, so no token is ever in a URL.
   */
  async finish(query: Record<string, string | undefined>, binding: string | undefined): Promise<GoogleFinish> {
    const state = query.state;
    const raw = state && /^[\w-]{1,200}$/.test(state) ? await this.store.redis.getdel(this.stateKey(state)) : null;
    if (!raw) throw stateMismatch();
    const pending = JSON.parse(raw) as PendingSignIn;
    if (!this.boundToThisBrowser(pending, binding)) throw stateMismatch();
    if (query.error)
      return { url: this.successUrl({ error: 'Google sign-in was cancelled.', redirect: pending.redirect }) };

    const profile = await this.exchange(query, pending);
    const user = await this.findOrCreate(profile);
    if (user.disabledAt)
      return { url: this.successUrl({ error: ACCOUNT_DISABLED_MESSAGE, redirect: pending.redirect }) };
    const session = await this.sessions.startSession(user);
    return { url: this.successUrl({ redirect: pending.redirect }), session };
  }

  private async exchange(query: Record<string, string | undefined>, pending: PendingSignIn): Promise<GoogleProfile> {
    const client = await this.client();
    const current = new URL(this.callbackUrl);
    for (const [k, v] of Object.entries(query)) if (v !== undefined) current.searchParams.set(k, v);
    try {
      const tokens = await oidc.authorizationCodeGrant(client, current, {
        pkceCodeVerifier: pending.verifier,
        expectedState: query.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims()!;
      // Providers may keep e-mail and names for the userinfo endpoint rather than the ID token.
      const info = claims.email ? claims : await oidc.fetchUserInfo(client, tokens.access_token, claims.sub);
      if (typeof info.email !== 'string' || info.email_verified !== true) {
        throw new BadRequestException('Your Google account has no verified email address.');
      }
      const name = typeof info.name === 'string' ? info.name.trim().split(/\s+/) : [];
      return {
        subject: claims.sub,
        email: info.email.toLowerCase(),
        firstName: typeof info.given_name === 'string' ? info.given_name : (name[0] ?? 'Student'),
        lastName: typeof info.family_name === 'string' ? info.family_name : name.slice(1).join(' '),
      };
    } catch (error) {
      if (error instanceof BadRequestException) throw error;
      this.logger.warn(`Google sign-in failed: ${(error as Error).message}`);
      throw new BadRequestException('Google sign-in could not be completed. Please try again.');
    }
  }

  /**
   * Known Google account: sign in. Known e-mail: link it and sign in (the spec's "User with this Email id
   * already exists" case). An unconfirmed account with that e-mail never proved it owned the address, so
   * its password is dropped when Google proves it. Linking ends every session of the account: whoever held
   * one before (someone who had the password, or squatted the address) does not stay signed in beside the
   * address's proven owner. Otherwise a new student.
   */
  private async findOrCreate(profile: GoogleProfile): Promise<UserRow> {
    const linked = await this.users.findByGoogleSubject(profile.subject);
    if (linked) return linked;
    const existing = await this.users.findByEmail(profile.email);
    if (existing) {
      return this.users.transaction(async (tx) => {
        await this.sessionsRepo.revokeAllForUser(tx, existing.id, 'google linked');
        return this.users.update(
          existing.id,
          {
            googleSubject: profile.subject,
            confirmedAt: existing.confirmedAt ?? new Date(),
            ...(existing.confirmedAt ? {} : { passwordHash: null }),
          },
          tx,
        );
      });
    }
    for (let attempt = 0; attempt < 5; attempt++) {
      const username = await this.freeUsername(profile.email, attempt);
      try {
        return await this.users.transaction((tx) =>
          this.users.insert(tx, {
            username,
            email: profile.email,
            role: 'student',
            userType: 'student',
            firstName: profile.firstName.slice(0, 100),
            lastName: profile.lastName.slice(0, 100),
            googleSubject: profile.subject,
            confirmedAt: new Date(),
          }),
        );
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (!constraint) throw error;
        // Someone else took the e-mail or subject in the meantime: sign that account in instead.
        if (!constraint.includes('username')) return this.findOrCreate(profile);
      }
    }
    throw new BadRequestException('Google sign-in could not be completed. Please try again.');
  }

  private async freeUsername(email: string, attempt: number): Promise<string> {
    const base = email
      .split('@')[0]
      .replace(/[^a-zA-Z0-9._-]/g, '')
      .slice(0, 24)
      .padEnd(3, '0');
    if (attempt === 0 && !(await this.users.usernameTaken(base))) return base;
    return `${base}${randomInt(1000, 10000)}`;
  }

  private successUrl(values: Record<string, string>): string {
    return `${GOOGLE_SUCCESS_PATH}#${new URLSearchParams(values).toString()}`;
  }
}
