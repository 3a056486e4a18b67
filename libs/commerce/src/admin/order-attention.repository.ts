import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, gt, inArray, isNotNull, lte } from 'drizzle-orm';
import { DB, orders, paymentRefunds, type Database } from '@app/db';

/** One thing the money path could not settle by itself, in paise (the dashboard writes rupees). */
export interface AttentionRow {
  kind: 'wrong-amount' | 'refunded' | 'not-fulfilled';
  orderId: string;
  razorpayPaymentId: string | null;
  /** Why an automatic refund was made; null for an order not fulfilled. */
  reason: AutomaticRefundReason | null;
  amountPaise: number;
  at: Date;
}

/** The refunds the payment paths make by themselves (an admin's own refund needs no prompt). */
const AUTOMATIC_REASONS = ['AMOUNT_MISMATCH', 'REPLACED', 'ALREADY_OWNED', 'DUPLICATE_PAYMENT'] as const;
type AutomaticRefundReason = (typeof AUTOMATIC_REASONS)[number];

/** At most this many of each kind: the list is a prompt to look, not a report. */
const LIMIT = 50;

/** Read-only queries over commerce's tables for the dashboard's "needs attention" (issue 23). */
@Injectable()
export class OrderAttentionRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /**
   * Payments the payment paths refunded by themselves, made in (since, until]: another amount than the order's, or
   * an order that could not be fulfilled (replaced, already owned, paid twice).
   */
  async automaticRefunds(since: Date, until: Date): Promise<AttentionRow[]> {
    const rows = await this.db
      .select({
        orderId: paymentRefunds.orderId,
        razorpayPaymentId: paymentRefunds.razorpayPaymentId,
        reason: paymentRefunds.reason,
        amountPaise: paymentRefunds.amountPaise,
        at: paymentRefunds.createdAt,
      })
      .from(paymentRefunds)
      .where(
        and(
          inArray(paymentRefunds.reason, [...AUTOMATIC_REASONS]),
          gt(paymentRefunds.createdAt, since),
          lte(paymentRefunds.createdAt, until),
        ),
      )
      .orderBy(desc(paymentRefunds.createdAt))
      .limit(LIMIT);
    return rows.map((r) => ({
      ...r,
      kind: r.reason === 'AMOUNT_MISMATCH' ? 'wrong-amount' : 'refunded',
      reason: r.reason as AutomaticRefundReason,
    }));
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
    return rows.map((r) => ({ kind: 'not-fulfilled', reason: null, ...r, at: r.at! }));
  }
}
