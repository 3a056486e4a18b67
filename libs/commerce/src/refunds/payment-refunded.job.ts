import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { CreditNoteService } from '@app/invoicing';
import { MailService } from '@app/notifications';
import { JobHandler, type HandlesJob, type JobContext, type JobPayload } from '@app/queue';
import { CourseOrdersRepository } from '../course/course-orders.repository.js';
import { refundBuyerMail, refundSalesMail } from './refund-mails.js';
import { RefundsRepository, type RefundDetails } from './refunds.repository.js';

/**
 * Razorpay accepted a refund. An automatic one: the buyer and the sales team are told (each mail keyed by the job
 * id). An admin's: invoicing issues its GST credit note (once per refund), whose own job mails it to the buyer.
 */
@Injectable()
@JobHandler('PaymentRefunded')
export class PaymentRefundedJob implements HandlesJob<'PaymentRefunded'> {
  private readonly logger = new Logger(PaymentRefundedJob.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly refunds: RefundsRepository,
    private readonly mail: MailService,
    private readonly creditNotes: CreditNoteService,
    private readonly courses: CourseOrdersRepository,
  ) {}

  async handle({ refundId }: JobPayload<'PaymentRefunded'>, { jobId }: JobContext): Promise<void> {
    const details = await this.refunds.details(refundId);
    if (!details) return this.logger.warn(`Refund ${refundId} does not exist; no mail`);
    if (details.refund.reason === 'ADMIN') return this.creditNote(details);
    await this.mail.send({
      key: `refund-buyer:${jobId}`,
      ...refundBuyerMail(details, this.config.supportPhone.display),
    });
    await this.mail.send({ key: `refund-sales:${jobId}`, ...refundSalesMail(details, this.config.mail.salesEmail) });
  }

  private async creditNote({ refund, order }: RefundDetails): Promise<void> {
    const lines = await this.refunds.linesOf(refund.id);
    // A course order's one line has no career: it is the course the order bought.
    const course = order.courseId ? await this.courses.courseTitle(order.courseId) : undefined;
    await this.creditNotes.issueFor({
      refundId: refund.id,
      orderId: order.id,
      taxablePaise: refund.taxablePaise!,
      gstPaise: refund.gstPaise!,
      reason: refund.note!,
      lines: lines.map((l) => ({
        description: l.name ?? course ?? 'Certification course',
        amountPaise: l.taxablePaise,
      })),
    });
  }
}
