import { Injectable } from '@nestjs/common';
import { AuditService, type AuditActor, type ListQuery } from '@app/admin-kit';
import type { AdminMail, MAIL_FILTERS, MailSort } from '@app/contracts';
import { MailLogService } from '@app/notifications';

export type MailListQuery = ListQuery<MailSort, keyof typeof MAIL_FILTERS>;

/** The console's `mails`: the mail log read from notifications, and a failed mail's resend, audited. */
@Injectable()
export class MailsAdminService {
  constructor(
    private readonly mails: MailLogService,
    private readonly audit: AuditService,
  ) {}

  list(query: MailListQuery): Promise<{ data: AdminMail[]; total: number }> {
    const { q, status, id, createdAt_gte, createdAt_lte } = query.filter;
    return this.mails.list({
      q: typeof q === 'string' && q ? q : undefined,
      status: typeof status === 'string' && status ? status : undefined,
      ids: Array.isArray(id) ? id : undefined,
      from: createdAt_gte instanceof Date ? createdAt_gte : undefined,
      to: createdAt_lte instanceof Date ? createdAt_lte : undefined,
      sort: query.sort,
      offset: query.offset,
      limit: query.limit,
    });
  }

  get(id: string): Promise<AdminMail> {
    return this.mails.get(id);
  }

  resend(id: string, actor: AuditActor): Promise<AdminMail> {
    return this.mails.transaction(async (tx) => {
      const { before, after } = await this.mails.resend(tx, id);
      await this.audit.record(tx, actor, { action: 'resend', resource: 'mails', resourceId: id, before, after });
      return after;
    });
  }
}
