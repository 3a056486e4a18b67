import { BadRequestException, Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { ERROR_CODES, PAYMENT_MESSAGES } from '@app/contracts';
import type { OrderRow } from './payments.repository.js';
import type { VerifiedPayment } from './capture.js';
import { isRefusal, PAYMENT_GATEWAY, type GatewayPayment, type PaymentGateway } from './razorpay.client.js';

/** Razorpay's payment ids: `pay_` and base62. Anything else is never sent on (it would be a path in the SDK's URL). */
const PAYMENT_ID = /^pay_[A-Za-z0-9]{1,40}$/;

/**
 * What Razorpay itself says about a payment, before any path fulfils an order with it (issue 23). A signature
 * proves only that someone holding a secret signed the ids; it says nothing about whether money moved. So the
 * confirmation and the webhook ask Razorpay for the payment (`payments.fetch`), and the reconciler passes on what
 * Razorpay answered it (`orders.fetchPayments`). The payment must be this order's; an authorised one of the order's
 * amount and currency is captured here (`payments.capture`), one of another amount is left uncaptured (Razorpay
 * releases it to the buyer by itself: no money of theirs is kept). Whether a captured payment pays the order or is
 * refunded (another amount, a replaced order, a second payment) is the capture's to decide, in its transaction.
 */
@Injectable()
export class PaymentVerificationService {
  private readonly logger = new Logger(PaymentVerificationService.name);

  constructor(@Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway) {}

  /**
   * Asks Razorpay for the payment. One it does not know, or of another order, is 400 'Payment verification failed'
   * (nothing changes); Razorpay unreachable or failing is 503 PAYMENT_PROVIDER_UNAVAILABLE (nothing changes, the
   * order waits for the webhook's retry or the reconciler).
   */
  async verify(order: OrderRow, paymentId: string): Promise<VerifiedPayment> {
    if (!PAYMENT_ID.test(paymentId)) throw this.refused(order, paymentId, 'not a Razorpay payment id');
    let payment: GatewayPayment;
    try {
      payment = await this.gateway.fetchPayment(paymentId);
    } catch (error) {
      if (isRefusal(error)) throw this.refused(order, paymentId, (error as Error).message);
      throw this.unavailable(order, paymentId, error);
    }
    return this.settle(order, payment);
  }

  /**
   * A payment Razorpay gave us (fetched by id, or listed for the order by the reconciler): this order's, and
   * captured if it was only authorised and is of the order's amount. Razorpay failing the capture is 503.
   */
  async settle(order: OrderRow, payment: GatewayPayment): Promise<VerifiedPayment> {
    if (!order.razorpayOrderId || payment.order_id !== order.razorpayOrderId)
      throw this.refused(order, payment.id, `it belongs to Razorpay order ${payment.order_id}`);
    let settled = payment;
    if (payment.status === 'authorized') {
      if (payment.amount === order.totalPaise && payment.currency === order.currency) {
        settled = await this.capture(order, payment);
      } else {
        this.logger.error(
          `Payment ${payment.id} authorised for ${payment.amount} paise ${payment.currency} on order ${order.id} of ${order.totalPaise} paise ${order.currency}; not captured (Razorpay releases it)`,
        );
      }
    }
    return { amountPaise: settled.amount, currency: settled.currency, status: settled.status };
  }

  /**
   * Captures an authorised payment. The confirmation, the webhook and the reconciler can all find it authorised
   * at once; only the first capture succeeds (Razorpay answers the others 400 "already captured"). So a failed
   * capture asks again: a payment captured meanwhile is this path's to go on with, as the capture's transaction
   * fulfils the order once whichever path gets there first.
   */
  private async capture(order: OrderRow, payment: GatewayPayment): Promise<GatewayPayment> {
    try {
      return await this.gateway.capturePayment(payment.id, payment.amount, payment.currency);
    } catch (error) {
      const now = await this.gateway.fetchPayment(payment.id).catch(() => undefined);
      if (now?.status === 'captured') return now;
      throw this.unavailable(order, payment.id, error);
    }
  }

  private refused(order: OrderRow, paymentId: string, why: string): BadRequestException {
    this.logger.warn(`Payment ${paymentId} for order ${order.id} not verified with Razorpay: ${why}`);
    return new BadRequestException(PAYMENT_MESSAGES.verificationFailed);
  }

  private unavailable(order: OrderRow, paymentId: string, error: unknown): ServiceUnavailableException {
    this.logger.warn(
      `Could not ask Razorpay about payment ${paymentId} of order ${order.id}: ${(error as Error).message}`,
    );
    return new ServiceUnavailableException({
      message: PAYMENT_MESSAGES.providerUnreachable,
      code: ERROR_CODES.PaymentProviderUnavailable,
    });
  }
}
