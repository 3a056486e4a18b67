import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { careers, courses } from './catalogue.js';
import { careerContentVersions } from './content-versions.js';
import { users } from './identity.js';
import { orders } from './payments.js';

/**
 * ENROLLED -> IN_PROGRESS (first step) -> COMPLETED (scored after the finish). ABANDONED: the student left the
 * test through the back-navigation warning; its steps are gone and the career can be bought again.
 */
export const ENROLMENT_STATUSES = ['ENROLLED', 'IN_PROGRESS', 'COMPLETED', 'ABANDONED'] as const;
export const ENROLMENT_SOURCES = ['order', 'classroom', 'free'] as const;

/** The spec's user-map-career: a career a user may take (bought, given by a classroom, or free). */
export const userCareers = pgTable(
  'user_careers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    careerId: uuid('career_id')
      .notNull()
      .references(() => careers.id),
    status: text('status', { enum: ENROLMENT_STATUSES }).notNull().default('ENROLLED'),
    source: text('source', { enum: ENROLMENT_SOURCES }).notNull(),
    /** The paying order (source 'order'). */
    orderId: uuid('order_id').references(() => orders.id),
    /** First step accepted. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** When the step now due became due (the last accepted step, or the first fetch of the content): its timer runs from here. */
    stepStartedAt: timestamp('step_started_at', { withTimezone: true }),
    /** The finish (PUT) accepted; the scoring job then marks it COMPLETED. */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /**
     * The published test this attempt is taken on, set when it starts (its first content fetch, or its first
     * step): judged, scored and reported against it whatever is published later. Cleared when the test is left,
     * so the next attempt takes the version published then.
     */
    contentVersionId: uuid('content_version_id').references(() => careerContentVersions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A career is enrolled once per user: fulfilment retried or raced stays one row.
    uniqueIndex('user_careers_user_career_idx').on(t.userId, t.careerId),
    check('user_careers_status_check', sql`${t.status} IN ('ENROLLED', 'IN_PROGRESS', 'COMPLETED', 'ABANDONED')`),
    check('user_careers_source_check', sql`${t.source} IN ('order', 'classroom', 'free')`),
  ],
);

/** A seat of the certification course, bought by a paid COURSE order (one per user and course). */
export const courseEnrolments = pgTable(
  'course_enrolments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('course_enrolments_user_course_idx').on(t.userId, t.courseId)],
);
