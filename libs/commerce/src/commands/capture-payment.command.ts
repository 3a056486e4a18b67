import { Logger } from '@nestjs/common';
import { Command, CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import type { AutomaticRefundReason, Transaction } from '@app/db';
import { inTransaction } from '@app/queue';
import { PaymentCapturedEvent } from '../events/payment-captured.event.js';
import { PaymentsRepository } from '../payments/payments.repository.js';
import type { CaptureOutcome, CapturePayment, VerifiedPayment } from '../payments/capture.js';
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
 * published in the same transaction, once (the conditional update). Only what Razorpay said of the payment counts
 * (issue 23): one not captured pays nothing. A payment that cannot pay the order (another amount or currency than
 * the order's, a replaced order, an order another payment paid already) is refunded in full instead, once per
 * payment whichever path sees it.
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
    const { orderId } = payment;
    if (payment.razorpayPaymentId === null) return (await this.pay(tx, orderId, null)) ?? { status: 'duplicate' };
    const { razorpayPaymentId, verified } = payment;
    if (verified.status !== 'captured') return this.notCaptured(tx, orderId, razorpayPaymentId);
    const current = await this.payments.findById(orderId, tx);
    if (current && (verified.amountPaise !== current.totalPaise || verified.currency !== current.currency))
      return this.refundWrongAmount(tx, orderId, razorpayPaymentId, verified);
    const paid = await this.pay(tx, orderId, razorpayPaymentId);
    if (paid) return paid;
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
    await this.refundRequests.request(tx, order, razorpayPaymentId, verified.amountPaise, reason);
    return { status: 'refunded', reason };
  }

  /** The one transition to PAID, with its event in the same transaction; nothing when the order was paid already. */
  private async pay(tx: Transaction, orderId: string, razorpayPaymentId: string | null) {
    const paid = await this.payments.markPaid(tx, orderId, razorpayPaymentId);
    if (!paid) return undefined;
    await this.events.publish(new PaymentCapturedEvent(orderId), inTransaction(tx));
    return { status: 'captured' as const, order: paid };
  }

  /**
   * Razorpay holds no captured money of this payment: an authorised one of another amount (left to lapse), or one
   * refunded already (by us, whose refund answers again; or outside the platform). It pays nothing.
   */
  private async notCaptured(tx: Transaction, orderId: string, razorpayPaymentId: string): Promise<CaptureOutcome> {
    const known = await this.refunds.byPayment(razorpayPaymentId, tx);
    if (known) return { status: 'refunded', reason: known.reason as AutomaticRefundReason };
    const order = await this.payments.findById(orderId, tx);
    // The payment that paid the order, refunded since (an admin's refund): its confirmation again changes nothing.
    if (order?.razorpayPaymentId === razorpayPaymentId) return { status: 'duplicate' };
    return { status: 'not-captured' };
  }

  /**
   * Razorpay captured another amount or currency than the order's: a tampered checkout or a gateway fault. The money
   * goes back whole, an unpaid order is closed as refunded (its Razorpay order counts as paid, so it could not be paid
   * again), and sales hear of it through the refund's mail; the admins' dashboard lists it.
   */
  private async refundWrongAmount(
    tx: Transaction,
    orderId: string,
    razorpayPaymentId: string,
    verified: VerifiedPayment,
  ): Promise<CaptureOutcome> {
    const order = await this.payments.lockForCapture(tx, orderId);
    if (!order) return { status: 'duplicate' };
    const known = await this.refunds.byPayment(razorpayPaymentId, tx);
    if (known) return { status: 'refunded', reason: known.reason as AutomaticRefundReason };
    this.logger.error(
      `Payment ${razorpayPaymentId} captured ${verified.amountPaise} paise ${verified.currency} for order ${orderId} of ${order.totalPaise} paise ${order.currency}; refunded in full`,
    );
    await this.payments.markRefundedIfUnpaid(tx, order.id, razorpayPaymentId);
    await this.refundRequests.request(tx, order, razorpayPaymentId, verified.amountPaise, 'AMOUNT_MISMATCH');
    return { status: 'refunded', reason: 'AMOUNT_MISMATCH' };
  }
}
