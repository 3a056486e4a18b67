import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { careers, courses } from './catalogue.js';
import { users } from './identity.js';

export const ORDER_STATUSES = ['CREATED', 'PAID', 'FAILED', 'FULFILLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** What an order buys: the careers of a cart (order_lines), or the certification course (course_id). */
export const ORDER_KINDS = ['CAREERS', 'COURSE'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/**
 * A cart order, with the amounts charged (integer paise, computed by the server from its own prices).
 * CREATED -> PAID (verified client confirmation, verified webhook or the reconciler: whichever comes first,
 * by one conditional UPDATE) -> FULFILLED (the enrolment job). FAILED records a failed payment attempt; a
 * later successful attempt on the same Razorpay order still moves it to PAID. A COURSE order buys one seat of
 * the certification course at one of its prices (course_type 1 = regular; 0 = early-bird, refused while
 * inactive) and goes the same way, so payments, the webhook, the reconciler and invoices serve both kinds.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('CREATED'),
    kind: text('kind', { enum: ORDER_KINDS }).notNull().default('CAREERS'),
    courseId: uuid('course_id').references(() => courses.id),
    courseType: integer('course_type'),
    /** The buyer's state for the tax invoice (a name of INDIAN_STATES); null on orders made before it was asked. */
    billingState: text('billing_state'),
    subtotalPaise: integer('subtotal_paise').notNull(),
    gstPaise: integer('gst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    razorpayOrderId: text('razorpay_order_id').unique(),
    razorpayPaymentId: text('razorpay_payment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    /** Last time the reconciler looked at this order (it re-announces stuck paid orders at most this often). */
    reconciledAt: timestamp('reconciled_at', { withTimezone: true }),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    // The reconciler's scan: orders not yet fulfilled, oldest first.
    index('orders_open_idx').on(t.status, t.createdAt).where(sql`${t.status} <> 'FULFILLED'`),
    check('orders_status_check', sql`${t.status} IN ('CREATED', 'PAID', 'FAILED', 'FULFILLED')`),
    check('orders_currency_check', sql`${t.currency} = 'INR'`),
    check('orders_kind_check', sql`${t.kind} IN ('CAREERS', 'COURSE')`),
    check(
      'orders_course_check',
      sql`(${t.kind} = 'COURSE') = (${t.courseId} IS NOT NULL) AND (${t.courseId} IS NULL OR ${t.courseType} IN (0, 1))`,
    ),
    check('orders_amounts_check', sql`${t.subtotalPaise} >= 0 AND ${t.gstPaise} >= 0 AND ${t.totalPaise} = ${t.subtotalPaise} + ${t.gstPaise}`),
  ],
);

/** The spec's order line, with the price charged (the career's price when the order was made). */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    careerId: uuid('career_id')
      .notNull()
      .references(() => careers.id),
    unitPricePaise: integer('unit_price_paise').notNull(),
    /** Always 1 (spec section 9). */
    instance: integer('instance').notNull().default(1),
    totalPricePaise: integer('total_price_paise').notNull(),
  },
  (t) => [
    primaryKey({ name: 'order_lines_pkey', columns: [t.orderId, t.careerId] }),
    check('order_lines_instance_check', sql`${t.instance} = 1`),
    check('order_lines_price_check', sql`${t.unitPricePaise} >= 0 AND ${t.totalPricePaise} = ${t.unitPricePaise} * ${t.instance}`),
  ],
);

/**
 * Every verified Razorpay webhook, keyed by its event id (x-razorpay-event-id): a redelivered event hits
 * the key and changes nothing.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    eventId: text('event_id').primaryKey(),
    type: text('type').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_events_order_idx').on(t.orderId)],
);
