import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  creditNoteCounters,
  creditNotes,
  DB,
  invoices,
  type Database,
  type DbExecutor,
  type Transaction,
} from '@app/db';
import type { CreditNoteSort } from '@app/contracts';
import type { TaxedAmounts } from './credit-note-taxes.js';

export type CreditNoteRow = typeof creditNotes.$inferSelect;
export type NewCreditNote = typeof creditNotes.$inferInsert;
type InvoiceRow = typeof invoices.$inferSelect;

export interface CreditNoteListQuery {
  filter: { q?: string; orderId?: string; issuedFrom?: Date; issuedTo?: Date; ids?: string[] };
  sort: { field: CreditNoteSort; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** `%` and `_` typed into the search are letters, not wildcards. */
const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const SORT_COLUMNS = { issuedAt: creditNotes.issuedAt, serial: creditNotes.serial, total: creditNotes.totalPaise };

/** The SQL of credit notes and their serial counter (invoicing's own tables). */
@Injectable()
export class CreditNotesRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  /** The order's invoice, locked until the transaction ends: the credit notes of one invoice are issued in turn. */
  async lockInvoiceOfOrder(tx: Transaction, orderId: string): Promise<InvoiceRow | undefined> {
    const [row] = await tx.select().from(invoices).where(eq(invoices.orderId, orderId)).for('update');
    return row;
  }

  async findByRefund(refundId: string, executor: DbExecutor = this.db): Promise<CreditNoteRow | undefined> {
    const [row] = await executor.select().from(creditNotes).where(eq(creditNotes.refundId, refundId));
    return row;
  }

  async find(id: string): Promise<CreditNoteRow | undefined> {
    const [row] = await this.db.select().from(creditNotes).where(eq(creditNotes.id, id));
    return row;
  }

  /** What the invoice's credit notes gave back so far. */
  async totalsOfInvoice(tx: Transaction, invoiceId: string): Promise<TaxedAmounts> {
    const [row] = await tx
      .select({
        taxablePaise: sql<number>`coalesce(sum(${creditNotes.taxablePaise}), 0)::int`,
        cgstPaise: sql<number>`coalesce(sum(${creditNotes.cgstPaise}), 0)::int`,
        sgstPaise: sql<number>`coalesce(sum(${creditNotes.sgstPaise}), 0)::int`,
        igstPaise: sql<number>`coalesce(sum(${creditNotes.igstPaise}), 0)::int`,
      })
      .from(creditNotes)
      .where(eq(creditNotes.invoiceId, invoiceId));
    return row;
  }

  /** The next credit note sequence of the year: the counter row stays locked until the commit (no gaps). */
  async nextSequence(tx: Transaction, financialYear: string): Promise<number> {
    const [row] = await tx
      .insert(creditNoteCounters)
      .values({ financialYear, lastSequence: 1 })
      .onConflictDoUpdate({
        target: creditNoteCounters.financialYear,
        set: { lastSequence: sql`${creditNoteCounters.lastSequence} + 1` },
      })
      .returning({ sequence: creditNoteCounters.lastSequence });
    return row.sequence;
  }

  async insert(tx: Transaction, note: NewCreditNote): Promise<CreditNoteRow> {
    const [row] = await tx.insert(creditNotes).values(note).returning();
    return row;
  }

  /** The credit notes of these orders, oldest first (Purchase History, an order in the console). */
  ofOrders(orderIds: string[]): Promise<CreditNoteRow[]> {
    if (!orderIds.length) return Promise.resolve([]);
    return this.db
      .select()
      .from(creditNotes)
      .where(inArray(creditNotes.orderId, orderIds))
      .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.sequence));
  }

  async list({ filter, sort, offset, limit }: CreditNoteListQuery): Promise<{ rows: CreditNoteRow[]; total: number }> {
    const where = and(...conditions(filter));
    const order = sort.order === 'ASC' ? asc : desc;
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select()
        .from(creditNotes)
        .where(where)
        .orderBy(order(SORT_COLUMNS[sort.field]), order(creditNotes.id))
        .offset(offset)
        .limit(limit),
      this.db
        .select({ total: sql<number>`count(*)::int` })
        .from(creditNotes)
        .where(where),
    ]);
    return { rows, total };
  }
}

function conditions(filter: CreditNoteListQuery['filter']): SQL[] {
  const where: SQL[] = [];
  const q = filter.q?.trim();
  if (q) {
    const text = likeText(q);
    const matches = [
      ilike(creditNotes.serial, text),
      ilike(creditNotes.invoiceSerial, text),
      ilike(creditNotes.buyerName, text),
    ];
    if (UUID.test(q)) matches.push(eq(creditNotes.orderId, q.toLowerCase()));
    where.push(or(...matches)!);
  }
  if (filter.orderId) where.push(eq(creditNotes.orderId, filter.orderId));
  if (filter.issuedFrom) where.push(gte(creditNotes.issuedAt, filter.issuedFrom));
  if (filter.issuedTo) where.push(lte(creditNotes.issuedAt, filter.issuedTo));
  if (filter.ids) where.push(filter.ids.length ? inArray(creditNotes.id, filter.ids) : sql`false`);
  return where;
}
