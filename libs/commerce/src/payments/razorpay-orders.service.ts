import { BadGatewayException, BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { PAYMENT_MESSAGES, type PaymentConfirmation } from '@app/contracts';
import type { Transaction } from '@app/db';
import { PaymentsRepository, type OrderRow } from './payments.repository.js';
import { throwIfRefunded, type CaptureOutcome } from './capture.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from './razorpay.client.js';
import { PaymentVerificationService } from './payment-verification.service.js';
import { paymentSignature, signaturesMatch } from './signatures.js';
import { CapturePaymentCommand } from '../commands/capture-payment.command.js';

/**
 * The one payment path of every order, whatever it buys (the cart's careers, a course seat): its Razorpay
 * order, the checkout's confirmation, a failed attempt and the refund of a payment that cannot pay it; the
 * capture itself is a command (CapturePaymentHandler). The cart and the course only decide what the order sells; what fulfils it follows from
 * PaymentCaptured (EnrolOrderJob, by the order's kind).
 */
@Injectable()
export class RazorpayOrdersService {
  private readonly logger = new Logger(RazorpayOrdersService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly payments: PaymentsRepository,
    private readonly verification: PaymentVerificationService,
    private readonly commands: CommandBus,
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
   * constant time; anything else is 400 and changes nothing. Then Razorpay is asked for the payment (issue 23): one
   * it does not know, of another order or not captured is 400, Razorpay unreachable 503, and neither changes
   * anything. A captured one is captured here (a repeat is a no-op); one that cannot pay the order (another
   * amount, a replaced order, a second payment) is refunded and answers 409.
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
    const verified = await this.verification.verify(order, fields.razorpay_payment_id);
    const outcome = await this.commands.execute(
      new CapturePaymentCommand({ orderId: order.id, razorpayPaymentId: fields.razorpay_payment_id, verified }),
    );
    throwIfRefunded(outcome);
    if (outcome.status === 'not-captured') throw new BadRequestException(PAYMENT_MESSAGES.verificationFailed);
    return outcome;
  }

  /** A failed attempt (payment.failed) is only recorded: the order stays payable, Razorpay lets the buyer retry. */
  async recordFailedAttempt(tx: Transaction, orderId: string): Promise<void> {
    await this.payments.markFailed(tx, orderId);
  }
}
