import { formatRupees } from '@app/contracts';
import type { CreditNoteRow } from '@app/invoicing';
import { refundLetter, type RefundMail } from './refund-mails.js';
import type { RefundDetails } from './refunds.repository.js';

/**
 * The buyer's mail of an admin's refund: what was refunded and why, when the money arrives, and the GST credit
 * note attached by the job (also in Purchase History).
 */
export function creditNoteMail(
  { refund, buyer }: RefundDetails,
  note: CreditNoteRow,
  supportPhone: string,
): RefundMail {
  const amount = formatRupees(note.totalPaise);
  const intro = `We have refunded ${amount} of your order. Our credit note ${note.serial} is attached; you will also find it in Purchase History.`;
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
  return refundLetter(buyer, `Refund of ${amount}: credit note ${note.serial}`, intro, rows, supportPhone);
}
