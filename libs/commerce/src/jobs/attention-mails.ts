import { formatRupees } from '@app/contracts';
import { detailsTable, escapeHtml, type OutgoingMail } from '@app/notifications';
import type { OrderRow } from '../payments/payments.repository.js';

/**
 * The sales team: a paid order the platform could not fulfil however often it tried (issue 23). Someone has to
 * find out why (the worker's log names the failure), then fulfil it or refund it from the console.
 */
export function fulfilmentGivenUpMail(
  order: OrderRow,
  buyerEmail: string | null,
  salesEmail: string,
): Omit<OutgoingMail, 'key'> {
  const intro = `A paid order was not fulfilled: enrolling it failed ${order.fulfilmentRetries} more times after the first attempt, and the platform has stopped trying. The buyer has paid and has nothing yet; please look into it, then fulfil or refund the order from the console.`;
  const rows: [string, string][] = [
    ['Order', order.id],
    ['What', order.kind === 'COURSE' ? 'Certification course' : 'Careers'],
    ['Amount paid', formatRupees(order.totalPaise)],
    ['Payment', order.razorpayPaymentId ?? 'none (free order)'],
    ['Paid at', order.paidAt?.toISOString() ?? 'unknown'],
    ['Buyer', buyerEmail ?? 'unknown'],
  ];
  return {
    to: salesEmail,
    subject: `Paid order not fulfilled: ${order.id} (${formatRupees(order.totalPaise)})`,
    text: [intro, '', ...rows.map(([k, v]) => `${k}: ${v}`)].join('\n'),
    html: `<p style="font-family:Arial,sans-serif">${escapeHtml(intro)}</p>${detailsTable(rows)}`,
  };
}
