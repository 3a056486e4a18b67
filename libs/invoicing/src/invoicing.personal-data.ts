import { Injectable } from '@nestjs/common';
import { asc, eq, inArray } from 'drizzle-orm';
import {
  creditNotes,
  invoices,
  orders,
  type AuditedRecords,
  type Database,
  type DataSubject,
  type PersonalDataPart,
  type PersonalDataSource,
  type Transaction,
} from '@app/db';
import { creditNoteFilename } from './credit-notes/credit-note.service.js';
import { invoiceFilename } from './financial-year.js';
import { renderCreditNotePdf, renderInvoicePdf } from './invoice-pdf.js';

/** The buyer's GST tax invoices and credit notes, as records and as the PDFs they were sent (issue 14). */
@Injectable()
export class InvoicingPersonalData implements PersonalDataSource {
  readonly name = 'invoices';

  async export(db: Database, { userId }: DataSubject): Promise<PersonalDataPart> {
    const mine = db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));
    const [invoiceRows, noteRows] = await Promise.all([
      db.select().from(invoices).where(inArray(invoices.orderId, mine)).orderBy(asc(invoices.issuedAt)),
      db.select().from(creditNotes).where(inArray(creditNotes.orderId, mine)).orderBy(asc(creditNotes.issuedAt)),
    ]);
    const files = [
      ...(await Promise.all(
        invoiceRows.map(async (i) => ({
          path: `invoices/${invoiceFilename(i.serial)}`,
          bytes: await renderInvoicePdf(i),
        })),
      )),
      ...(await Promise.all(
        noteRows.map(async (n) => ({
          path: `credit-notes/${creditNoteFilename(n.serial)}`,
          bytes: await renderCreditNotePdf(n),
        })),
      )),
    ];
    return { json: { invoices: invoiceRows, creditNotes: noteRows }, files };
  }

  /**
   * Nothing is erased: a tax invoice and a credit note are kept, as issued, for as long as GST law requires (CGST
   * Act section 36: until 72 months after the annual return's due date, about eight years), and they name the buyer
   * and their state. docs/decisions.md, Data rights.
   */
  async erase(): Promise<void> {}

  /** The console's credit notes (views and PDF downloads) name the note. */
  async auditedRecords(db: Database | Transaction, { userId }: DataSubject): Promise<AuditedRecords[]> {
    const mine = db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));
    const rows = await db.select({ id: creditNotes.id }).from(creditNotes).where(inArray(creditNotes.orderId, mine));
    return [{ resource: 'credit-notes', ids: rows.map((r) => r.id) }];
  }
}
