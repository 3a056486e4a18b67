import { z } from 'zod';
import { entityIdSchema } from '../ids.js';
import { noControlCharacters } from '../validation.js';

/**
 * The console's `leads` resource (issue 12): every demo and career request becomes a lead that a counsellor
 * answers. The API validates every PUT with these schemas and the console's forms use them, so both say the same.
 */

export const LEAD_STATUSES = ['NEW', 'CONTACTED', 'DEMO_SCHEDULED', 'CONVERTED', 'LOST'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Where a lead came from: the /parent page's demo form, the /school page's, or "ask for a career". */
export const LEAD_SOURCES = ['parent_page', 'school_page', 'career_request'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

export const LEAD_EVENT_KINDS = ['request', 'assigned', 'taken', 'move', 'schedule', 'note', 'sla_alert'] as const;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];

/**
 * The moves a lead may make (NEW → CONTACTED → DEMO_SCHEDULED → CONVERTED or LOST). A scheduled demo may be
 * rescheduled (DEMO_SCHEDULED again, with a new time) or cancelled (back to CONTACTED); a lead may be lost from
 * any open state. CONVERTED and LOST are final.
 */
export const LEAD_MOVES: Record<LeadStatus, readonly LeadStatus[]> = {
  NEW: ['CONTACTED', 'LOST'],
  CONTACTED: ['DEMO_SCHEDULED', 'CONVERTED', 'LOST'],
  DEMO_SCHEDULED: ['DEMO_SCHEDULED', 'CONTACTED', 'CONVERTED', 'LOST'],
  CONVERTED: [],
  LOST: [],
};

export function canMoveLead(from: LeadStatus, to: LeadStatus): boolean {
  return LEAD_MOVES[from].includes(to);
}

/**
 * The demo a lead has or had: its schedule while DEMO_SCHEDULED, and the same once it converts from there, since the
 * demo is how it was won (issue 24). A demo called off (back to CONTACTED, or LOST) is no longer the lead's; a lead
 * that converts without one carries none (the API clears a called-off schedule then). Its timeline keeps every one.
 */
export function leadDemo<T extends string | Date>(lead: {
  status: LeadStatus;
  scheduledAt: T | null;
  meetingLink: string | null;
}): { scheduledAt: T; meetingLink: string } | null {
  if (lead.status !== 'DEMO_SCHEDULED' && lead.status !== 'CONVERTED') return null;
  return lead.scheduledAt && lead.meetingLink ? { scheduledAt: lead.scheduledAt, meetingLink: lead.meetingLink } : null;
}

/** A lead still NEW this long after it came in is overdue: flagged in the list, and its counsellor and sales told. */
export const LEAD_SLA_HOURS = 24;
/** A request from the same e-mail or mobile within this many days joins the lead instead of making a new one. */
export const LEAD_REPEAT_DAYS = 30;
/** Reminders of a scheduled demo go this many hours before it. */
export const DEMO_REMINDER_HOURS = [24, 1] as const;

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  NEW: 'New',
  CONTACTED: 'Contacted',
  DEMO_SCHEDULED: 'Demo scheduled',
  CONVERTED: 'Converted',
  LOST: 'Lost',
};

export const LEAD_SOURCE_LABELS: Record<LeadSource, string> = {
  parent_page: 'Parent page',
  school_page: 'School page',
  career_request: 'Career request',
};

export const LEAD_MESSAGES = {
  notFound: 'Lead not found',
  lostReasonRequired: 'Say why the lead was lost',
  scheduleRequired: 'A demo needs a date and time',
  scheduleInPast: 'The demo must be in the future',
  meetingLinkRequired: 'A demo needs a meeting link',
  meetingLinkInvalid: 'The meeting link must be an https address',
  notYours: 'This lead is assigned to another counsellor',
  takeFirst: 'Take this lead before working on it',
  alreadyTaken: 'Someone has taken this lead already; reload',
  assigneeNotCounsellor: 'Leads can only be assigned to an active counsellor',
  assignByAdmin: 'Only an admin can assign a lead to someone',
  noteRequired: 'Write the note',
  finalStatus: (status: LeadStatus) => `The lead is ${LEAD_STATUS_LABELS[status].toLowerCase()}: it cannot move again`,
  impossibleMove: (from: LeadStatus, to: LeadStatus) =>
    `A lead cannot move from ${LEAD_STATUS_LABELS[from]} to ${LEAD_STATUS_LABELS[to]}`,
} as const;

const INDIA_OFFSET = '+05:30';
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/**
 * A demo's time as the counsellor types it: India time (`2026-12-01T16:30`, what a datetime-local field gives),
 * or any ISO date-time with its offset. Returns the instant, or undefined when it is not a time.
 */
export function parseIndiaTime(value: string): Date | undefined {
  const text = value.trim();
  const date = new Date(LOCAL_DATE_TIME.test(text) ? `${text}${text.length === 16 ? ':00' : ''}${INDIA_OFFSET}` : text);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The India time of an instant as a datetime-local field shows it (`2026-12-01T16:30`). */
export function toIndiaLocal(iso: string | Date): string {
  const date = new Date(new Date(iso).getTime() + 330 * 60_000);
  return date.toISOString().slice(0, 16);
}

/** An instant as people in India read it: "1 Dec 2026, 4:30 pm IST". */
export function formatIndiaTime(iso: string | Date): string {
  const text = new Date(iso).toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return `${text} IST`;
}

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * A PUT of a lead: the move (`status`, with what it needs), guarded by `version`. The record as GET answers it is
 * a valid body: its read-only keys are accepted and ignored. `assigneeId` is an admin's reassignment.
 */
export const adminLeadWriteSchema = z.object({
  id: entityIdSchema.optional(),
  version: z.int({ error: 'version must be a whole number' }).min(1, { error: 'version must be a whole number' }),
  status: z.enum(LEAD_STATUSES, { error: `status must be one of ${LEAD_STATUSES.join(', ')}` }),
  lostReason: z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'Lost reason must be text' })
      .trim()
      .max(500, { error: 'Lost reason must be at most 500 characters' })
      .check(noControlCharacters({ multiline: true }))
      .optional(),
  ),
  scheduledAt: z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'The demo time must be a date and time' })
      .refine((v) => parseIndiaTime(v) !== undefined, { error: 'The demo time must be a date and time' })
      .optional(),
  ),
  meetingLink: z.preprocess(
    blankToUndefined,
    z
      .string({ error: LEAD_MESSAGES.meetingLinkInvalid })
      .trim()
      .max(500, { error: 'The meeting link must be at most 500 characters' })
      .regex(/^https:\/\/[^\s]+$/, { error: LEAD_MESSAGES.meetingLinkInvalid })
      .optional(),
  ),
  assigneeId: z.preprocess(blankToUndefined, entityIdSchema.optional()),
});
export type AdminLeadWrite = z.output<typeof adminLeadWriteSchema>;

export const adminLeadNoteSchema = z.object({
  text: z
    .string({ error: LEAD_MESSAGES.noteRequired })
    .trim()
    .min(1, { error: LEAD_MESSAGES.noteRequired })
    .max(2000, { error: 'A note must be at most 2000 characters' })
    .check(noControlCharacters({ multiline: true })),
});
export type AdminLeadNote = z.output<typeof adminLeadNoteSchema>;

/** A `take` says which version the counsellor saw, so taking a lead someone changed meanwhile is a 409. */
export const adminLeadTakeSchema = z.object({ version: z.int().min(1).optional() });

export const adminLeadEventSchema = z
  .object({
    id: entityIdSchema,
    at: z.iso.datetime(),
    kind: z.enum(LEAD_EVENT_KINDS),
    actorId: entityIdSchema.nullable(),
    actorName: z.string().nullable().describe('Null: the system (a request, the round-robin, an alert)'),
    fromStatus: z.enum(LEAD_STATUSES).nullable(),
    toStatus: z.enum(LEAD_STATUSES).nullable(),
    text: z.string().nullable(),
    data: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({ id: 'AdminLeadEvent' });
export type AdminLeadEvent = z.output<typeof adminLeadEventSchema>;

export const adminLeadSchema = z
  .object({
    id: entityIdSchema,
    source: z.enum(LEAD_SOURCES),
    name: z.string(),
    email: z.string(),
    mobile: z.string(),
    status: z.enum(LEAD_STATUSES),
    assigneeId: entityIdSchema.nullable(),
    assigneeName: z.string().nullable(),
    lostReason: z.string().nullable(),
    scheduledAt: z.iso.datetime().nullable(),
    meetingLink: z.string().nullable(),
    overdue: z.boolean().describe(`Still NEW ${LEAD_SLA_HOURS} hours after it came in`),
    requestCount: z.int().describe('Requests that made or joined the lead'),
    nextStatuses: z.array(z.enum(LEAD_STATUSES)).describe('The moves the lead may make now'),
    version: z.int().describe('Moves on every write; a PUT carries the one it read, else 409 VERSION_CONFLICT'),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    lastRequestAt: z.iso.datetime(),
  })
  .meta({ id: 'AdminLead' });
export type AdminLead = z.output<typeof adminLeadSchema>;

/** One lead with its timeline (GET /api/admin/leads/:id and every write's answer). */
export const adminLeadDetailSchema = adminLeadSchema
  .extend({ timeline: z.array(adminLeadEventSchema) })
  .meta({ id: 'AdminLeadDetail' });
export type AdminLeadDetail = z.output<typeof adminLeadDetailSchema>;

export const LEAD_SORTS = ['createdAt', 'status', 'lastRequestAt', 'scheduledAt', 'name'] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];
/** `mine`: the caller's own; `unassigned`: nobody's yet. */
export const LEAD_FILTERS = {
  q: 'text',
  status: 'text',
  source: 'text',
  assigneeId: 'id',
  unassigned: 'boolean',
  mine: 'boolean',
  overdue: 'boolean',
  createdAt_gte: 'date',
  createdAt_lte: 'date',
  id: 'ids',
} as const;

/** GET: every lead the list's `filter` and `sort` select, as a CSV file (admins; the permission table's `export`). */
export const ADMIN_LEADS_EXPORT_PATH = '/api/admin/leads/export';
/**
 * The most leads one export carries. Larger than any real month of requests, small enough that one export's rows
 * and file stay a few tens of MB in the API's memory; past it the file holds the first rows in the list's order
 * and `X-Total-Count` says how many matched, so the console can ask for narrower filters.
 */
export const LEAD_EXPORT_MAX_ROWS = 50_000;
