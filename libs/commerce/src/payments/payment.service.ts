import { createHash } from 'node:crypto';
import {
  BadGatewayException,
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
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
import { OutboxRepository } from '@app/queue';
import { CartRepository } from '../cart.repository.js';
import { BillingStateService } from './billing-state.service.js';
import { PaymentCaptureService } from './payment-capture.service.js';
import { PaymentsRepository, type OrderRow } from './payments.repository.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from './razorpay.client.js';
import { paymentSignature, signaturesMatch, webhookSignature } from './signatures.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const STATES: Record<OrderStatus, EnrolmentState> = { CREATED: 'pending', FAILED: 'failed', PAID: 'paid', FULFILLED: 'enrolled' };
const STATE_MESSAGES: Record<EnrolmentState, string> = {
  pending: 'Waiting for the payment',
  failed: 'The payment failed; nothing was charged for this order',
  paid: 'Payment received; enrolling your careers',
  enrolled: PAYMENT_MESSAGES.enrolled,
};

interface WebhookEvent {
  event?: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string; amount?: number; status?: string } };
    order?: { entity?: { id?: string } };
  };
}

/** Orders and payments of the server cart (spec section 7): the amounts are the server's, always. */
@Injectable()
export class PaymentService {
  private readonly logger = new Logger(PaymentService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly carts: CartRepository,
    private readonly payments: PaymentsRepository,
    private readonly capture: PaymentCaptureService,
    private readonly outbox: OutboxRepository,
    private readonly billingStates: BillingStateService,
  ) {}

  /**
   * Stores the order of the user's cart at the server's current prices, then makes its Razorpay order. The
   * order is committed before Razorpay is called so no transaction waits on the network; an order whose
   * Razorpay order could not be made is marked FAILED. A free cart is paid at once and goes the same way.
   * `billingState` is the state chosen at checkout (for the tax invoice); without it the profile's is used.
   */
  async createOrder(user: { id: string; state: string | null }, billingState?: string): Promise<PaymentOrderResponse> {
    const userId = user.id;
    const order = await this.payments.transaction(async (tx) => {
      await this.carts.lockUser(tx, userId);
      const lines = await this.carts.lines(userId, tx);
      if (!lines.length) throw new BadRequestException(PAYMENT_MESSAGES.emptyCart);
      const enrolled = new Set(await this.carts.enrolledAmong(userId, lines.map((l) => l.careerId), tx));
      if (enrolled.size) {
        throw new ConflictException({
          message: PAYMENT_MESSAGES.alreadyEnrolled,
          // The field is the career id, so the client can drop those lines (the spec's "Careers already enrolled").
          errors: lines.filter((l) => enrolled.has(l.careerId)).map((l) => ({ field: l.careerId, message: `${l.name} is already enrolled in your account` })),
        });
      }
      const amounts = orderAmounts(lines.map((l) => l.sellingPricePaise));
      const free = amounts.totalPaise === 0;
      const row = await this.payments.insertOrder(tx, {
        userId,
        billingState: await this.billingStates.resolve(tx, user, billingState),
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

    try {
      const remote = await this.gateway.createOrder({
        amountPaise: order.totalPaise,
        receipt: order.id,
        notes: { orderId: order.id, userId },
      });
      if (remote.amount !== order.totalPaise || remote.currency !== 'INR') throw new Error(`Razorpay order ${remote.id} has another amount`);
      await this.payments.setRazorpayOrderId(order.id, remote.id);
      return { ...answer, id: remote.id, free: false };
    } catch (error) {
      this.logger.error(`Could not create the Razorpay order for order ${order.id}: ${(error as Error).message}`);
      await this.payments.markUnpayable(order.id);
      throw new BadGatewayException(PAYMENT_MESSAGES.providerUnavailable);
    }
  }

  /**
   * PUT /payment/save: the checkout's handler fields. The signature must be Razorpay's for the order we
   * stored (its Razorpay order id) and this payment id; anything else is 400 and changes nothing.
   */
  async confirm(userId: string, orderRef: string, body: PaymentConfirmation): Promise<EnrolmentStateResponse> {
    const order = UUID.test(orderRef)
      ? await this.payments.findById(orderRef.toLowerCase())
      : await this.payments.findByRazorpayOrderId(orderRef);
    if (!order || order.userId !== userId || order.kind !== 'CAREERS') throw new NotFoundException(PAYMENT_MESSAGES.orderNotFound);
    const expected = order.razorpayOrderId ? paymentSignature(this.config.payments.keySecret, order.razorpayOrderId, body.razorpay_payment_id) : undefined;
    if (!expected || body.razorpay_order_id !== order.razorpayOrderId || !signaturesMatch(expected, body.razorpay_signature)) {
      throw new BadRequestException(PAYMENT_MESSAGES.verificationFailed);
    }
    await this.payments.transaction((tx) => this.capture.capture(tx, order.id, body.razorpay_payment_id));
    return this.stateOf((await this.payments.findById(order.id))!);
  }

  /**
   * POST /payment/webhook. Only a body signed with the webhook secret is read. The event id is recorded in
   * the same transaction as its effect, so a redelivery is a no-op; nothing here waits on anything but
   * PostgreSQL, so Razorpay gets its 2xx quickly.
   */
  async webhook(rawBody: Buffer | undefined, signature: string | undefined, eventIdHeader: string | undefined): Promise<{ status: string }> {
    if (!rawBody?.length || !signaturesMatch(webhookSignature(this.config.payments.webhookSecret, rawBody), signature)) {
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
    const razorpayOrderId = payment?.order_id ?? event.payload?.order?.entity?.id;
    // Razorpay always sends the header; a body hash keeps an event without one idempotent too.
    const eventId = eventIdHeader?.trim() || `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;

    return this.payments.transaction(async (tx) => {
      const order = razorpayOrderId ? await this.payments.findByRazorpayOrderId(razorpayOrderId, tx) : undefined;
      const fresh = await this.payments.recordEvent(tx, { eventId, type, orderId: order?.id ?? null, payload: event as Record<string, unknown> });
      if (!fresh) return { status: 'duplicate' };
      if (!order) return { status: 'ignored' };
      if ((type === 'payment.captured' || type === 'order.paid') && payment?.id && payment.status === 'captured') {
        if (payment.amount !== order.totalPaise) {
          this.logger.error(`Webhook ${eventId}: payment ${payment.id} of ${payment.amount} paise for order ${order.id} of ${order.totalPaise}; not fulfilled`);
          return { status: 'amount-mismatch' };
        }
        await this.capture.capture(tx, order.id, payment.id);
      } else if (type === 'payment.failed') {
        await this.payments.markFailed(tx, order.id);
      }
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
    const status = STATES[order.status];
    return { orderId: order.id, status, careers: await this.payments.lineCareerIds(order.id), message: STATE_MESSAGES[status] };
  }
}
