import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { CreditNoteService } from '@app/invoicing';
import { MailService } from '@app/notifications';
import { JobHandler, type HandlesJob, type JobContext, type JobPayload } from '@app/queue';
import { creditNoteMail } from './credit-note-mail.js';
import { RefundsRepository } from './refunds.repository.js';

/**
 * A refund's credit note is issued (CreditNoteIssued, written by invoicing with the note, once per refund): the
 * buyer gets it with its PDF. One mail per note: the job id is its key.
 */
@Injectable()
@JobHandler('CreditNoteIssued')
export class CreditNoteIssuedJob implements HandlesJob<'CreditNoteIssued'> {
  private readonly logger = new Logger(CreditNoteIssuedJob.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly creditNotes: CreditNoteService,
    private readonly refunds: RefundsRepository,
    private readonly mail: MailService,
  ) {}

  async handle({ creditNoteId }: JobPayload<'CreditNoteIssued'>, { jobId }: JobContext): Promise<void> {
    const note = await this.creditNotes.find(creditNoteId);
    if (!note) return this.logger.warn(`Credit note ${creditNoteId} does not exist; no mail`);
    const details = await this.refunds.details(note.refundId);
    if (!details) return this.logger.warn(`Refund ${note.refundId} does not exist; no mail`);
    const { filename, pdf } = await this.creditNotes.pdf(note);
    await this.mail.send({
      key: `credit-note:${jobId}`,
      ...creditNoteMail(details, note, this.config.supportPhone.display),
      attachments: [{ filename, content: pdf, contentType: 'application/pdf' }],
    });
  }
}
