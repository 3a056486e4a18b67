import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import {
  auditLog,
  dataExports,
  DB,
  erasureRequests,
  users,
  type AuditedRecords,
  type Database,
  type DbExecutor,
  type Transaction,
} from '@app/db';
import { auditRowsAbout } from '@app/admin-kit';

export type ExportRow = Omit<typeof dataExports.$inferSelect, 'file'>;
export type ErasureRow = typeof erasureRequests.$inferSelect;

/** Every column of an export but its bytes (read only for the download). */
const exportColumns = {
  id: dataExports.id,
  userId: dataExports.userId,
  status: dataExports.status,
  requestedAt: dataExports.requestedAt,
  readyAt: dataExports.readyAt,
  expiresAt: dataExports.expiresAt,
  size: dataExports.size,
};

@Injectable()
export class PrivacyRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  get database(): Database {
    return this.db;
  }

  /** A new pending export, or undefined when the user has one pending already (the partial unique index). */
  async insertExport(tx: Transaction, userId: string): Promise<ExportRow | undefined> {
    const [row] = await tx
      .insert(dataExports)
      .values({ userId })
      .onConflictDoNothing({ target: dataExports.userId, where: sql`${dataExports.status} = 'pending'` })
      .returning(exportColumns);
    return row;
  }

  async pendingExport(db: DbExecutor, userId: string): Promise<ExportRow | undefined> {
    const [row] = await db
      .select(exportColumns)
      .from(dataExports)
      .where(and(eq(dataExports.userId, userId), eq(dataExports.status, 'pending')));
    return row;
  }

  async latestExport(userId: string): Promise<ExportRow | undefined> {
    const [row] = await this.db
      .select(exportColumns)
      .from(dataExports)
      .where(eq(dataExports.userId, userId))
      .orderBy(desc(dataExports.requestedAt))
      .limit(1);
    return row;
  }

  async findExport(id: string): Promise<ExportRow | undefined> {
    const [row] = await this.db.select(exportColumns).from(dataExports).where(eq(dataExports.id, id));
    return row;
  }

  /** The zip, while it is kept (null once the sweep dropped it). */
  async exportFile(id: string): Promise<Buffer | null> {
    const [row] = await this.db.select({ file: dataExports.file }).from(dataExports).where(eq(dataExports.id, id));
    return row?.file ?? null;
  }

  /** Only a pending export becomes ready: a retried job finds it ready and does not build it again. */
  async markReady(id: string, file: Buffer, readyAt: Date, expiresAt: Date): Promise<boolean> {
    const rows = await this.db
      .update(dataExports)
      .set({ status: 'ready', file, size: file.length, readyAt, expiresAt })
      .where(and(eq(dataExports.id, id), eq(dataExports.status, 'pending')))
      .returning({ id: dataExports.id });
    return rows.length === 1;
  }

  async markFailed(id: string): Promise<void> {
    await this.db
      .update(dataExports)
      .set({ status: 'failed' })
      .where(and(eq(dataExports.id, id), eq(dataExports.status, 'pending')));
  }

  /** Drops the files of exports past their time; the rows stay (the user's list says they expired). */
  async dropExpiredFiles(now: Date): Promise<number> {
    const rows = await this.db
      .update(dataExports)
      .set({ file: null })
      .where(and(isNotNull(dataExports.file), lte(dataExports.expiresAt, now)))
      .returning({ id: dataExports.id });
    return rows.length;
  }

  async insertErasure(tx: Transaction, userId: string, eraseAt: Date): Promise<ErasureRow | undefined> {
    const [row] = await tx
      .insert(erasureRequests)
      .values({ userId, eraseAt })
      .onConflictDoNothing({ target: erasureRequests.userId, where: sql`${erasureRequests.status} = 'pending'` })
      .returning();
    return row;
  }

  async pendingErasure(db: DbExecutor, userId: string): Promise<ErasureRow | undefined> {
    const [row] = await db
      .select()
      .from(erasureRequests)
      .where(and(eq(erasureRequests.userId, userId), eq(erasureRequests.status, 'pending')));
    return row;
  }

  async cancelErasure(userId: string): Promise<ErasureRow | undefined> {
    const [row] = await this.db
      .update(erasureRequests)
      .set({ status: 'cancelled', cancelledAt: sql`now()` })
      .where(and(eq(erasureRequests.userId, userId), eq(erasureRequests.status, 'pending')))
      .returning();
    return row;
  }

  async dueErasures(now: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ id: erasureRequests.id })
      .from(erasureRequests)
      .where(and(eq(erasureRequests.status, 'pending'), lte(erasureRequests.eraseAt, now)))
      .orderBy(erasureRequests.eraseAt)
      .limit(limit);
    return rows.map((r) => r.id);
  }

  /**
   * Takes a due, still pending request for this transaction; another worker's sweep skips it (SKIP LOCKED), and a
   * request cancelled meanwhile is not taken.
   */
  async lockDueErasure(tx: Transaction, id: string, now: Date): Promise<ErasureRow | undefined> {
    const [row] = await tx
      .select()
      .from(erasureRequests)
      .where(and(eq(erasureRequests.id, id), eq(erasureRequests.status, 'pending'), lte(erasureRequests.eraseAt, now)))
      .for('update', { skipLocked: true });
    return row;
  }

  async markErased(tx: Transaction, id: string): Promise<void> {
    await tx
      .update(erasureRequests)
      .set({ status: 'done', erasedAt: sql`now()` })
      .where(eq(erasureRequests.id, id));
  }

  /** Staff reads of the records about a person (not their own doings), newest first, with the staff's name. */
  async staffReads(userId: string, records: AuditedRecords[], limit: number) {
    return this.db
      .select({
        at: auditLog.at,
        username: auditLog.username,
        firstName: users.firstName,
        lastName: users.lastName,
        role: auditLog.role,
        action: auditLog.action,
        resource: auditLog.resource,
        resourceId: auditLog.resourceId,
        after: auditLog.after,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.userId))
      .where(
        and(
          inArray(auditLog.action, ['read', 'export']),
          ne(auditLog.userId, userId),
          auditRowsAbout({ userId, auditedRecords: records }, { ownDoings: false }),
        ),
      )
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(limit);
  }
}
