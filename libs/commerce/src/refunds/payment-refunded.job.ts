import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { MailService } from '@app/notifications';
import { JobHandler, type HandlesJob, type JobContext, type JobPayload } from '@app/queue';
import { refundBuyerMail, refundSalesMail } from './refund-mails.js';
import { RefundsRepository } from './refunds.repository.js';

/** A refund was accepted by Razorpay: the buyer and the sales team are told (each mail keyed by the job id). */
@Injectable()
@JobHandler('PaymentRefunded')
export class PaymentRefundedJob implements HandlesJob<'PaymentRefunded'> {
  private readonly logger = new Logger(PaymentRefundedJob.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly refunds: RefundsRepository,
    private readonly mail: MailService,
  ) {}

  async handle({ refundId }: JobPayload<'PaymentRefunded'>, { jobId }: JobContext): Promise<void> {
    const details = await this.refunds.details(refundId);
    if (!details) return this.logger.warn(`Refund ${refundId} does not exist; no mail`);
    await this.mail.send({
      key: `refund-buyer:${jobId}`,
      ...refundBuyerMail(details, this.config.supportPhone.display),
    });
    await this.mail.send({ key: `refund-sales:${jobId}`, ...refundSalesMail(details, this.config.mail.salesEmail) });
  }
}
