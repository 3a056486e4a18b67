import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, gt, gte, sql } from 'drizzle-orm';
import type { ConsentMethod, ConsentStateAction } from '@app/contracts';
import {
  consentRecords,
  consentRequests,
  DB,
  schoolConsentAgreements,
  users,
  type Database,
  type DbExecutor,
  type Transaction,
} from '@app/db';

export type ConsentRequestRow = typeof consentRequests.$inferSelect;
export type ConsentRecordRow = typeof consentRecords.$inferSelect;
/** A new record: the columns the app may set (the id and time are the database's). */
export type NewConsentRecord = Omit<typeof consentRecords.$inferInsert, 'id' | 'createdAt'>;

/** What consent reads of a user (identity's table, read-only here). */
export interface ConsentPerson {
  id: string;
  role: string;
  email: string;
  firstName: string;
  birthdate: string | null;
  schoolId: string | null;
  confirmedAt: Date | null;
}

/** The child's latest grant or withdrawal, and whether their school (if any) has recorded its agreement. */
export interface ConsentState {
  latest: { action: ConsentStateAction; method: ConsentMethod; parentId: string | null } | null;
  schoolAgreed: boolean;
}

/**
 * The consent tables: libs/consent is their only writer. Records are only ever inserted here (there is no update
 * or delete of consent_records or school_consent_agreements in the app, and migration 0030's trigger refuses one
 * anyway); requests move from pending to an answer once.
 */
@Injectable()
export class ConsentRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  /**
   * What the consent guard asks, in one statement (one round trip, both on indexes): the child's latest grant or
   * withdrawal, and whether their school has an agreement. A parent's under-18 refusal is a record too, but not
   * the child's state: it must not take back another parent's consent.
   */
  async state(childId: string, schoolId: string | null, executor: DbExecutor = this.db): Promise<ConsentState> {
    const result = await executor.execute<{ latest: ConsentState['latest']; school_agreed: boolean }>(sql`
      SELECT
        (SELECT json_build_object('action', r.action, 'method', r.method, 'parentId', r.parent_id)
           FROM ${consentRecords} r WHERE r.child_id = ${childId} AND r.action IN ('granted', 'withdrawn')
           ORDER BY r.created_at DESC, r.id DESC LIMIT 1) AS latest,
        ${
          schoolId
            ? sql`EXISTS (SELECT 1 FROM ${schoolConsentAgreements} a WHERE a.school_id = ${schoolId})`
            : sql`false`
        } AS school_agreed`);
    const row = result.rows[0];
    return { latest: row?.latest ?? null, schoolAgreed: row?.school_agreed ?? false };
  }

  async insertRecord(tx: DbExecutor, values: NewConsentRecord): Promise<ConsentRecordRow> {
    const [row] = await tx.insert(consentRecords).values(values).returning();
    return row;
  }

  async insertRecords(tx: DbExecutor, values: NewConsentRecord[]): Promise<number> {
    if (!values.length) return 0;
    const rows = await tx.insert(consentRecords).values(values).returning({ id: consentRecords.id });
    return rows.length;
  }

  /** The parents who have granted consent for the child, newest first (who may withdraw it). */
  async grantingParents(executor: DbExecutor, childId: string): Promise<string[]> {
    const rows = await executor
      .selectDistinct({ parentId: consentRecords.parentId })
      .from(consentRecords)
      .where(
        and(
          eq(consentRecords.childId, childId),
          eq(consentRecords.action, 'granted'),
          sql`${consentRecords.parentId} IS NOT NULL`,
        ),
      );
    return rows.map((r) => r.parentId!);
  }

  /**
   * Whether this parent was refused as under 18 before, for any child (issue 23: the refusal stays). Their age is
   * theirs, not the child's: a person who stated a minor's birthdate for one child is no adult for another.
   */
  async refusedAsMinor(executor: DbExecutor, parentId: string): Promise<boolean> {
    const [row] = await executor
      .select({ one: sql<number>`1` })
      .from(consentRecords)
      .where(and(eq(consentRecords.parentId, parentId), eq(consentRecords.action, 'refused_not_adult')))
      .limit(1);
    return !!row;
  }

  // Requests.

  /**
   * Locks the child's pending requests until `tx` ends: a grant that may cancel them takes them before the
   * child's row, in the order the link's grant does (its request, then the child), so the two cannot deadlock.
   */
  async lockPendingRequests(tx: DbExecutor, childId: string): Promise<void> {
    await tx
      .select({ id: consentRequests.id })
      .from(consentRequests)
      .where(and(eq(consentRequests.childId, childId), eq(consentRequests.status, 'pending')))
      .orderBy(consentRequests.id)
      .for('update');
  }

  async pendingRequests(childId: string, executor: DbExecutor = this.db): Promise<ConsentRequestRow[]> {
    return executor
      .select()
      .from(consentRequests)
      .where(
        and(
          eq(consentRequests.childId, childId),
          eq(consentRequests.status, 'pending'),
          gt(consentRequests.expiresAt, sql`now()`),
        ),
      )
      .orderBy(desc(consentRequests.createdAt));
  }

  /** The pending request for this child and e-mail, even an expired one (the unique index's row). */
  async pendingFor(tx: DbExecutor, childId: string, parentEmail: string): Promise<ConsentRequestRow | undefined> {
    const [row] = await tx
      .select()
      .from(consentRequests)
      .where(
        and(
          eq(consentRequests.childId, childId),
          eq(consentRequests.parentEmail, parentEmail),
          eq(consentRequests.status, 'pending'),
        ),
      );
    return row;
  }

  async requestsSince(tx: DbExecutor, childId: string, since: Date): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(consentRequests)
      .where(and(eq(consentRequests.childId, childId), gte(consentRequests.createdAt, since)));
    return row?.n ?? 0;
  }

  async insertRequest(tx: DbExecutor, values: typeof consentRequests.$inferInsert): Promise<ConsentRequestRow> {
    const [row] = await tx.insert(consentRequests).values(values).returning();
    return row;
  }

  async findRequest(id: string): Promise<ConsentRequestRow | undefined> {
    const [row] = await this.db.select().from(consentRequests).where(eq(consentRequests.id, id));
    return row;
  }

  /** The request of a link, locked until `tx` ends when given one (a grant and a refusal cannot both win). */
  async requestByTokenHash(tokenHash: string, executor: DbExecutor = this.db, lock = false) {
    const query = executor.select().from(consentRequests).where(eq(consentRequests.tokenHash, tokenHash));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  /** Answers a request once: the readable token goes with it. */
  async closeRequest(
    tx: DbExecutor,
    id: string,
    status: 'granted' | 'refused' | 'cancelled',
    decidedBy: string | null,
  ): Promise<void> {
    await tx
      .update(consentRequests)
      .set({ status, decidedBy, decidedAt: sql`now()`, tokenCiphertext: null })
      .where(and(eq(consentRequests.id, id), eq(consentRequests.status, 'pending')));
  }

  /** Every other pending request of the child: moot once a parent has answered for them. */
  async cancelPending(tx: DbExecutor, childId: string): Promise<void> {
    await tx
      .update(consentRequests)
      .set({ status: 'cancelled', decidedAt: sql`now()`, tokenCiphertext: null })
      .where(and(eq(consentRequests.childId, childId), eq(consentRequests.status, 'pending')));
  }

  // People (identity's table, read here only).

  async person(id: string, executor: DbExecutor = this.db): Promise<ConsentPerson | undefined> {
    const [row] = await executor
      .select({
        id: users.id,
        role: users.role,
        email: users.email,
        firstName: users.firstName,
        birthdate: users.birthdate,
        schoolId: users.schoolId,
        confirmedAt: users.confirmedAt,
      })
      .from(users)
      .where(eq(users.id, id));
    return row;
  }
}
