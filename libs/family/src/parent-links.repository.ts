import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { DB, parentLinks, users, type Database, type DbExecutor, type Transaction } from '@app/db';
import type { ParentLinkStatus } from '@app/contracts';

export type ParentLinkRow = typeof parentLinks.$inferSelect;
export type NewParentLink = typeof parentLinks.$inferInsert;

/** The roles a child can have; only these are ever found by a parent's lookup. */
const CHILD_ROLES = ['student', 'campus_student'] as const;
const OPEN = ['PENDING', 'ACTIVE'] as const;

const person = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  username: users.username,
  class: users.class,
  school: users.school,
};

/** parent_links: the only place that writes it. Reads join users for the names each side is shown. */
@Injectable()
export class ParentLinksRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  /** A student (or campus student) by username or e-mail, case-insensitive; disabled accounts are not found. */
  async findChildAccount(tx: DbExecutor, usernameOrEmail: string): Promise<{ id: string } | undefined> {
    const key = usernameOrEmail.toLowerCase();
    const [row] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          or(sql`lower(${users.username}) = ${key}`, sql`lower(${users.email}) = ${key}`),
          inArray(users.role, [...CHILD_ROLES]),
          isNull(users.disabledAt),
        ),
      )
      .limit(1);
    return row;
  }

  async isChildAccount(tx: DbExecutor, userId: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), inArray(users.role, [...CHILD_ROLES])))
      .limit(1);
    return !!row;
  }

  async roleOf(tx: DbExecutor, userId: string): Promise<string | undefined> {
    const [row] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId)).limit(1);
    return row?.role;
  }

  async findOpen(tx: DbExecutor, parentId: string, childId: string): Promise<ParentLinkRow | undefined> {
    const [row] = await tx
      .select()
      .from(parentLinks)
      .where(
        and(
          eq(parentLinks.parentId, parentId),
          eq(parentLinks.childId, childId),
          inArray(parentLinks.status, [...OPEN]),
        ),
      )
      .limit(1);
    return row;
  }

  /** The link, locked until `tx` ends, so an accept and an unlink of it run one after the other. */
  async lockById(tx: Transaction, id: string): Promise<ParentLinkRow | undefined> {
    const [row] = await tx.select().from(parentLinks).where(eq(parentLinks.id, id)).for('update');
    return row;
  }

  async insert(tx: DbExecutor, link: NewParentLink): Promise<ParentLinkRow> {
    const [row] = await tx.insert(parentLinks).values(link).returning();
    return row;
  }

  async setStatus(
    tx: DbExecutor,
    id: string,
    status: ParentLinkStatus,
    extra: Partial<Pick<ParentLinkRow, 'respondedAt' | 'removedAt' | 'removedBy'>> = {},
  ): Promise<void> {
    await tx
      .update(parentLinks)
      .set({ status, ...extra })
      .where(eq(parentLinks.id, id));
  }

  async activeParentCount(tx: DbExecutor, childId: string): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(parentLinks)
      .where(and(eq(parentLinks.childId, childId), eq(parentLinks.status, 'ACTIVE')));
    return row?.n ?? 0;
  }

  async isActive(parentId: string, childId: string, executor: DbExecutor = this.db): Promise<boolean> {
    const [row] = await executor
      .select({ id: parentLinks.id })
      .from(parentLinks)
      .where(
        and(eq(parentLinks.parentId, parentId), eq(parentLinks.childId, childId), eq(parentLinks.status, 'ACTIVE')),
      )
      .limit(1);
    return !!row;
  }

  /** The parent's ACTIVE children, by first name. */
  childrenOf(parentId: string) {
    return this.db
      .select({
        ...person,
        linkId: parentLinks.id,
        linkedAt: parentLinks.respondedAt,
        createdAt: parentLinks.createdAt,
      })
      .from(parentLinks)
      .innerJoin(users, eq(users.id, parentLinks.childId))
      .where(and(eq(parentLinks.parentId, parentId), eq(parentLinks.status, 'ACTIVE')))
      .orderBy(asc(users.firstName), asc(users.lastName), asc(parentLinks.createdAt));
  }

  /** The parent's requests the child has not answered yet (nothing of the child but what the parent typed). */
  pendingOfParent(parentId: string) {
    return this.db
      .select({ linkId: parentLinks.id, requestedAs: parentLinks.requestedAs, requestedAt: parentLinks.createdAt })
      .from(parentLinks)
      .where(and(eq(parentLinks.parentId, parentId), eq(parentLinks.status, 'PENDING')))
      .orderBy(asc(parentLinks.createdAt));
  }

  /** The child's open links (ACTIVE parents and PENDING requests), with the parents' names and e-mails. */
  openOfChild(childId: string) {
    return this.db
      .select({
        linkId: parentLinks.id,
        status: parentLinks.status,
        userId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        createdAt: parentLinks.createdAt,
        respondedAt: parentLinks.respondedAt,
      })
      .from(parentLinks)
      .innerJoin(users, eq(users.id, parentLinks.parentId))
      .where(and(eq(parentLinks.childId, childId), inArray(parentLinks.status, [...OPEN])))
      .orderBy(asc(parentLinks.createdAt));
  }
}
