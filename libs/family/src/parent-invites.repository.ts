import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, eq, gt } from 'drizzle-orm';
import { DB, parentInvites, users, type Database, type DbExecutor, type Transaction } from '@app/db';

export type ParentInviteRow = typeof parentInvites.$inferSelect;

/** parent_invites: the only place that writes it. */
@Injectable()
export class ParentInvitesRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  async insert(
    tx: DbExecutor,
    invite: { id: string; childId: string; email: string; tokenHash: string; expiresAt: Date },
  ): Promise<ParentInviteRow> {
    const [row] = await tx.insert(parentInvites).values(invite).returning();
    return row;
  }

  /** The child's invitation to this e-mail that can still be accepted. */
  async findOpenTo(tx: DbExecutor, childId: string, email: string, now: Date): Promise<ParentInviteRow | undefined> {
    const [row] = await tx
      .select()
      .from(parentInvites)
      .where(
        and(
          eq(parentInvites.childId, childId),
          eq(parentInvites.email, email),
          eq(parentInvites.status, 'OPEN'),
          gt(parentInvites.expiresAt, now),
        ),
      )
      .limit(1);
    return row;
  }

  async openCount(tx: DbExecutor, childId: string, now: Date): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(parentInvites)
      .where(
        and(eq(parentInvites.childId, childId), eq(parentInvites.status, 'OPEN'), gt(parentInvites.expiresAt, now)),
      );
    return row?.n ?? 0;
  }

  openOfChild(childId: string, now: Date) {
    return this.db
      .select({ inviteId: parentInvites.id, email: parentInvites.email, expiresAt: parentInvites.expiresAt })
      .from(parentInvites)
      .where(
        and(eq(parentInvites.childId, childId), eq(parentInvites.status, 'OPEN'), gt(parentInvites.expiresAt, now)),
      )
      .orderBy(asc(parentInvites.createdAt));
  }

  async findById(id: string): Promise<ParentInviteRow | undefined> {
    const [row] = await this.db.select().from(parentInvites).where(eq(parentInvites.id, id)).limit(1);
    return row;
  }

  /** The invitation and its child's first name, by the hash of its token. */
  async findByTokenHash(tokenHash: string) {
    const [row] = await this.db
      .select({ invite: parentInvites, childFirstName: users.firstName, childEmail: users.email })
      .from(parentInvites)
      .innerJoin(users, eq(users.id, parentInvites.childId))
      .where(eq(parentInvites.tokenHash, tokenHash))
      .limit(1);
    return row;
  }

  async lockByTokenHash(tx: Transaction, tokenHash: string): Promise<ParentInviteRow | undefined> {
    const [row] = await tx.select().from(parentInvites).where(eq(parentInvites.tokenHash, tokenHash)).for('update');
    return row;
  }

  async lockById(tx: Transaction, id: string): Promise<ParentInviteRow | undefined> {
    const [row] = await tx.select().from(parentInvites).where(eq(parentInvites.id, id)).for('update');
    return row;
  }

  /** The child's name as the invitation mail says it. */
  async childName(childId: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, childId))
      .limit(1);
    return row ? `${row.firstName} ${row.lastName}`.trim() : undefined;
  }

  async markAccepted(tx: DbExecutor, id: string, parentId: string): Promise<void> {
    await tx
      .update(parentInvites)
      .set({ status: 'ACCEPTED', acceptedBy: parentId, acceptedAt: new Date() })
      .where(eq(parentInvites.id, id));
  }

  async markCancelled(tx: DbExecutor, id: string): Promise<void> {
    await tx.update(parentInvites).set({ status: 'CANCELLED' }).where(eq(parentInvites.id, id));
  }
}
