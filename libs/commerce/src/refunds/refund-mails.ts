import { COMPANY, formatRupees } from '@app/contracts';
import type { AutomaticRefundReason } from '@app/db';
import { detailsTable, escapeHtml, type OutgoingMail } from '@app/notifications';
import type { RefundDetails } from './refunds.repository.js';

export type RefundMail = Omit<OutgoingMail, 'key'>;

/** Why the payment goes back, in words for the buyer (these mails are for automatic refunds only; an admin's has its credit note mail). */
const WHY: Record<AutomaticRefundReason, string> = {
  REPLACED: 'it was made for an order that a newer order of your changed cart had replaced',
  ALREADY_OWNED: 'it paid for something you had already bought with another payment',
  DUPLICATE_PAYMENT: 'the order had already been paid by another payment',
  AMOUNT_MISMATCH: 'it was not the amount of your order, so the order was not paid (please check out again)',
};

const SALES_WHY: Record<AutomaticRefundReason, string> = {
  REPLACED: 'it paid an order that their newer order had replaced',
  ALREADY_OWNED: 'it paid for what they had already bought with another payment',
  DUPLICATE_PAYMENT: 'their order had already been paid by another payment',
  AMOUNT_MISMATCH:
    'it was not the amount of the order (a tampered checkout or a payment gateway fault: please check, and call the buyer)',
};

const facts = ({ refund, order }: RefundDetails): [string, string][] => [
  ['Amount refunded', formatRupees(refund.amountPaise)],
  ['Payment', refund.razorpayPaymentId],
  ...(refund.razorpayRefundId ? ([['Refund', refund.razorpayRefundId]] as [string, string][]) : []),
  ['Order', order.id],
];

/**
 * A letter to the buyer about money going back: the greeting, what happened, its facts as a table, when the money
 * arrives and who to ask (the automatic refund's mail and an admin refund's credit note mail alike).
 */
export function refundLetter(
  to: { email: string; firstName: string },
  subject: string,
  intro: string,
  rows: [string, string][],
  supportPhone: string,
): RefundMail {
  const when = `The money reaches your account in 5 to 7 working days, by the way you paid. For any help, call us on ${supportPhone} or write to ${COMPANY.email}.`;
  return {
    to: to.email,
    subject,
    text: [
      `Hello ${to.firstName},`,
      '',
      intro,
      '',
      ...rows.map(([k, v]) => `${k}: ${v}`),
      '',
      when,
      '',
      COMPANY.brand,
    ].join('\n'),
    html: `<div style="font-family:Arial,sans-serif;font-size:14px"><p>Hello ${escapeHtml(to.firstName)},</p><p>${escapeHtml(intro)}</p>${detailsTable(rows)}<p>${escapeHtml(when)}</p><p>${escapeHtml(COMPANY.brand)}</p></div>`,
  };
}

/** The buyer: the payment is refunded in full, why, and when the money arrives. */
export function refundBuyerMail(details: RefundDetails, supportPhone: string): RefundMail {
  const { refund, buyer } = details;
  const intro = `We have refunded your payment of ${formatRupees(refund.amountPaise)} in full, because ${WHY[refund.reason as AutomaticRefundReason]}. Nothing you bought is affected.`;
  return refundLetter(
    buyer,
    `Refund of ${formatRupees(refund.amountPaise)} started`,
    intro,
    facts(details),
    supportPhone,
  );
}

/** The sales team: an automatic refund happened (nothing for them to do but know, should the buyer call). */
export function refundSalesMail(details: RefundDetails, salesEmail: string): RefundMail {
  const { refund, order, buyer } = details;
  const name = `${buyer.firstName} ${buyer.lastName}`.trim();
  const intro = `A payment by ${name} was refunded automatically: ${SALES_WHY[refund.reason as AutomaticRefundReason]}. No invoice was issued for it.`;
  const rows: [string, string][] = [
    ['Name', name],
    ['Email', buyer.email],
    ['Mobile', buyer.phoneNumber ?? 'not given'],
    ['What', order.kind === 'COURSE' ? 'Certification course' : 'Careers'],
    ...facts(details),
    ...(refund.reason === 'AMOUNT_MISMATCH'
      ? ([['Order total', formatRupees(order.totalPaise)]] as [string, string][])
      : []),
  ];
  return {
    to: salesEmail,
    subject: `Automatic refund: ${name} (${formatRupees(refund.amountPaise)})`,
    text: [intro, '', ...rows.map(([k, v]) => `${k}: ${v}`)].join('\n'),
    html: `<p style="font-family:Arial,sans-serif">${escapeHtml(intro)}</p>${detailsTable(rows)}`,
  };
}
