import { BadRequestException, ForbiddenException, Injectable } from '@nestjs/common';
import { CONSENT_MESSAGES, ERROR_CODES, FAMILY_MESSAGES, NOTICE_VERSION, type ConsentDecision } from '@app/contracts';
import { ParentLinksService } from '@app/family';
import { lockUser, type UserRow } from '@app/identity';
import { AdultCheck } from './adult-check.js';
import { consentAllows, needsBirthdate, needsConsentCheck, type ConsentSubject } from './consent-policy.js';
import { ConsentRepository } from './consent.repository.js';

const consentRequired = () =>
  new ForbiddenException({ message: CONSENT_MESSAGES.childRequired, code: ERROR_CODES.ParentalConsentRequired });

/**
 * A linked parent acting for their child (issue 23): whether the child's consent is in place before the parent
 * buys for them, and the parent giving that consent themselves, at checkout, instead of a dead end. The link
 * (libs/family: the child accepted it) is what ties this parent to the child; the parent's age is checked here as
 * on the link's grant (the same AgeVerifier, the same notice, the same refusal that stays).
 */
@Injectable()
export class ChildConsentService {
  constructor(
    private readonly repository: ConsentRepository,
    private readonly adultCheck: AdultCheck,
    private readonly parentLinks: ParentLinksService,
  ) {}

  /**
   * Refuses (403 PARENTAL_CONSENT_REQUIRED, the parent's words) an act for a child whose consent is not in place:
   * what the route's consent guard asks of the caller, asked of the child the act is for. A child whose birthdate
   * is unknown may be a minor; on the parent's side the answer is their consent (the child states the date on
   * their own account, which their own routes ask).
   */
  async assertConsentFor(childId: string): Promise<void> {
    const child = await this.repository.person(childId);
    if (!child || !this.mayNeedConsent(child)) return;
    const state = await this.repository.state(child.id, child.schoolId);
    if (!consentAllows(child, state).allowed) throw consentRequired();
  }

  /**
   * POST /api/consents/children/{childId}/grant: a parent ACTIVE-linked to the child consents, stating their own
   * birthdate. One transaction: the child's pending requests and the child's row locked (in the link's grant's
   * order, requests then child, so the two cannot deadlock; a withdrawal cannot interleave), the record, the
   * child's pending requests cancelled (moot, as after the link's grant). Consenting again for a child whose
   * consent is in place records nothing more.
   */
  async grant(parent: UserRow, childId: string, statedBirthdate: string, ip: string | null): Promise<ConsentDecision> {
    if (parent.role !== 'parent' || !(await this.parentLinks.isLinkedParent(parent.id, childId)))
      throw new ForbiddenException({ message: FAMILY_MESSAGES.notYourChild, code: ERROR_CODES.NotLinkedChild });
    const outcome = await this.repository.transaction(async (tx) => {
      await this.repository.lockPendingRequests(tx, childId);
      await lockUser(tx, childId);
      const child = await this.repository.person(childId, tx);
      if (!child || !this.mayNeedConsent(child))
        throw new BadRequestException({ message: CONSENT_MESSAGES.onlyMinors, code: ERROR_CODES.BadRequest });
      const check = await this.adultCheck.check(tx, { parent, childId, statedBirthdate, requestId: null, ip });
      if (!check.adult) return 'not_adult' as const;
      const state = await this.repository.state(childId, child.schoolId, tx);
      if (consentAllows(child, state).allowed) return new Date();
      const record = await this.repository.insertRecord(tx, {
        childId,
        action: 'granted',
        method: 'parent_account_email_confirmed',
        parentId: parent.id,
        noticeVersion: NOTICE_VERSION,
        ageVerification: check.method,
        parentStatedBirthdate: statedBirthdate,
        recordedBy: parent.id,
        ip,
      });
      await this.repository.cancelPending(tx, childId);
      return record.createdAt;
    });
    // The refusal's record is committed first: it is what keeps the next try refused.
    if (outcome === 'not_adult') throw AdultCheck.notAdult();
    return { childId, action: 'granted', noticeVersion: NOTICE_VERSION, at: outcome.toISOString() };
  }

  /** A student under 18, or one whose birthdate is unknown: someone a parent's consent is for. */
  private mayNeedConsent(child: ConsentSubject): boolean {
    return needsBirthdate(child) || needsConsentCheck(child);
  }
}
