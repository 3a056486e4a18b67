import { z } from 'zod';
import { entityIdSchema } from './ids.js';
import { billingStateField } from './payments.js';
import type { CourseModule } from './catalogue.js';

/**
 * Shapes of the certification course purchase (spec section 7): POST /course/order and POST /course/{_id}.
 * Amounts are paise, like the cart's order answer; the course's price is the server's, never the body's.
 */

/** The course's price types of the spec: 0 = early-bird price, 1 = regular price. */
export const COURSE_PRICE_TYPES = [0, 1] as const;
export type CoursePriceType = (typeof COURSE_PRICE_TYPES)[number];

/** Fixed facts of the course, shared by the page and the confirmation e-mail (spec section 9). */
export const COURSE_SCHEDULE = { sessions: '12-2 PM every Sunday' } as const;

/** What the page and the mails say while a course has no start date. */
export const START_DATE_TBA = 'Dates to be announced';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th'}`;
}

/** A course's start (YYYY-MM-DD) as the spec writes dates, with its year: "2nd June 2027". */
export function formatCourseStart(isoDate: string | null | undefined): string {
  const match = isoDate ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate) : null;
  if (!match) return START_DATE_TBA;
  return `${ordinal(Number(match[3]))} ${MONTHS[Number(match[2]) - 1]} ${match[1]}`;
}

/** The course's dates are India's: a day ends at midnight IST whatever the reader's clock says. */
export const COURSE_TIME_ZONE = 'Asia/Kolkata';

/** Today's date in India as YYYY-MM-DD. */
export function indiaToday(now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: COURSE_TIME_ZONE }).format(now);
}

/**
 * Days between the early-bird deadline and the start: the spec's run starts 2nd June with the early-bird price
 * "by 20th May", 13 days before.
 */
export const EARLY_BIRD_DAYS_BEFORE_START = 13;

/** The run of the course a reader on a given day is offered: its first session and its early-bird deadline. */
export interface CourseRun {
  /** YYYY-MM-DD of the run's first session. */
  startsOn: string;
  /** YYYY-MM-DD, the last day of the early-bird price. */
  earlyBirdBy: string;
  /** Whether the early-bird deadline has passed on `today`. */
  earlyBirdPassed: boolean;
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The current run on `today` (YYYY-MM-DD, India): the course's stored start when it is today or later; once it has
 * passed, the course runs again each year on the same day, so the next one on or after today. Null while the course
 * has no start date. Pure, so any "today" can be tested.
 */
export function currentCourseRun(startsOn: string | null | undefined, today: string): CourseRun | null {
  const match = startsOn ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(startsOn) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  let runYear = year;
  // ISO dates compare as strings. A 29th February run falls on 1st March in other years (Date.UTC rolls it over).
  const startIn = (y: number) => isoDay(new Date(Date.UTC(y, month - 1, day)));
  while (startIn(runYear) < today) runYear += 1;
  const start = startIn(runYear);
  const earlyBirdBy = isoDay(new Date(Date.UTC(runYear, month - 1, day - EARLY_BIRD_DAYS_BEFORE_START)));
  return { startsOn: start, earlyBirdBy, earlyBirdPassed: earlyBirdBy < today };
}

export const COURSE_MESSAGES = {
  courseNotFound: 'Course not found',
  courseRequired: 'course is required',
  courseIdInvalid: 'course.id must be a course id',
  typeInvalid: 'course.type must be 0 (early-bird price) or 1 (regular price)',
  earlyBirdClosed: 'The early-bird price is no longer available',
  alreadyBought: 'You have already bought this course',
  campusStudent: 'Campus students cannot buy the certification course.',
  orderNotFound: 'Order not found',
  /** The answer of a verified POST /course/{_id}, and the gist of the Confirmation dialog. */
  confirmed: 'Your seat in the course is confirmed. Our team will contact you shortly.',
} as const;

/** The Confirmation dialog's text after a course payment (spec: the team will contact the user; support number). */
export const courseConfirmationText = (supportPhone: string) =>
  `Your course is confirmed. Our team will contact you shortly. For any help, call us on ${supportPhone}.`;

const priceType = z
  .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], { error: COURSE_MESSAGES.typeInvalid })
  .transform((t) => Number(t) as CoursePriceType);

/**
 * POST /course/order body: the spec's `{ amount, course: { id, type } }`. `amount` is accepted and ignored
 * (the server prices the course); `billingState` is asked at checkout when the profile has no state.
 */
export const courseOrderRequestSchema = z.looseObject({
  amount: z.unknown().optional(),
  course: z.object(
    {
      id: z
        .string({ error: COURSE_MESSAGES.courseIdInvalid })
        .trim()
        .pipe(z.uuid({ error: COURSE_MESSAGES.courseIdInvalid }))
        .transform((id) => id.toLowerCase()),
      type: priceType,
    },
    { error: COURSE_MESSAGES.courseRequired },
  ),
  billingState: billingStateField.optional(),
});
export type CourseOrderRequest = z.input<typeof courseOrderRequestSchema>;
export type CourseOrderInput = z.output<typeof courseOrderRequestSchema>;

/** POST /course/order answer: the spec's `data.data` with amount, id, currency, _id, plus what the checkout needs. */
export const courseOrderSchema = z
  .object({
    amount: z.int().describe('The total charged, paise (subtotal + GST)'),
    id: z.string().describe("Razorpay's order id"),
    currency: z.literal('INR'),
    _id: entityIdSchema.describe('Our order id: POST /course/{_id}'),
    course: z.object({ id: entityIdSchema, type: z.literal(COURSE_PRICE_TYPES) }),
    key: z.string().describe('The key id for the checkout'),
    checkoutScript: z.string().describe("The checkout script to load (Razorpay's or the sandbox's)"),
    subtotal: z.int().describe('Paise'),
    gst: z.int().describe('Paise'),
  })
  .meta({ id: 'CourseOrder' });
export type CourseOrder = z.output<typeof courseOrderSchema>;

export const courseOrderResponseSchema = z
  .object({ status: z.literal(1), data: courseOrderSchema })
  .meta({ id: 'CourseOrderResponse' });
export type CourseOrderResponse = z.output<typeof courseOrderResponseSchema>;

/** GET /course/{id}/seat: whether the signed-in user owns a seat of the course (the page then offers no purchase). */
export const courseSeatResponseSchema = z
  .object({ owned: z.boolean().describe("A seat is the caller's (a paid order the worker has enrolled)") })
  .meta({ id: 'CourseSeat' });
export type CourseSeatResponse = z.output<typeof courseSeatResponseSchema>;

/** POST /course/{_id} answer: `paid` until the worker has given the seat, then `enrolled`. */
export const coursePaymentResponseSchema = z
  .object({
    status: z.literal(1),
    message: z.string(),
    data: z.object({ orderId: entityIdSchema, status: z.enum(['paid', 'enrolled']) }),
  })
  .meta({ id: 'CoursePaymentResponse' });
export type CoursePaymentResponse = z.output<typeof coursePaymentResponseSchema>;

/**
 * The course's four modules as the /career-counsellor page first showed them: the seed gives them to a new course,
 * and the page shows them until the course call answers (or when staff have set none). Staff edit the course's own
 * in the console.
 */
export const STANDARD_COURSE_MODULES: readonly CourseModule[] = [
  {
    title: 'Foundations of career counselling',
    description:
      'The counsellor’s role, ethics, how students of classes 9 to 12 decide, and how to run a first session with a student and parents.',
  },
  {
    title: 'Assessments and career tools',
    description:
      'Interests, aptitude, personality and values: how to read assessment reports and link them to streams, subjects and careers.',
  },
  {
    title: 'Careers, streams and pathways in India',
    description:
      'Science, Commerce, Arts and independent careers; boards, entrance exams, colleges, scholarships and study abroad.',
  },
  {
    title: 'Building your counselling business',
    description:
      'Setting up your practice, fees, school partnerships, workshops, online presence and getting your first clients.',
  },
];
