import { Inject, Injectable } from '@nestjs/common';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  DB,
  orders,
  paymentRefunds,
  users,
  type Database,
  type DbExecutor,
  type RefundReason,
  type Transaction,
} from '@app/db';

export type RefundRow = typeof paymentRefunds.$inferSelect;

/** What the refund mails need: the refund, its order and the buyer. */
export interface RefundDetails {
  refund: RefundRow;
  order: typeof orders.$inferSelect;
  buyer: { firstName: string; lastName: string; email: string; phoneNumber: string | null };
}

/** The SQL of automatic refunds (payment_refunds: one row per captured payment we give back). */
@Injectable()
export class RefundsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  /** The refund of this payment, inserted once: null when it was already asked for (by any path). */
  async request(
    tx: Transaction,
    refund: { razorpayPaymentId: string; orderId: string; amountPaise: number; reason: RefundReason },
  ): Promise<string | null> {
    const rows = await tx
      .insert(paymentRefunds)
      .values(refund)
      .onConflictDoNothing({ target: paymentRefunds.razorpayPaymentId })
      .returning({ id: paymentRefunds.id });
    return rows[0]?.id ?? null;
  }

  async byPayment(razorpayPaymentId: string, executor: DbExecutor = this.db): Promise<RefundRow | undefined> {
    const [row] = await executor
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.razorpayPaymentId, razorpayPaymentId));
    return row;
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

  /** refund.processed: a refund Razorpay had accepted is now with the buyer's bank. */
  async markProcessed(tx: Transaction, razorpayPaymentId: string): Promise<void> {
    await tx
      .update(paymentRefunds)
      .set({ status: 'PROCESSED', processedAt: sql`now()` })
      .where(and(eq(paymentRefunds.razorpayPaymentId, razorpayPaymentId), eq(paymentRefunds.status, 'REQUESTED')));
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
