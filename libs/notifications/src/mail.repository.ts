import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import { DB, devMailbox, mailDeliveries, type Database, type DbExecutor, type Transaction } from '@app/db';

export type DeliveryRow = typeof mailDeliveries.$inferSelect;

/** A mail about to be handed to the transport, and the job that makes it (if a job does). */
export interface OutgoingRecord {
  key: string;
  messageId: string;
  recipient: string;
  subject: string;
  jobName: string | null;
  jobId: string | null;
}

export interface DevMessage {
  messageId: string;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; size: number }[];
}

export interface MailListQuery {
  q?: string;
  status?: string;
  ids?: string[];
  from?: Date;
  to?: Date;
  sort: { field: 'createdAt' | 'updatedAt' | 'status' | 'attempts' | 'to'; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

/** `%`, `_` and `\` typed in a search are themselves, not wildcards. */
const likeLiteral = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const SORTS = {
  createdAt: mailDeliveries.createdAt,
  updatedAt: mailDeliveries.updatedAt,
  status: mailDeliveries.status,
  attempts: mailDeliveries.attempts,
  to: mailDeliveries.recipient,
} as const;

@Injectable()
export class MailRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  async findDelivery(key: string): Promise<DeliveryRow | undefined> {
    const [row] = await this.db.select().from(mailDeliveries).where(eq(mailDeliveries.key, key)).limit(1);
    return row;
  }

  /**
   * The mail's row before a try: made `queued`, or (a retry) put back to `queued` with what it is now. A row
   * already `sent` is left alone.
   */
  async queue(record: OutgoingRecord): Promise<void> {
    await this.db
      .insert(mailDeliveries)
      .values({ ...record, status: 'queued', attempts: 0 })
      .onConflictDoUpdate({
        target: mailDeliveries.key,
        set: {
          recipient: record.recipient,
          subject: record.subject,
          jobName: sql`coalesce(${mailDeliveries.jobName}, excluded.job_name)`,
          jobId: sql`coalesce(${mailDeliveries.jobId}, excluded.job_id)`,
          status: 'queued',
          updatedAt: sql`now()`,
        },
        setWhere: ne(mailDeliveries.status, 'sent'),
      });
  }

  /** The transport refused it: one more try counted, and `failed` when no try is left. */
  async tryFailed(key: string, error: string, final: boolean): Promise<void> {
    await this.db
      .update(mailDeliveries)
      .set({
        attempts: sql`${mailDeliveries.attempts} + 1`,
        lastError: error,
        status: final ? 'failed' : 'queued',
        updatedAt: sql`now()`,
      })
      .where(and(eq(mailDeliveries.key, key), ne(mailDeliveries.status, 'sent')));
  }

  async markSent(key: string, tx: DbExecutor = this.db): Promise<void> {
    await tx
      .update(mailDeliveries)
      .set({
        status: 'sent',
        attempts: sql`${mailDeliveries.attempts} + 1`,
        sentAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(mailDeliveries.key, key));
  }

  async storeDevMessage(tx: DbExecutor, message: DevMessage): Promise<void> {
    await tx.insert(devMailbox).values(message).onConflictDoNothing();
  }

  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  async listDevMessages(recipient: string | undefined, limit: number) {
    const query = this.db
      .select({
        to: devMailbox.recipient,
        subject: devMailbox.subject,
        text: devMailbox.text,
        html: devMailbox.html,
        attachments: devMailbox.attachments,
        sentAt: devMailbox.sentAt,
      })
      .from(devMailbox);
    const filtered = recipient ? query.where(eq(devMailbox.recipient, recipient.toLowerCase())) : query;
    return filtered.orderBy(desc(devMailbox.sentAt)).limit(limit);
  }

  // --- The console's mail log ---

  async list(query: MailListQuery): Promise<{ rows: DeliveryRow[]; total: number }> {
    const where: SQL[] = [];
    if (query.q) where.push(sql`${mailDeliveries.recipient} ILIKE ${likeLiteral(query.q)}`);
    if (query.status) where.push(eq(mailDeliveries.status, query.status as DeliveryRow['status']));
    if (query.ids) where.push(inArray(mailDeliveries.id, query.ids));
    if (query.from) where.push(gte(mailDeliveries.createdAt, query.from));
    if (query.to) where.push(lte(mailDeliveries.createdAt, query.to));
    const condition = where.length ? and(...where) : undefined;
    const order = query.sort.order === 'ASC' ? asc : desc;
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select()
        .from(mailDeliveries)
        .where(condition)
        .orderBy(order(SORTS[query.sort.field]), order(mailDeliveries.id))
        .limit(query.limit)
        .offset(query.offset),
      this.db
        .select({ total: sql<number>`count(*)::int` })
        .from(mailDeliveries)
        .where(condition),
    ]);
    return { rows, total };
  }

  async findById(id: string, tx: DbExecutor = this.db): Promise<DeliveryRow | undefined> {
    const [row] = await tx.select().from(mailDeliveries).where(eq(mailDeliveries.id, id)).limit(1);
    return row;
  }

  /** Locks the row for a resend, so two clicks cannot both find it failed. */
  async lockById(tx: Transaction, id: string): Promise<DeliveryRow | undefined> {
    const [row] = await tx.select().from(mailDeliveries).where(eq(mailDeliveries.id, id)).limit(1).for('update');
    return row;
  }

  async requeue(tx: Transaction, id: string): Promise<DeliveryRow> {
    const [row] = await tx
      .update(mailDeliveries)
      .set({ status: 'queued', updatedAt: sql`now()` })
      .where(eq(mailDeliveries.id, id))
      .returning();
    return row;
  }
}
