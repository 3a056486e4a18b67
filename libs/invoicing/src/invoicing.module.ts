import { Module } from '@nestjs/common';
import { CreditNoteService } from './credit-notes/credit-note.service.js';
import { CreditNotesAdminController } from './credit-notes/credit-notes.admin.controller.js';
import { CreditNotesAdminService } from './credit-notes/credit-notes.admin.service.js';
import { CreditNotesRepository } from './credit-notes/credit-notes.repository.js';
import { InvoiceService } from './invoice.service.js';
import { InvoicesController } from './invoices.controller.js';
import { InvoicesRepository } from './invoices.repository.js';
import { IssueInvoiceJob } from './issue-invoice.job.js';

/** Issuing GST tax invoices and credit notes, and rendering them; for the worker and the API. */
@Module({
  providers: [InvoicesRepository, InvoiceService, CreditNotesRepository, CreditNoteService],
  exports: [InvoiceService, CreditNoteService],
})
export class InvoicingModule {}

/**
 * The API side: the buyer's invoice and credit note downloads, the console's `credit-notes` resource, and the
 * services Purchase History and the console's orders ask.
 */
@Module({
  imports: [InvoicingModule],
  controllers: [InvoicesController, CreditNotesAdminController],
  providers: [CreditNotesRepository, CreditNotesAdminService],
  exports: [InvoicingModule],
})
export class InvoicingApiModule {}

/** The worker side: the job that issues the invoice of a fulfilled order. */
@Module({ imports: [InvoicingModule], providers: [IssueInvoiceJob] })
export class InvoicingJobsModule {}
