import { COMPANY, COURSE_SCHEDULE, formatCourseStart, formatRupees, GST_PERCENT } from '@app/contracts';
import { detailsTable, escapeHtml, type OutgoingMail } from '@app/notifications';
import type { CourseOrderDetails } from './course-orders.repository.js';

/** A mail without its idempotency key (the job adds it), so attachments (the tax invoice) can be added there. */
export type CourseMail = Omit<OutgoingMail, 'key'>;

const stamp = (d: Date) =>
  d.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });
const PRICE_NAMES = { 0: 'Early-bird price', 1: 'Regular price' } as Record<number, string>;

const amountRows = ({ order }: CourseOrderDetails): [string, string][] => [
  ['Course fee', formatRupees(order.subtotalPaise)],
  [`GST (${GST_PERCENT}%)`, formatRupees(order.gstPaise)],
  ['Total paid', formatRupees(order.totalPaise)],
];

/** The buyer's confirmation: the seat, the schedule, what was paid, the tax invoice, and that the team will call. */
export function courseBuyerMail(details: CourseOrderDetails, invoiceSerial: string, supportPhone: string): CourseMail {
  const { order, course, buyer } = details;
  const facts: [string, string][] = [
    ['Course', course.title],
    ['Starts', formatCourseStart(course.startsOn)],
    ['Live sessions', COURSE_SCHEDULE.sessions],
    ...amountRows(details),
    ['Order', order.id],
    ...(order.razorpayPaymentId ? ([['Payment', order.razorpayPaymentId]] as [string, string][]) : []),
    ['Date', stamp(order.paidAt ?? order.createdAt)],
  ];
  const invoiceNote = `Your GST tax invoice ${invoiceSerial} is attached (also in Purchase History).`;
  const contact = `Our team will contact you shortly with the joining details. For any help, call us on ${supportPhone} or write to ${COMPANY.email}.`;
  const text = [
    `Hello ${buyer.firstName},`,
    '',
    `Your seat in the ${course.title} course is confirmed. Thank you for your purchase.`,
    '',
    ...facts.map(([k, v]) => `${k}: ${v}`),
    '',
    invoiceNote,
    '',
    contact,
    '',
    COMPANY.brand,
  ].join('\n');
  const html = `<div style="font-family:Arial,sans-serif;font-size:14px">
<p>Hello ${escapeHtml(buyer.firstName)},</p>
<p>Your seat in the <strong>${escapeHtml(course.title)}</strong> course is confirmed. Thank you for your purchase.</p>
${detailsTable(facts)}
<p>${escapeHtml(invoiceNote)}</p><p>${escapeHtml(contact)}</p><p>${escapeHtml(COMPANY.brand)}</p></div>`;
  return {
    to: buyer.email,
    subject: `Your seat is confirmed: ${course.title}`,
    text,
    html,
  };
}

/** The sales team's lead: who bought, how to reach them, and what was paid. */
export function courseSalesMail(details: CourseOrderDetails, salesEmail: string): CourseMail {
  const { order, course, buyer } = details;
  const name = `${buyer.firstName} ${buyer.lastName}`.trim();
  // A second paid order of the same buyer never gets here: it is refunded automatically (RefundPaymentJob).
  const intro = `${name} has bought the ${course.title} course. Please call them within one working day.`;
  const rows: [string, string][] = [
    ['Name', name],
    ['Email', buyer.email],
    ['Mobile', buyer.phoneNumber ?? 'not given'],
    ['State', order.billingState ?? buyer.state ?? 'not given'],
    ['Order', order.id],
    ['Price', PRICE_NAMES[order.courseType ?? 1] ?? String(order.courseType)],
    ...amountRows(details),
    ['Paid', stamp(order.paidAt ?? order.createdAt)],
  ];
  return {
    to: salesEmail,
    subject: `New course purchase: ${name} (${formatRupees(order.totalPaise)})`,
    text: [intro, '', ...rows.map(([k, v]) => `${k}: ${v}`)].join('\n'),
    html: `<p style="font-family:Arial,sans-serif">${escapeHtml(intro)}</p>${detailsTable(rows)}`,
  };
}
