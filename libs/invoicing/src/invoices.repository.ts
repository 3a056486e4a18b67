import { Inject, Injectable } from '@nestjs/common';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  careers,
  courses,
  DB,
  invoiceCounters,
  invoices,
  orderLines,
  orders,
  users,
  type Database,
  type DbExecutor,
  type InvoiceLine,
  type Transaction,
} from '@app/db';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;

@Injectable()
export class InvoicesRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  async findByOrder(orderId: string, executor: DbExecutor = this.db): Promise<InvoiceRow | undefined> {
    const [row] = await executor.select().from(invoices).where(eq(invoices.orderId, orderId));
    return row;
  }

  /**
   * The order with its buyer, its row locked until the transaction ends (so one order gets one invoice). NO KEY
   * UPDATE, not UPDATE (issue 23): invoicing changes no key of the order, and a FOR UPDATE also waits on, and is
   * waited on by, every transaction that inserts a row referencing the order (a webhook's payment_events row, a
   * refund, a user_careers row: KEY SHARE locks), the lock order that deadlocked two webhooks before (decisions,
   * Payments). Two issues for one order still queue here, and the invoice's unique order id backs it up.
   */
  async lockOrderWithBuyer(tx: Transaction, orderId: string) {
    const [row] = await tx
      .select({
        order: orders,
        buyer: { firstName: users.firstName, lastName: users.lastName, username: users.username, state: users.state },
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, orderId))
      .for('no key update', { of: orders });
    return row;
  }

  /** A careers order's lines: each career's name and the price charged, by name. */
  async careerLines(tx: Transaction, orderId: string): Promise<InvoiceLine[]> {
    return tx
      .select({ description: careers.name, amountPaise: orderLines.totalPricePaise })
      .from(orderLines)
      .innerJoin(careers, eq(careers.id, orderLines.careerId))
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(careers.name));
  }

  async courseTitle(tx: Transaction, courseId: string): Promise<string | undefined> {
    const [row] = await tx.select({ title: courses.title }).from(courses).where(eq(courses.id, courseId));
    return row?.title;
  }

  /**
   * The next sequence of the financial year. The upsert holds the year's counter row locked until the
   * transaction ends, so concurrent invoices take consecutive numbers, and a rollback gives its number back.
   */
  async nextSequence(tx: Transaction, financialYear: string): Promise<number> {
    const [row] = await tx
      .insert(invoiceCounters)
      .values({ financialYear, lastSequence: 1 })
      .onConflictDoUpdate({
        target: invoiceCounters.financialYear,
        set: { lastSequence: sql`${invoiceCounters.lastSequence} + 1` },
      })
      .returning({ sequence: invoiceCounters.lastSequence });
    return row.sequence;
  }

  async insert(tx: Transaction, invoice: NewInvoice): Promise<InvoiceRow> {
    const [row] = await tx.insert(invoices).values(invoice).returning();
    return row;
  }

  /** Whose order it is, and its invoice if it has one yet. */
  async orderWithInvoice(orderId: string): Promise<{ userId: string; invoice: InvoiceRow | null } | undefined> {
    const [row] = await this.db
      .select({ userId: orders.userId, invoice: invoices })
      .from(orders)
      .leftJoin(invoices, eq(invoices.orderId, orders.id))
      .where(eq(orders.id, orderId));
    return row;
  }

  /** Serial and date of the invoices of these orders (Purchase History). */
  async summaries(orderIds: string[]): Promise<Map<string, { serial: string; issuedAt: Date }>> {
    if (!orderIds.length) return new Map();
    const rows = await this.db
      .select({ orderId: invoices.orderId, serial: invoices.serial, issuedAt: invoices.issuedAt })
      .from(invoices)
      .where(inArray(invoices.orderId, orderIds));
    return new Map(rows.map((r) => [r.orderId, { serial: r.serial, issuedAt: r.issuedAt }]));
  }
}
