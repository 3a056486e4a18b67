import { randomBytes } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { Test, type TestingModule } from '@nestjs/testing';
import type { Pool } from 'pg';
import { AdminKitModule } from '@app/admin-kit';
import { ConfigModule, type AppConfig } from '@app/config';
import { ConsentModule } from '@app/consent';
import type { PaymentConfirmation } from '@app/contracts';
import { DatabaseModule, PG_POOL } from '@app/db';
import { EnrolmentCoreModule } from '@app/enrolment';
import { FamilyModule } from '@app/family';
import { IdentityModule } from '@app/identity';
import { InvoicingModule } from '@app/invoicing';
import { NotificationsModule } from '@app/notifications';
import { QueueModule, type JobContext } from '@app/queue';
import { CartRepository } from '../src/cart.repository.js';
import { CapturePaymentHandler } from '../src/commands/capture-payment.command.js';
import { FinaliseEnrolmentCommand, FinaliseEnrolmentHandler } from '../src/commands/finalise-enrolment.command.js';
import { CourseOrderService } from '../src/course/course-order.service.js';
import { CourseOrdersRepository } from '../src/course/course-orders.repository.js';
import { ReconcilePaymentsJob } from '../src/jobs/reconcile-payments.job.js';
import { BillingStateService } from '../src/payments/billing-state.service.js';
import { OpenOrdersService } from '../src/payments/open-orders.service.js';
import { PaymentService } from '../src/payments/payment.service.js';
import { PaymentWebhookService } from '../src/payments/payment-webhook.service.js';
import { PaymentsRepository } from '../src/payments/payments.repository.js';
import { PurchaseHistoryService } from '../src/payments/purchase-history.service.js';
import {
  GatewayError,
  PAYMENT_GATEWAY,
  type CreateGatewayOrder,
  type CreateGatewayRefund,
  type GatewayOrder,
  type GatewayPayment,
  type GatewayRefund,
  type PaymentGateway,
} from '../src/payments/razorpay.client.js';
import { RazorpayOrdersService } from '../src/payments/razorpay-orders.service.js';
import { PaymentVerificationService } from '../src/payments/payment-verification.service.js';
import { OrderAttentionRepository } from '../src/admin/order-attention.repository.js';
import { OrderAttentionService } from '../src/admin/order-attention.service.js';
import { paymentSignature, webhookSignature } from '../src/payments/signatures.js';
import { PaymentRefundedJob } from '../src/refunds/payment-refunded.job.js';
import { RefundPaymentJob } from '../src/refunds/refund-payment.job.js';
import { RefundRequestsService } from '../src/refunds/refund-requests.service.js';
import { RefundsRepository } from '../src/refunds/refunds.repository.js';
import type { TestEnv } from '../../../test/support/test-env.js';

// The money path of commerce without HTTP, for the service specs of this folder: the API's services and the
// worker's jobs in one Nest module on the file's own PostgreSQL database. Razorpay is the one thing not real: a
// gateway in memory (below) stands where the SDK talks to Razorpay, so a spec can pay, see and count refunds.
// Jobs are not run by BullMQ here; a spec runs the job an outbox row names, as the worker would (runOutbox).

const id = (prefix: string) => prefix + randomBytes(7).toString('hex');

/**
 * Razorpay as the gateway sees it: orders, captured payments per order, refunds per payment (processed at once). A
 * payment it did not make is a 400 as Razorpay answers it; `unreachable` makes every call fail with no answer at all.
 */
export class FakeRazorpay implements PaymentGateway {
  readonly orders = new Map<string, GatewayOrder>();
  readonly payments = new Map<string, GatewayPayment[]>();
  readonly refunds = new Map<string, GatewayRefund[]>();
  /** Refunds asked for, whatever became of them: "refunded once" is one call. */
  refundCalls = 0;
  /** Captures asked for (authorised payments), in order. */
  readonly captureCalls: { paymentId: string; amountPaise: number }[] = [];
  unreachable = false;

  private reachable(): Promise<void> {
    return this.unreachable
      ? Promise.reject(new GatewayError('Razorpay: connect ECONNREFUSED 127.0.0.1:9'))
      : Promise.resolve();
  }

  private findPayment(paymentId: string): GatewayPayment | undefined {
    for (const list of this.payments.values()) {
      const found = list.find((p) => p.id === paymentId);
      if (found) return found;
    }
    return undefined;
  }

  async fetchPayment(paymentId: string): Promise<GatewayPayment> {
    await this.reachable();
    const payment = this.findPayment(paymentId);
    if (!payment) throw new GatewayError('Razorpay: The id provided does not exist', 400);
    return { ...payment };
  }

  async capturePayment(paymentId: string, amountPaise: number, currency: string): Promise<GatewayPayment> {
    await this.reachable();
    this.captureCalls.push({ paymentId, amountPaise });
    const payment = this.findPayment(paymentId);
    if (!payment || payment.status !== 'authorized' || payment.amount !== amountPaise || payment.currency !== currency)
      throw new GatewayError('Razorpay: This payment cannot be captured', 400);
    payment.status = 'captured';
    return { ...payment };
  }

  createOrder({ amountPaise, receipt }: CreateGatewayOrder): Promise<GatewayOrder> {
    const order = { id: id('order_'), amount: amountPaise, currency: 'INR', receipt, status: 'created' };
    this.orders.set(order.id, order);
    return Promise.resolve(order);
  }

  fetchOrder(orderId: string): Promise<GatewayOrder> {
    const order = this.orders.get(orderId);
    return order ? Promise.resolve(order) : Promise.reject(new Error(`Razorpay: no order ${orderId}`));
  }

  async fetchPayments(orderId: string): Promise<GatewayPayment[]> {
    await this.reachable();
    return (this.payments.get(orderId) ?? []).map((p) => ({ ...p }));
  }

  async refund(paymentId: string, { amountPaise }: CreateGatewayRefund): Promise<GatewayRefund> {
    await this.reachable();
    this.refundCalls += 1;
    const refund = { id: id('rfnd_'), payment_id: paymentId, amount: amountPaise, status: 'processed' };
    this.refunds.set(paymentId, [...(this.refunds.get(paymentId) ?? []), refund]);
    const payment = this.findPayment(paymentId);
    const refunded = (this.refunds.get(paymentId) ?? []).reduce((sum, r) => sum + r.amount, 0);
    if (payment && refunded >= payment.amount) payment.status = 'refunded';
    return refund;
  }

  fetchRefunds(paymentId: string): Promise<GatewayRefund[]> {
    return Promise.resolve([...(this.refunds.get(paymentId) ?? [])]);
  }

  /** A captured payment of the Razorpay order (a second one too, as a second tab makes): what the checkout hands the page. */
  pay(razorpayOrderId: string, keySecret: string): PaymentConfirmation {
    const order = this.orders.get(razorpayOrderId)!;
    const payment = {
      id: id('pay_'),
      order_id: razorpayOrderId,
      amount: order.amount,
      currency: order.currency,
      status: 'captured',
    };
    this.payments.set(razorpayOrderId, [...(this.payments.get(razorpayOrderId) ?? []), payment]);
    return {
      razorpay_payment_id: payment.id,
      razorpay_order_id: razorpayOrderId,
      razorpay_signature: paymentSignature(keySecret, razorpayOrderId, payment.id),
    };
  }
}

export interface MoneyFixture {
  module: TestingModule;
  config: AppConfig;
  db: Pool;
  gateway: FakeRazorpay;
  payments: PaymentService;
  courses: CourseOrderService;
  webhooks: PaymentWebhookService;
  reconciler: ReconcilePaymentsJob;
  history: PurchaseHistoryService;
  /**
   * Runs the job of every outbox row of these types not run before (in the order written, each once), as the
   * worker would with the row's payload and id; answers how many ran. Rows the jobs write are run too, until none
   * is left.
   */
  runOutbox(...types: ('PaymentCaptured' | 'RefundPayment' | 'PaymentRefunded')[]): Promise<number>;
  /** A payment.captured webhook as Razorpay signs it, delivered to the webhook service under `eventId`. */
  capturedWebhook(payment: PaymentConfirmation, amountPaise: number, eventId?: string): Promise<{ status: string }>;
}

export async function startMoneyFixture(env: TestEnv, settings: Record<string, string> = {}): Promise<MoneyFixture> {
  const gateway = new FakeRazorpay();
  const config = env.config(settings);
  const module = await Test.createTestingModule({
    imports: [
      ConfigModule.forRoot(config),
      DatabaseModule,
      QueueModule,
      IdentityModule,
      NotificationsModule,
      EnrolmentCoreModule,
      InvoicingModule,
      FamilyModule,
      // A parent's order for a child asks the child's consent (issue 23); the consent lib's module stands on the
      // audit log (its school agreements are a staff write).
      AdminKitModule,
      ConsentModule,
    ],
    providers: [
      { provide: PAYMENT_GATEWAY, useValue: gateway },
      CartRepository,
      PaymentsRepository,
      RefundsRepository,
      RefundRequestsService,
      RazorpayOrdersService,
      PaymentVerificationService,
      CapturePaymentHandler,
      FinaliseEnrolmentHandler,
      OpenOrdersService,
      BillingStateService,
      PaymentService,
      PaymentWebhookService,
      CourseOrdersRepository,
      CourseOrderService,
      ReconcilePaymentsJob,
      RefundPaymentJob,
      PaymentRefundedJob,
      PurchaseHistoryService,
      OrderAttentionRepository,
      OrderAttentionService,
    ],
  }).compile();
  await module.init();
  const db = module.get<Pool>(PG_POOL);
  const ran = new Set<string>();
  const jobs = {
    PaymentCaptured: (payload: { orderId: string }) =>
      module.get(CommandBus).execute(new FinaliseEnrolmentCommand(payload.orderId)),
    RefundPayment: (payload: { refundId: string }) => module.get(RefundPaymentJob).handle(payload),
    PaymentRefunded: (payload: { refundId: string }, jobId: string) =>
      module.get(PaymentRefundedJob).handle(payload, { jobId, attempt: 1 } as unknown as JobContext),
  };

  async function runOutbox(...types: (keyof typeof jobs)[]): Promise<number> {
    let total = 0;
    for (;;) {
      const { rows } = await db.query<{ id: string; type: keyof typeof jobs; payload: never }>(
        `SELECT id, type, payload FROM outbox WHERE type = ANY($1) ORDER BY created_at, id`,
        [types],
      );
      const fresh = rows.filter((r) => !ran.has(r.id));
      if (!fresh.length) return total;
      for (const row of fresh) {
        ran.add(row.id);
        await jobs[row.type](row.payload, row.id);
        total += 1;
      }
    }
  }

  const webhooks = module.get(PaymentWebhookService);
  const capturedWebhook = (payment: PaymentConfirmation, amountPaise: number, eventId = id('evt_')) => {
    const body = Buffer.from(
      JSON.stringify({
        entity: 'event',
        event: 'payment.captured',
        contains: ['payment'],
        payload: {
          payment: {
            entity: {
              id: payment.razorpay_payment_id,
              order_id: payment.razorpay_order_id,
              amount: amountPaise,
              currency: 'INR',
              status: 'captured',
            },
          },
        },
        // Bytes of their own each time: the event's key must not depend on them.
        created_at: Date.now(),
      }),
    );
    return webhooks.receive(body, webhookSignature(config.payments.webhookSecret, body), eventId);
  };

  return {
    module,
    config,
    db,
    gateway,
    payments: module.get(PaymentService),
    courses: module.get(CourseOrderService),
    webhooks,
    reconciler: module.get(ReconcilePaymentsJob),
    history: module.get(PurchaseHistoryService),
    runOutbox,
    capturedWebhook,
  };
}
