import { Inject, Injectable } from '@nestjs/common';
import { JobHandler, Outbox, type HandlesJob, type JobPayload } from '@app/queue';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../payments/razorpay.client.js';
import { RefundsRepository } from './refunds.repository.js';

/**
 * Asks Razorpay (Refunds API, through the SDK) to refund one captured payment in full. One job per refund row
 * (one row per payment); a retry first looks for a refund Razorpay already made for the payment (a crash after
 * Razorpay answered), so a payment is refunded once however often this runs. Razorpay failing throws, and the
 * job is retried with backoff.
 */
@Injectable()
@JobHandler('RefundPayment')
export class RefundPaymentJob implements HandlesJob<'RefundPayment'> {
  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly refunds: RefundsRepository,
    private readonly outbox: Outbox,
  ) {}

  async handle({ refundId }: JobPayload<'RefundPayment'>): Promise<void> {
    const refund = await this.refunds.find(refundId);
    if (!refund || refund.status !== 'PENDING') return;
    const paymentId = refund.razorpayPaymentId;
    const made = (await this.gateway.fetchRefunds(paymentId)).find((r) => r.status !== 'failed');
    const done =
      made ??
      (await this.gateway.refund(paymentId, {
        amountPaise: refund.amountPaise,
        receipt: refund.id,
        notes: { orderId: refund.orderId, reason: refund.reason },
      }));
    await this.refunds.transaction(async (tx) => {
      if (await this.refunds.markRequested(tx, refund.id, done.id, done.status === 'processed')) {
        await this.outbox.append(tx, 'PaymentRefunded', { refundId: refund.id });
      }
    });
  }
}
