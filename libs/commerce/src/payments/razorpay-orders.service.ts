import {
  BadGatewayException,
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
} from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { ERROR_CODES, PAYMENT_MESSAGES, type PaymentConfirmation } from '@app/contracts';
import type { RefundReason, Transaction } from '@app/db';
import { OutboxRepository } from '@app/queue';
import { RefundsRepository } from '../refunds/refunds.repository.js';
import { PaymentsRepository, type OrderRow } from './payments.repository.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from './razorpay.client.js';
import { paymentSignature, signaturesMatch } from './signatures.js';

/** A payment that some path (confirmation, webhook, reconciler, free order) says was captured for our order. */
export interface CapturePayment {
  orderId: string;
  /** Razorpay's payment id; null for a free order, which is paid without Razorpay. */
  razorpayPaymentId: string | null;
  /**
   * What Razorpay says it captured, when the path was told (the webhook, the reconciler). The checkout's
   * confirmation carries no amount: its signature covers our Razorpay order, made for the server's amount.
   */
  captured?: { amountPaise: number; currency: string };
}

/**
 * What a capture did: paid the order (and which), changed nothing (seen before), refused a payment of another
 * amount, or put the payment up for a refund.
 */
export type CaptureOutcome =
  | { status: 'captured'; order: OrderRow }
  | { status: 'duplicate' }
  | { status: 'amount-mismatch' }
  | { status: 'refunded'; reason: RefundReason };

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
 * The one payment path of every order, whatever it buys (the cart's careers, a course seat): its Razorpay
 * order, the checkout's confirmation, the capture, a failed attempt and the refund of a payment that cannot
 * pay it. The cart and the course only decide what the order sells; what fulfils it follows from
 * PaymentCaptured (EnrolOrderJob, by the order's kind).
 */
@Injectable()
export class RazorpayOrdersService {
  private readonly logger = new Logger(RazorpayOrdersService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly payments: PaymentsRepository,
    private readonly refunds: RefundsRepository,
    private readonly outbox: OutboxRepository,
  ) {}

  /**
   * The Razorpay order of our (committed) order: the stored one, else a new one. Two requests for one unchanged
   * cart may both make one; the first stored wins and both answer it. Razorpay failing, or answering another
   * amount, marks a new order FAILED (it can never be paid) and is 502.
   */
  async razorpayOrderOf(order: OrderRow, notes: Record<string, string>): Promise<string> {
    if (order.razorpayOrderId) return order.razorpayOrderId;
    try {
      const remote = await this.gateway.createOrder({ amountPaise: order.totalPaise, receipt: order.id, notes });
      if (remote.amount !== order.totalPaise || remote.currency !== order.currency)
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

  /**
   * The checkout's handler fields for one of the caller's orders (the caller has checked whose and which kind it
   * is). The signature must be Razorpay's for the Razorpay order we stored and this payment id, compared in
   * constant time; anything else is 400 and changes nothing. A good one captures the payment (a repeat is a
   * no-op); one that cannot pay the order is refunded and answers 409.
   */
  async confirm(order: OrderRow, fields: PaymentConfirmation): Promise<CaptureOutcome> {
    const expected = order.razorpayOrderId
      ? paymentSignature(this.config.payments.keySecret, order.razorpayOrderId, fields.razorpay_payment_id)
      : undefined;
    if (
      !expected ||
      fields.razorpay_order_id !== order.razorpayOrderId ||
      !signaturesMatch(expected, fields.razorpay_signature)
    ) {
      throw new BadRequestException(PAYMENT_MESSAGES.verificationFailed);
    }
    const outcome = await this.capture({ orderId: order.id, razorpayPaymentId: fields.razorpay_payment_id });
    throwIfRefunded(outcome);
    return outcome;
  }

  /**
   * Captures a payment in one transaction of its own and answers what it captured. This is the whole of
   * "capture a payment": a command handler can wrap it as it stands.
   */
  capture(payment: CapturePayment): Promise<CaptureOutcome> {
    return this.payments.transaction((tx) => this.captureIn(tx, payment));
  }

  /**
   * The capture, in the caller's transaction (the webhook records its event in it; the reconciler captures every
   * payment of an order in one). Every path uses it, so whichever comes first pays the order and the others
   * change nothing: the order becomes PAID and PaymentCaptured is written in the same transaction, once (the
   * conditional update). A payment of another amount or currency changes nothing. A payment that cannot pay
   * the order (it was replaced, or another payment paid it already) is refunded instead, once per payment
   * whichever path sees it.
   */
  async captureIn(tx: Transaction, payment: CapturePayment): Promise<CaptureOutcome> {
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
      await this.outbox.append(tx, 'PaymentCaptured', { orderId });
      return { status: 'captured', order: paid };
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
    await this.refund(tx, order, razorpayPaymentId, captured?.amountPaise ?? order.totalPaise, reason);
    return { status: 'refunded', reason };
  }

  /** A failed attempt (payment.failed) is only recorded: the order stays payable, Razorpay lets the buyer retry. */
  async recordFailedAttempt(tx: Transaction, orderId: string): Promise<void> {
    await this.payments.markFailed(tx, orderId);
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
