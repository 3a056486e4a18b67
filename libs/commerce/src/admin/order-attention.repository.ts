import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, gt, isNotNull, lte } from 'drizzle-orm';
import { DB, orders, paymentRefunds, type Database } from '@app/db';

/** One thing the money path could not settle by itself, in paise (the dashboard writes rupees). */
export interface AttentionRow {
  kind: 'wrong-amount' | 'not-fulfilled';
  orderId: string;
  razorpayPaymentId: string | null;
  amountPaise: number;
  at: Date;
}

/** At most this many of each kind: the list is a prompt to look, not a report. */
const LIMIT = 50;

/** Read-only queries over commerce's tables for the dashboard's "needs attention" (issue 23). */
@Injectable()
export class OrderAttentionRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** Payments refunded because Razorpay captured another amount than the order's, made in (since, until]. */
  async wrongAmounts(since: Date, until: Date): Promise<AttentionRow[]> {
    const rows = await this.db
      .select({
        orderId: paymentRefunds.orderId,
        razorpayPaymentId: paymentRefunds.razorpayPaymentId,
        amountPaise: paymentRefunds.amountPaise,
        at: paymentRefunds.createdAt,
      })
      .from(paymentRefunds)
      .where(
        and(
          eq(paymentRefunds.reason, 'AMOUNT_MISMATCH'),
          gt(paymentRefunds.createdAt, since),
          lte(paymentRefunds.createdAt, until),
        ),
      )
      .orderBy(desc(paymentRefunds.createdAt))
      .limit(LIMIT);
    return rows.map((r) => ({ kind: 'wrong-amount', ...r }));
  }

  /** Paid orders the reconciler gave up fulfilling and nobody has fulfilled (or refunded) since. */
  async notFulfilled(): Promise<AttentionRow[]> {
    const rows = await this.db
      .select({
        orderId: orders.id,
        razorpayPaymentId: orders.razorpayPaymentId,
        amountPaise: orders.totalPaise,
        at: orders.fulfilmentGivenUpAt,
      })
      .from(orders)
      .where(and(eq(orders.status, 'PAID'), isNotNull(orders.fulfilmentGivenUpAt)))
      .orderBy(desc(orders.fulfilmentGivenUpAt))
      .limit(LIMIT);
    return rows.map((r) => ({ kind: 'not-fulfilled', ...r, at: r.at! }));
  }
}
