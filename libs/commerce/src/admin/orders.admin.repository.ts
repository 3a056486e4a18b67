import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  careers,
  courseEnrolments,
  courses,
  DB,
  orderLines,
  orders,
  paymentEvents,
  users,
  type Database,
  type OrderKind,
  type OrderStatus,
  type Transaction,
} from '@app/db';
import type { OrderSort } from '@app/contracts';

export interface OrderListFilter {
  q?: string;
  status?: OrderStatus;
  kind?: OrderKind;
  userId?: string;
  createdFrom?: Date;
  createdTo?: Date;
  totalFromPaise?: number;
  totalToPaise?: number;
  ids?: string[];
}

export interface OrderListQuery {
  filter: OrderListFilter;
  sort: { field: OrderSort; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

/** An order as the console lists it: the row, its buyer and how many things it bought. */
const listColumns = {
  order: orders,
  buyerEmail: users.email,
  buyerName: sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.username})`,
  itemCount: sql<number>`CASE WHEN ${orders.kind} = 'COURSE' THEN 1 ELSE (SELECT count(*)::int FROM ${orderLines} WHERE ${orderLines.orderId} = ${orders.id}) END`,
};

export type OrderListRow = {
  order: typeof orders.$inferSelect;
  buyerEmail: string;
  buyerName: string;
  itemCount: number;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `%` and `_` typed into the search are letters, not wildcards. */
const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The console's reads of orders and of what hangs off them in commerce's own tables. */
@Injectable()
export class OrdersAdminRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  async list(query: OrderListQuery): Promise<{ rows: OrderListRow[]; total: number }> {
    const condition = this.where(query.filter);
    const column = { createdAt: orders.createdAt, total: orders.totalPaise, status: orders.status }[query.sort.field];
    const order = query.sort.order === 'ASC' ? asc : desc;
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select(listColumns)
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(condition)
        .orderBy(order(column), order(orders.id))
        .limit(query.limit)
        .offset(query.offset),
      this.db
        .select({ total: sql<number>`count(*)::int` })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(condition),
    ]);
    return { rows, total };
  }

  private where(f: OrderListFilter): SQL | undefined {
    const where: (SQL | undefined)[] = [];
    if (f.q) {
      // Support is asked with an e-mail, or with an id from a receipt, Razorpay's dashboard or a bank statement.
      const q = f.q;
      where.push(
        or(
          sql`${users.email} ILIKE ${likeText(q)}`,
          eq(orders.razorpayOrderId, q),
          eq(orders.razorpayPaymentId, q),
          UUID.test(q) ? eq(orders.id, q.toLowerCase()) : undefined,
        ),
      );
    }
    if (f.status) where.push(eq(orders.status, f.status));
    if (f.kind) where.push(eq(orders.kind, f.kind));
    if (f.userId) where.push(eq(orders.userId, f.userId));
    if (f.createdFrom) where.push(gte(orders.createdAt, f.createdFrom));
    if (f.createdTo) where.push(lte(orders.createdAt, f.createdTo));
    if (f.totalFromPaise !== undefined) where.push(gte(orders.totalPaise, f.totalFromPaise));
    if (f.totalToPaise !== undefined) where.push(lte(orders.totalPaise, f.totalToPaise));
    if (f.ids) where.push(inArray(orders.id, f.ids));
    const parts = where.filter((w): w is SQL => !!w);
    return parts.length ? and(...parts) : undefined;
  }

  async find(id: string): Promise<OrderListRow | undefined> {
    const [row] = await this.db
      .select(listColumns)
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, id));
    return row;
  }

  /** The careers of a careers order with the prices charged, by name. */
  lines(orderId: string) {
    return this.db
      .select({ careerId: orderLines.careerId, name: careers.name, unitPricePaise: orderLines.unitPricePaise })
      .from(orderLines)
      .innerJoin(careers, eq(careers.id, orderLines.careerId))
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(careers.name), asc(orderLines.careerId));
  }

  async courseTitle(courseId: string): Promise<string | undefined> {
    const [row] = await this.db.select({ title: courses.title }).from(courses).where(eq(courses.id, courseId));
    return row?.title;
  }

  async courseSeat(orderId: string): Promise<{ id: string; createdAt: Date } | undefined> {
    const [row] = await this.db
      .select({ id: courseEnrolments.id, createdAt: courseEnrolments.createdAt })
      .from(courseEnrolments)
      .where(eq(courseEnrolments.orderId, orderId));
    return row;
  }

  /** The webhooks recorded for the order, oldest first; the payload's header id and payment id for support. */
  events(orderId: string) {
    return this.db
      .select({
        id: paymentEvents.eventId,
        type: paymentEvents.type,
        razorpayEventId: sql<string | null>`${paymentEvents.payload} ->> 'headerEventId'`,
        paymentId: sql<string | null>`${paymentEvents.payload} #>> '{payload,payment,entity,id}'`,
        receivedAt: paymentEvents.receivedAt,
      })
      .from(paymentEvents)
      .where(eq(paymentEvents.orderId, orderId))
      .orderBy(asc(paymentEvents.receivedAt), asc(paymentEvents.eventId));
  }
}
