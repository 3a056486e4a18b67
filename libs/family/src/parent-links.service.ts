import { Injectable } from '@nestjs/common';
import {
  MAX_PARENTS_PER_CHILD,
  type ParentChild,
  type ParentLinksResponse,
  type ParentLinkState,
} from '@app/contracts';
import type { Transaction } from '@app/db';
import { lockUser, ParentLinkLookup } from '@app/identity';
import { familyErrors } from './family.errors.js';
import { ParentLinksRepository, type ParentLinkRow } from './parent-links.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
type Origin = ParentLinkRow['origin'];

const state = (row: Pick<ParentLinkRow, 'id' | 'status'>): ParentLinkState => ({ linkId: row.id, status: row.status });

/**
 * Parent and child links (issue 14). Every change to a child's links holds the child's user-row lock (lockUser), so
 * the two-parent limit is counted and kept by one transaction at a time, however many parents ask at once.
 */
@Injectable()
export class ParentLinksService implements ParentLinkLookup {
  constructor(private readonly links: ParentLinksRepository) {}

  // --- For other libs (identity's guard, commerce, the consent lib) ---

  async isLinkedParent(parentId: string, childId: string): Promise<boolean> {
    if (!UUID.test(parentId) || !UUID.test(childId)) return false;
    return this.links.isActive(parentId.toLowerCase(), childId.toLowerCase());
  }

  /** The parent's ACTIVE children. */
  async childrenOf(parentId: string): Promise<ParentChild[]> {
    const rows = await this.links.childrenOf(parentId);
    return rows.map((r) => ({
      userId: r.userId,
      linkId: r.linkId,
      firstName: r.firstName,
      lastName: r.lastName,
      username: r.username,
      class: r.class,
      school: r.school,
      linkedAt: (r.linkedAt ?? r.createdAt).toISOString(),
    }));
  }

  /**
   * An ACTIVE link at once, in the caller's transaction: the parent's own confirmed act (a consent grant) needs no
   * acceptance by the child. Idempotent: an ACTIVE link stays one row; a PENDING request becomes ACTIVE. Refused
   * (and `tx` should roll back) when the roles are wrong or the child has two other parents (PARENT_LIMIT_REACHED).
   */
  async linkConfirmed(tx: Transaction, parentId: string, childId: string): Promise<void> {
    await this.activate(tx, parentId, childId, 'CONSENT');
  }

  /** The same as linkConfirmed, with where the link came from (an accepted invitation, the seed). */
  async activate(tx: Transaction, parentId: string, childId: string, origin: Origin): Promise<ParentLinkState> {
    if ((await this.links.roleOf(tx, parentId)) !== 'parent') throw familyErrors.notAParent();
    if (!(await this.links.isChildAccount(tx, childId))) throw familyErrors.childNotFound();
    await lockUser(tx, childId);
    const open = await this.links.findOpen(tx, parentId, childId);
    if (open?.status === 'ACTIVE') return state(open);
    if ((await this.links.activeParentCount(tx, childId)) >= MAX_PARENTS_PER_CHILD) throw familyErrors.parentLimit();
    if (open) {
      await this.links.setStatus(tx, open.id, 'ACTIVE', { respondedAt: new Date() });
      return { linkId: open.id, status: 'ACTIVE' };
    }
    return state(await this.links.insert(tx, { parentId, childId, status: 'ACTIVE', origin, respondedAt: new Date() }));
  }

  // --- The parent's side ---

  /**
   * POST /parent/links: asks the child (by username or e-mail) to accept. An unknown account and one that is not a
   * student's answer alike. Asking again while a request is open (or once linked) answers that link unchanged.
   */
  async request(parentId: string, child: string): Promise<{ created: boolean; link: ParentLinkState }> {
    return this.links.transaction(async (tx) => {
      const found = await this.links.findChildAccount(tx, child.trim());
      if (!found || found.id === parentId) throw familyErrors.childNotFound();
      await lockUser(tx, found.id);
      const open = await this.links.findOpen(tx, parentId, found.id);
      if (open) return { created: false, link: state(open) };
      if ((await this.links.activeParentCount(tx, found.id)) >= MAX_PARENTS_PER_CHILD) throw familyErrors.parentLimit();
      const row = await this.links.insert(tx, {
        parentId,
        childId: found.id,
        status: 'PENDING',
        origin: 'PARENT_REQUEST',
        requestedAs: child.trim().toLowerCase(),
      });
      return { created: true, link: state(row) };
    });
  }

  async linksOfParent(parentId: string): Promise<ParentLinksResponse> {
    const [children, pending] = await Promise.all([this.childrenOf(parentId), this.links.pendingOfParent(parentId)]);
    return {
      children,
      pending: pending.map((p) => ({
        linkId: p.linkId,
        requestedAs: p.requestedAs ?? '',
        requestedAt: p.requestedAt.toISOString(),
      })),
    };
  }

  // --- The child's side ---

  /** The child accepts a parent's request: ACTIVE, unless two parents are linked already. Accepting again is a no-op. */
  async accept(childId: string, linkId: string): Promise<ParentLinkState> {
    return this.links.transaction(async (tx) => {
      await lockUser(tx, childId);
      const link = await this.ownLink(tx, linkId, (l) => l.childId === childId);
      if (link.status === 'ACTIVE') return state(link);
      if (link.status !== 'PENDING') throw familyErrors.linkClosed();
      if ((await this.links.activeParentCount(tx, childId)) >= MAX_PARENTS_PER_CHILD) throw familyErrors.parentLimit();
      await this.links.setStatus(tx, link.id, 'ACTIVE', { respondedAt: new Date() });
      return { linkId: link.id, status: 'ACTIVE' };
    });
  }

  /** The child declines a request. Declining again (or a link no longer pending) changes nothing. */
  async decline(childId: string, linkId: string): Promise<ParentLinkState> {
    return this.links.transaction(async (tx) => {
      const link = await this.ownLink(tx, linkId, (l) => l.childId === childId);
      if (link.status !== 'PENDING') return state(link);
      await this.links.setStatus(tx, link.id, 'DECLINED', { respondedAt: new Date() });
      return { linkId: link.id, status: 'DECLINED' };
    });
  }

  /**
   * Either side ends a link: an ACTIVE one (or a parent's own pending request) becomes REMOVED, a request the child
   * ends becomes DECLINED. A link already ended stays as it is (a repeat is a no-op).
   */
  async unlink(userId: string, linkId: string): Promise<ParentLinkState> {
    return this.links.transaction(async (tx) => {
      const link = await this.ownLink(tx, linkId, (l) => l.parentId === userId || l.childId === userId);
      if (link.status === 'REMOVED' || link.status === 'DECLINED') return state(link);
      const byChild = link.childId === userId;
      const status = link.status === 'PENDING' && byChild ? 'DECLINED' : 'REMOVED';
      const now = new Date();
      await this.links.setStatus(
        tx,
        link.id,
        status,
        status === 'DECLINED' ? { respondedAt: now } : { removedAt: now, removedBy: userId },
      );
      return { linkId: link.id, status };
    });
  }

  /** The child's open links, as the student's page shows them. */
  openOfChild(childId: string) {
    return this.links.openOfChild(childId);
  }

  private async ownLink(
    tx: Transaction,
    linkId: string,
    mine: (link: ParentLinkRow) => boolean,
  ): Promise<ParentLinkRow> {
    if (!UUID.test(linkId)) throw familyErrors.linkNotFound();
    const link = await this.links.lockById(tx, linkId.toLowerCase());
    if (!link || !mine(link)) throw familyErrors.linkNotFound();
    return link;
  }
}
