import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per e-mail the platform has sent, keyed by the job that sent it: a retried job finds its row
 * and does not send again.
 */
export const mailDeliveries = pgTable('mail_deliveries', {
  key: text('key').primaryKey(),
  messageId: text('message_id').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

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
