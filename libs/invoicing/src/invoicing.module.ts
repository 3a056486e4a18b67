import { Module } from '@nestjs/common';
import { InvoiceService } from './invoice.service.js';
import { InvoicesController } from './invoices.controller.js';
import { InvoicesRepository } from './invoices.repository.js';
import { IssueInvoiceJob } from './issue-invoice.job.js';

/** Issuing GST tax invoices and rendering them; for the worker and the API. */
@Module({ providers: [InvoicesRepository, InvoiceService], exports: [InvoiceService] })
export class InvoicingModule {}

/** The API side: the invoice download, and InvoiceService for Purchase History. */
@Module({ imports: [InvoicingModule], controllers: [InvoicesController], exports: [InvoicingModule] })
export class InvoicingApiModule {}

/** The worker side: the job that issues the invoice of a fulfilled order. */
@Module({ imports: [InvoicingModule], providers: [IssueInvoiceJob] })
export class InvoicingJobsModule {}
