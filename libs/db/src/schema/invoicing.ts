import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { orders, paymentRefunds } from './payments.js';

export interface InvoiceLine {
  description: string;
  amountPaise: number;
}

/** The supplier and the buyer as a tax document (an invoice, a credit note) names them when it is issued. */
const parties = () => ({
  supplierName: text('supplier_name').notNull(),
  supplierAddress: text('supplier_address').notNull(),
  supplierGstin: text('supplier_gstin').notNull(),
  supplierStateCode: text('supplier_state_code').notNull(),
  buyerName: text('buyer_name').notNull(),
  buyerState: text('buyer_state').notNull(),
  buyerStateCode: text('buyer_state_code').notNull(),
});

/** A tax document's lines, taxable value and taxes (integer paise): CGST + SGST within a state, else IGST. */
const amounts = () => ({
  lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
  taxablePaise: integer('taxable_paise').notNull(),
  cgstPaise: integer('cgst_paise').notNull().default(0),
  sgstPaise: integer('sgst_paise').notNull().default(0),
  igstPaise: integer('igst_paise').notNull().default(0),
  totalPaise: integer('total_paise').notNull(),
});

/**
 * The GST tax invoice of a paid order, issued once (order_id is unique) in the fulfilment transaction. It keeps
 * everything it shows as it was when issued (supplier, buyer, amounts, lines), so a later change of the
 * configuration, a profile or a price never changes an invoice already sent.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    /** e.g. DC/2627/000042: unique within the financial year, at most 16 characters (CGST rule 46). */
    serial: text('serial').notNull().unique(),
    /** '2026-27': April to March, India time. */
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    ...parties(),
    sac: text('sac').notNull().default('999293'),
    ...amounts(),
  },
  (t) => [
    unique('invoices_year_sequence_key').on(t.financialYear, t.sequence),
    check('invoices_serial_check', sql`char_length(${t.serial}) <= 16`),
    check(
      'invoices_amounts_check',
      sql`${t.taxablePaise} >= 0 AND ${t.cgstPaise} >= 0 AND ${t.sgstPaise} >= 0 AND ${t.igstPaise} >= 0
        AND ${t.totalPaise} = ${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise}
        AND (${t.igstPaise} = 0 OR (${t.cgstPaise} = 0 AND ${t.sgstPaise} = 0))`,
    ),
  ],
);

/** The last serial issued in each financial year: one row per year, taken FOR UPDATE so serials have no gaps. */
export const invoiceCounters = pgTable('invoice_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastSequence: integer('last_sequence').notNull().default(0),
});

/**
 * A GST credit note (CGST Rule 53) of an admin refund, issued once per refund (refund_id is unique) after Razorpay
 * took it. It has its own serial series per financial year (credit_note_counters), names the original invoice's
 * number and date, and reverses the tax in the invoice's split (CGST + SGST, or IGST). Like an invoice it keeps
 * what it shows as it was when issued.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    refundId: uuid('refund_id')
      .notNull()
      .unique()
      .references(() => paymentRefunds.id),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** e.g. CN/2627/000001: at most 16 characters, like an invoice's. */
    serial: text('serial').notNull().unique(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    invoiceSerial: text('invoice_serial').notNull(),
    invoiceIssuedAt: timestamp('invoice_issued_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
    ...parties(),
    sac: text('sac').notNull(),
    ...amounts(),
  },
  (t) => [
    unique('credit_notes_year_sequence_key').on(t.financialYear, t.sequence),
    index('credit_notes_invoice_idx').on(t.invoiceId),
    index('credit_notes_order_idx').on(t.orderId),
    index('credit_notes_issued_idx').on(t.issuedAt),
    check('credit_notes_serial_check', sql`char_length(${t.serial}) <= 16`),
    check(
      'credit_notes_amounts_check',
      sql`${t.taxablePaise} >= 0 AND ${t.cgstPaise} >= 0 AND ${t.sgstPaise} >= 0 AND ${t.igstPaise} >= 0
        AND ${t.totalPaise} = ${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise}
        AND ${t.totalPaise} > 0
        AND (${t.igstPaise} = 0 OR (${t.cgstPaise} = 0 AND ${t.sgstPaise} = 0))`,
    ),
  ],
);

/** The last credit note serial of each financial year: its own series, apart from the invoices'. */
export const creditNoteCounters = pgTable('credit_note_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastSequence: integer('last_sequence').notNull().default(0),
});
