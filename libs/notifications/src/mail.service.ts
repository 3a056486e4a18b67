import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { runningJob } from '@app/queue';
import { MailRepository } from './mail.repository.js';

export interface OutgoingMail {
  /** Idempotency key, usually the job id: a mail with a key already delivered is not sent again. */
  key: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/**
 * Sends every e-mail of the platform. With SMTP_URL it speaks SMTP through nodemailer; otherwise it
 * writes to the dev mailbox (a table) through nodemailer's stream transport, so the message is built the
 * same way in both cases. The dev path records the message and its delivery in one transaction, so a
 * retried job can never show two copies; the SMTP path records the delivery right after the server's
 * 250 and uses a Message-ID derived from the key, so even a crash in between is a duplicate a mail
 * client collapses.
 */
@Injectable()
export class MailService implements OnApplicationShutdown {
  private readonly logger = new Logger(MailService.name);
  private readonly transporter: Transporter;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: MailRepository,
  ) {
    this.transporter =
      config.mail.transport === 'smtp'
        ? nodemailer.createTransport(config.mail.smtpUrl)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  get usesDevMailbox(): boolean {
    return this.config.mail.transport === 'dev';
  }

  /**
   * Sends once per key. Returns false when this key was already delivered. The mail log follows it: the row is
   * `queued` before the try, `sent` after it, and a refused try counts against it (`failed` on the job's last try;
   * the error is thrown on, so the job is retried as before).
   */
  async send(mail: OutgoingMail): Promise<boolean> {
    const to = mail.to.toLowerCase();
    // `.invalid` can never receive mail (RFC 2606): a roster student imported without an e-mail has such an
    // address. Nothing is sent or logged for it, rather than a bounce or a failed job.
    if (to.endsWith('.invalid')) {
      this.logger.warn(`Mail ${mail.key} not sent: the recipient has no mailbox`);
      return false;
    }
    if ((await this.repository.findDelivery(mail.key))?.status === 'sent') return false;
    const messageId = `<${mail.key}@dishacareers.in>`;
    const job = runningJob();
    await this.repository.queue({
      key: mail.key,
      messageId,
      recipient: to,
      subject: mail.subject,
      jobName: job?.name ?? null,
      jobId: job?.id ?? null,
    });
    try {
      await this.transporter.sendMail({
        messageId,
        from: this.config.mail.from,
        to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments,
      });
    } catch (error) {
      // Without a job nobody tries again: the first refusal is final.
      await this.repository.tryFailed(mail.key, transportError(error), !job || job.attempt >= job.attempts);
      throw error;
    }
    if (this.usesDevMailbox) {
      await this.repository.transaction(async (tx) => {
        await this.repository.storeDevMessage(tx, {
          messageId,
          recipient: to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          attachments: (mail.attachments ?? []).map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            size: a.content.length,
          })),
        });
        await this.repository.markSent(mail.key, tx);
      });
    } else {
      await this.repository.markSent(mail.key);
    }
    // Neither the recipient nor the subject: subjects name people ("New course purchase: <buyer>").
    this.logger.log(`Mail ${mail.key} sent (${this.config.mail.transport})`);
    return true;
  }

  onApplicationShutdown(): void {
    this.transporter.close();
  }
}

/** What the mail log keeps of a refusal: the transport's words (an SMTP reply names the recipient at most), cut short. */
function transportError(error: unknown): string {
  const e = error as { code?: string; responseCode?: number; message?: string };
  const text = [e.code, e.responseCode, e.message ?? String(error)].filter(Boolean).join(' ');
  return text.slice(0, 500);
}
