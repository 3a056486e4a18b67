import { createHash } from 'node:crypto';
import { BadRequestException, ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@app/config';
import {
  orderAmounts,
  PAYMENT_MESSAGES,
  type EnrolmentState,
  type EnrolmentStateResponse,
  type PaymentConfirmation,
  type PaymentOrderResponse,
} from '@app/contracts';
import type { OrderStatus } from '@app/db';
import { EnrolmentService } from '@app/enrolment';
import { lockUser } from '@app/identity';
import { OutboxRepository } from '@app/queue';
import { CartRepository } from '../cart.repository.js';
import { BillingStateService } from './billing-state.service.js';
import { RefundsRepository } from '../refunds/refunds.repository.js';
import { OpenOrdersService } from './open-orders.service.js';
import { PaymentCaptureService, throwIfRefunded } from './payment-capture.service.js';
import { PaymentsRepository, type OrderRow } from './payments.repository.js';
import { paymentSignature, signaturesMatch, webhookSignature } from './signatures.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const STATES: Record<OrderStatus, EnrolmentState> = {
  CREATED: 'pending',
  FAILED: 'failed',
  PAID: 'paid',
  FULFILLED: 'enrolled',
  REPLACED: 'replaced',
  REFUNDED: 'refunded',
};
const STATE_MESSAGES: Record<EnrolmentState, string> = {
  pending: 'Waiting for the payment',
  failed: 'The payment failed; nothing was charged for this order',
  paid: 'Payment received; enrolling your careers',
  enrolled: PAYMENT_MESSAGES.enrolled,
  replaced: PAYMENT_MESSAGES.replaced,
  refunded: PAYMENT_MESSAGES.refunded,
};

interface WebhookEvent {
  event?: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string; amount?: number; status?: string } };
    order?: { entity?: { id?: string } };
    refund?: { entity?: { id?: string; payment_id?: string } };
  };
}

/** Orders and payments of the server cart (spec section 7): the amounts are the server's, always. */
@Injectable()
export class PaymentService {
  private readonly logger = new Logger(PaymentService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly carts: CartRepository,
    private readonly payments: PaymentsRepository,
    private readonly capture: PaymentCaptureService,
    private readonly outbox: OutboxRepository,
    private readonly billingStates: BillingStateService,
    private readonly openOrders: OpenOrdersService,
    private readonly refunds: RefundsRepository,
    private readonly enrolments: EnrolmentService,
  ) {}

  /**
   * Stores the order of the user's cart at the server's current prices, then makes its Razorpay order. The
   * order is committed before Razorpay is called so no transaction waits on the network; an order whose
   * Razorpay order could not be made is marked FAILED. A free cart is paid at once and goes the same way.
   * An unchanged cart gets its open order back (same Razorpay order); a changed one replaces it.
   * `billingState` is the state chosen at checkout (for the tax invoice); without it the profile's is used.
   */
  async createOrder(user: { id: string; state: string | null }, billingState?: string): Promise<PaymentOrderResponse> {
    const userId = user.id;
    const order = await this.payments.transaction(async (tx) => {
      await lockUser(tx, userId);
      const lines = await this.carts.lines(userId, tx);
      if (!lines.length) throw new BadRequestException(PAYMENT_MESSAGES.emptyCart);
      const enrolled = new Set(
        await this.enrolments.activeCareerIds(
          userId,
          lines.map((l) => l.careerId),
          tx,
        ),
      );
      if (enrolled.size) {
        throw new ConflictException({
          message: PAYMENT_MESSAGES.alreadyEnrolled,
          // The field is the career id, so the client can drop those lines (the spec's "Careers already enrolled").
          errors: lines
            .filter((l) => enrolled.has(l.careerId))
            .map((l) => ({ field: l.careerId, message: `${l.name} is already enrolled in your account` })),
        });
      }
      const amounts = orderAmounts(lines.map((l) => l.sellingPricePaise));
      const free = amounts.totalPaise === 0;
      const state = await this.billingStates.resolve(tx, user, billingState);
      const signature = lines
        .map((l) => `${l.careerId}:${l.sellingPricePaise}`)
        .sort()
        .join(',');
      // Another billing state is another invoice: a changed order too.
      const open = await this.openOrders.reuseOrReplace(
        tx,
        userId,
        'CAREERS',
        async (o) => !free && o.billingState === state && (await this.payments.lineSignature(o.id, tx)) === signature,
      );
      if (open) return open;
      const row = await this.payments.insertOrder(tx, {
        userId,
        billingState: state,
        ...amounts,
        paid: free,
        lines: lines.map((l) => ({ careerId: l.careerId, unitPricePaise: l.sellingPricePaise })),
      });
      if (free) await this.outbox.append(tx, 'PaymentCaptured', { orderId: row.id });
      return row;
    });

    const answer = {
      amount: order.totalPaise,
      currency: 'INR' as const,
      key: this.config.payments.keyId,
      orderId: order.id,
      subtotal: order.subtotalPaise,
      gst: order.gstPaise,
      checkoutScript: this.config.payments.checkoutUrl,
    };
    if (order.status === 'PAID') return { ...answer, id: null, free: true };
    const id = await this.openOrders.razorpayOrderOf(order, { orderId: order.id, userId });
    return { ...answer, id, free: false };
  }

  /**
   * PUT /payment/save: the checkout's handler fields. The signature must be Razorpay's for the order we
   * stored (its Razorpay order id) and this payment id; anything else is 400 and changes nothing.
   */
  async confirm(userId: string, orderRef: string, body: PaymentConfirmation): Promise<EnrolmentStateResponse> {
    const order = UUID.test(orderRef)
      ? await this.payments.findById(orderRef.toLowerCase())
      : await this.payments.findByRazorpayOrderId(orderRef);
    if (!order || order.userId !== userId || order.kind !== 'CAREERS')
      throw new NotFoundException(PAYMENT_MESSAGES.orderNotFound);
    const expected = order.razorpayOrderId
      ? paymentSignature(this.config.payments.keySecret, order.razorpayOrderId, body.razorpay_payment_id)
      : undefined;
    if (
      !expected ||
      body.razorpay_order_id !== order.razorpayOrderId ||
      !signaturesMatch(expected, body.razorpay_signature)
    ) {
      throw new BadRequestException(PAYMENT_MESSAGES.verificationFailed);
    }
    const outcome = await this.payments.transaction((tx) =>
      this.capture.capture(tx, order.id, body.razorpay_payment_id),
    );
    throwIfRefunded(outcome);
    return this.stateOf((await this.payments.findById(order.id))!);
  }

  /**
   * POST /payment/webhook. Only a body signed with the webhook secret is read. The event's key (its type and
   * payment or refund id) is recorded in the same transaction as its effect, so a redelivery is a no-op; nothing
   * here waits on anything but PostgreSQL, so Razorpay gets its 2xx quickly.
   */
  async webhook(
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

    return this.payments.transaction(async (tx) => {
      const order = razorpayOrderId ? await this.payments.findByRazorpayOrderId(razorpayOrderId, tx) : undefined;
      const fresh = await this.payments.recordEvent(tx, { eventId, type, orderId: order?.id ?? null, payload: stored });
      if (!fresh) return { status: 'duplicate' };
      if (type === 'refund.processed' && refund?.payment_id) {
        await this.refunds.markProcessed(tx, refund.payment_id);
        return { status: 'ok' };
      }
      if (!order) return { status: 'ignored' };
      if ((type === 'payment.captured' || type === 'order.paid') && payment?.id && payment.status === 'captured') {
        if (payment.amount !== order.totalPaise) {
          this.logger.error(
            `Webhook ${eventId}: payment ${payment.id} of ${payment.amount} paise for order ${order.id} of ${order.totalPaise}; not fulfilled`,
          );
          return { status: 'amount-mismatch' };
        }
        const outcome = await this.capture.capture(tx, order.id, payment.id, payment.amount);
        return { status: outcome.status === 'refunded' ? 'refunded' : 'ok' };
      }
      if (type === 'payment.failed') await this.payments.markFailed(tx, order.id);
      return { status: 'ok' };
    });
  }

  /** POST /platform/cart/enroll: where the user's latest order stands (the client polls it after paying). */
  async latestState(userId: string): Promise<EnrolmentStateResponse> {
    const order = await this.payments.latestOfUser(userId);
    if (!order) throw new NotFoundException(PAYMENT_MESSAGES.noOrder);
    return this.stateOf(order);
  }

  private async stateOf(order: OrderRow): Promise<EnrolmentStateResponse> {
    // A failed attempt leaves the order payable; it is shown until a later attempt pays it.
    const status = order.status === 'CREATED' && order.paymentFailedAt ? 'failed' : STATES[order.status];
    return {
      orderId: order.id,
      status,
      careers: await this.payments.lineCareerIds(order.id),
      message: STATE_MESSAGES[status],
    };
  }
}
