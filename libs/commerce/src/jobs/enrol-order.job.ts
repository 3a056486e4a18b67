import { Injectable, Logger } from '@nestjs/common';
import { JobHandler, OutboxRepository, type HandlesJob, type JobPayload } from '@app/queue';
import { CourseOrdersRepository } from '../course/course-orders.repository.js';
import { PaymentsRepository } from '../payments/payments.repository.js';

/**
 * Enrols the careers of a paid order, clears them from the cart, marks the order FULFILLED and announces
 * EnrolmentFinalised, all in one transaction that holds the order's row lock. A retried, duplicated or
 * re-announced job finds the order FULFILLED and does nothing; a crash before the commit leaves nothing done.
 * A COURSE order gets its seat of the course instead, and announces CourseOrderPaid.
 */
@Injectable()
@JobHandler('PaymentCaptured')
export class EnrolOrderJob implements HandlesJob<'PaymentCaptured'> {
  private readonly logger = new Logger(EnrolOrderJob.name);

  constructor(
    private readonly payments: PaymentsRepository,
    private readonly outbox: OutboxRepository,
    private readonly courseOrders: CourseOrdersRepository,
  ) {}

  async handle({ orderId }: JobPayload<'PaymentCaptured'>): Promise<void> {
    await this.payments.transaction(async (tx) => {
      const order = await this.payments.lockForFulfilment(tx, orderId);
      if (!order) return this.logger.warn(`Order ${orderId} does not exist; nothing to enrol`);
      if (order.status === 'FULFILLED') return;
      if (order.status !== 'PAID') return this.logger.warn(`Order ${orderId} is ${order.status}, not paid; nothing to enrol`);
      if (order.kind === 'COURSE') {
        await this.courseOrders.giveSeat(tx, order);
        await this.payments.markFulfilled(tx, order.id);
        await this.outbox.append(tx, 'CourseOrderPaid', { orderId: order.id });
        return;
      }
      const careerIds = await this.payments.lineCareerIds(order.id, tx);
      await this.payments.enrol(tx, order.userId, order.id, careerIds);
      await this.payments.removeFromCart(tx, order.userId, careerIds);
      await this.payments.markFulfilled(tx, order.id);
      await this.outbox.append(tx, 'EnrolmentFinalised', { orderId: order.id });
    });
  }
}
