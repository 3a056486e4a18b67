import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import {
  careers,
  cartItems,
  courses,
  DB,
  orderLines,
  orders,
  paymentEvents,
  users,
  type Database,
  type DbExecutor,
  type OrderKind,
  type OrderStatus,
  type Transaction,
} from '@app/db';

export type OrderRow = typeof orders.$inferSelect;

export interface NewOrder {
  userId: string;
  /** A linked child the careers are for (issue 14); the order stays the buyer's. */
  forUserId?: string | null;
  subtotalPaise: number;
  gstPaise: number;
  totalPaise: number;
  /** The buyer's state for the tax invoice (BillingStateService). */
  billingState: string;
  lines: { careerId: string; unitPricePaise: number }[];
}

export interface ReceiptLine {
  careerId: string;
  name: string;
  unitPricePaise: number;
  totalPricePaise: number;
}

/** What a careers order's receipt shows: the order, its buyer and its lines. */
export interface OrderReceipt {
  order: OrderRow;
  email: string;
  firstName: string;
  lines: ReceiptLine[];
}

@Injectable()
export class PaymentsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  /** The user's orders, newest first, with each line's career name and price charged, and a course order's course. */
  async historyOfUser(userId: string, limit: number) {
    const rows = await this.db
      .select({ order: orders, courseTitle: courses.title })
      .from(orders)
      .leftJoin(courses, eq(courses.id, orders.courseId))
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit);
    const list = rows.map((r) => r.order);
    if (list.length === 0) return [];
    const lines = await this.db
      .select({
        orderId: orderLines.orderId,
        careerId: orderLines.careerId,
        name: careers.name,
        unitPricePaise: orderLines.unitPricePaise,
      })
      .from(orderLines)
      .innerJoin(careers, eq(careers.id, orderLines.careerId))
      .where(
        inArray(
          orderLines.orderId,
          list.map((o) => o.id),
        ),
      )
      .orderBy(asc(careers.name));
    return rows.map(({ order, courseTitle }) => ({
      order,
      courseTitle,
      lines: lines.filter((l) => l.orderId === order.id),
    }));
  }

  /** The names of the children orders were made for (Purchase History says whose careers they are). */
  async namesOf(userIds: string[]): Promise<Map<string, { firstName: string; lastName: string }>> {
    if (!userIds.length) return new Map();
    const rows = await this.db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(inArray(users.id, userIds));
    return new Map(rows.map((r) => [r.id, { firstName: r.firstName, lastName: r.lastName }]));
  }

  async insertOrder(tx: Transaction, order: NewOrder): Promise<OrderRow> {
    const [row] = await tx
      .insert(orders)
      .values({
        userId: order.userId,
        forUserId: order.forUserId ?? null,
        subtotalPaise: order.subtotalPaise,
        gstPaise: order.gstPaise,
        totalPaise: order.totalPaise,
        billingState: order.billingState,
        status: 'CREATED',
      })
      .returning();
    await tx.insert(orderLines).values(
      order.lines.map((l) => ({
        orderId: row.id,
        careerId: l.careerId,
        unitPricePaise: l.unitPricePaise,
        instance: 1,
        totalPricePaise: l.unitPricePaise,
      })),
    );
    return row;
  }

  /**
   * Stores the Razorpay order of our order, unless one is stored already (two requests for one unchanged cart
   * may both have made one): answers the stored id, which the second request hands out too.
   */
  async setRazorpayOrderId(orderId: string, razorpayOrderId: string): Promise<string | null> {
    await this.db
      .update(orders)
      .set({ razorpayOrderId })
      .where(and(eq(orders.id, orderId), isNull(orders.razorpayOrderId)));
    return (await this.findById(orderId))?.razorpayOrderId ?? null;
  }

  /** The user's orders of this kind still open for payment (a newer one replaces them), oldest first. */
  async openOrders(tx: Transaction, userId: string, kind: OrderKind): Promise<OrderRow[]> {
    return tx
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.userId, userId),
          eq(orders.kind, kind),
          inArray(orders.status, ['CREATED', 'FAILED'] satisfies OrderStatus[]),
        ),
      )
      .orderBy(asc(orders.createdAt));
  }

  /** `careerId:price` of each line, sorted: two orders with the same signature sell the same thing. */
  async lineSignature(orderId: string, executor: DbExecutor = this.db): Promise<string> {
    const rows = await executor.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    return rows
      .map((l) => `${l.careerId}:${l.unitPricePaise}`)
      .sort()
      .join(',');
  }

  /** Replaced orders can no longer be paid: every capture path refunds a payment that still arrives. */
  async markReplaced(tx: Transaction, orderIds: string[]): Promise<void> {
    if (!orderIds.length) return;
    await tx
      .update(orders)
      .set({ status: 'REPLACED' })
      .where(and(inArray(orders.id, orderIds), inArray(orders.status, ['CREATED', 'FAILED'] satisfies OrderStatus[])));
  }

  /** The order's payment is being refunded: nothing is enrolled and no invoice issued for it. */
  async markRefunded(tx: Transaction, orderId: string, razorpayPaymentId: string): Promise<void> {
    await tx
      .update(orders)
      .set({ status: 'REFUNDED', razorpayPaymentId })
      .where(and(eq(orders.id, orderId), ne(orders.status, 'FULFILLED')));
  }

  /**
   * An order not paid yet whose payment is refunded (another amount than the order's): closed, so the next checkout
   * makes a new order and Razorpay order. A paid order stays as its own payment left it.
   */
  async markRefundedIfUnpaid(tx: Transaction, orderId: string, razorpayPaymentId: string): Promise<void> {
    await tx
      .update(orders)
      .set({ status: 'REFUNDED', razorpayPaymentId })
      .where(
        and(eq(orders.id, orderId), inArray(orders.status, ['CREATED', 'FAILED', 'REPLACED'] satisfies OrderStatus[])),
      );
  }

  /** An order whose Razorpay order could not be made can never be paid. */
  async markUnpayable(orderId: string): Promise<void> {
    await this.db
      .update(orders)
      .set({ status: 'FAILED' })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'CREATED')));
  }

  async findById(id: string, executor: DbExecutor = this.db): Promise<OrderRow | undefined> {
    const [row] = await executor.select().from(orders).where(eq(orders.id, id));
    return row;
  }

  async findByRazorpayOrderId(razorpayOrderId: string, executor: DbExecutor = this.db): Promise<OrderRow | undefined> {
    const [row] = await executor.select().from(orders).where(eq(orders.razorpayOrderId, razorpayOrderId));
    return row;
  }

  /** The user's latest cart order (course orders are not the cart's: POST /platform/cart/enroll polls this). */
  async latestOfUser(userId: string): Promise<OrderRow | undefined> {
    const [row] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.kind, 'CAREERS')))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(1);
    return row;
  }

  /**
   * The order, locked against other captures. NO KEY UPDATE, not UPDATE: the webhook's transaction has inserted
   * its payment_events row (a KEY SHARE lock on the order), and two such transactions must not deadlock.
   */
  async lockForCapture(tx: Transaction, orderId: string): Promise<OrderRow | undefined> {
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('no key update');
    return row;
  }

  async lockForFulfilment(tx: Transaction, orderId: string): Promise<OrderRow | undefined> {
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    return row;
  }

  /**
   * The one transition to PAID, shared by every path. The WHERE on the status makes it happen once: a
   * concurrent second caller waits for the row lock, re-reads the status and updates nothing. Answers the paid
   * order, or nothing when this call did not pay it.
   */
  async markPaid(tx: Transaction, orderId: string, razorpayPaymentId: string | null): Promise<OrderRow | undefined> {
    const [row] = await tx
      .update(orders)
      .set({ status: 'PAID', paidAt: sql`now()`, razorpayPaymentId })
      .where(and(eq(orders.id, orderId), inArray(orders.status, ['CREATED', 'FAILED'] satisfies OrderStatus[])))
      .returning();
    return row;
  }

  /** A failed attempt (payment.failed) is only shown: Razorpay lets the buyer retry the same order. */
  async markFailed(tx: Transaction, orderId: string): Promise<void> {
    await tx
      .update(orders)
      .set({ paymentFailedAt: sql`now()` })
      .where(eq(orders.id, orderId));
  }

  async markFulfilled(tx: Transaction, orderId: string): Promise<void> {
    await tx
      .update(orders)
      .set({ status: 'FULFILLED', fulfilledAt: sql`now()` })
      .where(eq(orders.id, orderId));
  }

  /** Whether a webhook event was recorded already (a redelivery needs no question to Razorpay). */
  async eventSeen(eventId: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: paymentEvents.eventId })
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, eventId));
    return rows.length === 1;
  }

  /** Records a webhook event; false when its id was seen before (a redelivery). */
  async recordEvent(
    tx: Transaction,
    event: { eventId: string; type: string; orderId: string | null; payload: Record<string, unknown> },
  ): Promise<boolean> {
    const rows = await tx
      .insert(paymentEvents)
      .values(event)
      .onConflictDoNothing()
      .returning({ id: paymentEvents.eventId });
    return rows.length === 1;
  }

  async lineCareerIds(orderId: string, executor: DbExecutor = this.db): Promise<string[]> {
    const rows = await executor
      .select({ careerId: orderLines.careerId })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.careerId));
    return rows.map((r) => r.careerId);
  }

  async removeFromCart(tx: Transaction, userId: string, careerIds: string[]): Promise<void> {
    if (!careerIds.length) return;
    await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.careerId, careerIds)));
  }

  async receipt(orderId: string): Promise<OrderReceipt | undefined> {
    const [head] = await this.db
      .select({ order: orders, email: users.email, firstName: users.firstName })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, orderId));
    if (!head) return undefined;
    const lines = await this.db
      .select({
        careerId: orderLines.careerId,
        name: careers.name,
        unitPricePaise: orderLines.unitPricePaise,
        totalPricePaise: orderLines.totalPricePaise,
      })
      .from(orderLines)
      .innerJoin(careers, eq(careers.id, orderLines.careerId))
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(careers.name));
    return { ...head, lines };
  }

  /** Unpaid (or replaced) orders with a Razorpay order, older than `before`, not looked at since then (oldest first). */
  async unpaidBefore(before: Date, limit: number): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(orders)
      .where(
        and(
          // A replaced order too: a payment that still reached it is refunded.
          inArray(orders.status, ['CREATED', 'FAILED', 'REPLACED'] satisfies OrderStatus[]),
          sql`${orders.razorpayOrderId} IS NOT NULL`,
          lt(orders.createdAt, before),
          // Razorpay orders can be paid for a while; after a week nobody is still at the checkout.
          sql`${orders.createdAt} > now() - interval '7 days'`,
          or(isNull(orders.reconciledAt), lt(orders.reconciledAt, before)),
        ),
      )
      .orderBy(asc(orders.createdAt))
      .limit(limit);
  }

  /**
   * Paid orders still not fulfilled `before`: their enrolment job failed for good or was lost. Those the reconciler
   * gave up on are a person's now, and left out.
   */
  async paidNotFulfilledBefore(before: Date, limit: number): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.status, 'PAID'),
          lt(orders.paidAt, before),
          isNull(orders.fulfilmentGivenUpAt),
          or(isNull(orders.reconciledAt), lt(orders.reconciledAt, before)),
        ),
      )
      .orderBy(asc(orders.paidAt))
      .limit(limit);
  }

  /** The reconciler announced this paid order again: one more try counted, and looked at now. */
  async countReannounced(orderId: string, executor: DbExecutor = this.db): Promise<void> {
    await executor
      .update(orders)
      .set({ reconciledAt: sql`now()`, fulfilmentRetries: sql`${orders.fulfilmentRetries} + 1` })
      .where(eq(orders.id, orderId));
  }

  /** The reconciler stops announcing this paid order: it needs a person (the admins' dashboard lists it). */
  async markFulfilmentGivenUp(orderId: string): Promise<void> {
    await this.db
      .update(orders)
      .set({ fulfilmentGivenUpAt: sql`now()`, reconciledAt: sql`now()` })
      .where(and(eq(orders.id, orderId), isNull(orders.fulfilmentGivenUpAt)));
  }

  async markReconciled(orderId: string, executor: DbExecutor = this.db): Promise<void> {
    await executor
      .update(orders)
      .set({ reconciledAt: sql`now()` })
      .where(eq(orders.id, orderId));
  }
}
