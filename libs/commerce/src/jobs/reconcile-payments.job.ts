import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { JobHandler, Outbox, QueueRegistry, type HandlesJob } from '@app/queue';
import { MailService } from '@app/notifications';
import type { VerifiedPayment } from '../payments/capture.js';
import { PaymentVerificationService } from '../payments/payment-verification.service.js';
import { PaymentsRepository, type OrderRow } from '../payments/payments.repository.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../payments/razorpay.client.js';
import { CapturePaymentCommand } from '../commands/capture-payment.command.js';
import { fulfilmentGivenUpMail } from './attention-mails.js';

const BATCH = 50;
const SCHEDULER_ID = 'reconcile-payments';
/**
 * How often a paid order still not fulfilled is announced again before the reconciler gives up on it (issue 23). The
 * enrolment job retries on its own; an order still stuck after this many fresh starts (five times the reconcile
 * delay apart) fails for a reason a retry does not cure, and needs a person.
 */
export const FULFILMENT_REANNOUNCE_LIMIT = 5;

/**
 * The safety net of the money path, run every PAYMENT_RECONCILE_EVERY_MS by a BullMQ job scheduler (one
 * run at a time across all workers):
 * - an order still unpaid (or replaced) PAYMENT_RECONCILE_AFTER_MS after it was made: Razorpay is asked for its
 *   payments, and a captured one marks it paid through the same capture as the webhook (a lost webhook and a
 *   closed browser tab lose nothing); one that cannot pay it (replaced order, second payment) is refunded;
 * - an order paid more than five times that long ago and still not fulfilled (its enrolment job failed for
 *   good): PaymentCaptured is written again (the enrolment job is idempotent), at most FULFILMENT_REANNOUNCE_LIMIT
 *   times; then the order is marked (`fulfilment_given_up_at`, listed on the admins' dashboard) and sales get one
 *   mail.
 * Razorpay's own list of the order's payments is what it says of them, so each is captured as it is (an authorised
 * one of the order's amount captured first), never on anyone's word.
 */
@Injectable()
@JobHandler('ReconcilePayments')
export class ReconcilePaymentsJob implements HandlesJob<'ReconcilePayments'>, OnApplicationBootstrap {
  private readonly logger = new Logger(ReconcilePaymentsJob.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly payments: PaymentsRepository,
    private readonly verification: PaymentVerificationService,
    private readonly mail: MailService,
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
        // Every payment that holds money: the first pays the order, another (or any, on a replaced order, or of
        // another amount) is refunded. An authorised one of the order's amount is captured first.
        const verified: { id: string; verified: VerifiedPayment }[] = [];
        for (const payment of payments.filter((p) => p.status === 'captured' || p.status === 'authorized'))
          verified.push({ id: payment.id, verified: await this.verification.settle(order, payment) });
        await this.payments.transaction(async (tx) => {
          for (const payment of verified) {
            const outcome = await this.commands.execute(
              new CapturePaymentCommand(
                { orderId: order.id, razorpayPaymentId: payment.id, verified: payment.verified },
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
      try {
        if (order.fulfilmentRetries >= FULFILMENT_REANNOUNCE_LIMIT) await this.giveUp(order);
        else await this.reannounce(order);
      } catch (error) {
        this.logger.warn(`Order ${order.id} paid but not enrolled: ${(error as Error).message}`);
      }
    }
  }

  private async reannounce(order: OrderRow): Promise<void> {
    await this.payments.transaction(async (tx) => {
      await this.outbox.append(tx, 'PaymentCaptured', { orderId: order.id });
      await this.payments.countReannounced(order.id, tx);
    });
    this.logger.warn(
      `Order ${order.id} was paid but not enrolled; enrolment announced again (${order.fulfilmentRetries + 1} of ${FULFILMENT_REANNOUNCE_LIMIT})`,
    );
  }

  /**
   * The last re-announcement failed too: sales are told (the mail's key is the order, so a run that fails after
   * sending, or two workers, send it once), then the order is marked, which takes it out of this scan and puts it on
   * the admins' dashboard. A mail that cannot be sent leaves it unmarked, to be tried on the next run.
   */
  private async giveUp(order: OrderRow): Promise<void> {
    const details = await this.payments.receipt(order.id);
    await this.mail.send({
      key: `fulfilment-given-up:${order.id}`,
      ...fulfilmentGivenUpMail(order, details?.email ?? null, this.config.mail.salesEmail),
    });
    await this.payments.markFulfilmentGivenUp(order.id);
    this.logger.error(
      `Order ${order.id} was paid but is still not fulfilled after ${order.fulfilmentRetries} announcements; left for a person`,
    );
  }
}
