import { z } from 'zod';
import { entityIdSchema } from '../ids.js';
import { INDIAN_STATE_NAMES } from '../india-states.js';
import { noControlCharacters } from '../validation.js';
import { recordVersionSchema } from './catalogue-admin.js';

/**
 * The console's `schools` (issue 13, `/api/admin/schools`): an admin sets a school up (name, campus id, board,
 * city, state, logo and the seats bought for the academic year) and invites its school admins through `users`;
 * a school admin reads their own school only. One schema per call, used by the API to validate and by the
 * console's forms, so a 400's field messages are the ones the form shows.
 */

/** The boards an Indian school follows; the value is stored, the label is what the console shows. */
export const SCHOOL_BOARDS = ['CBSE', 'ICSE', 'State board', 'IB', 'Cambridge (IGCSE)', 'Other'] as const;
export type SchoolBoard = (typeof SCHOOL_BOARDS)[number];
export const SCHOOL_BOARD_LABELS: Record<SchoolBoard, string> = {
  CBSE: 'CBSE (Central Board of Secondary Education)',
  ICSE: 'ICSE / ISC (CISCE)',
  'State board': 'State board',
  IB: 'IB (International Baccalaureate)',
  'Cambridge (IGCSE)': 'Cambridge (IGCSE / A levels)',
  Other: 'Other',
};

/** The most seats one school may buy: far above any school's roll, low enough to catch a typo of zeros. */
export const MAX_SCHOOL_SEATS = 100_000;

export const SCHOOL_ADMIN_MESSAGES = {
  notFound: 'There is no such school',
  nameTaken: 'Another school has this name',
  campusIdTaken: 'Another school has this campus id',
  versionRequired: 'version is required',
} as const;

/** Seats below the active roster: the school would have more students than it bought seats for. */
export function seatsBelowUsedMessage(used: number): string {
  const students = used === 1 ? '1 student is' : `${used} students are`;
  return `${students} on the roster now: seats cannot be fewer than ${used}. Take students off the roster first.`;
}

export const SCHOOL_SORTS = ['name', 'campusId', 'city', 'state', 'seats', 'seatsUsed', 'createdAt'] as const;
export type SchoolSort = (typeof SCHOOL_SORTS)[number];
/** `q` finds a name or a campus id (any part, any case); `id` is react-admin's getMany (a reference input). */
export const SCHOOL_FILTERS = { q: 'text', board: 'text', state: 'text', id: 'ids' } as const;

/** Trimmed, no control characters; `abort` so that an empty one is only "required". */
const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .min(min, { error: `${label} must be at least ${min} characters` })
    .max(max, { error: `${label} must be at most ${max} characters` })
    .check(noControlCharacters());

/** A logo: an upload's path (`/uploads/...`) or an https address; none is allowed (an emptied field sends '' or null). */
const logoSchema = z
  .union(
    [
      z.literal(''),
      z.null(),
      z
        .string({ error: 'Logo must be a path starting with / or an https address' })
        .trim()
        .max(500, { error: 'Logo must be at most 500 characters' })
        .refine((v) => v === '' || /^\/[^\s]*$/.test(v) || /^https:\/\/[^\s]+$/.test(v), {
          error: 'Logo must be a path starting with / or an https address',
        }),
    ],
    { error: 'Logo must be a path starting with / or an https address' },
  )
  .optional()
  .transform((logo) => logo || null);

/**
 * POST and PUT: the school as the console's form sends it. The record's other keys (react-admin sends them all:
 * `id`, `seatsUsed`, `createdAt`, ...) are dropped; a PUT must carry the `version` it read (none: 400, an older
 * one: 409 VERSION_CONFLICT).
 */
export const adminSchoolWriteSchema = z.object({
  version: recordVersionSchema.optional(),
  name: text('Name', 2, 120),
  campusId: z
    .string({ error: 'Campus id is required' })
    .trim()
    .toUpperCase()
    .min(1, { error: 'Campus id is required', abort: true })
    .min(2, { error: 'Campus id must be 2 to 20 characters' })
    .max(20, { error: 'Campus id must be 2 to 20 characters' })
    .regex(/^[A-Z0-9-]*$/, { error: 'Campus id may hold only letters, digits and dashes (DPS-RKP)' }),
  board: z.enum(SCHOOL_BOARDS, { error: "Choose the school's board" }),
  city: text('City', 2, 80),
  state: z.enum(INDIAN_STATE_NAMES, { error: 'Choose a state or union territory of India' }),
  logo: logoSchema,
  seats: z
    .int({
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === ''
          ? 'Seats is required'
          : 'Seats must be a whole number',
    })
    .min(0, { error: `Seats must be from 0 to ${MAX_SCHOOL_SEATS}` })
    .max(MAX_SCHOOL_SEATS, { error: `Seats must be from 0 to ${MAX_SCHOOL_SEATS}` }),
});
export type AdminSchoolWrite = z.output<typeof adminSchoolWriteSchema>;

const iso = z.string().describe('ISO 8601 date and time');

export const adminSchoolSchema = z
  .object({
    id: entityIdSchema.describe("The school's id (the campus uuid of its students and school admins)"),
    name: z.string(),
    campusId: z.string().describe('The short public campus id, upper case (DPS-RKP)'),
    board: z.string().nullable().describe('One of SCHOOL_BOARDS; null for a school set up before boards were kept'),
    city: z.string().nullable(),
    state: z.string().nullable().describe('A state or union territory of India'),
    logo: z.string().nullable(),
    seats: z.int().describe('Seats bought for the academic year: the most active campus students the school may have'),
    seatsUsed: z.int().describe('Active campus students (on the roster, not deactivated)'),
    schoolAdmins: z.int().describe("The school's school admins"),
    version: z.int().describe('Moves on every write; a PUT carries the one it read, else 409 VERSION_CONFLICT'),
    createdAt: iso,
    updatedAt: iso,
  })
  .meta({ id: 'AdminSchool' });
export type AdminSchool = z.output<typeof adminSchoolSchema>;
