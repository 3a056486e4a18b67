import { Inject, Injectable } from '@nestjs/common';
import { JobHandler, Outbox, type HandlesJob, type JobPayload } from '@app/queue';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../payments/razorpay.client.js';
import { RefundsRepository } from './refunds.repository.js';

/**
 * Asks Razorpay (Refunds API, through the SDK) for one refund row's amount: a whole payment (automatic) or part of
 * it (an admin's). A retry first looks for the refund Razorpay already made (a crash after Razorpay answered): for
 * an admin refund the one carrying our id as its receipt, for an automatic one any (it is the payment's only one),
 * so a row is refunded once however often this runs. Razorpay failing throws, and the job is retried with backoff.
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
    const admin = refund.reason === 'ADMIN';
    const made = (await this.gateway.fetchRefunds(paymentId)).find(
      (r) => r.status !== 'failed' && (!admin || r.receipt === refund.id),
    );
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
