import { formatRupees, GST_PERCENT } from '@app/contracts';
import { escapeHtml, type OutgoingMail } from '@app/notifications';
import type { OrderReceipt } from '../payments/payments.repository.js';

/** A mail without its idempotency key and attachments (the job adds them). */
export type ReceiptMail = Omit<OutgoingMail, 'key' | 'attachments'>;

const stamp = (d: Date) =>
  d.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });

/** The buyer's receipt of a careers order: the careers enrolled, what was paid, and the invoice attached. */
export function careersReceiptMail(
  { order, email, firstName, lines }: OrderReceipt,
  invoiceSerial: string,
): ReceiptMail {
  const when = stamp(order.paidAt ?? order.createdAt);
  const invoiceNote = `Your GST tax invoice ${invoiceSerial} is attached (also in Purchase History).`;
  const totals: [string, string][] = [
    ['Subtotal', formatRupees(order.subtotalPaise)],
    [`GST (${GST_PERCENT}%)`, formatRupees(order.gstPaise)],
    ['Total paid', formatRupees(order.totalPaise)],
  ];
  const facts: [string, string][] = [
    ['Order', order.id],
    ...(order.razorpayPaymentId ? ([['Payment', order.razorpayPaymentId]] as [string, string][]) : []),
    ['Date', when],
  ];
  const text = [
    `Hello ${firstName},`,
    '',
    'Thank you for your purchase. These careers are now enrolled in your account:',
    '',
    ...lines.map((l) => `  ${l.name}: ${formatRupees(l.totalPricePaise)}`),
    '',
    ...totals.map(([k, v]) => `${k}: ${v}`),
    '',
    ...facts.map(([k, v]) => `${k}: ${v}`),
    '',
    invoiceNote,
    '',
    'Start from your dashboard: My Careers.',
    '',
    'Disha Careers',
  ].join('\n');
  const cell = 'style="padding:4px 12px 4px 0"';
  const rows = lines
    .map(
      (l) => `<tr><td ${cell}>${escapeHtml(l.name)}</td><td align="right">${formatRupees(l.totalPricePaise)}</td></tr>`,
    )
    .join('');
  const totalRows = totals
    .map(([k, v]) => `<tr><th align="left" ${cell}>${escapeHtml(k)}</th><th align="right">${v}</th></tr>`)
    .join('');
  const factRows = facts
    .map(([k, v]) => `<tr><td ${cell}>${escapeHtml(k)}</td><td>${escapeHtml(v)}</td></tr>`)
    .join('');
  const html = `<div style="font-family:Arial,sans-serif;font-size:14px">
<p>Hello ${escapeHtml(firstName)},</p>
<p>Thank you for your purchase. These careers are now enrolled in your account:</p>
<table style="border-collapse:collapse">${rows}${totalRows}</table>
<p></p><table style="border-collapse:collapse;color:#555">${factRows}</table>
<p>${escapeHtml(invoiceNote)}</p>
<p>Start from your dashboard: My Careers.</p><p>Disha Careers</p></div>`;
  return {
    to: email,
    subject: `Your Disha Careers receipt: ${formatRupees(order.totalPaise)} for ${lines.length} career${lines.length === 1 ? '' : 's'}`,
    text,
    html,
  };
}
