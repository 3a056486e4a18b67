import { z } from 'zod';
import { entityIdSchema } from './ids.js';
import { indianStateByName } from './india-states.js';

/** Shapes of the payment calls (spec section 7): order creation, payment confirmation, enrolment state. */

export const PAYMENT_MESSAGES = {
  emptyCart: 'Your cart is empty',
  alreadyEnrolled: 'Some careers in your cart are already enrolled in your account. Remove them and try again.',
  orderNotFound: 'Order not found',
  orderIdRequired: 'orderId is required',
  verificationFailed: 'Payment verification failed',
  providerUnavailable: 'Something went wrong, please try later',
  noOrder: 'You have no order yet',
  /** The spec's 'Careers has been enrolled into your account, Thank You.', in good English (issue 24). */
  enrolled: 'Your careers are enrolled. Thank you!',
  badSignature: 'Invalid webhook signature',
  billingStateRequired: 'Please choose your billing state',
  billingStateUnknown: 'Please choose a state of India',
  invoiceNotReady: 'The invoice is issued once the payment is received',
  invoiceNotFound: 'Invoice not found',
  creditNoteNotFound: 'Credit note not found',
  orderReplaced:
    'This order was replaced by a newer one for your changed cart, so it can no longer be paid. Any payment made for it is refunded in full.',
  paymentRefunded:
    'You already own what this payment was for, so it is being refunded in full. Nothing more was charged.',
  wrongAmountRefunded:
    'This payment was not for the amount of your order, so it is being refunded in full and the order was not paid. Please check out again.',
  providerUnreachable:
    'We could not confirm your payment with Razorpay just now. If money was taken, your order completes by itself within a few minutes; otherwise please try again shortly.',
  refunded: 'Your payment for this order is refunded in full (5 to 7 working days to reach your account).',
  replaced: 'This order was replaced by a newer one',
} as const;

/** What a parent who bought for a child is told: whose careers they went to (issue 24). */
export const enrolledForChild = (firstName: string) => `Added to ${firstName}'s careers. Thank you!`;

/**
 * The buyer's state for the GST tax invoice, asked at checkout when the profile has none (parents, Google
 * sign-ins). Optional in the order bodies: the server falls back to the profile's state.
 */
export const billingStateField = z
  .string({ error: PAYMENT_MESSAGES.billingStateRequired })
  .trim()
  .min(1, { error: PAYMENT_MESSAGES.billingStateRequired, abort: true })
  .refine((v) => indianStateByName(v) !== undefined, { error: PAYMENT_MESSAGES.billingStateUnknown })
  .transform((v) => indianStateByName(v)!.name);

/** The state a buyer's profile already gives, if it is one of INDIAN_STATES (so checkout need not ask). */
export const knownBillingState = (profileState: string | null | undefined): string | undefined =>
  indianStateByName(profileState)?.name;

/**
 * POST /payment/order body: amounts and prices in it are ignored; only the billing state and, for a parent buying
 * for a linked child (issue 14), the child's `forUserId` are read.
 */
export const paymentOrderRequestSchema = z.looseObject({
  billingState: billingStateField.optional(),
  forUserId: z
    .string({ error: 'forUserId must be a user id' })
    .pipe(z.guid({ error: 'forUserId must be a user id' }))
    .transform((id) => id.toLowerCase())
    .optional(),
});
export type PaymentOrderRequest = z.input<typeof paymentOrderRequestSchema>;

const field = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, { error: `${name} is required` })
    .max(100);

/** PUT /payment/save?orderId=: the three fields Razorpay's checkout hands to its `handler`. */
export const paymentConfirmationSchema = z.object({
  razorpay_payment_id: field('razorpay_payment_id'),
  razorpay_order_id: field('razorpay_order_id'),
  razorpay_signature: field('razorpay_signature'),
});
export type PaymentConfirmation = z.output<typeof paymentConfirmationSchema>;

/** `orderId` is our order id or the Razorpay order id (the `id` of the order answer); both are accepted. */
export const paymentSaveQuerySchema = z.object({
  orderId: z
    .string({ error: PAYMENT_MESSAGES.orderIdRequired })
    .trim()
    .min(1, { error: PAYMENT_MESSAGES.orderIdRequired })
    .max(100),
});

/**
 * POST /payment/order answer: the spec's { amount, id, currency } (amount in paise, id = the Razorpay order
 * id) plus what the checkout needs (`key`, the script URL) and our own order id. A free order (total 0)
 * needs no payment: `id` is null and `free` is true; it is already paid and being enrolled.
 */
export const paymentOrderResponseSchema = z
  .object({
    amount: z.int().describe('Paise: subtotal + GST'),
    id: z.string().nullable().describe("Razorpay's order id; null for a free order"),
    currency: z.literal('INR'),
    key: z.string().describe('The key id for the checkout'),
    orderId: entityIdSchema.describe('Our order id'),
    free: z.boolean(),
    subtotal: z.int().describe('Paise'),
    gst: z.int().describe('Paise'),
    checkoutScript: z.string(),
  })
  .meta({ id: 'PaymentOrderResponse' });
export type PaymentOrderResponse = z.output<typeof paymentOrderResponseSchema>;

/** `failed`: the last attempt failed, the order can still be paid; `replaced`, `refunded`: see the order statuses. */
export const enrolmentStateSchema = z.enum(['pending', 'failed', 'paid', 'enrolled', 'replaced', 'refunded']);
export type EnrolmentState = z.output<typeof enrolmentStateSchema>;

/** POST /platform/cart/enroll and PUT /payment/save: where the latest order stands. */
export const enrolmentStateResponseSchema = z
  .object({
    orderId: entityIdSchema,
    status: enrolmentStateSchema,
    careers: z.array(entityIdSchema).describe('The careers of the order, enrolled once `status` is `enrolled`'),
    message: z.string(),
  })
  .meta({ id: 'EnrolmentStateResponse' });
export type EnrolmentStateResponse = z.output<typeof enrolmentStateResponseSchema>;

/**
 * How long an unpaid checkout stays payable. Until then Purchase History offers to complete it and an unchanged
 * cart reuses it; after that it shows as Expired and the next checkout makes a new order (the old one is replaced,
 * so a payment that still reaches it is refunded, as for any replaced order).
 */
export const CHECKOUT_EXPIRY_HOURS = 24;

export const checkoutExpired = (createdAt: Date, now = new Date()): boolean =>
  now.getTime() - createdAt.getTime() >= CHECKOUT_EXPIRY_HOURS * 3_600_000;

/** One order in Purchase History (GET /payment/orders): newest first, amounts in rupees. */
export const purchaseHistoryOrderSchema = z
  .object({
    _id: entityIdSchema,
    createdAt: z.iso.datetime(),
    status: z
      .enum(['CREATED', 'PAID', 'FAILED', 'FULFILLED', 'REPLACED', 'REFUNDED', 'EXPIRED'])
      .describe('EXPIRED: an unpaid checkout older than CHECKOUT_EXPIRY_HOURS (24); CREATED ones can still be paid'),
    amount: z.number().describe('Rupees'),
    subtotal: z.number().describe('Rupees'),
    gst: z.number().describe('Rupees'),
    careers: z
      .array(z.object({ careerId: entityIdSchema, name: z.string(), unit_price: z.number().describe('Rupees') }))
      .describe('The careers of a cart order (empty for a course order)'),
    course: z
      .object({ id: entityIdSchema, title: z.string() })
      .nullable()
      .describe('The course a course order bought (null for a cart order)'),
    invoice: z
      .object({ serial: z.string(), issuedAt: z.iso.datetime() })
      .nullable()
      .describe(
        'The GST tax invoice, once the payment is received: GET /payment/orders/{_id}/invoice downloads its PDF',
      ),
    refunded: z
      .number()
      .describe(
        'Rupees refunded for this order (automatically: a payment that could not pay it, or a second payment; or by our staff); 0 when none',
      ),
    forUser: z
      .object({ userId: entityIdSchema, firstName: z.string(), lastName: z.string() })
      .nullable()
      // Optional so that answers (and fixtures) from before issue 14 stay valid; the server always sends it.
      .optional()
      .describe("A parent's order for a linked child: the child, whose careers they are (null: the buyer's own)"),
    creditNotes: z
      .array(
        z.object({
          id: entityIdSchema,
          serial: z.string(),
          issuedAt: z.iso.datetime(),
          total: z.number().describe('Rupees'),
        }),
      )
      .describe(
        'The GST credit notes of refunds our staff made, oldest first: GET /payment/orders/{_id}/credit-notes/{id} downloads one',
      ),
  })
  .meta({ id: 'PurchaseHistoryOrder' });
export type PurchaseHistoryOrder = z.output<typeof purchaseHistoryOrderSchema>;
export const purchaseHistoryResponseSchema = z.array(purchaseHistoryOrderSchema);
export type PurchaseHistoryResponse = z.output<typeof purchaseHistoryResponseSchema>;
