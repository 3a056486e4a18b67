import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { careers, courses } from './catalogue.js';
import { users } from './identity.js';

export const ORDER_STATUSES = ['CREATED', 'PAID', 'FAILED', 'FULFILLED', 'REPLACED', 'REFUNDED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** What an order buys: the careers of a cart (order_lines), or the certification course (course_id). */
export const ORDER_KINDS = ['CAREERS', 'COURSE'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/**
 * A cart order, with the amounts charged (integer paise, computed by the server from its own prices).
 * CREATED -> PAID (verified client confirmation, verified webhook or the reconciler: whichever comes first,
 * by one conditional UPDATE) -> FULFILLED (the enrolment job). FAILED records a failed payment attempt; a
 * later successful attempt on the same Razorpay order still moves it to PAID (a failed attempt now only stamps
 * payment_failed_at; FAILED is an order whose Razorpay order could not be made). REPLACED: a newer order of the
 * same buyer for a changed cart (or course price) took its place; it can no longer be paid, and a capture that
 * still arrives is refunded. REFUNDED: its payment came for something already owned (or a replaced order) and
 * was refunded (payment_refunds); nothing was enrolled and no invoice issued. A COURSE order buys one seat of
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
    /**
     * A parent's order for a linked child (issue 14): the careers are enrolled to this user, while the order, its
     * payment and its invoice stay the buyer's (`user_id`). Null: for the buyer themselves.
     */
    forUserId: uuid('for_user_id').references(() => users.id),
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
    /** The last failed payment attempt (payment.failed): for display only, the order stays payable. */
    paymentFailedAt: timestamp('payment_failed_at', { withTimezone: true }),
    /** Last time the reconciler looked at this order (it re-announces stuck paid orders at most this often). */
    reconciledAt: timestamp('reconciled_at', { withTimezone: true }),
    /** How often the reconciler announced this paid order again because it was still not fulfilled (issue 23). */
    fulfilmentRetries: integer('fulfilment_retries').notNull().default(0),
    /**
     * When the reconciler stopped announcing it (FULFILMENT_REANNOUNCE_LIMIT reached) and told sales: the order
     * needs a person, and the admins' dashboard lists it while it stays PAID.
     */
    fulfilmentGivenUpAt: timestamp('fulfilment_given_up_at', { withTimezone: true }),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    // The reconciler's scan: orders not yet fulfilled, oldest first.
    index('orders_open_idx')
      .on(t.status, t.createdAt)
      .where(sql`${t.status} <> 'FULFILLED'`),
    check(
      'orders_status_check',
      sql`${t.status} IN ('CREATED', 'PAID', 'FAILED', 'FULFILLED', 'REPLACED', 'REFUNDED')`,
    ),
    check('orders_currency_check', sql`${t.currency} = 'INR'`),
    check('orders_kind_check', sql`${t.kind} IN ('CAREERS', 'COURSE')`),
    check(
      'orders_course_check',
      sql`(${t.kind} = 'COURSE') = (${t.courseId} IS NOT NULL) AND (${t.courseId} IS NULL OR ${t.courseType} IN (0, 1))`,
    ),
    check(
      'orders_amounts_check',
      sql`${t.subtotalPaise} >= 0 AND ${t.gstPaise} >= 0 AND ${t.totalPaise} = ${t.subtotalPaise} + ${t.gstPaise}`,
    ),
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
    check(
      'order_lines_price_check',
      sql`${t.unitPricePaise} >= 0 AND ${t.totalPricePaise} = ${t.unitPricePaise} * ${t.instance}`,
    ),
  ],
);

/**
 * Every verified Razorpay webhook, keyed by what the signature covers (`<event>:<payment or refund id>`, else a
 * hash of the body), never by the unsigned X-Razorpay-Event-Id header: a redelivery, with any header, hits the
 * key and changes nothing.
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

/**
 * Why a payment goes back. The first four are automatic (the payment paths give back a payment that could not
 * pay its order, in full; AMOUNT_MISMATCH: Razorpay captured another amount or currency than the order's); ADMIN is an admin's refund of a fulfilled order, whole or some of its careers, with a
 * reason (`note`), its lines (payment_refund_lines) and a GST credit note.
 */
export const AUTOMATIC_REFUND_REASONS = ['REPLACED', 'ALREADY_OWNED', 'DUPLICATE_PAYMENT', 'AMOUNT_MISMATCH'] as const;
export const REFUND_REASONS = [...AUTOMATIC_REFUND_REASONS, 'ADMIN'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];
export type AutomaticRefundReason = (typeof AUTOMATIC_REFUND_REASONS)[number];
export const REFUND_STATUSES = ['PENDING', 'REQUESTED', 'PROCESSED'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * Money we give back, one Razorpay refund each. An automatic refund gives back a whole captured payment that paid
 * a replaced order, something the buyer already owned, or an order already paid by another payment: one per
 * payment (the partial unique key), however many of the confirmation, the webhook and the reconciler see it. An
 * admin refund (ADMIN) gives back part or all of a fulfilled order's payment; a payment may have several, and
 * their lines keep any career from being refunded twice. The RefundPayment job asks Razorpay once per row.
 * PENDING -> REQUESTED (Razorpay accepted it) -> PROCESSED (refund.processed, or Razorpay said so at once).
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    razorpayPaymentId: text('razorpay_payment_id').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    amountPaise: integer('amount_paise').notNull(),
    /** An admin refund's taxable value and GST (amount = taxable + GST); null for an automatic one. */
    taxablePaise: integer('taxable_paise'),
    gstPaise: integer('gst_paise'),
    reason: text('reason', { enum: REFUND_REASONS }).notNull(),
    /** The admin's reason, in their words (ADMIN only). */
    note: text('note'),
    /** The admin who refunded (ADMIN only). */
    requestedBy: uuid('requested_by').references(() => users.id),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('PENDING'),
    razorpayRefundId: text('razorpay_refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_refunds_order_idx').on(t.orderId),
    uniqueIndex('payment_refunds_automatic_payment_key')
      .on(t.razorpayPaymentId)
      .where(sql`${t.reason} <> 'ADMIN'`),
    index('payment_refunds_created_idx').on(t.createdAt),
    check(
      'payment_refunds_reason_check',
      sql`${t.reason} IN ('REPLACED', 'ALREADY_OWNED', 'DUPLICATE_PAYMENT', 'AMOUNT_MISMATCH', 'ADMIN')`,
    ),
    check('payment_refunds_status_check', sql`${t.status} IN ('PENDING', 'REQUESTED', 'PROCESSED')`),
    check('payment_refunds_amount_check', sql`${t.amountPaise} > 0`),
    check(
      'payment_refunds_admin_check',
      sql`(${t.reason} = 'ADMIN') = (${t.note} IS NOT NULL AND ${t.requestedBy} IS NOT NULL AND ${t.taxablePaise} IS NOT NULL AND ${t.gstPaise} IS NOT NULL)
        AND (${t.taxablePaise} IS NULL OR (${t.taxablePaise} >= 0 AND ${t.gstPaise} >= 0 AND ${t.amountPaise} = ${t.taxablePaise} + ${t.gstPaise}))`,
    ),
  ],
);

/**
 * What an admin refund gave back: one row per career of a careers order, or one row with no career for a course
 * order (refunded whole). Unique per order and career (nulls not distinct), so a career, or a course order, is
 * refunded once, whatever retries or double clicks do.
 */
export const paymentRefundLines = pgTable(
  'payment_refund_lines',
  {
    refundId: uuid('refund_id')
      .notNull()
      .references(() => paymentRefunds.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    careerId: uuid('career_id').references(() => careers.id),
    /** The line's taxable value given back (the price charged). */
    taxablePaise: integer('taxable_paise').notNull(),
  },
  (t) => [
    unique('payment_refund_lines_order_career_key').on(t.orderId, t.careerId).nullsNotDistinct(),
    index('payment_refund_lines_refund_idx').on(t.refundId),
    check('payment_refund_lines_taxable_check', sql`${t.taxablePaise} >= 0`),
  ],
);
