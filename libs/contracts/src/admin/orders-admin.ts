import { z } from 'zod';
import { entityIdSchema } from '../ids.js';
import { enrolmentStatusSchema } from '../enrolment.js';

/**
 * The console's `orders` resource (issue 12): admins look up an order, its payment and what it made, and refund it
 * (POST /api/admin/orders/{id}/refund: the whole order or some of its careers, each refund with its GST credit
 * note). Amounts are rupees with paise as two decimals, as the catalogue's admin records.
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

/** What an admin's refund answers when it cannot be made (409s, and the 400s of the body). */
export const REFUND_MESSAGES = {
  reasonRequired: 'Say why the order is refunded',
  reasonTooLong: `Keep the reason under ${500} characters`,
  careersInvalid: 'Choose the careers to refund',
  notFulfilled: 'Only a paid and fulfilled order can be refunded',
  nothingPaid: 'Nothing was paid for this order',
  invoiceNotIssued: "The order's invoice is not issued yet; try again in a minute",
  courseWhole: 'A course order is refunded as a whole: leave out the careers',
  tooSmall: 'Razorpay refunds at least ₹1.00',
  notInOrder: (names: string) => `Not in this order: ${names}`,
  alreadyRefunded: (names: string) => `Refunded already: ${names}`,
  wholeAlreadyRefunded: 'This order is refunded in full already',
  started: (names: string) =>
    `The assessment has started for ${names}. Confirm to refund it anyway; the buyer then keeps what they began.`,
} as const;

/** The longest reason an admin may give for a refund. */
export const REFUND_REASON_MAX = 500;

/**
 * POST /api/admin/orders/{id}/refund. No `careerIds`: the whole order (what is not refunded yet). A career whose
 * assessment has started is refused (409 REFUND_CAREER_STARTED) unless `confirmStarted` is true; the buyer then
 * keeps it, while a career not started is taken back.
 */
export const adminRefundRequestSchema = z
  .object({
    careerIds: z
      .array(entityIdSchema, { error: REFUND_MESSAGES.careersInvalid })
      .min(1, { error: REFUND_MESSAGES.careersInvalid })
      .max(100, { error: REFUND_MESSAGES.careersInvalid })
      .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, {
        error: REFUND_MESSAGES.careersInvalid,
      })
      .optional(),
    reason: z
      .string({ error: REFUND_MESSAGES.reasonRequired })
      .trim()
      .min(3, { error: REFUND_MESSAGES.reasonRequired })
      .max(REFUND_REASON_MAX, { error: REFUND_MESSAGES.reasonTooLong }),
    confirmStarted: z.boolean().optional().describe('Refund careers whose assessment has started (they stay)'),
  })
  .strict()
  .meta({ id: 'AdminRefundRequest' });
export type AdminRefundRequest = z.output<typeof adminRefundRequestSchema>;

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

export const adminOrderLineSchema = z.object({
  careerId: entityIdSchema,
  name: z.string(),
  unitPrice: rupees,
  refunded: z.boolean().describe('An admin refunded this career'),
});

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

/** Why money went back: the payment paths' automatic reasons, or ADMIN (an admin's refund, with its `note`). */
export const REFUND_REASONS = ['REPLACED', 'ALREADY_OWNED', 'DUPLICATE_PAYMENT', 'AMOUNT_MISMATCH', 'ADMIN'] as const;

/** A credit note as an order, a refund or Purchase History names it; `pdf` is the path of its PDF. */
export const creditNoteRefSchema = z.object({
  id: entityIdSchema,
  serial: z.string(),
  issuedAt: z.iso.datetime(),
  total: rupees,
  pdf: z.string(),
});
export type CreditNoteRef = z.output<typeof creditNoteRefSchema>;

export const adminOrderRefundSchema = z
  .object({
    id: entityIdSchema,
    orderId: entityIdSchema,
    razorpayPaymentId: z.string(),
    razorpayRefundId: z.string().nullable(),
    amount: rupees,
    taxable: rupees.nullable().describe("An admin refund's taxable value (null for an automatic one)"),
    gst: rupees.nullable(),
    reason: z.enum(REFUND_REASONS),
    note: z.string().nullable().describe("The admin's reason"),
    careerIds: z.array(entityIdSchema).describe('The careers an admin refunded (empty: a course, or automatic)'),
    requestedBy: z.string().nullable().describe("The admin's username"),
    status: z.enum(['PENDING', 'REQUESTED', 'PROCESSED']),
    createdAt: z.iso.datetime(),
    processedAt: z.iso.datetime().nullable(),
    creditNote: creditNoteRefSchema.nullable().describe("An admin refund's GST credit note, once Razorpay took it"),
  })
  .meta({ id: 'AdminOrderRefund' });
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
    refunds: z.array(adminOrderRefundSchema).describe('Payments given back for this order, oldest first'),
    refundable: z.boolean().describe('An admin may refund (some of) it now'),
  })
  .meta({ id: 'AdminOrderDetail' });
export type AdminOrderDetail = z.output<typeof adminOrderDetailSchema>;

/** The console path of an order's invoice PDF (an admin route: the buyer's own is /payment/orders/:id/invoice). */
export const adminInvoicePath = (orderId: string) => `/api/admin/orders/${orderId}/invoice`;
/** The console path of a credit note's PDF. */
export const adminCreditNotePath = (creditNoteId: string) => `/api/admin/credit-notes/${creditNoteId}/pdf`;
/** The buyer's path of one of their credit notes' PDF. */
export const creditNotePath = (orderId: string, creditNoteId: string) =>
  `/api/payment/orders/${orderId}/credit-notes/${creditNoteId}`;

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
