import { Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  careers,
  cartItems,
  courses,
  orderLines,
  orders,
  paymentEvents,
  paymentRefundLines,
  paymentRefunds,
  type AuditedRecords,
  type Database,
  type DataSubject,
  type PersonalDataPart,
  type PersonalDataSource,
  type Transaction,
} from '@app/db';

/** Orders with their lines, payments and refunds, and the cart (issue 14). */
@Injectable()
export class CommercePersonalData implements PersonalDataSource {
  readonly name = 'orders';

  async export(db: Database, { userId }: DataSubject): Promise<PersonalDataPart> {
    const rows = await db
      .select({ order: orders, courseTitle: courses.title })
      .from(orders)
      .leftJoin(courses, eq(courses.id, orders.courseId))
      .where(eq(orders.userId, userId))
      .orderBy(asc(orders.createdAt));
    const ids = rows.map((r) => r.order.id);
    const [lines, refunds, refundLines, events, cart] = await Promise.all([
      ids.length
        ? db
            .select({ orderId: orderLines.orderId, career: careers.name, ...pick(orderLines) })
            .from(orderLines)
            .innerJoin(careers, eq(careers.id, orderLines.careerId))
            .where(inArray(orderLines.orderId, ids))
        : [],
      ids.length ? db.select().from(paymentRefunds).where(inArray(paymentRefunds.orderId, ids)) : [],
      ids.length ? db.select().from(paymentRefundLines).where(inArray(paymentRefundLines.orderId, ids)) : [],
      ids.length
        ? db
            .select({ orderId: paymentEvents.orderId, type: paymentEvents.type, receivedAt: paymentEvents.receivedAt })
            .from(paymentEvents)
            .where(inArray(paymentEvents.orderId, ids))
        : [],
      db
        .select({ career: careers.name, addedAt: cartItems.createdAt })
        .from(cartItems)
        .innerJoin(careers, eq(careers.id, cartItems.careerId))
        .where(eq(cartItems.userId, userId)),
    ]);
    const of = <T extends { orderId: string | null }>(list: T[], id: string) => list.filter((x) => x.orderId === id);
    return {
      json: {
        orders: rows.map(({ order, courseTitle }) => ({
          ...order,
          courseTitle,
          lines: of(lines, order.id),
          paymentEvents: of(events, order.id),
          refunds: of(refunds, order.id).map((refund) => ({
            ...refund,
            lines: refundLines.filter((l) => l.refundId === refund.id),
          })),
        })),
        cart,
      },
    };
  }

  /**
   * Orders, payments and refunds stay: they are the accounts behind the tax invoices the law makes us keep, and
   * they name no one (the buyer is the anonymous account). Razorpay's webhook bodies carry the payer's e-mail and
   * phone: they are reduced to a marker. An admin refund's reason is in staff's words and may name the buyer.
   */
  async erase(tx: Transaction, { userId }: DataSubject): Promise<void> {
    const ids = tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));
    await tx.delete(cartItems).where(eq(cartItems.userId, userId));
    await tx
      .update(paymentEvents)
      .set({ payload: sql`'{"erased": true}'::jsonb` })
      .where(inArray(paymentEvents.orderId, ids));
    await tx
      .update(paymentRefunds)
      .set({ note: 'Erased' })
      .where(and(inArray(paymentRefunds.orderId, ids), isNotNull(paymentRefunds.note)));
  }

  /** The console's orders (views and invoice downloads) name the order. */
  async auditedRecords(db: Database | Transaction, { userId }: DataSubject): Promise<AuditedRecords[]> {
    const rows = await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));
    return [{ resource: 'orders', ids: rows.map((r) => r.id) }];
  }
}

function pick(lines: typeof orderLines) {
  return {
    unitPricePaise: lines.unitPricePaise,
    instance: lines.instance,
    totalPricePaise: lines.totalPricePaise,
  };
}
