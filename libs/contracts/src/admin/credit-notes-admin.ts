import { z } from 'zod';
import { entityIdSchema } from '../ids.js';

/**
 * The console's `credit-notes` resource (issue 12): the GST credit notes (CGST Rule 53) of admins' refunds, read
 * only. A credit note is issued by invoicing once Razorpay has taken the refund: its own serial series per
 * financial year, the original invoice's number and date, the tax reversed in the invoice's CGST+SGST or IGST split.
 */

const rupees = z.number().describe('Rupees (paise as two decimals)');

export const CREDIT_NOTE_MESSAGES = { notFound: 'Credit note not found' } as const;

export const adminCreditNoteSchema = z
  .object({
    id: entityIdSchema,
    serial: z.string().describe('e.g. CN/2627/000001: its own series, restarting each April'),
    financialYear: z.string(),
    issuedAt: z.iso.datetime(),
    orderId: entityIdSchema,
    refundId: entityIdSchema,
    invoiceSerial: z.string().describe('The original tax invoice'),
    invoiceIssuedAt: z.iso.datetime(),
    buyerName: z.string(),
    buyerState: z.string(),
    reason: z.string(),
    lines: z.array(z.object({ description: z.string(), amount: rupees })),
    taxable: rupees,
    cgst: rupees,
    sgst: rupees,
    igst: rupees,
    total: rupees,
    pdf: z.string().describe('The console path of its PDF'),
  })
  .meta({ id: 'AdminCreditNote' });
export type AdminCreditNote = z.output<typeof adminCreditNoteSchema>;

export const CREDIT_NOTE_SORTS = ['issuedAt', 'serial', 'total'] as const;
export type CreditNoteSort = (typeof CREDIT_NOTE_SORTS)[number];

/** `q`: part of the serial, the invoice's serial or the buyer's name, or an order id (exactly). */
export const CREDIT_NOTE_FILTERS = {
  q: 'text',
  orderId: 'id',
  issuedAt_gte: 'date',
  issuedAt_lte: 'date',
  id: 'ids',
} as const;
