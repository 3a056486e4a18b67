import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { MailService } from '@app/notifications';
import { JobHandler, type HandlesJob, type JobContext, type JobPayload } from '@app/queue';
import { courseSalesMail } from './course-mails.js';
import { CourseOrdersRepository } from './course-orders.repository.js';

/**
 * A course order's seat is given: the sales team gets the lead at once (it needs no invoice). The buyer's
 * confirmation goes with the tax invoice once invoicing has issued it (OrderReceiptJob). The mail's key is
 * derived from the job id, so a retried job sends it once.
 */
@Injectable()
@JobHandler('CourseOrderPaid')
export class CourseOrderPaidJob implements HandlesJob<'CourseOrderPaid'> {
  private readonly logger = new Logger(CourseOrderPaidJob.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly courses: CourseOrdersRepository,
    private readonly mail: MailService,
  ) {}

  async handle({ orderId }: JobPayload<'CourseOrderPaid'>, { jobId }: JobContext): Promise<void> {
    const details = await this.courses.details(orderId);
    if (!details) return this.logger.warn(`Course order ${orderId} does not exist; no mail`);
    await this.mail.send({ key: `course-sales:${jobId}`, ...courseSalesMail(details, this.config.mail.salesEmail) });
  }
}
