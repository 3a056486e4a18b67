import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.js';

/**
 * Staff uploads (career logos, assessment videos): one row per upload, append-only. The bytes live in the media
 * storage (libs/media) under `storage_key`, named by the content's sha256, so two uploads of the same file are
 * two rows over one stored file. Nothing deletes a row or a file: careers and content versions point at them.
 */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['image', 'video'] }).notNull(),
    /** Read from the content (never the name or the declared type): image/png, video/mp4, ... */
    contentType: text('content_type').notNull(),
    /** The stored size; an SVG's is after sanitising. Videos are at most 200 MB, well within an integer. */
    bytes: integer('bytes').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    /** The uploader's file name, for people only. */
    originalName: text('original_name').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('media_created_idx').on(t.createdAt),
    index('media_sha256_idx').on(t.sha256),
    check('media_kind_check', sql`${t.kind} IN ('image', 'video')`),
    check('media_bytes_check', sql`${t.bytes} > 0`),
    check('media_sha256_check', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
  ],
);
