import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.js';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'failed'] as const;

/**
 * A user's export of their personal data (issue 14): asked for (pending), built by a job into a zip kept here
 * (ready) for 24 hours, then its bytes are dropped by the privacy sweep (`file` null, `expires_at` past). The zip
 * is in the database, not on a disk: the api and the worker run on different machines, and both reach PostgreSQL
 * (docs/decisions.md, Data rights). One pending export per user (the partial unique index): a second ask is the same.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: DATA_EXPORT_STATUSES }).notNull().default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    file: bytea('file'),
    size: integer('size'),
  },
  (t) => [
    uniqueIndex('data_exports_user_pending_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('data_exports_user_idx').on(t.userId, t.requestedAt),
    index('data_exports_expires_idx')
      .on(t.expiresAt)
      .where(sql`${t.file} IS NOT NULL`),
    check('data_exports_status_check', sql`${t.status} IN ('pending', 'ready', 'failed')`),
  ],
);

export const ERASURE_STATUSES = ['pending', 'cancelled', 'done'] as const;

/**
 * A user's request to erase their account: pending for the grace period (cancellable), then erased by the privacy
 * sweep (done). Holds no personal data itself, so it stays as the record that the erasure was asked for and done.
 * One pending request per user.
 */
export const erasureRequests = pgTable(
  'erasure_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ERASURE_STATUSES }).notNull().default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    eraseAt: timestamp('erase_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('erasure_requests_user_pending_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('erasure_requests_due_idx')
      .on(t.eraseAt)
      .where(sql`${t.status} = 'pending'`),
    check('erasure_requests_status_check', sql`${t.status} IN ('pending', 'cancelled', 'done')`),
  ],
);
