import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { InvoiceService } from '@app/invoicing';
import { MailService, type OutgoingMail } from '@app/notifications';
import { JobHandler, type HandlesJob, type JobContext, type JobPayload } from '@app/queue';
import { courseBuyerMail } from '../course/course-mails.js';
import { CourseOrdersRepository } from '../course/course-orders.repository.js';
import { PaymentsRepository } from '../payments/payments.repository.js';
import { careersReceiptMail } from './receipt-mails.js';

/**
 * The buyer's mail once invoicing has issued the order's GST tax invoice (InvoiceIssued, written by invoicing
 * in the invoice's own transaction, once per order): the receipt of a careers order, or the seat confirmation of
 * a course order, with the invoice's PDF. One mail per order: the job id is its key.
 */
@Injectable()
@JobHandler('InvoiceIssued')
export class OrderReceiptJob implements HandlesJob<'InvoiceIssued'> {
  private readonly logger = new Logger(OrderReceiptJob.name);

  constructor(
    private readonly payments: PaymentsRepository,
    private readonly courses: CourseOrdersRepository,
    private readonly mail: MailService,
    private readonly invoices: InvoiceService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async handle({ orderId }: JobPayload<'InvoiceIssued'>, { jobId }: JobContext): Promise<void> {
    const invoice = await this.invoices.findByOrder(orderId);
    // Never so: the event is written with the invoice. Failing (and retrying) beats a receipt without one.
    if (!invoice) throw new Error(`Order ${orderId} has no invoice; no receipt`);
    const mail = await this.mailOf(orderId, invoice.serial, jobId);
    if (!mail) return this.logger.warn(`Order ${orderId} does not exist; no receipt`);
    const { filename, pdf } = await this.invoices.pdf(invoice);
    await this.mail.send({
      ...mail,
      attachments: [{ filename, content: pdf, contentType: 'application/pdf' }],
    });
  }

  private async mailOf(orderId: string, serial: string, jobId: string): Promise<OutgoingMail | undefined> {
    const order = await this.payments.findById(orderId);
    if (order?.kind === 'COURSE') {
      const details = await this.courses.details(orderId);
      return (
        details && {
          key: `course-buyer:${jobId}`,
          ...courseBuyerMail(details, serial, this.config.supportPhone.display),
        }
      );
    }
    const receipt = await this.payments.receipt(orderId);
    return receipt && { key: `receipt:${jobId}`, ...careersReceiptMail(receipt, serial) };
  }
}
