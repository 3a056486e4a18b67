import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import {
  careers,
  DB,
  orders,
  paymentRefundLines,
  paymentRefunds,
  users,
  type AutomaticRefundReason,
  type Database,
  type DbExecutor,
  type Transaction,
} from '@app/db';

export type RefundRow = typeof paymentRefunds.$inferSelect;
export type RefundLineRow = typeof paymentRefundLines.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;

/** An admin refund as it is recorded: the row's facts and its lines (a null career: a course order, whole). */
export interface NewAdminRefund {
  orderId: string;
  razorpayPaymentId: string;
  taxablePaise: number;
  gstPaise: number;
  note: string;
  requestedBy: string;
  lines: { careerId: string | null; taxablePaise: number }[];
}

/** Automatic refunds are one per payment: the partial unique index's predicate. */
const AUTOMATIC = sql`${paymentRefunds.reason} <> 'ADMIN'`;

/** What the refund mails need: the refund, its order and the buyer. */
export interface RefundDetails {
  refund: RefundRow;
  order: typeof orders.$inferSelect;
  buyer: { firstName: string; lastName: string; email: string; phoneNumber: string | null };
}

/**
 * The SQL of refunds (payment_refunds and payment_refund_lines): automatic ones (one per captured payment we give
 * back whole) and admins' (part or all of a fulfilled order's payment, by careers).
 */
@Injectable()
export class RefundsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  /** The automatic refund of this payment, inserted once: null when it was already asked for (by any path). */
  async request(
    tx: Transaction,
    refund: { razorpayPaymentId: string; orderId: string; amountPaise: number; reason: AutomaticRefundReason },
  ): Promise<string | null> {
    const rows = await tx
      .insert(paymentRefunds)
      .values(refund)
      .onConflictDoNothing({ target: paymentRefunds.razorpayPaymentId, where: AUTOMATIC })
      .returning({ id: paymentRefunds.id });
    return rows[0]?.id ?? null;
  }

  /** The automatic refund of a payment, if it has one (an admin's partial refunds of it are not this). */
  async byPayment(razorpayPaymentId: string, executor: DbExecutor = this.db): Promise<RefundRow | undefined> {
    const [row] = await executor
      .select()
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.razorpayPaymentId, razorpayPaymentId), AUTOMATIC));
    return row;
  }

  /** The order, locked until the transaction ends: an order's admin refunds are decided one after another. */
  async lockOrder(tx: Transaction, orderId: string): Promise<OrderRow | undefined> {
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    return row;
  }

  /** What admins refunded of the order so far: its lines, and the GST those refunds gave back. */
  async adminRefunded(
    tx: Transaction,
    orderId: string,
  ): Promise<{ lines: RefundLineRow[]; taxablePaise: number; gstPaise: number }> {
    const [lines, [sums]] = await Promise.all([
      tx.select().from(paymentRefundLines).where(eq(paymentRefundLines.orderId, orderId)),
      tx
        .select({
          taxablePaise: sql<number>`coalesce(sum(${paymentRefunds.taxablePaise}), 0)::int`,
          gstPaise: sql<number>`coalesce(sum(${paymentRefunds.gstPaise}), 0)::int`,
        })
        .from(paymentRefunds)
        .where(and(eq(paymentRefunds.orderId, orderId), eq(paymentRefunds.reason, 'ADMIN'))),
    ]);
    return { lines, ...sums };
  }

  /** Records an admin refund and its lines (the lines' unique key refuses a career refunded twice). */
  async insertAdmin(tx: Transaction, refund: NewAdminRefund): Promise<RefundRow> {
    const [row] = await tx
      .insert(paymentRefunds)
      .values({
        orderId: refund.orderId,
        razorpayPaymentId: refund.razorpayPaymentId,
        amountPaise: refund.taxablePaise + refund.gstPaise,
        taxablePaise: refund.taxablePaise,
        gstPaise: refund.gstPaise,
        reason: 'ADMIN',
        note: refund.note,
        requestedBy: refund.requestedBy,
      })
      .returning();
    await tx
      .insert(paymentRefundLines)
      .values(refund.lines.map((l) => ({ refundId: row.id, orderId: refund.orderId, ...l })));
    return row;
  }

  /** An admin refund's lines with the careers' names, by name (a course order's one line has no career). */
  linesOf(refundId: string): Promise<{ careerId: string | null; name: string | null; taxablePaise: number }[]> {
    return this.db
      .select({
        careerId: paymentRefundLines.careerId,
        name: careers.name,
        taxablePaise: paymentRefundLines.taxablePaise,
      })
      .from(paymentRefundLines)
      .leftJoin(careers, eq(careers.id, paymentRefundLines.careerId))
      .where(eq(paymentRefundLines.refundId, refundId))
      .orderBy(asc(careers.name));
  }

  /** The refunds of an order, oldest first, with the admin's username and the careers of each. */
  async ofOrder(orderId: string): Promise<(RefundRow & { requestedByName: string | null; careerIds: string[] })[]> {
    const [rows, lines] = await Promise.all([
      this.db
        .select({ refund: paymentRefunds, requestedByName: users.username })
        .from(paymentRefunds)
        .leftJoin(users, eq(users.id, paymentRefunds.requestedBy))
        .where(eq(paymentRefunds.orderId, orderId))
        .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id)),
      this.db.select().from(paymentRefundLines).where(eq(paymentRefundLines.orderId, orderId)),
    ]);
    return rows.map(({ refund, requestedByName }) => ({
      ...refund,
      requestedByName,
      careerIds: lines.filter((l) => l.refundId === refund.id && l.careerId).map((l) => l.careerId!),
    }));
  }

  async find(id: string, executor: DbExecutor = this.db): Promise<RefundRow | undefined> {
    const [row] = await executor.select().from(paymentRefunds).where(eq(paymentRefunds.id, id));
    return row;
  }

  /** PENDING -> REQUESTED or PROCESSED, once: true when this call moved it (it then announces the refund). */
  async markRequested(tx: Transaction, id: string, razorpayRefundId: string, processed: boolean): Promise<boolean> {
    const rows = await tx
      .update(paymentRefunds)
      .set({
        razorpayRefundId,
        status: processed ? 'PROCESSED' : 'REQUESTED',
        requestedAt: sql`now()`,
        processedAt: processed ? sql`now()` : null,
      })
      .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.status, 'PENDING')))
      .returning({ id: paymentRefunds.id });
    return rows.length === 1;
  }

  /**
   * refund.processed: a refund Razorpay had accepted is now with the buyer's bank. Found by Razorpay's refund id;
   * an automatic refund also by its payment (it is the payment's only one).
   */
  async markProcessed(tx: Transaction, razorpayRefundId: string, razorpayPaymentId: string): Promise<void> {
    await tx
      .update(paymentRefunds)
      .set({ status: 'PROCESSED', processedAt: sql`now()` })
      .where(
        and(
          eq(paymentRefunds.status, 'REQUESTED'),
          or(
            eq(paymentRefunds.razorpayRefundId, razorpayRefundId),
            and(eq(paymentRefunds.razorpayPaymentId, razorpayPaymentId), AUTOMATIC),
          ),
        ),
      );
  }

  /** Refunded paise per order (Purchase History). */
  async totalsOf(orderIds: string[]): Promise<Map<string, number>> {
    if (!orderIds.length) return new Map();
    const rows = await this.db
      .select({ orderId: paymentRefunds.orderId, paise: sql<number>`sum(${paymentRefunds.amountPaise})::int` })
      .from(paymentRefunds)
      .where(inArray(paymentRefunds.orderId, orderIds))
      .groupBy(paymentRefunds.orderId);
    return new Map(rows.map((r) => [r.orderId, r.paise]));
  }

  async details(id: string): Promise<RefundDetails | undefined> {
    const [row] = await this.db
      .select({
        refund: paymentRefunds,
        order: orders,
        buyer: {
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          phoneNumber: users.phoneNumber,
        },
      })
      .from(paymentRefunds)
      .innerJoin(orders, eq(orders.id, paymentRefunds.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(paymentRefunds.id, id));
    return row;
  }
}
