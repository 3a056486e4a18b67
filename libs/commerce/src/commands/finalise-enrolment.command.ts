import { Logger } from '@nestjs/common';
import { Command, CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import type { Transaction } from '@app/db';
import { EnrolmentService } from '@app/enrolment';
import { lockUser } from '@app/identity';
import { inTransaction, Outbox } from '@app/queue';
import { CourseOrdersRepository } from '../course/course-orders.repository.js';
import { EnrolmentFinalisedEvent } from '../events/enrolment-finalised.event.js';
import { PaymentsRepository, type OrderRow } from '../payments/payments.repository.js';
import { RefundRequestsService } from '../refunds/refund-requests.service.js';

/** Finalise the enrolment of a paid order (executed by the PaymentCaptured job, EnrolOrderJob). */
export class FinaliseEnrolmentCommand extends Command<void> {
  constructor(readonly orderId: string) {
    super();
  }
}

/**
 * Enrols the careers of a paid order, clears them from the cart, marks the order FULFILLED and publishes
 * EnrolmentFinalised (invoicing issues the invoice), all in one transaction that holds the order's row lock. A
 * retried, duplicated or re-announced job finds the order FULFILLED and does nothing; a crash before the commit
 * leaves nothing done. A COURSE order gets its seat of the course instead, with EnrolmentFinalised and
 * CourseOrderPaid (the sales lead). An order paid for careers (or the seat) the buyer already bought through
 * another order is refunded instead of fulfilled.
 */
@CommandHandler(FinaliseEnrolmentCommand)
export class FinaliseEnrolmentHandler implements ICommandHandler<FinaliseEnrolmentCommand, void> {
  private readonly logger = new Logger(FinaliseEnrolmentHandler.name);

  constructor(
    private readonly payments: PaymentsRepository,
    private readonly outbox: Outbox,
    private readonly courseOrders: CourseOrdersRepository,
    private readonly refundRequests: RefundRequestsService,
    private readonly enrolments: EnrolmentService,
    private readonly events: EventBus,
  ) {}

  async execute({ orderId }: FinaliseEnrolmentCommand): Promise<void> {
    await this.payments.transaction(async (tx) => {
      const order = await this.payments.lockForFulfilment(tx, orderId);
      if (!order) return this.logger.warn(`Order ${orderId} does not exist; nothing to enrol`);
      if (order.status === 'FULFILLED' || order.status === 'REFUNDED') return;
      if (order.status !== 'PAID')
        return this.logger.warn(`Order ${orderId} is ${order.status}, not paid; nothing to enrol`);
      if (order.kind === 'COURSE') {
        // The buyer's seat came with another order (two orders paid at once): this payment goes back.
        if (!(await this.courseOrders.giveSeat(tx, order))) return this.refundOwned(tx, order);
        await this.payments.markFulfilled(tx, order.id);
        await this.finalised(tx, order.id);
        await this.outbox.append(tx, 'CourseOrderPaid', { orderId: order.id });
        return;
      }
      // The careers go to the child a parent bought for (issue 14); the cart, order and invoice stay the buyer's.
      const owner = order.forUserId ?? order.userId;
      // One owner's fulfilments one at a time, so two orders paid for the same careers (the child's own and a
      // parent's for them, say) see each other. The buyer's lock first, as checkout takes it, then the child's.
      await lockUser(tx, order.userId);
      if (owner !== order.userId) await lockUser(tx, owner);
      const careerIds = await this.payments.lineCareerIds(order.id, tx);
      const owned = await this.enrolments.boughtThroughOtherOrders(tx, owner, order.id, careerIds);
      if (owned.length && order.razorpayPaymentId && order.totalPaise > 0) {
        await this.payments.removeFromCart(tx, order.userId, owned);
        return this.refundOwned(tx, order);
      }
      await this.enrolments.enrolForOrder(tx, owner, order.id, careerIds);
      await this.payments.removeFromCart(tx, order.userId, careerIds);
      await this.payments.markFulfilled(tx, order.id);
      await this.finalised(tx, order.id);
    });
  }

  private async finalised(tx: Transaction, orderId: string): Promise<void> {
    await this.events.publish(new EnrolmentFinalisedEvent(orderId), inTransaction(tx));
  }

  /**
   * A paid order for something the buyer already bought through another order: its whole payment is refunded
   * (no partial enrolment, no invoice), in this transaction; the refund job asks Razorpay.
   */
  private async refundOwned(tx: Transaction, order: OrderRow): Promise<void> {
    if (!order.razorpayPaymentId)
      return this.logger.warn(`Order ${order.id} duplicates an owned purchase but has no payment to refund`);
    await this.payments.markRefunded(tx, order.id, order.razorpayPaymentId);
    await this.refundRequests.request(tx, order, order.razorpayPaymentId, order.totalPaise, 'ALREADY_OWNED');
    this.logger.warn(
      `Order ${order.id} paid for what the buyer already owns; payment ${order.razorpayPaymentId} is refunded`,
    );
  }
}
