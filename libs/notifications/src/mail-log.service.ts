import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { ERROR_CODES, MAIL_ADMIN_MESSAGES, type AdminMail, type MailSort } from '@app/contracts';
import type { Transaction } from '@app/db';
import { isJobName, JobRerun } from '@app/queue';
import { MailRepository, type DeliveryRow } from './mail.repository.js';

export interface MailLogQuery {
  q?: string;
  status?: string;
  ids?: string[];
  from?: Date;
  to?: Date;
  sort: { field: MailSort; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

export function toAdminMail(row: DeliveryRow): AdminMail {
  return {
    id: row.id,
    to: row.recipient,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    job: row.jobName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/**
 * The console's mail log: every e-mail the platform sends, as the sending records it, and the resend of a failed
 * one. A resend runs the mail's job again rather than replaying a stored copy: the job rebuilds the message from
 * the records (so a code or a link is never kept readable here), and its per-key idempotency sends only what is
 * still unsent.
 */
@Injectable()
export class MailLogService {
  constructor(
    private readonly repository: MailRepository,
    private readonly jobs: JobRerun,
  ) {}

  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.repository.transaction(fn);
  }

  async list(query: MailLogQuery): Promise<{ data: AdminMail[]; total: number }> {
    const { rows, total } = await this.repository.list(query);
    return { data: rows.map(toAdminMail), total };
  }

  async get(id: string): Promise<AdminMail> {
    const row = await this.repository.findById(id);
    if (!row) throw notFound();
    return toAdminMail(row);
  }

  /**
   * In the caller's transaction (its audit row commits with it): the failed mail is `queued` again and its job
   * runs again. The row stays locked until the caller commits, so a second click waits and then finds it queued
   * (409); the job, should it start before the commit, waits on the same lock before it records its try.
   */
  async resend(tx: Transaction, id: string): Promise<{ before: AdminMail; after: AdminMail }> {
    const row = await this.repository.lockById(tx, id);
    if (!row) throw notFound();
    if (row.status !== 'failed') throw conflict(MAIL_ADMIN_MESSAGES.notFailed);
    if (!row.jobName || !row.jobId || !isJobName(row.jobName)) throw conflict(MAIL_ADMIN_MESSAGES.noJob);
    const after = await this.repository.requeue(tx, id);
    await this.jobs.rerun(row.jobName, row.jobId, MAIL_ADMIN_MESSAGES.inFlight);
    return { before: toAdminMail(row), after: toAdminMail(after) };
  }
}

const notFound = () => new NotFoundException({ message: MAIL_ADMIN_MESSAGES.notFound, code: ERROR_CODES.NotFound });
const conflict = (message: string) => new ConflictException({ message, code: ERROR_CODES.Conflict });
