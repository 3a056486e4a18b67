import { COMPANY, formatRupees } from '@app/contracts';
import type { CreditNoteRow } from '@app/invoicing';
import { detailsTable, escapeHtml, type OutgoingMail } from '@app/notifications';
import type { RefundDetails } from './refunds.repository.js';

export type CreditNoteMail = Omit<OutgoingMail, 'key' | 'attachments'>;

/**
 * The buyer's mail of an admin's refund: what was refunded and why, when the money arrives, and the GST credit
 * note attached (also in Purchase History).
 */
export function creditNoteMail(
  { refund, buyer }: RefundDetails,
  note: CreditNoteRow,
  supportPhone: string,
): CreditNoteMail {
  const amount = formatRupees(note.totalPaise);
  const intro = `We have refunded ${amount} of your order. Our credit note ${note.serial} is attached; you will also find it in Purchase History.`;
  const when = `The money reaches your account in 5 to 7 working days, by the way you paid. For any help, call us on ${supportPhone} or write to ${COMPANY.email}.`;
  const rows: [string, string][] = [
    ...note.lines.map((l): [string, string] => [l.description, formatRupees(l.amountPaise)]),
    ['GST refunded', formatRupees(note.cgstPaise + note.sgstPaise + note.igstPaise)],
    ['Total refunded', amount],
    ['Reason', note.reason],
    ['Credit note', note.serial],
    ['Against invoice', note.invoiceSerial],
    ['Payment', refund.razorpayPaymentId],
    ['Order', note.orderId],
  ];
  return {
    to: buyer.email,
    subject: `Refund of ${amount}: credit note ${note.serial}`,
    text: [
      `Hello ${buyer.firstName},`,
      '',
      intro,
      '',
      ...rows.map(([k, v]) => `${k}: ${v}`),
      '',
      when,
      '',
      COMPANY.brand,
    ].join('\n'),
    html: `<div style="font-family:Arial,sans-serif;font-size:14px"><p>Hello ${escapeHtml(buyer.firstName)},</p><p>${escapeHtml(intro)}</p>${detailsTable(rows)}<p>${escapeHtml(when)}</p><p>${escapeHtml(COMPANY.brand)}</p></div>`,
  };
}
