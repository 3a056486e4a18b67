import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { JobHandler, Outbox, QueueRegistry, type HandlesJob } from '@app/queue';
import { PaymentsRepository } from '../payments/payments.repository.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../payments/razorpay.client.js';
import { CapturePaymentCommand } from '../commands/capture-payment.command.js';

const BATCH = 50;
const SCHEDULER_ID = 'reconcile-payments';

/**
 * The safety net of the money path, run every PAYMENT_RECONCILE_EVERY_MS by a BullMQ job scheduler (one
 * run at a time across all workers):
 * - an order still unpaid (or replaced) PAYMENT_RECONCILE_AFTER_MS after it was made: Razorpay is asked for its
 *   payments, and a captured one marks it paid through the same capture as the webhook (a lost webhook and a
 *   closed browser tab lose nothing); one that cannot pay it (replaced order, second payment) is refunded;
 * - an order paid more than five times that long ago and still not fulfilled (its enrolment job failed for
 *   good): PaymentCaptured is written again; the enrolment job is idempotent.
 */
@Injectable()
@JobHandler('ReconcilePayments')
export class ReconcilePaymentsJob implements HandlesJob<'ReconcilePayments'>, OnApplicationBootstrap {
  private readonly logger = new Logger(ReconcilePaymentsJob.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly payments: PaymentsRepository,
    private readonly outbox: Outbox,
    private readonly queues: QueueRegistry,
    private readonly commands: CommandBus,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // The crash test hook ends the worker after any job; a periodic job would end it first, at random.
    if (this.config.testHooks.crashAfterSend) return;
    try {
      await this.queues
        .get('enrolment')
        .upsertJobScheduler(
          SCHEDULER_ID,
          { every: this.config.payments.reconcileEveryMs },
          { name: 'ReconcilePayments', data: {}, opts: { attempts: 1, removeOnComplete: 100, removeOnFail: 100 } },
        );
    } catch (error) {
      // Redis down at boot: the next worker start schedules it; the money paths themselves do not depend on it.
      this.logger.warn(`Could not schedule the payment reconciler: ${(error as Error).message}`);
    }
  }

  async handle(): Promise<void> {
    const after = this.config.payments.reconcileAfterMs;
    const unpaid = await this.payments.unpaidBefore(new Date(Date.now() - after), BATCH);
    for (const order of unpaid) {
      try {
        const payments = await this.gateway.fetchPayments(order.razorpayOrderId!);
        // Every captured payment: the first pays the order, another (or any, on a replaced order) is refunded;
        // one of another amount changes nothing.
        const captured = payments.filter((p) => p.status === 'captured');
        await this.payments.transaction(async (tx) => {
          for (const payment of captured) {
            const outcome = await this.commands.execute(
              new CapturePaymentCommand(
                {
                  orderId: order.id,
                  razorpayPaymentId: payment.id,
                  captured: { amountPaise: payment.amount, currency: payment.currency },
                },
                tx,
              ),
            );
            if (outcome.status !== 'duplicate')
              this.logger.log(`Order ${order.id}: payment ${payment.id} found by the reconciler (${outcome.status})`);
          }
          await this.payments.markReconciled(order.id, tx);
        });
      } catch (error) {
        this.logger.warn(`Reconciling order ${order.id}: ${(error as Error).message}`);
      }
    }
    const stuck = await this.payments.paidNotFulfilledBefore(new Date(Date.now() - 5 * after), BATCH);
    for (const order of stuck) {
      await this.payments.transaction(async (tx) => {
        await this.outbox.append(tx, 'PaymentCaptured', { orderId: order.id });
        await this.payments.markReconciled(order.id, tx);
      });
      this.logger.warn(`Order ${order.id} was paid but not enrolled; enrolment announced again`);
    }
  }
}
