import { createHash } from 'node:crypto';
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { PAYMENT_MESSAGES } from '@app/contracts';
import { RefundsRepository } from '../refunds/refunds.repository.js';
import type { VerifiedPayment } from './capture.js';
import { PaymentsRepository } from './payments.repository.js';
import { PaymentVerificationService } from './payment-verification.service.js';
import { RazorpayOrdersService } from './razorpay-orders.service.js';
import { signaturesMatch, webhookSignature } from './signatures.js';
import { CapturePaymentCommand } from '../commands/capture-payment.command.js';

interface WebhookEvent {
  event?: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string; amount?: number; currency?: string; status?: string } };
    order?: { entity?: { id?: string } };
    refund?: { entity?: { id?: string; payment_id?: string } };
  };
}

/** Razorpay's webhook, for every kind of order: it feeds the same capture as the checkout's confirmation. */
@Injectable()
export class PaymentWebhookService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly payments: PaymentsRepository,
    private readonly razorpayOrders: RazorpayOrdersService,
    private readonly verification: PaymentVerificationService,
    private readonly refunds: RefundsRepository,
    private readonly commands: CommandBus,
  ) {}

  /**
   * POST /payment/webhook. Only a body signed with the webhook secret is read. The event's key (its type and
   * payment or refund id) is recorded in the same transaction as its effect, so a redelivery is a no-op. A capture
   * event is believed only once Razorpay, asked for the payment (one fetch, before the transaction), vouches for it
   * (issue 23): a payment it does not know or of another order is 400, Razorpay unreachable 503 (Razorpay retries
   * the webhook later), and neither records the event. Other events touch only PostgreSQL.
   */
  async receive(
    rawBody: Buffer | undefined,
    signature: string | undefined,
    eventIdHeader: string | undefined,
  ): Promise<{ status: string }> {
    if (
      !rawBody?.length ||
      !signaturesMatch(webhookSignature(this.config.payments.webhookSecret, rawBody), signature)
    ) {
      throw new BadRequestException(PAYMENT_MESSAGES.badSignature);
    }
    let event: WebhookEvent;
    try {
      event = JSON.parse(rawBody.toString('utf8')) as WebhookEvent;
    } catch {
      throw new BadRequestException('Request body is not valid JSON');
    }
    const type = String(event.event ?? 'unknown');
    const payment = event.payload?.payment?.entity;
    const refund = event.payload?.refund?.entity;
    const razorpayOrderId = payment?.order_id ?? event.payload?.order?.entity?.id;
    // Keyed on what the signature covers (the event and its payment or refund), never on the unsigned
    // X-Razorpay-Event-Id header: a replay under a new header value is still the same event.
    const subject = refund?.id ?? payment?.id;
    const eventId = subject ? `${type}:${subject}` : `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
    const stored = { ...(event as Record<string, unknown>), headerEventId: eventIdHeader?.trim() || null };
    const capture = (type === 'payment.captured' || type === 'order.paid') && payment?.id ? payment.id : undefined;
    // Asked before the transaction, so no row lock waits on Razorpay; a redelivery seen before asks nothing.
    let verified: VerifiedPayment | undefined;
    if (capture && razorpayOrderId && !(await this.payments.eventSeen(eventId))) {
      const order = await this.payments.findByRazorpayOrderId(razorpayOrderId);
      if (order) verified = await this.verification.verify(order, capture);
    }

    return this.payments.transaction(async (tx) => {
      const order = razorpayOrderId ? await this.payments.findByRazorpayOrderId(razorpayOrderId, tx) : undefined;
      const fresh = await this.payments.recordEvent(tx, { eventId, type, orderId: order?.id ?? null, payload: stored });
      if (!fresh) return { status: 'duplicate' };
      if (type === 'refund.processed' && refund?.id && refund.payment_id) {
        await this.refunds.markProcessed(tx, refund.id, refund.payment_id);
        return { status: 'ok' };
      }
      if (!order) return { status: 'ignored' };
      if (capture && verified) {
        const outcome = await this.commands.execute(
          new CapturePaymentCommand({ orderId: order.id, razorpayPaymentId: capture, verified }, tx),
        );
        if (outcome.status === 'not-captured') return { status: 'not-captured' };
        return { status: outcome.status === 'refunded' ? 'refunded' : 'ok' };
      }
      if (type === 'payment.failed') await this.razorpayOrders.recordFailedAttempt(tx, order.id);
      return { status: 'ok' };
    });
  }
}
