import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  type ArgumentsHost,
  BadRequestException,
  Catch,
  type ExceptionFilter,
  Body,
  Controller,
  Get,
  Header,
  Headers,
  HttpCode,
  HttpException,
  Inject,
  Param,
  Post,
  Query,
  Res,
  UseFilters,
} from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiExcludeController } from '@nestjs/swagger';
import { z } from 'zod';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { parseOrThrow } from '@app/common';
import { checkoutPage, CHECKOUT_JS, CHECKOUT_PAGE_JS } from './checkout-assets.js';
import {
  sandboxId,
  SandboxStore,
  type SandboxOrder,
  type SandboxPayment,
  type SandboxRefund,
} from './sandbox.store.js';
import { SandboxWebhookSender } from './webhook-sender.js';

/** An error of the Orders API, answered in Razorpay's shape `{ error: { code, description, ... } }`. */
class RazorpayApiError extends HttpException {}

function razorpayError(status: number, description: string, field?: string): HttpException {
  const error = {
    code: 'BAD_REQUEST_ERROR',
    description,
    source: 'business',
    step: 'payment_initiation',
    reason: 'input_validation_failed',
    metadata: {},
    ...(field ? { field } : {}),
  };
  return new RazorpayApiError({ error }, status);
}

/** The SDK reads `error.response.data.error`; the API's own error shape would hide it. */
@Catch(RazorpayApiError)
class RazorpayApiErrorFilter implements ExceptionFilter {
  catch(exception: RazorpayApiError, host: ArgumentsHost): void {
    void host.switchToHttp().getResponse<FastifyReply>().status(exception.getStatus()).send(exception.getResponse());
  }
}

const createOrderSchema = z.object({
  amount: z.number().int().min(100, { error: 'The amount must be atleast INR 1.00' }),
  currency: z.literal('INR', { error: 'Currency is not supported' }).default('INR'),
  receipt: z.string().max(40).optional(),
  notes: z.record(z.string(), z.coerce.string()).optional(),
});

const paySchema = z.object({
  order_id: z.string({ error: 'order_id is required' }).min(1, { error: 'order_id is required' }),
  outcome: z.enum(['success', 'failure'], { error: 'outcome must be success or failure' }),
  /** false: no webhook is sent (to try the reconciler, or a lost webhook). */
  webhook: z.boolean().default(true),
  /** true: pays an order that is paid already, as a second tab or a late authorisation does on Razorpay. */
  again: z.boolean().default(false),
  /**
   * Sandbox only: captures this amount (paise) instead of the order's, as a tampered checkout could make Razorpay do;
   * to see the platform refuse and refund it.
   */
  amount: z.number().int().min(100).optional(),
});

const captureSchema = z.object({
  amount: z.coerce.number().int().min(100, { error: 'The amount must be atleast INR 1.00' }),
  currency: z.literal('INR', { error: 'Currency is not supported' }).default('INR'),
});

const refundSchema = z.object({
  amount: z.number().int().min(100, { error: 'The refund amount must be atleast INR 1.00' }).optional(),
  speed: z.enum(['normal', 'optimum']).default('normal'),
  receipt: z.string().max(40).optional(),
  notes: z.record(z.string(), z.coerce.string()).optional(),
});

/**
 * A Razorpay-compatible sandbox for development and tests (mounted only outside production, when the
 * sandbox keys are in use): the Orders API the SDK calls, a checkout.js with its payment page, a pay call
 * for scripts and tests, and signed webhooks to PUBLIC_URL/api/payment/webhook.
 */
@ApiExcludeController()
@UseFilters(RazorpayApiErrorFilter)
@Controller('sandbox/razorpay')
export class SandboxController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly store: SandboxStore,
    private readonly webhooks: SandboxWebhookSender,
  ) {}

  /** The SDK authenticates with HTTP Basic (key id, key secret). */
  private authenticate(authorization: string | undefined): void {
    const expected = Buffer.from(
      `Basic ${Buffer.from(`${this.config.payments.keyId}:${this.config.payments.keySecret}`).toString('base64')}`,
    );
    const given = Buffer.from(authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw razorpayError(401, 'Authentication failed');
  }

  private async findOrder(id: string): Promise<SandboxOrder> {
    const order = await this.store.order(id);
    if (!order) throw razorpayError(400, 'The id provided does not exist');
    return order;
  }

  @Post('v1/orders')
  async createOrder(
    @Headers('authorization') authorization: string | undefined,
    @Body() body: unknown,
  ): Promise<SandboxOrder> {
    this.authenticate(authorization);
    const parsed = createOrderSchema.safeParse(body ?? {});
    if (!parsed.success)
      throw razorpayError(400, parsed.error.issues[0].message, parsed.error.issues[0].path.join('.'));
    const order: SandboxOrder = {
      id: sandboxId('order_'),
      entity: 'order',
      amount: parsed.data.amount,
      amount_paid: 0,
      amount_due: parsed.data.amount,
      currency: parsed.data.currency,
      receipt: parsed.data.receipt ?? null,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: parsed.data.notes ?? {},
      created_at: Math.floor(Date.now() / 1000),
    };
    await this.store.saveOrder(order);
    return order;
  }

  @Get('v1/orders/:id')
  async fetchOrder(
    @Headers('authorization') authorization: string | undefined,
    @Param('id') id: string,
  ): Promise<SandboxOrder> {
    this.authenticate(authorization);
    return this.findOrder(id);
  }

  @Get('v1/orders/:id/payments')
  async fetchPayments(@Headers('authorization') authorization: string | undefined, @Param('id') id: string) {
    this.authenticate(authorization);
    await this.findOrder(id);
    const items = await this.store.payments(id);
    return { entity: 'collection', count: items.length, items };
  }

  /**
   * Pays an order as the checkout would, without a browser: success answers the three fields the checkout
   * gives its handler; failure answers the payment.failed event's `{ error }`. A webhook follows either way.
   */
  @Post('pay')
  @HttpCode(200)
  async pay(@Body() body: unknown) {
    const input = parseOrThrow(paySchema, body ?? {});
    if (!(await this.store.lockOrder(input.order_id)))
      throw new BadRequestException('A payment for this order is in progress');
    try {
      const order = await this.store.order(input.order_id);
      if (!order) throw new BadRequestException('The id provided does not exist');
      if (order.status === 'paid' && !input.again) throw new BadRequestException('Order is already paid');
      const success = input.outcome === 'success';
      const amount = input.amount ?? order.amount;
      const payment: SandboxPayment = {
        id: sandboxId('pay_'),
        entity: 'payment',
        amount,
        currency: order.currency,
        status: success ? 'captured' : 'failed',
        order_id: order.id,
        invoice_id: null,
        international: false,
        method: 'card',
        amount_refunded: 0,
        refund_status: null,
        captured: success,
        description: null,
        email: 'sandbox@example.com',
        contact: '+919999999999',
        notes: order.notes,
        fee: success ? Math.round(amount * 0.02) : null,
        tax: success ? Math.round(amount * 0.02 * 0.18) : null,
        error_code: success ? null : 'BAD_REQUEST_ERROR',
        error_description: success ? null : 'Payment failed because the card was declined (sandbox)',
        error_source: success ? null : 'customer',
        error_step: success ? null : 'payment_authorization',
        error_reason: success ? null : 'payment_failed',
        acquirer_data: success ? { auth_code: String(100000 + Math.floor(Math.random() * 899999)) } : {},
        created_at: Math.floor(Date.now() / 1000),
      };
      const updated: SandboxOrder = success
        ? {
            ...order,
            status: 'paid',
            amount_paid: order.amount_paid + amount,
            amount_due: 0,
            attempts: order.attempts + 1,
          }
        : { ...order, status: 'attempted', attempts: order.attempts + 1 };
      await this.store.addPayment(payment);
      await this.store.saveOrder(updated);
      if (input.webhook) {
        if (success) {
          this.webhooks.send(order.id, 'payment.captured', this.webhooks.eventBody('payment.captured', payment));
          this.webhooks.send(order.id, 'order.paid', this.webhooks.eventBody('order.paid', payment, updated));
        } else {
          this.webhooks.send(order.id, 'payment.failed', this.webhooks.eventBody('payment.failed', payment));
        }
      }
      if (!success) {
        return {
          error: {
            code: payment.error_code,
            description: payment.error_description,
            source: payment.error_source,
            step: payment.error_step,
            reason: payment.error_reason,
            metadata: { order_id: order.id, payment_id: payment.id },
          },
        };
      }
      return {
        razorpay_payment_id: payment.id,
        razorpay_order_id: order.id,
        razorpay_signature: createHmac('sha256', this.config.payments.keySecret)
          .update(`${order.id}|${payment.id}`)
          .digest('hex'),
      };
    } finally {
      await this.store.unlockOrder(input.order_id);
    }
  }

  /**
   * Razorpay's Payments API as the SDK calls it (`payments.fetch`): only payments this sandbox made; any other id is
   * 404 in Razorpay's error shape, which is what the platform's verification must see for a made-up payment.
   */
  @Get('v1/payments/:id')
  async fetchPayment(
    @Headers('authorization') authorization: string | undefined,
    @Param('id') paymentId: string,
  ): Promise<SandboxPayment> {
    this.authenticate(authorization);
    return this.findPayment(paymentId);
  }

  /**
   * `payments.capture`: an authorised payment, for exactly its amount. The sandbox's own payments are captured at
   * once (as with Razorpay's automatic capture), so this answers them as Razorpay does a captured one.
   */
  @Post('v1/payments/:id/capture')
  async capturePayment(
    @Headers('authorization') authorization: string | undefined,
    @Param('id') paymentId: string,
    @Body() body: unknown,
  ): Promise<SandboxPayment> {
    this.authenticate(authorization);
    const parsed = captureSchema.safeParse(body ?? {});
    if (!parsed.success)
      throw razorpayError(400, parsed.error.issues[0].message, parsed.error.issues[0].path.join('.'));
    const payment = await this.findPayment(paymentId);
    if (payment.status !== 'authorized') throw razorpayError(400, 'This payment has already been captured');
    if (parsed.data.amount !== payment.amount)
      throw razorpayError(400, 'Capture amount must be equal to the amount authorized', 'amount');
    const captured: SandboxPayment = { ...payment, status: 'captured', captured: true };
    await this.store.updatePayment(captured);
    return captured;
  }

  private async findPayment(paymentId: string): Promise<SandboxPayment> {
    const orderId = await this.store.paymentOrderId(paymentId);
    const payment = orderId ? (await this.store.payments(orderId)).find((p) => p.id === paymentId) : undefined;
    if (!payment) throw razorpayError(404, 'The requested URL was not found on the server.');
    return payment;
  }

  /**
   * Razorpay's Refunds API as the SDK calls it (`payments.refund`): a captured payment, in full or in part, never
   * more than is left; the refund is processed at once and a signed `refund.processed` webhook follows.
   */
  @Post('v1/payments/:id/refund')
  async refund(
    @Headers('authorization') authorization: string | undefined,
    @Param('id') paymentId: string,
    @Body() body: unknown,
  ): Promise<SandboxRefund> {
    this.authenticate(authorization);
    const parsed = refundSchema.safeParse(body ?? {});
    if (!parsed.success)
      throw razorpayError(400, parsed.error.issues[0].message, parsed.error.issues[0].path.join('.'));
    const orderId = await this.store.paymentOrderId(paymentId);
    if (!orderId) throw razorpayError(400, 'The id provided does not exist');
    if (!(await this.store.lockOrder(orderId)))
      throw razorpayError(400, 'Another request for this payment is in progress');
    try {
      const payment = (await this.store.payments(orderId)).find((p) => p.id === paymentId)!;
      if (payment.status === 'failed') throw razorpayError(400, 'The payment has not been captured');
      const left = payment.amount - payment.amount_refunded;
      if (left === 0) throw razorpayError(400, 'The payment has been fully refunded already');
      const amount = parsed.data.amount ?? left;
      if (amount > left)
        throw razorpayError(400, 'The refund amount provided is greater than amount captured', 'amount');
      const refund: SandboxRefund = {
        id: sandboxId('rfnd_'),
        entity: 'refund',
        amount,
        currency: payment.currency,
        payment_id: payment.id,
        notes: parsed.data.notes ?? {},
        receipt: parsed.data.receipt ?? null,
        acquirer_data: { arn: null },
        created_at: Math.floor(Date.now() / 1000),
        batch_id: null,
        status: 'processed',
        speed_processed: 'normal',
        speed_requested: parsed.data.speed,
      };
      const refunded = payment.amount_refunded + amount;
      const updated: SandboxPayment = {
        ...payment,
        amount_refunded: refunded,
        refund_status: refunded === payment.amount ? 'full' : 'partial',
        status: refunded === payment.amount ? 'refunded' : payment.status,
      };
      await this.store.addRefund(refund);
      await this.store.updatePayment(updated);
      this.webhooks.send(
        orderId,
        'refund.processed',
        this.webhooks.eventBody('refund.processed', updated, undefined, refund),
      );
      return refund;
    } finally {
      await this.store.unlockOrder(orderId);
    }
  }

  @Get('v1/payments/:id/refunds')
  async fetchRefunds(@Headers('authorization') authorization: string | undefined, @Param('id') paymentId: string) {
    this.authenticate(authorization);
    if (!(await this.store.paymentOrderId(paymentId))) throw razorpayError(400, 'The id provided does not exist');
    const items = await this.store.refunds(paymentId);
    return { entity: 'collection', count: items.length, items };
  }

  /** The webhooks sent for an order, with their exact bodies and signatures (to inspect or replay). */
  @Get('webhooks')
  async deliveries(@Query('order_id') orderId: string | undefined) {
    if (!orderId) throw new BadRequestException('order_id is required');
    return this.store.deliveries(orderId);
  }

  @Get('checkout.js')
  @Header('content-type', 'application/javascript; charset=utf-8')
  @Header('cache-control', 'no-cache')
  // Like Razorpay's, loaded by the site from PUBLIC_URL's origin, which may not be the page's (localhost vs 127.0.0.1).
  @Header('cross-origin-resource-policy', 'cross-origin')
  checkoutScript(): string {
    return CHECKOUT_JS;
  }

  @Get('checkout-page.js')
  @Header('content-type', 'application/javascript; charset=utf-8')
  @Header('cache-control', 'no-cache')
  checkoutPageScript(): string {
    return CHECKOUT_PAGE_JS;
  }

  /**
   * The payment page is framed by the site's checkout overlay, like Razorpay's: the site's policy
   * (frame-ancestors 'none', X-Frame-Options DENY) is relaxed for this development-only page alone.
   */
  @Get('checkout')
  @Header('content-type', 'text/html; charset=utf-8')
  @Header('cache-control', 'no-store')
  async checkout(
    @Query() query: Record<string, string | undefined>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    reply.raw.removeHeader('x-frame-options');
    const site = new URL(this.config.http.publicUrl).origin;
    void reply.header(
      'content-security-policy',
      `default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; connect-src 'self'; img-src 'self' data:; ` +
        `object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self' ${site} http://localhost:* http://127.0.0.1:*`,
    );
    const base = {
      orderId: query.order_id ?? '',
      amount: 0,
      name: query.name ?? '',
      description: query.description ?? '',
      color: query.color ?? '',
    };
    if (query.key !== this.config.payments.keyId)
      return checkoutPage({ ...base, error: 'Invalid key: this is not the key of the sandbox' });
    const order = query.order_id ? await this.store.order(query.order_id) : undefined;
    if (!order) return checkoutPage({ ...base, error: 'Unknown order: create it with the Orders API first' });
    if (order.status === 'paid') return checkoutPage({ ...base, error: 'This order is already paid' });
    return checkoutPage({ ...base, amount: order.amount });
  }
}
