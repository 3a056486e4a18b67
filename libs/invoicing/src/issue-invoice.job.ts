import { Injectable } from '@nestjs/common';
import { JobHandler, type HandlesJob, type JobPayload } from '@app/queue';
import { InvoiceService } from './invoice.service.js';

/**
 * Invoicing's own job: once an order is fulfilled (EnrolmentFinalised, careers and course orders alike) its GST
 * tax invoice is issued, out of the enrolment's transaction so enrolments never queue on the serial counter.
 * Idempotent: the order's row lock and the unique order id make one invoice per order however often it runs,
 * and only the run that inserts it announces InvoiceIssued (which mails it).
 */
@Injectable()
@JobHandler('EnrolmentFinalised')
export class IssueInvoiceJob implements HandlesJob<'EnrolmentFinalised'> {
  constructor(private readonly invoices: InvoiceService) {}

  async handle({ orderId }: JobPayload<'EnrolmentFinalised'>): Promise<void> {
    await this.invoices.issueFor(orderId);
  }
}
