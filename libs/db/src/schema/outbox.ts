import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Events that must cause durable work. Written in the same transaction as the change they announce;
 * the worker's relay moves them into BullMQ (job id = row id) and stamps relayed_at.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    relayedAt: timestamp('relayed_at', { withTimezone: true }),
    relayAttempts: integer('relay_attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The HTTP request that caused the event (X-Request-Id), carried into the job's log lines. */
    requestId: text('request_id'),
  },
  (t) => [
    index('outbox_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.relayedAt} IS NULL`),
  ],
);
