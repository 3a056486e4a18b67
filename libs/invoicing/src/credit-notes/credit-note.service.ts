import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@app/config';
import type { InvoiceLine } from '@app/db';
import { Outbox } from '@app/queue';
import { financialYearOf, invoiceSerial } from '../financial-year.js';
import { renderCreditNotePdf } from '../invoice-pdf.js';
import { creditNoteTaxes } from './credit-note-taxes.js';
import { CreditNotesRepository, type CreditNoteRow } from './credit-notes.repository.js';

/** What commerce tells invoicing of a refund an admin made, once Razorpay has taken it. */
export interface RefundToCredit {
  refundId: string;
  orderId: string;
  /** The value and the GST given back (commerce never gives back more than the order charged). */
  taxablePaise: number;
  gstPaise: number;
  lines: InvoiceLine[];
  /** The admin's reason, printed on the note. */
  reason: string;
}

/** The file name a credit note's PDF goes by: credit-note-CN-2627-000001.pdf. */
export const creditNoteFilename = (serial: string) => `credit-note-${serial.replace(/\//g, '-')}.pdf`;

/**
 * Issues the GST credit note of an admin's refund (CGST Rule 53), once per refund, in a transaction of its own:
 * the order's invoice row is locked first (so the notes of one invoice are worked out one after another, each
 * seeing the ones before), then the year's counter row, last, as invoices take theirs. The note copies the
 * invoice's supplier, buyer and place of supply, and reverses the tax in the invoice's split. A new note is
 * announced (CreditNoteIssued: the buyer's mail) in the same transaction.
 */
@Injectable()
export class CreditNoteService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: CreditNotesRepository,
    private readonly outbox: Outbox,
  ) {}

  issueFor(refund: RefundToCredit, at: Date = new Date()): Promise<CreditNoteRow> {
    return this.repository.transaction(async (tx) => {
      const invoice = await this.repository.lockInvoiceOfOrder(tx, refund.orderId);
      // Never so: commerce refunds only invoiced orders. Failing (and retrying) beats a refund without its note.
      if (!invoice) throw new Error(`Order ${refund.orderId} has no invoice; no credit note`);
      const existing = await this.repository.findByRefund(refund.refundId, tx);
      if (existing) return existing;
      const before = await this.repository.totalsOfInvoice(tx, invoice.id);
      const taxes = creditNoteTaxes(invoice, before, refund.taxablePaise, refund.gstPaise);
      const financialYear = financialYearOf(at);
      const note = {
        refundId: refund.refundId,
        invoiceId: invoice.id,
        orderId: refund.orderId,
        financialYear,
        issuedAt: at,
        invoiceSerial: invoice.serial,
        invoiceIssuedAt: invoice.issuedAt,
        reason: refund.reason,
        supplierName: invoice.supplierName,
        supplierAddress: invoice.supplierAddress,
        supplierGstin: invoice.supplierGstin,
        supplierStateCode: invoice.supplierStateCode,
        buyerName: invoice.buyerName,
        buyerState: invoice.buyerState,
        buyerStateCode: invoice.buyerStateCode,
        sac: invoice.sac,
        lines: refund.lines,
        taxablePaise: refund.taxablePaise,
        ...taxes,
        totalPaise: refund.taxablePaise + refund.gstPaise,
      };
      const sequence = await this.repository.nextSequence(tx, financialYear);
      const row = await this.repository.insert(tx, {
        ...note,
        sequence,
        serial: invoiceSerial(this.config.invoice.creditNotePrefix, financialYear, sequence),
      });
      await this.outbox.append(tx, 'CreditNoteIssued', { creditNoteId: row.id });
      return row;
    });
  }

  find(id: string): Promise<CreditNoteRow | undefined> {
    return this.repository.find(id);
  }

  findByRefund(refundId: string): Promise<CreditNoteRow | undefined> {
    return this.repository.findByRefund(refundId);
  }

  /** The credit notes of these orders, oldest first. */
  ofOrders(orderIds: string[]): Promise<CreditNoteRow[]> {
    return this.repository.ofOrders(orderIds);
  }

  async pdf(note: CreditNoteRow): Promise<{ filename: string; pdf: Buffer }> {
    return { filename: creditNoteFilename(note.serial), pdf: await renderCreditNotePdf(note) };
  }
}
