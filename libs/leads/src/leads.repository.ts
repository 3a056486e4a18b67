import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import {
  careerRequests,
  DB,
  demoRequests,
  leadAssignmentCursor,
  leadEvents,
  leads,
  type Database,
  type DbExecutor,
  type Transaction,
} from '@app/db';
import type { CareerRequest, DemoRequest, DemoUserType, LeadSource } from '@app/contracts';

export type LeadRow = typeof leads.$inferSelect;
export type LeadEventInsert = typeof leadEvents.$inferInsert;

/** Advisory lock classes: one per kind of key, so an e-mail and a mobile never share a lock by chance. */
const LOCK_EMAIL = 7201;
const LOCK_MOBILE = 7202;
const LOCK_SCHEDULE = 7203;

@Injectable()
export class LeadsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  async insertDemoRequest(tx: DbExecutor, userType: DemoUserType, input: DemoRequest, leadId: string): Promise<string> {
    const [row] = await tx
      .insert(demoRequests)
      .values({
        userType,
        name: input.name,
        email: input.email,
        mobile: input.mobile,
        school: input.school ?? null,
        designation: input.designation ?? null,
        leadId,
      })
      .returning({ id: demoRequests.id });
    return row.id;
  }

  async insertCareerRequest(tx: DbExecutor, input: CareerRequest, leadId: string): Promise<string> {
    const [row] = await tx
      .insert(careerRequests)
      .values({ ...input, leadId })
      .returning({ id: careerRequests.id });
    return row.id;
  }

  async findDemoRequest(id: string) {
    const [row] = await this.db.select().from(demoRequests).where(eq(demoRequests.id, id)).limit(1);
    return row;
  }

  async findCareerRequest(id: string) {
    const [row] = await this.db.select().from(careerRequests).where(eq(careerRequests.id, id)).limit(1);
    return row;
  }

  /**
   * Until `tx` ends, no other request of this e-mail or mobile can look for or make a lead: two requests sent at
   * once make one lead. The e-mail's lock is always taken before the mobile's, so two requests never wait on
   * each other in a circle.
   */
  async lockContact(tx: Transaction, email: string, mobile: string): Promise<void> {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_EMAIL}, hashtext(${email.toLowerCase()}))`);
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_MOBILE}, hashtext(${mobile}))`);
  }

  /** The lead this e-mail or mobile last asked through since `since`, if any. */
  async recentLeadOf(tx: DbExecutor, email: string, mobile: string, since: Date): Promise<LeadRow | undefined> {
    const [row] = await tx
      .select()
      .from(leads)
      .where(
        and(
          or(sql`lower(${leads.email}) = ${email.toLowerCase()}`, eq(leads.mobile, mobile)),
          gt(leads.lastRequestAt, since),
        ),
      )
      .orderBy(desc(leads.lastRequestAt))
      .limit(1);
    return row;
  }

  async insertLead(
    tx: DbExecutor,
    lead: { source: LeadSource; name: string; email: string; mobile: string },
  ): Promise<string> {
    const [row] = await tx.insert(leads).values(lead).returning({ id: leads.id });
    return row.id;
  }

  /** A repeat request: the 30-day window starts again from it. */
  async touchLead(tx: DbExecutor, leadId: string): Promise<void> {
    await tx
      .update(leads)
      .set({ lastRequestAt: sql`now()` })
      .where(eq(leads.id, leadId));
  }

  async addEvent(tx: DbExecutor, event: LeadEventInsert): Promise<void> {
    await tx.insert(leadEvents).values(event);
  }

  async findLead(id: string, executor: DbExecutor = this.db): Promise<LeadRow | undefined> {
    const [row] = await executor.select().from(leads).where(eq(leads.id, id)).limit(1);
    return row;
  }

  /** The lead's row, locked until `tx` ends (FOR UPDATE: moves, schedules and assignments of one lead queue up). */
  async lockLead(tx: Transaction, id: string): Promise<LeadRow | undefined> {
    const [row] = await tx.select().from(leads).where(eq(leads.id, id)).for('update');
    return row;
  }

  /** The lead's row, share-locked until `tx` ends: a move of it waits (a reminder checks and sends meanwhile). */
  async shareLockLead(tx: Transaction, id: string): Promise<LeadRow | undefined> {
    const [row] = await tx.select().from(leads).where(eq(leads.id, id)).for('share');
    return row;
  }

  /** Until `tx` ends, no other sync of this lead's reminders runs (moves of the lead are not held up). */
  async lockSchedule(tx: Transaction, leadId: string): Promise<void> {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_SCHEDULE}, hashtext(${leadId}))`);
  }

  /** Leads still NEW that came in before `before` and whose counsellor and sales were not told yet. */
  async overdueUnalerted(before: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.status, 'NEW'), lt(leads.createdAt, before), isNull(leads.slaAlertedAt)))
      .orderBy(asc(leads.createdAt))
      .limit(limit);
    return rows.map((r) => r.id);
  }

  /** Stamps the lead's service-level alert if it is still due; undefined when it was claimed or moved meanwhile. */
  async claimSlaAlert(tx: Transaction, id: string, before: Date, now: Date): Promise<LeadRow | undefined> {
    const [row] = await tx
      .update(leads)
      .set({ slaAlertedAt: now })
      .where(and(eq(leads.id, id), eq(leads.status, 'NEW'), lt(leads.createdAt, before), isNull(leads.slaAlertedAt)))
      .returning();
    return row;
  }

  /** The round-robin's cursor, locked until `tx` ends: assignments anywhere run one at a time. */
  async lockCursor(tx: Transaction): Promise<string | null> {
    const [row] = await tx
      .select({ last: leadAssignmentCursor.lastAssigneeId })
      .from(leadAssignmentCursor)
      .where(eq(leadAssignmentCursor.id, 1))
      .for('update');
    return row?.last ?? null;
  }

  async moveCursor(tx: Transaction, assigneeId: string): Promise<void> {
    await tx
      .insert(leadAssignmentCursor)
      .values({ id: 1, lastAssigneeId: assigneeId })
      .onConflictDoUpdate({ target: leadAssignmentCursor.id, set: { lastAssigneeId: assigneeId } });
  }

  /** Gives the lead to `assigneeId` only if nobody has it: false when it was taken (or assigned) meanwhile. */
  async assignIfUnassigned(tx: DbExecutor, leadId: string, assigneeId: string): Promise<boolean> {
    const rows = await tx
      .update(leads)
      .set({
        assigneeId,
        assignedAt: sql`now()`,
        version: sql`${leads.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(leads.id, leadId), isNull(leads.assigneeId)))
      .returning({ id: leads.id });
    return rows.length === 1;
  }
}
