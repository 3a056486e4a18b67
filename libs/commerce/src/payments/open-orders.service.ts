import { Injectable } from '@nestjs/common';
import { checkoutExpired } from '@app/contracts';
import type { OrderKind, Transaction } from '@app/db';
import { PaymentsRepository, type OrderRow } from './payments.repository.js';

/**
 * One open order per buyer and kind (the cart; the course). An unchanged cart reuses its open order and its
 * Razorpay order (Razorpay's guidance for retries: the same order id, so two tabs pay one order); a changed
 * one replaces it, and the replaced order can no longer be paid (a capture that still comes is refunded). So does
 * a checkout left unpaid for CHECKOUT_EXPIRY_HOURS: its prices and its Razorpay order are not kept open for ever.
 */
@Injectable()
export class OpenOrdersService {
  constructor(private readonly payments: PaymentsRepository) {}

  /**
   * In the caller's transaction, which holds the user's row lock (so concurrent requests see each other's
   * orders): the open order that `sameAs` accepts, if any; every other open order is replaced.
   */
  async reuseOrReplace(
    tx: Transaction,
    userId: string,
    kind: OrderKind,
    sameAs: (order: OrderRow) => Promise<boolean> | boolean,
  ): Promise<OrderRow | undefined> {
    let reused: OrderRow | undefined;
    const replaced: string[] = [];
    for (const order of await this.payments.openOrders(tx, userId, kind)) {
      const payable = order.status === 'CREATED' && !checkoutExpired(order.createdAt);
      if (!reused && payable && (await sameAs(order))) reused = order;
      else replaced.push(order.id);
    }
    await this.payments.markReplaced(tx, replaced);
    return reused;
  }
}
