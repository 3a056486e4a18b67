import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { auditLog, DB, type Database, type DbExecutor } from '@app/db';
import type { ListQuery } from './list-query.js';

export type AuditRow = typeof auditLog.$inferSelect;
export type AuditInsert = typeof auditLog.$inferInsert;

export const AUDIT_SORTABLE = ['at', 'resource', 'action', 'username'] as const;
export const AUDIT_FILTERS = {
  resource: 'text',
  resourceId: 'text',
  userId: 'id',
  action: 'text',
  at_gte: 'date',
  at_lte: 'date',
  id: 'ids',
} as const;
export type AuditListQuery = ListQuery<(typeof AUDIT_SORTABLE)[number], keyof typeof AUDIT_FILTERS>;

@Injectable()
export class AuditRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** The pool itself, for an entry that joins no caller's transaction (an audited read). */
  get pool(): DbExecutor {
    return this.db;
  }

  async insert(executor: DbExecutor, row: AuditInsert): Promise<void> {
    await executor.insert(auditLog).values(row);
  }

  async list(query: AuditListQuery): Promise<{ rows: AuditRow[]; total: number }> {
    const f = query.filter;
    const where: SQL[] = [];
    if (f.resource) where.push(eq(auditLog.resource, f.resource as string));
    if (f.resourceId) where.push(eq(auditLog.resourceId, f.resourceId as string));
    if (f.userId) where.push(eq(auditLog.userId, f.userId as string));
    if (f.action) where.push(eq(auditLog.action, f.action as string));
    if (f.at_gte) where.push(gte(auditLog.at, f.at_gte as Date));
    if (f.at_lte) where.push(lte(auditLog.at, f.at_lte as Date));
    if (f.id) where.push(inArray(auditLog.id, f.id as string[]));
    const condition = where.length ? and(...where) : undefined;
    const column = {
      at: auditLog.at,
      resource: auditLog.resource,
      action: auditLog.action,
      username: auditLog.username,
    }[query.sort.field];
    const order = query.sort.order === 'ASC' ? asc : desc;
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select()
        .from(auditLog)
        .where(condition)
        .orderBy(order(column), order(auditLog.id))
        .limit(query.limit)
        .offset(query.offset),
      this.db
        .select({ total: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(condition),
    ]);
    return { rows, total };
  }

  async find(id: string): Promise<AuditRow | undefined> {
    const [row] = await this.db.select().from(auditLog).where(eq(auditLog.id, id));
    return row;
  }
}
