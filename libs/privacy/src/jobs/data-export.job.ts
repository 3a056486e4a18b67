import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@app/config';
import type { DataSubject } from '@app/db';
import { EXPORT_TTL_HOURS } from '@app/contracts';
import { ParentLinksService } from '@app/family';
import { MailService } from '@app/notifications';
import { JobHandler, type HandlesJob, type JobContext, type JobPayload } from '@app/queue';
import { inFolder, zipExport } from '../export-zip.js';
import { PersonalDataService, type NamedPart } from '../personal-data.service.js';
import { PrivacyRepository } from '../privacy.repository.js';
import { exportReadyMail } from './privacy-mails.js';

/**
 * Builds a user's export: every source's part in one zip, kept in the row for EXPORT_TTL_HOURS, then the mail with
 * the link. Idempotent: a pending export is built once (the conditional update), and a retry of a ready one only
 * sends the mail, whose key keeps it to one.
 */
@Injectable()
@JobHandler('DataExportRequested')
export class DataExportJob implements HandlesJob<'DataExportRequested'> {
  private readonly logger = new Logger(DataExportJob.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: PrivacyRepository,
    private readonly personalData: PersonalDataService,
    private readonly mail: MailService,
    private readonly parentLinks: ParentLinksService,
  ) {}

  async handle({ exportId }: JobPayload<'DataExportRequested'>, context: JobContext): Promise<void> {
    const found = await this.repository.findExport(exportId);
    if (!found || found.status === 'failed') return;
    const subject = await this.personalData.subject(this.repository.database, found.userId);
    if (!subject) return;
    if (found.status === 'pending') {
      try {
        const now = new Date();
        const zip = zipExport(await this.partsOf(subject), now);
        const expiresAt = new Date(now.getTime() + EXPORT_TTL_HOURS * 3600 * 1000);
        await this.repository.markReady(exportId, Buffer.from(zip), now, expiresAt);
      } catch (error) {
        // On the last try the export is failed, so the user can ask again (one pending export per user).
        if (context.attempt >= (context.job.opts.attempts ?? 1)) await this.repository.markFailed(exportId);
        throw error;
      }
    }
    const ready = await this.repository.findExport(exportId);
    if (ready?.status !== 'ready' || !ready.expiresAt || ready.expiresAt.getTime() <= Date.now()) return;
    await this.mail.send(exportReadyMail(exportId, subject, ready.expiresAt, this.config.http.publicUrl));
    this.logger.log(`Export ${exportId} ready (${ready.size} bytes)`);
  }

  /** The person's parts, and for a parent each linked child's, in a folder of the child's own (issue 14). */
  private async partsOf(subject: DataSubject): Promise<NamedPart[]> {
    const db = this.repository.database;
    const parts = await this.personalData.export(db, subject);
    for (const child of await this.parentLinks.childrenOf(subject.userId)) {
      const childSubject = await this.personalData.subject(db, child.userId);
      if (!childSubject) continue;
      const folder = `children/${child.firstName.replace(/[^A-Za-z0-9]+/g, '-')}-${child.userId.slice(0, 8)}`;
      parts.push(...(await this.personalData.export(db, childSubject)).map((part) => inFolder(folder, part)));
    }
    return parts;
  }
}
