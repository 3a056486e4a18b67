import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The staff console's audit log: one row per staff write (and, later, per staff read of a student's personal
 * data), appended in the same transaction as the write. Append-only: a trigger (migration 0017) refuses UPDATE,
 * DELETE and TRUNCATE for every database user, so not even the application can rewrite what happened.
 * Who did it is copied in (username, role) rather than joined, so a row still says who it was after the account
 * changes or goes.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: uuid('user_id').notNull(),
    username: text('username').notNull(),
    role: text('role').notNull(),
    action: text('action').notNull(),
    resource: text('resource').notNull(),
    resourceId: text('resource_id'),
    /** The changed fields only, as they were; null before a create. */
    before: jsonb('before').$type<Record<string, unknown>>(),
    /** The changed fields only, as they became; null after a delete. */
    after: jsonb('after').$type<Record<string, unknown>>(),
    ip: text('ip'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_resource_idx').on(t.resource, t.resourceId, t.at),
    index('audit_log_user_idx').on(t.userId, t.at),
  ],
);
