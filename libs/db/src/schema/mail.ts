import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per e-mail the platform sends, keyed by the job that sends it (`<kind>:<job id>`): made when the job
 * first builds the message (`queued`), `sent` once the transport accepted it, `failed` when the job's last try
 * failed. A retried job finds its row `sent` and does not send again. The console's mail log reads it; a resend
 * runs the job again (`job_name`, `job_id`), which rebuilds the message from the records (a code is never stored
 * readable here).
 */
export const mailDeliveries = pgTable(
  'mail_deliveries',
  {
    key: text('key').primaryKey(),
    /** The console's id of the row. */
    id: uuid('id').notNull().unique().defaultRandom(),
    messageId: text('message_id').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    status: text('status', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('sent'),
    /** Tries at handing the message to the transport (SMTP or the dev mailbox). */
    attempts: integer('attempts').notNull().default(1),
    /** The transport's last refusal, cut to 500 characters. */
    lastError: text('last_error'),
    jobName: text('job_name'),
    jobId: text('job_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the transport accepted it; null until then. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('mail_deliveries_status_check', sql`${t.status} IN ('queued', 'sent', 'failed')`),
    index('mail_deliveries_created_idx').on(t.createdAt, t.id),
    index('mail_deliveries_status_idx').on(t.status, t.createdAt),
  ],
);

/** The dev mailbox: the mail transport of the embedded default and of tests (no SMTP server needed). */
export const devMailbox = pgTable(
  'dev_mailbox',
  {
    messageId: text('message_id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; size: number }[]>()
      .notNull()
      .default([]),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dev_mailbox_recipient_idx').on(t.recipient, t.sentAt)],
);
