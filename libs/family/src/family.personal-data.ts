import { Injectable } from '@nestjs/common';
import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import {
  erasedEmail,
  parentInvites,
  parentLinks,
  type Database,
  type DataSubject,
  type PersonalDataPart,
  type PersonalDataSource,
  type Transaction,
} from '@app/db';

const linksOf = (userId: string) => or(eq(parentLinks.parentId, userId), eq(parentLinks.childId, userId))!;
const invitesOf = ({ userId, email }: DataSubject) =>
  or(
    eq(parentInvites.childId, userId),
    eq(parentInvites.acceptedBy, userId),
    sql`lower(${parentInvites.email}) = ${email}`,
  )!;

/** A person's parent–child links and invitations (issue 14), for their export and their erasure. */
@Injectable()
export class FamilyPersonalData implements PersonalDataSource {
  readonly name = 'family';

  async export(db: Database, subject: DataSubject): Promise<PersonalDataPart> {
    const [links, invites] = await Promise.all([
      db
        .select({
          id: parentLinks.id,
          parentId: parentLinks.parentId,
          childId: parentLinks.childId,
          status: parentLinks.status,
          origin: parentLinks.origin,
          requestedAs: parentLinks.requestedAs,
          createdAt: parentLinks.createdAt,
          respondedAt: parentLinks.respondedAt,
          removedAt: parentLinks.removedAt,
        })
        .from(parentLinks)
        .where(linksOf(subject.userId)),
      db
        .select({
          // Not who sent it: an invitation another student sent to this person's e-mail is theirs, not this export's.
          id: parentInvites.id,
          email: parentInvites.email,
          status: parentInvites.status,
          expiresAt: parentInvites.expiresAt,
          acceptedAt: parentInvites.acceptedAt,
          createdAt: parentInvites.createdAt,
        })
        .from(parentInvites)
        .where(invitesOf(subject)),
    ]);
    return { json: { links, invitations: invites } };
  }

  /**
   * An erased person is nobody's parent or child any more: their links end (the rows stay, so the other side's
   * history keeps its shape) and lose what the parent typed to find the child; invitations lose the e-mail
   * they were sent to, and open ones are cancelled.
   */
  async erase(tx: Transaction, subject: DataSubject): Promise<void> {
    const { userId } = subject;
    await tx
      .update(parentLinks)
      .set({ status: 'REMOVED', removedAt: sql`coalesce(${parentLinks.removedAt}, now())`, removedBy: userId })
      .where(and(linksOf(userId), inArray(parentLinks.status, ['PENDING', 'ACTIVE'])));
    await tx
      .update(parentLinks)
      .set({ requestedAs: null })
      .where(and(linksOf(userId), isNotNull(parentLinks.requestedAs)));
    await tx
      .update(parentInvites)
      .set({
        status: sql`CASE WHEN ${parentInvites.status} = 'OPEN' THEN 'CANCELLED' ELSE ${parentInvites.status} END`,
      })
      .where(invitesOf(subject));
    await tx
      .update(parentInvites)
      .set({ email: erasedEmail(userId) })
      .where(invitesOf(subject));
  }
}
