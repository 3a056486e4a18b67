import { ConflictException, Injectable } from '@nestjs/common';
import { ERROR_CODES, PAYMENT_MESSAGES } from '@app/contracts';
import type { RefundReason, Transaction } from '@app/db';
import { OutboxRepository } from '@app/queue';
import { RefundsRepository } from '../refunds/refunds.repository.js';
import { PaymentsRepository, type OrderRow } from './payments.repository.js';

/** What a capture did: paid the order, changed nothing (seen before), or put the payment up for a refund. */
export type CaptureOutcome =
  { status: 'captured' } | { status: 'duplicate' } | { status: 'refunded'; reason: RefundReason };

/**
 * A verified payment that could not pay its order (replaced, or for something owned already) is being
 * refunded: the buyer is told so, with a code the checkout branches on (409, after the refund is recorded).
 */
export function throwIfRefunded(outcome: CaptureOutcome): void {
  if (outcome.status !== 'refunded') return;
  throw outcome.reason === 'REPLACED'
    ? new ConflictException({ message: PAYMENT_MESSAGES.orderReplaced, code: ERROR_CODES.OrderReplaced })
    : new ConflictException({ message: PAYMENT_MESSAGES.paymentRefunded, code: ERROR_CODES.PaymentRefunded });
}

/**
 * Marks an order paid and announces it, in the caller's transaction. Every path uses it: the verified client
 * confirmation, the verified webhook, the reconciler (and a free order at creation), so whichever comes first
 * wins and the others change nothing. A payment that cannot pay the order (the order was replaced, or another
 * payment paid it already) is refunded instead, once per payment whichever path sees it.
 */
@Injectable()
export class PaymentCaptureService {
  constructor(
    private readonly payments: PaymentsRepository,
    private readonly refunds: RefundsRepository,
    private readonly outbox: OutboxRepository,
  ) {}

  async capture(
    tx: Transaction,
    orderId: string,
    razorpayPaymentId: string | null,
    amountPaise?: number,
  ): Promise<CaptureOutcome> {
    if (await this.payments.markPaid(tx, orderId, razorpayPaymentId)) {
      await this.outbox.append(tx, 'PaymentCaptured', { orderId });
      return { status: 'captured' };
    }
    if (!razorpayPaymentId) return { status: 'duplicate' };
    // Serialises the other captures of this order, so two new payments cannot both pass the checks below.
    const order = await this.payments.lockForCapture(tx, orderId);
    if (!order) return { status: 'duplicate' };
    const known = await this.refunds.byPayment(razorpayPaymentId, tx);
    if (known) return { status: 'refunded', reason: known.reason };
    if (order.razorpayPaymentId === razorpayPaymentId) return { status: 'duplicate' };
    const reason: RefundReason =
      order.status === 'REPLACED' ? 'REPLACED' : order.status === 'REFUNDED' ? 'ALREADY_OWNED' : 'DUPLICATE_PAYMENT';
    if (order.status === 'REPLACED') await this.payments.markRefunded(tx, order.id, razorpayPaymentId);
    await this.refund(tx, order, razorpayPaymentId, amountPaise ?? order.totalPaise, reason);
    return { status: 'refunded', reason };
  }

  /** Records the refund of a captured payment and queues it (RefundPayment), once per payment. */
  async refund(
    tx: Transaction,
    order: Pick<OrderRow, 'id'>,
    razorpayPaymentId: string,
    amountPaise: number,
    reason: RefundReason,
  ): Promise<void> {
    const refundId = await this.refunds.request(tx, { razorpayPaymentId, orderId: order.id, amountPaise, reason });
    if (refundId) await this.outbox.append(tx, 'RefundPayment', { refundId });
  }
}
