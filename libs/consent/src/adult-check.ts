import { ForbiddenException, Injectable } from '@nestjs/common';
import { CONSENT_MESSAGES, ERROR_CODES, NOTICE_VERSION } from '@app/contracts';
import type { Transaction } from '@app/db';
import type { UserRow } from '@app/identity';
import { AgeVerifier, type AgeCheck } from './age-verifier.js';
import { ConsentRepository } from './consent.repository.js';

/** One parent's try at consenting for one child, as either grant (the link's, or the linked parent's) states it. */
export interface ConsentTry {
  parent: UserRow;
  childId: string;
  statedBirthdate: string;
  /** The request the link's grant answers; null for a linked parent's grant at checkout. */
  requestId: string | null;
  ip: string | null;
}

/**
 * Whether the parent consenting is an adult, for both grants, with the rule of issue 23: a parent refused as
 * under 18 stays refused, for that child and any other (their age is theirs). Without it, a 15-year-old refused
 * once types another year and is accepted, so the stated birthdate would prove nothing. The refusal is written as
 * a record (`refused_not_adult`, with the date they stated), in the caller's transaction: the caller commits it
 * and then answers 403 CONSENT_NOT_ADULT (throwing inside the transaction would roll the record back).
 */
@Injectable()
export class AdultCheck {
  constructor(
    private readonly repository: ConsentRepository,
    private readonly ageVerifier: AgeVerifier,
  ) {}

  static notAdult(): ForbiddenException {
    return new ForbiddenException({ message: CONSENT_MESSAGES.notAdult, code: ERROR_CODES.ConsentNotAdult });
  }

  /**
   * Throws 403 CONSENT_NOT_ADULT when this parent was refused as under 18 before (nothing more is written);
   * else verifies the stated birthdate, and records a refusal when it is a minor's.
   */
  async check(tx: Transaction, { parent, childId, statedBirthdate, requestId, ip }: ConsentTry): Promise<AgeCheck> {
    // An unconfirmed e-mail is not an age refusal (AgeVerifier also says "not adult" for it): refused apart, and
    // not recorded, so confirming the e-mail is all it takes.
    if (!parent.confirmedAt)
      throw new ForbiddenException({ message: CONSENT_MESSAGES.emailNotConfirmed, code: ERROR_CODES.Forbidden });
    if (await this.repository.refusedAsMinor(tx, parent.id)) throw AdultCheck.notAdult();
    const check = await this.ageVerifier.verify({ user: parent, statedBirthdate });
    if (!check.adult)
      await this.repository.insertRecord(tx, {
        childId,
        action: 'refused_not_adult',
        method: 'parent_account_email_confirmed',
        parentId: parent.id,
        requestId,
        noticeVersion: NOTICE_VERSION,
        ageVerification: check.method,
        parentStatedBirthdate: statedBirthdate,
        recordedBy: parent.id,
        ip,
      });
    return check;
  }
}
