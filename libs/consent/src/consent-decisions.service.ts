import { ForbiddenException, GoneException, Injectable, NotFoundException } from '@nestjs/common';
import {
  CONSENT_MESSAGES,
  ERROR_CODES,
  NOTICE_VERSION,
  type ConsentDecision,
  type ConsentRequestView,
} from '@app/contracts';
import { ParentLinksService } from '@app/family';
import { lockUser, type UserRow } from '@app/identity';
import type { Transaction } from '@app/db';
import { AdultCheck } from './adult-check.js';
import { ConsentRepository, type ConsentRequestRow } from './consent.repository.js';
import { ConsentTokens } from './consent-token.js';

const linkUnknown = () =>
  new NotFoundException({ message: CONSENT_MESSAGES.linkInvalid, code: ERROR_CODES.ConsentLinkInvalid });
const linkSpent = () =>
  new GoneException({ message: CONSENT_MESSAGES.linkInvalid, code: ERROR_CODES.ConsentLinkInvalid });
const forbidden = (message: string, code: string = ERROR_CODES.Forbidden) => new ForbiddenException({ message, code });

/** A request's link still answers: pending and within its 7 days. */
function assertOpen(request: ConsentRequestRow | undefined): ConsentRequestRow {
  if (!request) throw linkUnknown();
  if (request.status !== 'pending' || request.expiresAt.getTime() <= Date.now()) throw linkSpent();
  return request;
}

/**
 * A parent's side: reading a request, giving or refusing consent through its link, and withdrawing it later.
 * Records are appended, never changed: a withdrawal is a record of its own.
 */
@Injectable()
export class ConsentDecisionsService {
  constructor(
    private readonly repository: ConsentRepository,
    private readonly tokens: ConsentTokens,
    private readonly adultCheck: AdultCheck,
    private readonly parentLinks: ParentLinksService,
  ) {}

  /** What the parent's page shows: the child's first name and the notice's version, nothing more of the child. */
  async view(token: string): Promise<ConsentRequestView> {
    if (!this.tokens.isWellFormed(token)) throw linkUnknown();
    const request = assertOpen(await this.repository.requestByTokenHash(this.tokens.hash(token)));
    const child = await this.repository.person(request.childId);
    if (!child) throw linkUnknown();
    return {
      childFirstName: child.firstName,
      noticeVersion: NOTICE_VERSION,
      expiresAt: request.expiresAt.toISOString(),
      parentEmail: request.parentEmail,
    };
  }

  /**
   * The parent consents: a parent account whose confirmed e-mail is the one the link was sent to (so holding the
   * link and the account are one person), an adult by the AgeVerifier. One transaction holds the request (locked,
   * so a grant and a refusal cannot both win), the record, the request's answer and the other requests' close.
   * Under 18 by the stated birthdate: the refusal is recorded, the request answered `refused`, and this parent
   * stays refused (AdultCheck), on this link (403, not 410, so the page says why) and any later one.
   */
  async grant(token: string, parent: UserRow, statedBirthdate: string, ip: string | null): Promise<ConsentDecision> {
    if (!this.tokens.isWellFormed(token)) throw linkUnknown();
    const outcome = await this.repository.transaction(async (tx) => {
      const request = await this.openRequestFor(tx, token, parent, { refusedFirst: true });
      const parentId = parent.id;
      const childId = request.childId;
      const check = await this.adultCheck.check(tx, { parent, childId, statedBirthdate, requestId: request.id, ip });
      if (!check.adult) {
        await this.repository.closeRequest(tx, request.id, 'refused', parentId);
        return 'not_adult' as const;
      }
      const record = await this.repository.insertRecord(tx, {
        childId,
        action: 'granted',
        method: 'parent_account_email_confirmed',
        parentId,
        requestId: request.id,
        noticeVersion: NOTICE_VERSION,
        ageVerification: check.method,
        parentStatedBirthdate: statedBirthdate,
        recordedBy: parentId,
        ip,
      });
      await this.repository.closeRequest(tx, request.id, 'granted', parentId);
      await this.repository.cancelPending(tx, childId);
      // Issue 14: "Granting consent from a child's request also links that parent and child", in this
      // transaction: a link refused (the child has two other parents) takes the consent back with it.
      await this.parentLinks.linkConfirmed(tx, parentId, childId);
      return { childId, action: 'granted' as const, noticeVersion: NOTICE_VERSION, at: record.createdAt.toISOString() };
    });
    // Answered after the commit: the refusal's record is what keeps the next try refused.
    if (outcome === 'not_adult') throw AdultCheck.notAdult();
    return outcome;
  }

  /** The parent refuses: the request is answered and closed; no consent record (there was no consent). */
  async refuse(token: string, parent: UserRow): Promise<ConsentDecision> {
    if (!this.tokens.isWellFormed(token)) throw linkUnknown();
    return this.repository.transaction(async (tx) => {
      const request = await this.openRequestFor(tx, token, parent);
      await this.repository.closeRequest(tx, request.id, 'refused', parent.id);
      return {
        childId: request.childId,
        action: 'refused',
        noticeVersion: NOTICE_VERSION,
        at: new Date().toISOString(),
      };
    });
  }

  /**
   * A parent who gave consent for the child withdraws it: a new record; the child's latest record is then a
   * withdrawal and their account is limited again at its next call.
   */
  async withdraw(childId: string, parent: UserRow, ip: string | null): Promise<ConsentDecision> {
    return this.repository.transaction(async (tx) => {
      // The child's records one after another: two withdrawals, or a grant and a withdrawal, do not interleave.
      await lockUser(tx, childId);
      const child = await this.repository.person(childId, tx);
      // Who may withdraw: a parent who granted consent for this child, or a parent linked to them (libs/family).
      const parents = child ? await this.repository.grantingParents(tx, childId) : [];
      const mayWithdraw =
        !!child && (parents.includes(parent.id) || (await this.parentLinks.isLinkedParent(parent.id, childId)));
      if (!mayWithdraw) throw forbidden(CONSENT_MESSAGES.notConsenting);
      const state = await this.repository.state(childId, child.schoolId, tx);
      if (state.latest?.action !== 'granted') throw forbidden(CONSENT_MESSAGES.noConsent);
      const record = await this.repository.insertRecord(tx, {
        childId,
        action: 'withdrawn',
        method: 'parent_account_email_confirmed',
        parentId: parent.id,
        noticeVersion: NOTICE_VERSION,
        recordedBy: parent.id,
        ip,
      });
      return { childId, action: 'withdrawn', noticeVersion: NOTICE_VERSION, at: record.createdAt.toISOString() };
    });
  }

  /**
   * The request of the link, locked, open, and answerable by this parent. `refusedFirst` (a grant): a parent
   * refused as under 18 before hears so rather than "link spent" (their refusal may be what answered it).
   */
  private async openRequestFor(
    tx: Transaction,
    token: string,
    parent: UserRow,
    { refusedFirst = false } = {},
  ): Promise<ConsentRequestRow> {
    const found = await this.repository.requestByTokenHash(this.tokens.hash(token), tx, true);
    if (refusedFirst && found && (await this.repository.refusedAsMinor(tx, parent.id))) throw AdultCheck.notAdult();
    const request = assertOpen(found);
    if (!parent.confirmedAt) throw forbidden(CONSENT_MESSAGES.emailNotConfirmed);
    if (parent.id === request.childId) throw forbidden(CONSENT_MESSAGES.notForSelf);
    if (parent.email.toLowerCase() !== request.parentEmail) throw forbidden(CONSENT_MESSAGES.wrongParent);
    // The child's records one after another (a withdrawal racing this grant).
    await lockUser(tx, request.childId);
    return request;
  }
}
