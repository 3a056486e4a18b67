import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { InvoiceService } from '@app/invoicing';
import { MailService } from '@app/notifications';
import { JobHandler, type HandlesJob, type JobContext, type JobPayload } from '@app/queue';
import { courseBuyerMail, courseSalesMail } from './course-mails.js';
import { CourseOrdersRepository } from './course-orders.repository.js';

/**
 * A course order's seat is given: the buyer gets a confirmation with the tax invoice and the sales team a lead. Each mail has its
 * own key derived from the job id, so a retried job sends only what it had not sent yet.
 */
@Injectable()
@JobHandler('CourseOrderPaid')
export class CourseOrderPaidJob implements HandlesJob<'CourseOrderPaid'> {
  private readonly logger = new Logger(CourseOrderPaidJob.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly courses: CourseOrdersRepository,
    private readonly mail: MailService,
    private readonly invoices: InvoiceService,
  ) {}

  async handle({ orderId }: JobPayload<'CourseOrderPaid'>, { jobId }: JobContext): Promise<void> {
    const details = await this.courses.details(orderId);
    if (!details) return this.logger.warn(`Course order ${orderId} does not exist; no mail`);
    // The GST tax invoice goes with the confirmation: issued here, as for the careers' receipt (OrderReceiptJob).
    const invoice = await this.invoices.issueFor(orderId);
    const attachment = await this.invoices.pdf(invoice);
    await this.mail.send({
      key: `course-buyer:${jobId}`,
      ...courseBuyerMail(details, invoice.serial),
      attachments: [{ filename: attachment.filename, content: attachment.pdf, contentType: 'application/pdf' }],
    });
    await this.mail.send({ key: `course-sales:${jobId}`, ...courseSalesMail(details, this.config.mail.salesEmail) });
  }
}
