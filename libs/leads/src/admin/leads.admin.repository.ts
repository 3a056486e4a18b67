import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { DB, leadEvents, leads, users, type Database, type DbExecutor, type Transaction } from '@app/db';
import { LEAD_SLA_HOURS, type LeadSort, type LeadSource, type LeadStatus } from '@app/contracts';

export type LeadEventRow = typeof leadEvents.$inferSelect;

const overdue = sql<boolean>`(${leads.status} = 'NEW' AND ${leads.createdAt} < now() - make_interval(hours => ${LEAD_SLA_HOURS}))`;

const assigneeName = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

/** A lead as the console lists it: the row, its counsellor's name, whether it is overdue, how often they asked. */
const listColumns = {
  lead: leads,
  assigneeName,
  overdue,
  requestCount: sql<number>`(SELECT count(*)::int FROM ${leadEvents} WHERE ${leadEvents.leadId} = ${leads.id} AND ${leadEvents.kind} = 'request')`,
};

/**
 * A lead as a CSV export carries it: only the file's columns, so tens of thousands of rows stay small in memory
 * (no timeline, no per-row request count).
 */
const exportColumns = {
  id: leads.id,
  name: leads.name,
  email: leads.email,
  mobile: leads.mobile,
  source: leads.source,
  status: leads.status,
  assigneeName,
  lostReason: leads.lostReason,
  createdAt: leads.createdAt,
  scheduledAt: leads.scheduledAt,
  meetingLink: leads.meetingLink,
};

export type LeadExportRow = {
  id: string;
  name: string;
  email: string;
  mobile: string;
  source: LeadSource;
  status: LeadStatus;
  assigneeName: string | null;
  lostReason: string | null;
  createdAt: Date;
  scheduledAt: Date | null;
  meetingLink: string | null;
};

export type LeadListRow = {
  lead: typeof leads.$inferSelect;
  assigneeName: string | null;
  overdue: boolean;
  requestCount: number;
};

export interface LeadListFilter {
  q?: string;
  status?: LeadStatus;
  source?: LeadSource;
  assigneeId?: string;
  unassigned?: boolean;
  overdue?: boolean;
  createdFrom?: Date;
  createdTo?: Date;
  ids?: string[];
  /** A counsellor's view: their own leads and unassigned ones. */
  visibleTo?: string;
}

export interface LeadListQuery {
  filter: LeadListFilter;
  sort: { field: LeadSort; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

export type LeadPatch = Partial<
  Pick<typeof leads.$inferInsert, 'status' | 'lostReason' | 'scheduledAt' | 'meetingLink' | 'assigneeId' | 'assignedAt'>
> & { bumpSchedule?: boolean };

/** `%` and `_` typed into the search are letters, not wildcards. */
const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

@Injectable()
export class LeadsAdminRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  async list(query: LeadListQuery): Promise<{ rows: LeadListRow[]; total: number }> {
    const condition = this.where(query.filter);
    const [rows, total] = await Promise.all([
      this.db
        .select(listColumns)
        .from(leads)
        .leftJoin(users, eq(users.id, leads.assigneeId))
        .where(condition)
        .orderBy(...this.orderBy(query.sort))
        .limit(query.limit)
        .offset(query.offset),
      this.count(condition),
    ]);
    return { rows, total };
  }

  /**
   * The rows of a CSV export: the list's filter and order (the same where and orderBy, so the file holds what the
   * list shows, in its order), from the first row up to `limit`; `total` is how many matched, so a cut is known.
   */
  async export(
    query: Pick<LeadListQuery, 'filter' | 'sort' | 'limit'>,
  ): Promise<{ rows: LeadExportRow[]; total: number }> {
    const condition = this.where(query.filter);
    const [rows, total] = await Promise.all([
      this.db
        .select(exportColumns)
        .from(leads)
        .leftJoin(users, eq(users.id, leads.assigneeId))
        .where(condition)
        .orderBy(...this.orderBy(query.sort))
        .limit(query.limit),
      this.count(condition),
    ]);
    return { rows, total };
  }

  private async count(condition: SQL | undefined): Promise<number> {
    const [{ total }] = await this.db
      .select({ total: sql<number>`count(*)::int` })
      .from(leads)
      .where(condition);
    return total;
  }

  /** The sort key, then the id: equal keys keep one order from page to page. */
  private orderBy(sort: LeadListQuery['sort']): SQL[] {
    const column = {
      createdAt: leads.createdAt,
      status: leads.status,
      lastRequestAt: leads.lastRequestAt,
      scheduledAt: leads.scheduledAt,
      name: leads.name,
    }[sort.field];
    const order = sort.order === 'ASC' ? asc : desc;
    return [order(column), order(leads.id)];
  }

  private where(f: LeadListFilter): SQL | undefined {
    const where: (SQL | undefined)[] = [];
    if (f.visibleTo) where.push(or(eq(leads.assigneeId, f.visibleTo), isNull(leads.assigneeId)));
    if (f.q) {
      const like = likeText(f.q);
      where.push(
        or(
          sql`${leads.name} ILIKE ${like}`,
          sql`${leads.email} ILIKE ${like}`,
          sql`${leads.mobile} LIKE ${likeText(f.q.replace(/[\s-]/g, ''))}`,
        ),
      );
    }
    if (f.status) where.push(eq(leads.status, f.status));
    if (f.source) where.push(eq(leads.source, f.source));
    if (f.assigneeId) where.push(eq(leads.assigneeId, f.assigneeId));
    if (f.unassigned === true) where.push(isNull(leads.assigneeId));
    if (f.overdue !== undefined) where.push(f.overdue ? overdue : sql`NOT ${overdue}`);
    if (f.createdFrom) where.push(gte(leads.createdAt, f.createdFrom));
    if (f.createdTo) where.push(lte(leads.createdAt, f.createdTo));
    if (f.ids) where.push(inArray(leads.id, f.ids));
    const parts = where.filter((w): w is SQL => !!w);
    return parts.length ? and(...parts) : undefined;
  }

  async find(id: string, executor: DbExecutor = this.db): Promise<LeadListRow | undefined> {
    const [row] = await executor
      .select(listColumns)
      .from(leads)
      .leftJoin(users, eq(users.id, leads.assigneeId))
      .where(eq(leads.id, id));
    return row;
  }

  async timeline(id: string, executor: DbExecutor = this.db): Promise<LeadEventRow[]> {
    return executor
      .select()
      .from(leadEvents)
      .where(eq(leadEvents.leadId, id))
      .orderBy(asc(leadEvents.at), asc(leadEvents.id));
  }

  async lock(tx: Transaction, id: string) {
    const [row] = await tx.select().from(leads).where(eq(leads.id, id)).for('update');
    return row;
  }

  /** Writes the patch if the lead is still at `version`; false when someone else wrote first. */
  async update(tx: Transaction, id: string, version: number, patch: LeadPatch): Promise<boolean> {
    const { bumpSchedule, ...fields } = patch;
    const rows = await tx
      .update(leads)
      .set({
        ...fields,
        ...(bumpSchedule ? { scheduleSeq: sql`${leads.scheduleSeq} + 1` } : {}),
        version: sql`${leads.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(leads.id, id), eq(leads.version, version)))
      .returning({ id: leads.id });
    return rows.length === 1;
  }

  /** A counsellor takes an unassigned lead; false when it has an assignee already. */
  async take(tx: Transaction, id: string, userId: string): Promise<boolean> {
    const rows = await tx
      .update(leads)
      .set({ assigneeId: userId, assignedAt: sql`now()`, version: sql`${leads.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(leads.id, id), isNull(leads.assigneeId)))
      .returning({ id: leads.id });
    return rows.length === 1;
  }

  async addEvent(tx: DbExecutor, event: typeof leadEvents.$inferInsert): Promise<void> {
    await tx.insert(leadEvents).values(event);
  }
}
