import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CareerProperty, CourseModule } from '@app/contracts';

/**
 * `version` on the records staff edit in the console: the optimistic lock a PUT carries. A BEFORE UPDATE trigger
 * moves it on every update, whoever writes (the console, a seed, a hand-run fix), so a stale PUT is always seen.
 */
const recordVersion = () => integer('version').notNull().default(1);

export const fields = pgTable('fields', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  sortOrder: integer('sort_order').notNull().default(0),
  version: recordVersion(),
});

/** Money is integer paise on the server; rupees only appear in the public JSON and on screens. */
export const careers = pgTable(
  'careers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    fieldId: uuid('field_id')
      .notNull()
      .references(() => fields.id),
    headerDescription: text('header_description').notNull(),
    logo: text('logo').notNull(),
    logoBg: text('logo_bg').notNull(),
    sellingPricePaise: integer('selling_price_paise').notNull(),
    strikePricePaise: integer('strike_price_paise').notNull(),
    trial: boolean('trial').notNull().default(false),
    properties: jsonb('properties').$type<CareerProperty[]>().notNull().default([]),
    /** Other names the search finds the career by: abbreviations (CA, MBBS), everyday words, its Hindi name. */
    aliases: text('aliases')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    published: boolean('published').notNull().default(true),
    /** Public lists show careers by this, then by name (and id): staff bring careers forward with a lower number. */
    displayOrder: integer('display_order').notNull().default(0),
    version: recordVersion(),
    /**
     * What the console's search looks in: name, slug and other names in lower case (careers_search_text, migration
     * 0022). Stored, so a search reads it rather than building it for every row.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`careers_search_text(name, slug, aliases)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Listing pages by field and name; the id breaks ties so paging is stable.
    index('careers_field_name_idx').on(t.fieldId, t.name, t.id),
    index('careers_name_idx').on(t.name, t.id),
    // The console's list in each order it offers (the public catalogue's load reads in display order too): one
    // index scan for a page, either way round (ties are broken by name and id in the sort's own direction).
    index('careers_display_order_idx').on(t.displayOrder, t.name, t.id),
    index('careers_selling_price_idx').on(t.sellingPricePaise, t.name, t.id),
    index('careers_updated_at_idx').on(t.updatedAt, t.name, t.id),
    index('careers_published_idx').on(t.published, t.name, t.id),
    // The console's search (LIKE '%text%' on search_text). fastupdate off: careers are written rarely and searched
    // often, so a write updates the index at once instead of leaving a pending list every search must scan until a
    // vacuum (a freshly seeded 10,000-career catalogue searched in 3 ms instead of 0.1 ms).
    index('careers_search_text_trgm_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
    // Case-insensitive substring search (ILIKE '%q%') stays fast on a large catalogue.
    index('careers_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    check('careers_prices_check', sql`${t.sellingPricePaise} >= 0 AND ${t.strikePricePaise} >= 0`),
  ],
);

/**
 * One row: a number that moves with every change to `careers` or `fields` (statement triggers, migration 0013).
 * Each API process keeps the published catalogue in memory and reloads it when this number moves.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalogue_version_one_row', sql`${t.id}`)],
);

export const courses = pgTable('courses', {
  id: uuid('id').primaryKey(),
  title: text('title').notNull(),
  strikePricePaise: integer('strike_price_paise').notNull(),
  earlyBirdPricePaise: integer('early_bird_price_paise').notNull(),
  regularPricePaise: integer('regular_price_paise').notNull(),
  earlyBirdActive: boolean('early_bird_active').notNull().default(false),
  /** The first session's date; null while staff have not fixed one (the page says it is to be announced). */
  startsOn: date('starts_on', { mode: 'string' }),
  /** What the course teaches, in the order the page shows it. */
  modules: jsonb('modules').$type<CourseModule[]>().notNull().default([]),
  version: recordVersion(),
});

export const reviews = pgTable('reviews', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  text: text('text').notNull(),
  rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }).notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Staff hide a review from the public page without deleting it. */
  hidden: boolean('hidden').notNull().default(false),
  version: recordVersion(),
});
