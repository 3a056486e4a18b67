import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.js';

export const PARENT_LINK_STATUSES = ['PENDING', 'ACTIVE', 'DECLINED', 'REMOVED'] as const;
/** Who started a link: the parent asking for the child, the child's invitation, or a consent grant (issue 14). */
export const PARENT_LINK_ORIGINS = ['PARENT_REQUEST', 'CHILD_INVITE', 'CONSENT', 'SEED'] as const;

/**
 * A parent and a student (libs/family is its only writer). PENDING (the parent asked; the child accepts or
 * declines) -> ACTIVE -> REMOVED (either side unlinked); PENDING -> DECLINED. Rows are never deleted, so who linked
 * and when stays on record; one open (PENDING or ACTIVE) row per pair at most. A child's ACTIVE rows are at most
 * two: counted under the child's user-row lock, as the database cannot check a count.
 */
export const parentLinks = pgTable(
  'parent_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: uuid('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: PARENT_LINK_STATUSES }).notNull(),
    origin: text('origin', { enum: PARENT_LINK_ORIGINS }).notNull(),
    /** What the parent typed (a username or an e-mail, lower-cased): shown to them while the child has not answered. */
    requestedAs: text('requested_as'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Accepted or declined (or made ACTIVE at once). */
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    /** Who unlinked: the parent or the child. */
    removedBy: uuid('removed_by'),
  },
  (t) => [
    uniqueIndex('parent_links_open_pair_idx')
      .on(t.parentId, t.childId)
      .where(sql`${t.status} IN ('PENDING', 'ACTIVE')`),
    index('parent_links_child_idx').on(t.childId, t.status),
    index('parent_links_parent_idx').on(t.parentId, t.status),
    check('parent_links_status_check', sql`${t.status} IN ('PENDING', 'ACTIVE', 'DECLINED', 'REMOVED')`),
    check('parent_links_origin_check', sql`${t.origin} IN ('PARENT_REQUEST', 'CHILD_INVITE', 'CONSENT', 'SEED')`),
    check('parent_links_not_self_check', sql`${t.parentId} <> ${t.childId}`),
  ],
);

/**
 * A student's invitation to a parent by e-mail. The link's token is never stored: it is an HMAC of the row's id
 * under the server's secret (so the mail job can rebuild it), and only its SHA-256 is kept, to find the row.
 * OPEN -> ACCEPTED (a parent signed in and accepted: an ACTIVE link) or CANCELLED (the student withdrew it).
 */
export const parentInvites = pgTable(
  'parent_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    childId: uuid('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    status: text('status', { enum: ['OPEN', 'ACCEPTED', 'CANCELLED'] })
      .notNull()
      .default('OPEN'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('parent_invites_child_idx').on(t.childId, t.status),
    check('parent_invites_status_check', sql`${t.status} IN ('OPEN', 'ACCEPTED', 'CANCELLED')`),
  ],
);
