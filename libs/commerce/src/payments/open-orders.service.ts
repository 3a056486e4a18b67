import { BadGatewayException, Inject, Injectable, Logger } from '@nestjs/common';
import { PAYMENT_MESSAGES } from '@app/contracts';
import type { OrderKind, Transaction } from '@app/db';
import { PaymentsRepository, type OrderRow } from './payments.repository.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from './razorpay.client.js';

/**
 * One open order per buyer and kind (the cart; the course). An unchanged cart reuses its open order and its
 * Razorpay order (Razorpay's guidance for retries: the same order id, so two tabs pay one order); a changed
 * one replaces it, and the replaced order can no longer be paid (a capture that still comes is refunded).
 */
@Injectable()
export class OpenOrdersService {
  private readonly logger = new Logger(OpenOrdersService.name);

  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly payments: PaymentsRepository,
  ) {}

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
      if (!reused && order.status === 'CREATED' && (await sameAs(order))) reused = order;
      else replaced.push(order.id);
    }
    await this.payments.markReplaced(tx, replaced);
    return reused;
  }

  /**
   * The Razorpay order of our (committed) order: the stored one, else a new one. Two requests for one unchanged
   * cart may both make one; the first stored wins and both answer it. Razorpay failing marks a new order FAILED
   * (it can never be paid) and is 502.
   */
  async razorpayOrderOf(order: OrderRow, notes: Record<string, string>): Promise<string> {
    if (order.razorpayOrderId) return order.razorpayOrderId;
    try {
      const remote = await this.gateway.createOrder({ amountPaise: order.totalPaise, receipt: order.id, notes });
      if (remote.amount !== order.totalPaise || remote.currency !== 'INR')
        throw new Error(`Razorpay order ${remote.id} has another amount`);
      const stored = await this.payments.setRazorpayOrderId(order.id, remote.id);
      if (!stored) throw new Error(`order ${order.id} is gone`);
      return stored;
    } catch (error) {
      this.logger.error(`Could not create the Razorpay order for order ${order.id}: ${(error as Error).message}`);
      await this.payments.markUnpayable(order.id);
      throw new BadGatewayException(PAYMENT_MESSAGES.providerUnavailable);
    }
  }
}
