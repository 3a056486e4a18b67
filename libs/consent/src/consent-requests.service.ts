import { BadRequestException, ForbiddenException, Injectable } from '@nestjs/common';
import { TooManyRequestsException } from '@app/common';
import {
  CONSENT_LINK_TTL_DAYS,
  CONSENT_MAX_PENDING,
  CONSENT_MESSAGES,
  ERROR_CODES,
  type ConsentStatus,
} from '@app/contracts';
import { lockUser, type UserRow } from '@app/identity';
import { Outbox } from '@app/queue';
import { consentAllows, needsBirthdate, needsConsentCheck } from './consent-policy.js';
import { ConsentRepository } from './consent.repository.js';
import { ConsentTokens } from './consent-token.js';

const DAY_MS = 24 * 3600 * 1000;
/** New requests one child may make in a day, whatever their e-mails: nobody's inbox is filled from one account. */
export const CONSENT_REQUESTS_PER_DAY = 10;

/** A minor's side: where their consent stands, and asking a parent for it. */
@Injectable()
export class ConsentRequestsService {
  constructor(
    private readonly repository: ConsentRepository,
    private readonly tokens: ConsentTokens,
    private readonly outbox: Outbox,
  ) {}

  async status(user: UserRow): Promise<ConsentStatus> {
    // Not known to be a minor, but refused all the same until they say how old they are.
    if (needsBirthdate(user)) return { allowed: false, minor: false, method: null, pending: [] };
    if (!needsConsentCheck(user)) return { allowed: true, minor: false, method: null, pending: [] };
    const [state, pending] = await Promise.all([
      this.repository.state(user.id, user.schoolId),
      this.repository.pendingRequests(user.id),
    ]);
    const { allowed, method } = consentAllows(user, state);
    return {
      allowed,
      minor: true,
      method,
      pending: allowed
        ? []
        : pending.map((r) => ({ parentEmail: r.parentEmail, expiresAt: r.expiresAt.toISOString() })),
    };
  }

  /**
   * Asks the parent at `parentEmail`: the same e-mail again is the same request (no second mail while the first
   * link works); at most CONSENT_MAX_PENDING e-mails wait at once, and CONSENT_REQUESTS_PER_DAY new ones a day.
   */
  async request(user: UserRow, parentEmail: string): Promise<ConsentStatus> {
    if (!needsConsentCheck(user))
      throw new BadRequestException({ message: CONSENT_MESSAGES.onlyMinors, code: ERROR_CODES.BadRequest });
    if (parentEmail === user.email.toLowerCase())
      throw new BadRequestException({ message: CONSENT_MESSAGES.ownEmail, code: ERROR_CODES.BadRequest });
    await this.repository.transaction(async (tx) => {
      // One child's requests one after another: the pending count and the insert cannot interleave.
      await lockUser(tx, user.id);
      const state = await this.repository.state(user.id, user.schoolId, tx);
      if (consentAllows(user, state).allowed) return;
      const existing = await this.repository.pendingFor(tx, user.id, parentEmail);
      if (existing && existing.expiresAt.getTime() > Date.now()) return;
      if (existing) await this.repository.closeRequest(tx, existing.id, 'cancelled', null);
      const pending = await this.repository.pendingRequests(user.id, tx);
      if (pending.length >= CONSENT_MAX_PENDING)
        throw new ForbiddenException({ message: CONSENT_MESSAGES.tooManyPending, code: ERROR_CODES.Forbidden });
      if ((await this.repository.requestsSince(tx, user.id, new Date(Date.now() - DAY_MS))) >= CONSENT_REQUESTS_PER_DAY)
        throw new TooManyRequestsException(
          'Too many requests were sent from this account today. Please try again tomorrow.',
          DAY_MS,
        );
      const token = this.tokens.newToken();
      const row = await this.repository.insertRequest(tx, {
        childId: user.id,
        parentEmail,
        tokenHash: this.tokens.hash(token),
        tokenCiphertext: this.tokens.encrypt(token),
        expiresAt: new Date(Date.now() + CONSENT_LINK_TTL_DAYS * DAY_MS),
      });
      await this.outbox.append(tx, 'ConsentRequested', { requestId: row.id });
    });
    return this.status(user);
  }
}
