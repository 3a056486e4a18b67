import { z } from 'zod';
import { entityIdSchema } from '../ids.js';
import { enrolmentStatusSchema } from '../enrolment.js';

/**
 * The console's `orders` resource (issue 12): admins look up an order, its payment and what it made. Read only:
 * refunds are recorded by the payment paths (and, later, by admins through their own resource). Amounts are
 * rupees with paise as two decimals, as the catalogue's admin records.
 */

/** The stored statuses (libs/db's ORDER_STATUSES); "expired" is shown, not stored (decisions: Commerce). */
export const ADMIN_ORDER_STATUSES = ['CREATED', 'PAID', 'FAILED', 'FULFILLED', 'REPLACED', 'REFUNDED'] as const;
export type AdminOrderStatus = (typeof ADMIN_ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<AdminOrderStatus, string> = {
  CREATED: 'Awaiting payment',
  PAID: 'Paid',
  FAILED: 'Failed',
  FULFILLED: 'Fulfilled',
  REPLACED: 'Replaced',
  REFUNDED: 'Refunded',
};

export const ORDER_MESSAGES = {
  notFound: 'Order not found',
  invoiceNotIssued: 'The invoice is issued once the order is paid and fulfilled',
} as const;

const rupees = z.number().describe('Rupees (paise as two decimals)');

export const adminOrderSchema = z
  .object({
    id: entityIdSchema,
    userId: entityIdSchema,
    buyerEmail: z.string(),
    buyerName: z.string().describe('First and last name, else the username'),
    kind: z.enum(['CAREERS', 'COURSE']),
    status: z.enum(ADMIN_ORDER_STATUSES),
    expired: z.boolean().describe('Unpaid (CREATED) and older than the checkout expiry: shown as Expired'),
    itemCount: z.int().describe('Careers in a careers order; 1 for a course order'),
    subtotal: rupees,
    gst: rupees,
    total: rupees,
    currency: z.literal('INR'),
    billingState: z.string().nullable(),
    razorpayOrderId: z.string().nullable(),
    razorpayPaymentId: z.string().nullable().describe('The payment that paid the order'),
    createdAt: z.iso.datetime(),
    paidAt: z.iso.datetime().nullable(),
    fulfilledAt: z.iso.datetime().nullable(),
    paymentFailedAt: z.iso.datetime().nullable().describe('The last failed attempt; the order stays payable'),
  })
  .meta({ id: 'AdminOrder' });
export type AdminOrder = z.output<typeof adminOrderSchema>;

export const adminOrderLineSchema = z.object({ careerId: entityIdSchema, name: z.string(), unitPrice: rupees });

export const adminOrderEventSchema = z.object({
  id: z.string().describe('Our key of the webhook: <event>:<payment or refund id>, or a hash of the body'),
  type: z.string().describe('payment.captured, order.paid, payment.failed, refund.processed, ...'),
  razorpayEventId: z.string().nullable().describe("Razorpay's X-Razorpay-Event-Id, for support"),
  paymentId: z.string().nullable(),
  receivedAt: z.iso.datetime(),
});
export type AdminOrderEvent = z.output<typeof adminOrderEventSchema>;

export const adminOrderEnrolmentSchema = z.object({
  id: entityIdSchema,
  careerId: entityIdSchema,
  careerName: z.string(),
  status: enrolmentStatusSchema,
  started: z.boolean().describe('The assessment has had its first step'),
  startedAt: z.iso.datetime().nullable(),
  completedAt: z.iso.datetime().nullable(),
});
export type AdminOrderEnrolment = z.output<typeof adminOrderEnrolmentSchema>;

export const adminOrderRefundSchema = z.object({
  id: entityIdSchema,
  razorpayPaymentId: z.string(),
  razorpayRefundId: z.string().nullable(),
  amount: rupees,
  reason: z.enum(['REPLACED', 'ALREADY_OWNED', 'DUPLICATE_PAYMENT']),
  status: z.enum(['PENDING', 'REQUESTED', 'PROCESSED']),
  createdAt: z.iso.datetime(),
  processedAt: z.iso.datetime().nullable(),
});
export type AdminOrderRefund = z.output<typeof adminOrderRefundSchema>;

/** One order with what it bought, its payment's trail, what it made, and its invoice (GET /api/admin/orders/:id). */
export const adminOrderDetailSchema = adminOrderSchema
  .extend({
    lines: z.array(adminOrderLineSchema).describe('The careers and the prices charged (empty for a course order)'),
    course: z
      .object({ id: entityIdSchema, title: z.string(), priceType: z.enum(['early-bird', 'regular']) })
      .nullable(),
    courseSeat: z
      .object({ id: entityIdSchema, createdAt: z.iso.datetime() })
      .nullable()
      .describe("The course seat the order made (a course order's enrolment)"),
    events: z.array(adminOrderEventSchema).describe('The verified webhooks received for the order, oldest first'),
    enrolments: z.array(adminOrderEnrolmentSchema).describe('The careers the order enrolled'),
    invoice: z
      .object({ serial: z.string(), issuedAt: z.iso.datetime(), total: rupees, pdf: z.string() })
      .nullable()
      .describe('The GST tax invoice; `pdf` is the console path of its PDF'),
    refunds: z.array(adminOrderRefundSchema).describe('Payments given back for this order'),
  })
  .meta({ id: 'AdminOrderDetail' });
export type AdminOrderDetail = z.output<typeof adminOrderDetailSchema>;

/** The console path of an order's invoice PDF (an admin route: the buyer's own is /payment/orders/:id/invoice). */
export const adminInvoicePath = (orderId: string) => `/api/admin/orders/${orderId}/invoice`;

export const ORDER_SORTS = ['createdAt', 'total', 'status'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];
/**
 * `q`: part of the buyer's e-mail, or an order's id, Razorpay order id or payment id (exactly); `total_*` in
 * rupees; `id`: react-admin's getMany.
 */
export const ORDER_FILTERS = {
  q: 'text',
  status: 'text',
  kind: 'text',
  userId: 'id',
  createdAt_gte: 'date',
  createdAt_lte: 'date',
  total_gte: 'number',
  total_lte: 'number',
  id: 'ids',
} as const;
