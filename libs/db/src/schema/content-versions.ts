import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { Band, InstructionsContent, SubsectionContent, SubsectionMeta, SubsectionType } from '@app/contracts';
import { careers } from './catalogue.js';
import { users } from './identity.js';

export interface SnapshotSubsection {
  id: string;
  type: SubsectionType;
  content: SubsectionContent;
  meta: SubsectionMeta;
}

export interface SnapshotSection {
  id: string;
  name: string;
  /** 5 points per rating statement of the section (spec section 9). */
  maximum: number;
  /** The remark under the section in the report, per band; null: the standard copy for the section's name. */
  remarks: Record<Band, string> | null;
  subsections: SnapshotSubsection[];
}

/**
 * A whole published test, as one document: what an attempt is judged, scored and reported against. Built from
 * the draft rows by the SQL function `career_content_snapshot` (migration content_versions_publish), the one
 * place that knows the shape on the database's side.
 */
export interface ContentSnapshot {
  instructions: InstructionsContent;
  subjectsAligned: string[];
  sections: SnapshotSection[];
}

/**
 * The published versions of a career's assessment, 1..n, never changed once written. The draft (career_contents,
 * career_sections, career_subsections) is what the console edits; publishing copies it here. An enrolment pins
 * the version its attempt started on (user_careers.content_version_id); new attempts take the highest number.
 */
export const careerContentVersions = pgTable(
  'career_content_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    careerId: uuid('career_id')
      .notNull()
      .references(() => careers.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    content: jsonb('content').$type<ContentSnapshot>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** The editor who published it; null for versions made by the migration or the seed. */
    publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // Two publishes racing cannot both take the next number.
    unique('career_content_versions_career_number_key').on(t.careerId, t.number),
    check('career_content_versions_number_check', sql`${t.number} >= 1`),
  ],
);
