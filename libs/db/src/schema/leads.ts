import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LEAD_EVENT_KINDS, LEAD_SOURCES, LEAD_STATUSES } from '@app/contracts';
import { users } from './identity.js';

/**
 * A person the counsellors answer: every demo request and career request makes one, or joins the lead of the same
 * e-mail or mobile that asked within 30 days. `version` moves on every write (the console's stale-write 409);
 * `schedule_seq` moves on every schedule, reschedule and cancel, and names the reminder jobs of one schedule.
 */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: text('source', { enum: LEAD_SOURCES }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    status: text('status', { enum: LEAD_STATUSES }).notNull().default('NEW'),
    assigneeId: uuid('assignee_id').references(() => users.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    lostReason: text('lost_reason'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    meetingLink: text('meeting_link'),
    scheduleSeq: integer('schedule_seq').notNull().default(0),
    /** When the counsellor and sales were told the lead was still NEW a day later (once). */
    slaAlertedAt: timestamp('sla_alerted_at', { withTimezone: true }),
    /** The latest request that made or joined the lead: the 30-day window for joining starts here. */
    lastRequestAt: timestamp('last_request_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('leads_email_idx').on(sql`lower(${t.email})`, t.lastRequestAt),
    index('leads_mobile_idx').on(t.mobile, t.lastRequestAt),
    index('leads_status_created_idx').on(t.status, t.createdAt),
    index('leads_assignee_idx').on(t.assigneeId, t.createdAt),
    index('leads_created_idx').on(t.createdAt, t.id),
    check('leads_lost_reason_check', sql`${t.status} <> 'LOST' OR ${t.lostReason} IS NOT NULL`),
    check(
      'leads_schedule_check',
      sql`${t.status} <> 'DEMO_SCHEDULED' OR (${t.scheduledAt} IS NOT NULL AND ${t.meetingLink} IS NOT NULL)`,
    ),
  ],
);

/** A lead's timeline: requests, assignments, moves, notes, schedules and alerts, with who (null: the system) and when. */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind', { enum: LEAD_EVENT_KINDS }).notNull(),
    actorId: uuid('actor_id'),
    /** Copied, like the audit log's, so the timeline still says who after the account changes. */
    actorName: text('actor_name'),
    fromStatus: text('from_status', { enum: LEAD_STATUSES }),
    toStatus: text('to_status', { enum: LEAD_STATUSES }),
    text: text('text'),
    data: jsonb('data').$type<Record<string, unknown>>(),
  },
  (t) => [index('lead_events_lead_idx').on(t.leadId, t.at)],
);

/**
 * The round-robin's one row: the counsellor who got the last lead. Assigning locks it (FOR UPDATE), so any
 * number of workers hand leads out one at a time, each to the next active counsellor after this one.
 */
export const leadAssignmentCursor = pgTable(
  'lead_assignment_cursor',
  {
    id: smallint('id').primaryKey().default(1),
    lastAssigneeId: uuid('last_assignee_id'),
  },
  (t) => [check('lead_assignment_cursor_one_row', sql`${t.id} = 1`)],
);

export const demoRequests = pgTable(
  'demo_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userType: text('user_type', { enum: ['parent', 'school'] }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    school: text('school'),
    designation: text('designation'),
    /** The lead it made or joined (null only for requests older than leads). */
    leadId: uuid('lead_id').references(() => leads.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('demo_requests_created_idx').on(t.createdAt)],
);

export const careerRequests = pgTable(
  'career_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    careerName: text('career_name').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    comments: text('comments').notNull().default(''),
    leadId: uuid('lead_id').references(() => leads.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('career_requests_created_idx').on(t.createdAt)],
);
