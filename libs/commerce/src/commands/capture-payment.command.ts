import { Logger } from '@nestjs/common';
import { Command, CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import type { AutomaticRefundReason, Transaction } from '@app/db';
import { inTransaction } from '@app/queue';
import { PaymentCapturedEvent } from '../events/payment-captured.event.js';
import { PaymentsRepository } from '../payments/payments.repository.js';
import type { CaptureOutcome, CapturePayment } from '../payments/capture.js';
import { RefundRequestsService } from '../refunds/refund-requests.service.js';
import { RefundsRepository } from '../refunds/refunds.repository.js';

/**
 * Capture a payment for one of our orders. `tx`: the transaction of a caller that records more with the capture
 * (the webhook its event, the reconciler every payment of an order, a free order its insert); without one the
 * capture runs in a transaction of its own (the checkout's confirmation).
 */
export class CapturePaymentCommand extends Command<CaptureOutcome> {
  constructor(
    readonly payment: CapturePayment,
    readonly tx?: Transaction,
  ) {
    super();
  }
}

/**
 * Every path that learns of a payment (confirmation, webhook, reconciler, free order) executes this, so whichever
 * comes first pays the order and the others change nothing: the order becomes PAID and PaymentCaptured is
 * published in the same transaction, once (the conditional update). A payment of another amount or currency
 * changes nothing. A payment that cannot pay the order (it was replaced, or another payment paid it already) is
 * refunded instead, once per payment whichever path sees it.
 */
@CommandHandler(CapturePaymentCommand)
export class CapturePaymentHandler implements ICommandHandler<CapturePaymentCommand, CaptureOutcome> {
  private readonly logger = new Logger(CapturePaymentHandler.name);

  constructor(
    private readonly payments: PaymentsRepository,
    private readonly refunds: RefundsRepository,
    private readonly refundRequests: RefundRequestsService,
    private readonly events: EventBus,
  ) {}

  execute({ payment, tx }: CapturePaymentCommand): Promise<CaptureOutcome> {
    return tx ? this.capture(tx, payment) : this.payments.transaction((own) => this.capture(own, payment));
  }

  private async capture(tx: Transaction, payment: CapturePayment): Promise<CaptureOutcome> {
    const { orderId, razorpayPaymentId, captured } = payment;
    if (captured) {
      const order = await this.payments.findById(orderId, tx);
      if (order && (captured.amountPaise !== order.totalPaise || captured.currency !== order.currency)) {
        this.logger.error(
          `Payment ${razorpayPaymentId} of ${captured.amountPaise} paise ${captured.currency} for order ${orderId} of ${order.totalPaise} paise ${order.currency}; not captured`,
        );
        return { status: 'amount-mismatch' };
      }
    }
    const paid = await this.payments.markPaid(tx, orderId, razorpayPaymentId);
    if (paid) {
      await this.events.publish(new PaymentCapturedEvent(orderId), inTransaction(tx));
      return { status: 'captured', order: paid };
    }
    if (!razorpayPaymentId) return { status: 'duplicate' };
    // Serialises the other captures of this order, so two new payments cannot both pass the checks below.
    const order = await this.payments.lockForCapture(tx, orderId);
    if (!order) return { status: 'duplicate' };
    const known = await this.refunds.byPayment(razorpayPaymentId, tx);
    // byPayment finds automatic refunds only.
    if (known) return { status: 'refunded', reason: known.reason as AutomaticRefundReason };
    if (order.razorpayPaymentId === razorpayPaymentId) return { status: 'duplicate' };
    const reason: AutomaticRefundReason =
      order.status === 'REPLACED' ? 'REPLACED' : order.status === 'REFUNDED' ? 'ALREADY_OWNED' : 'DUPLICATE_PAYMENT';
    if (order.status === 'REPLACED') await this.payments.markRefunded(tx, order.id, razorpayPaymentId);
    await this.refundRequests.request(tx, order, razorpayPaymentId, captured?.amountPaise ?? order.totalPaise, reason);
    return { status: 'refunded', reason };
  }
}
