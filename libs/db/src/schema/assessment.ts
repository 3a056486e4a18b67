import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Band, InstructionsContent, SectionScoreRecord, SubsectionContent, SubsectionMeta } from '@app/contracts';
import { careers } from './catalogue.js';
import { userCareers } from './enrolment.js';
import { schools, users } from './identity.js';

export const CONTENT_STATUSES = ['DRAFT', 'PUBLISHED'] as const;

/**
 * The draft of a career's assessment (spec section 3, Career content), the one the console edits: the
 * instructions, the subjects aligned to the career; its sections and their subsections are rows of their own,
 * ordered by position. Students never read it: they take a published copy (career_content_versions).
 * `status` is PUBLISHED once a version has been published (students can take the test), DRAFT before.
 */
export const careerContents = pgTable(
  'career_contents',
  {
    careerId: uuid('career_id')
      .primaryKey()
      .references(() => careers.id, { onDelete: 'cascade' }),
    instructions: jsonb('instructions').$type<InstructionsContent>().notNull(),
    subjectsAligned: text('subjects_aligned')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: CONTENT_STATUSES }).notNull().default('DRAFT'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The draft's optimistic lock: every write of the console moves it (the repository does, in the statement
     * that checks it), and a write carrying an older one is refused. Publishing does not move it.
     */
    version: integer('version').notNull().default(1),
  },
  (t) => [check('career_contents_status_check', sql`${t.status} IN ('DRAFT', 'PUBLISHED')`)],
);

export const careerSections = pgTable(
  'career_sections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    careerId: uuid('career_id')
      .notNull()
      .references(() => careerContents.careerId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    /** The report's remark under this section per band; null: the standard copy for its name (SECTION_REMARKS). */
    remarks: jsonb('remarks').$type<Record<Band, string>>(),
  },
  (t) => [unique('career_sections_career_position_key').on(t.careerId, t.position)],
);

/** Subsection types: 1 video, 2 rating question, 3 one choice among options, 4 short text answer. */
export const SUBSECTION_TYPES = [1, 2, 3, 4] as const;

export const careerSubsections = pgTable(
  'career_subsections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => careerSections.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    type: integer('type').notNull(),
    content: jsonb('content').$type<SubsectionContent>().notNull(),
    meta: jsonb('meta').$type<SubsectionMeta>().notNull().default({}),
  },
  (t) => [
    unique('career_subsections_section_position_key').on(t.sectionId, t.position),
    check('career_subsections_type_check', sql`${t.type} IN (1, 2, 3, 4)`),
  ],
);

/**
 * One accepted step of a student's assessment: the primary key makes a step count once, whatever the
 * retries. `rating` is set for type 2 (null when its timer ran out unanswered: `timed_out`), `choice` for
 * type 3 (the option's index), `answer` for type 4. `subsection_id` names a subsection of the version the
 * attempt is pinned to (user_careers.content_version_id), not a draft row: the draft may lose it meanwhile.
 */
export const assessmentSteps = pgTable(
  'assessment_steps',
  {
    userCareerId: uuid('user_career_id')
      .notNull()
      .references(() => userCareers.id, { onDelete: 'cascade' }),
    subsectionId: uuid('subsection_id').notNull(),
    /** The step's place in the whole assessment (0-based), so "in order" is one comparison. */
    ordinal: integer('ordinal').notNull(),
    type: integer('type').notNull(),
    rating: integer('rating'),
    choice: integer('choice'),
    answer: text('answer'),
    timedOut: boolean('timed_out').notNull().default(false),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'assessment_steps_pkey', columns: [t.userCareerId, t.subsectionId] }),
    unique('assessment_steps_ordinal_key').on(t.userCareerId, t.ordinal),
    check('assessment_steps_rating_check', sql`${t.rating} IS NULL OR ${t.rating} BETWEEN 1 AND 5`),
    check('assessment_steps_type_check', sql`${t.type} IN (1, 2, 3, 4)`),
  ],
);

/** The scored result of a finished assessment, written once by the scoring job. */
export const assessmentResults = pgTable('assessment_results', {
  userCareerId: uuid('user_career_id')
    .primaryKey()
    .references(() => userCareers.id, { onDelete: 'cascade' }),
  total: integer('total').notNull(),
  max: integer('max').notNull(),
  percent: integer('percent').notNull(),
  band: text('band', { enum: ['HIGH', 'MODERATE', 'LOW'] }).notNull(),
  sections: jsonb('sections').$type<SectionScoreRecord[]>().notNull(),
  subjectsAligned: text('subjects_aligned').array().notNull(),
  scoredAt: timestamp('scored_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A school's classroom (spec: Classroom assignment's classroom {classroom}), with the careers it gives. */
export const classrooms = pgTable(
  'classrooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    class: text('class').notNull(),
    /** The section it is for (null: the whole class, or students chosen one by one). */
    section: text('section'),
    /** Students may start it from this instant until `closesAt` (null: no limit on that side). */
    opensAt: timestamp('opens_at', { withTimezone: true }),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('classrooms_school_name_key').on(t.schoolId, t.name),
    index('classrooms_school_idx').on(t.schoolId),
    check('classrooms_dates_check', sql`${t.opensAt} IS NULL OR ${t.closesAt} IS NULL OR ${t.opensAt} < ${t.closesAt}`),
  ],
);

export const classroomCareers = pgTable(
  'classroom_careers',
  {
    classroomId: uuid('classroom_id')
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    careerId: uuid('career_id')
      .notNull()
      .references(() => careers.id),
  },
  (t) => [primaryKey({ name: 'classroom_careers_pkey', columns: [t.classroomId, t.careerId] })],
);

export const CLASSROOM_STATUSES = ['ENROLLED', 'IN_PROGRESS'] as const;

/** A campus student in a classroom (spec: Classroom assignment): ENROLLED, then IN_PROGRESS once started. */
export const classroomStudents = pgTable(
  'classroom_students',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classroomId: uuid('classroom_id')
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: CLASSROOM_STATUSES }).notNull().default('ENROLLED'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('classroom_students_classroom_user_key').on(t.classroomId, t.userId),
    index('classroom_students_user_idx').on(t.userId),
    check('classroom_students_status_check', sql`${t.status} IN ('ENROLLED', 'IN_PROGRESS')`),
  ],
);

/**
 * A classroom's reminder mailed to a student on an India day: at most one a day (the key), however often the
 * reminder job runs or is retried.
 */
export const classroomReminders = pgTable(
  'classroom_reminders',
  {
    classroomId: uuid('classroom_id')
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The India day it was sent on. */
    sentOn: date('sent_on').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'classroom_reminders_pkey', columns: [t.classroomId, t.userId, t.sentOn] })],
);
