import { z } from 'zod';
import { REFUND_REASONS } from './orders-admin.js';

/**
 * The console's `dashboard` (issue 12, admins only): the day's and the month's business at a glance, computed on
 * the fly from the tables that hold it. Days and months are India's (IST, UTC+05:30, no daylight saving): "today"
 * is the IST calendar day, and "this month" runs from the 1st of the IST month to the end of today.
 */

/** The time zone every figure is cut in; IST has no daylight saving, so a day is always 24 hours. */
export const DASHBOARD_TIME_ZONE = 'Asia/Kolkata';

const count = z.int().nonnegative();
const rupees = z.number().nonnegative().describe('Rupees (paise as two decimals)');
const day = z.iso.date().describe('An India (IST) calendar day, YYYY-MM-DD');

export const dashboardFiguresSchema = z
  .object({
    orders: count.describe('Paid orders (PAID or FULFILLED), by when they were paid'),
    revenue: rupees.describe('The total (GST included) of those orders'),
    refunds: z
      .object({ count, amount: rupees })
      .describe('Refunds of payments made in the window (payment_refunds), whatever their state'),
    newLeads: count.describe('Leads created (a request that joined an existing lead is not a new lead)'),
    conversions: count.describe('Leads moved to CONVERTED'),
    completedAssessments: count.describe('Career assessments completed (scored)'),
  })
  .meta({ id: 'AdminDashboardFigures' });
export type DashboardFigures = z.output<typeof dashboardFiguresSchema>;

export const dashboardDaySchema = dashboardFiguresSchema.extend({ date: day }).meta({ id: 'AdminDashboardDay' });
export type DashboardDay = z.output<typeof dashboardDaySchema>;

/**
 * Something the money path could not settle by itself and a person should look at (issue 23): a captured payment of
 * another amount than its order (refunded in full automatically, but a sign of a tampered checkout or a gateway
 * fault), a payment for an order that could not be fulfilled (replaced, already owned, paid twice: refunded in full
 * automatically, and the buyer may call about it), or a paid order the platform gave up fulfilling (the
 * reconciler's re-announcements all failed).
 */
export const ATTENTION_KINDS = ['wrong-amount', 'refunded', 'not-fulfilled'] as const;
export const dashboardAttentionSchema = z
  .object({
    kind: z.enum(ATTENTION_KINDS),
    orderId: z.uuid(),
    razorpayPaymentId: z.string().nullable(),
    reason: z
      .enum(REFUND_REASONS)
      .nullable()
      .describe('wrong-amount and refunded: why the payment was refunded; not-fulfilled: null'),
    amount: rupees.describe('wrong-amount and refunded: the payment refunded; not-fulfilled: the order total'),
    at: z.iso.datetime().describe('When it was found'),
  })
  .meta({ id: 'AdminDashboardAttention' });
export type DashboardAttention = z.output<typeof dashboardAttentionSchema>;

/** How far back an automatically refunded payment is still listed; an order not fulfilled is listed until it is. */
export const ATTENTION_DAYS = 30;

export const adminDashboardSchema = z
  .object({
    timeZone: z.literal(DASHBOARD_TIME_ZONE),
    generatedAt: z.iso.datetime().describe('The instant the figures were computed at'),
    today: dashboardDaySchema.describe("Today's figures (the IST calendar day)"),
    month: dashboardFiguresSchema
      .extend({ month: z.string().regex(/^\d{4}-\d{2}$/), from: day, to: day })
      .describe("This month's figures, from the 1st to today (IST)"),
    days: z.array(dashboardDaySchema).describe('One entry per IST day from the 1st of the month to today, for charts'),
    attention: z
      .array(dashboardAttentionSchema)
      .describe(
        `Needs attention, newest first: payments refunded automatically in the last ${ATTENTION_DAYS} days (a wrong amount, or an order that could not be fulfilled), paid orders not fulfilled`,
      ),
  })
  .meta({ id: 'AdminDashboard' });
export type AdminDashboard = z.output<typeof adminDashboardSchema>;
