import { randomUUID } from 'node:crypto';
import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@app/config';
import {
  ERROR_CODES,
  FAMILY_MESSAGES,
  maskEmail,
  MAX_OPEN_PARENT_INVITES,
  MAX_PARENTS_PER_CHILD,
  PARENT_INVITE_DAYS,
  parentInviteTokenSchema,
  type ParentInviteCreated,
  type ParentInviteState,
  type ParentInvitePreview,
  type ParentLinkState,
} from '@app/contracts';
import { lockUser } from '@app/identity';
import { Outbox } from '@app/queue';
import { familyErrors } from './family.errors.js';
import { ParentInviteTokens } from './parent-invite-token.js';
import { ParentInvitesRepository, type ParentInviteRow } from './parent-invites.repository.js';
import { ParentLinksRepository } from './parent-links.repository.js';
import { ParentLinksService } from './parent-links.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A student invites a parent by e-mail; the parent signs in (or signs up) as a parent with that address and accepts
 * from the mailed link, which makes an ACTIVE link at once (the child asked for it).
 */
@Injectable()
export class ParentInvitesService {
  private readonly tokens: ParentInviteTokens;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly invites: ParentInvitesRepository,
    private readonly links: ParentLinksRepository,
    private readonly linking: ParentLinksService,
    private readonly outbox: Outbox,
  ) {
    this.tokens = new ParentInviteTokens(config.auth.tokenSecret);
  }

  /**
   * Records the invitation and its mail (one transaction, the mail through the outbox). Inviting the same address
   * again while its invitation is open answers that one and mails nothing more.
   */
  async invite(child: { id: string; email: string }, email: string): Promise<ParentInviteCreated> {
    const to = email.trim().toLowerCase();
    if (to === child.email.toLowerCase())
      throw new BadRequestException({ message: FAMILY_MESSAGES.ownEmail, code: ERROR_CODES.ParentInviteOwnEmail });
    return this.links.transaction(async (tx) => {
      await lockUser(tx, child.id);
      const now = new Date();
      const open = await this.invites.findOpenTo(tx, child.id, to, now);
      if (open) return { inviteId: open.id, expiresAt: open.expiresAt.toISOString() };
      if ((await this.links.activeParentCount(tx, child.id)) >= MAX_PARENTS_PER_CHILD) throw familyErrors.parentLimit();
      if ((await this.invites.openCount(tx, child.id, now)) >= MAX_OPEN_PARENT_INVITES)
        throw new ConflictException({ message: FAMILY_MESSAGES.tooManyInvites, code: ERROR_CODES.ParentInviteLimit });
      const id = randomUUID();
      const row = await this.invites.insert(tx, {
        id,
        childId: child.id,
        email: to,
        tokenHash: ParentInviteTokens.hash(this.tokens.tokenOf(id)),
        expiresAt: new Date(now.getTime() + PARENT_INVITE_DAYS * DAY_MS),
      });
      await this.outbox.append(tx, 'ParentInviteIssued', { inviteId: row.id });
      return { inviteId: row.id, expiresAt: row.expiresAt.toISOString() };
    });
  }

  /** The student withdraws an open invitation; its link stops working. A repeat is a no-op. */
  async cancel(childId: string, inviteId: string): Promise<ParentInviteState> {
    return this.links.transaction(async (tx) => {
      const invite = /^[0-9a-f-]{36}$/i.test(inviteId) ? await this.invites.lockById(tx, inviteId) : undefined;
      if (!invite || invite.childId !== childId) throw familyErrors.linkNotFound();
      if (invite.status !== 'OPEN') return { inviteId: invite.id, status: invite.status };
      await this.invites.markCancelled(tx, invite.id);
      return { inviteId: invite.id, status: 'CANCELLED' };
    });
  }

  /** What the invitation page shows before the parent signs in: who invited them. */
  async preview(token: string): Promise<ParentInvitePreview> {
    const found = await this.findByToken(token);
    if (!found || !usable(found.invite)) throw familyErrors.inviteInvalid();
    return {
      childFirstName: found.childFirstName,
      expiresAt: found.invite.expiresAt.toISOString(),
      sentTo: maskEmail(found.invite.email),
    };
  }

  /**
   * The invited parent accepts: the link is ACTIVE at once. Only an account whose confirmed e-mail is the invited
   * address may (PARENT_INVITE_OTHER_EMAIL otherwise), as a consent must come from the parent's own address: the
   * link alone, forwarded or leaked, would give a stranger the child's reports and the right to buy for them. The same
   * parent accepting again answers the link; any other use of a spent, cancelled or expired invitation is
   * PARENT_INVITE_INVALID.
   */
  async accept(
    parent: { id: string; email: string; confirmedAt: Date | null },
    token: string,
  ): Promise<ParentLinkState> {
    const parentId = parent.id;
    const found = await this.findByToken(token);
    if (!found) throw familyErrors.inviteInvalid();
    return this.links.transaction(async (tx) => {
      // The child's lock first, as every change of a child's links takes it first.
      await lockUser(tx, found.invite.childId);
      const invite = await this.invites.lockById(tx, found.invite.id);
      if (!invite) throw familyErrors.inviteInvalid();
      if (invite.status === 'ACCEPTED' && invite.acceptedBy === parentId) {
        const open = await this.links.findOpen(tx, parentId, invite.childId);
        if (open) return { linkId: open.id, status: open.status };
      }
      if (!usable(invite)) throw familyErrors.inviteInvalid();
      // Stored trimmed and lower-cased; identity matches e-mails case-insensitively too (lower() on both sides).
      if (!parent.confirmedAt || parent.email.trim().toLowerCase() !== invite.email)
        throw familyErrors.inviteOtherEmail(maskEmail(invite.email));
      const link = await this.linking.activate(tx, parentId, invite.childId, 'CHILD_INVITE');
      await this.invites.markAccepted(tx, invite.id, parentId);
      return link;
    });
  }

  /** The link a mail carries, rebuilt from the invitation's id (see ParentInviteTokens). */
  tokenOf(inviteId: string): string {
    return this.tokens.tokenOf(inviteId);
  }

  private findByToken(token: string) {
    if (!parentInviteTokenSchema.safeParse(token).success) return Promise.resolve(undefined);
    return this.invites.findByTokenHash(ParentInviteTokens.hash(token));
  }
}

function usable(invite: ParentInviteRow): boolean {
  return invite.status === 'OPEN' && invite.expiresAt.getTime() > Date.now();
}
