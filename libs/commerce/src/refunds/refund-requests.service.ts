import { Injectable } from '@nestjs/common';
import type { AutomaticRefundReason, Transaction } from '@app/db';
import { Outbox } from '@app/queue';
import type { OrderRow } from '../payments/payments.repository.js';
import { RefundsRepository } from './refunds.repository.js';

/** A captured payment that must go back: recorded, and queued for Razorpay (RefundPayment), once per payment. */
@Injectable()
export class RefundRequestsService {
  constructor(
    private readonly refunds: RefundsRepository,
    private readonly outbox: Outbox,
  ) {}

  async request(
    tx: Transaction,
    order: Pick<OrderRow, 'id'>,
    razorpayPaymentId: string,
    amountPaise: number,
    reason: AutomaticRefundReason,
  ): Promise<void> {
    const refundId = await this.refunds.request(tx, { razorpayPaymentId, orderId: order.id, amountPaise, reason });
    if (refundId) await this.outbox.append(tx, 'RefundPayment', { refundId });
  }
}
