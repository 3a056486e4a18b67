import { z } from 'zod';
import { entityIdSchema } from '../ids.js';
import { noControlCharacters } from '../validation.js';
import { formatIndiaTime } from './leads-admin.js';

/**
 * The console's `classrooms` resource (issue 13): a school admin (their own school) or an admin (any school, named
 * by `schoolId`) creates a classroom with `{ name, class, section, careerIds, studentIds, opensAt, closesAt }`.
 * The API validates every POST and PUT with these schemas and the console's form uses them, so both say the same.
 *
 * Assigning by section: `section` names the section the classroom is for (shown, and the console's "Add the
 * section's students" fills `studentIds` with that section's active students); the server takes `studentIds` as
 * the truth and never adds anyone on its own. A student removed from `studentIds` leaves the classroom only while
 * they have not started it: removing one who has started is a 400 (their careers are enrolled already).
 */

/** The classes a classroom is for. */
export const CLASSROOM_CLASSES = ['9', '10', '11', '12'] as const;
export type ClassroomClass = (typeof CLASSROOM_CLASSES)[number];

export const CLASSROOM_MAX_CAREERS = 10;
/** A whole class of a big school, and then some; a page of the console's picker is smaller. */
export const CLASSROOM_MAX_STUDENTS = 1000;

export const CLASSROOM_ADMIN_MESSAGES = {
  notFound: 'Classroom not found',
  nameTaken: 'Another classroom of this school has this name',
  versionRequired: 'version is required',
  schoolRequired: 'Choose the school the classroom belongs to',
  unknownSchool: 'There is no such school',
  datesOrder: 'The close date must be after the open date',
  careersUnpublished: (ids: string[]) =>
    `${ids.length === 1 ? 'This career is' : 'These careers are'} not in the published catalogue: ${ids.join(', ')}`,
  studentsNotOfSchool: (ids: string[]) =>
    `${ids.length === 1 ? 'This student is' : 'These students are'} not active students of the school: ${ids.join(', ')}`,
  startedStudentsStay: (names: string[]) =>
    `${names.join(', ')} ${names.length === 1 ? 'has' : 'have'} started this classroom and cannot be removed from it`,
  inUse: (n: number) =>
    `${n} ${n === 1 ? 'student has' : 'students have'} started this classroom: it cannot be deleted (move its close date to end it)`,
} as const;

/** Why a campus student's Start is refused outside the classroom's dates (the student app shows it). */
export const CLASSROOM_WINDOW_MESSAGES = {
  notOpen: (opensAt: string | Date) => `This classroom opens on ${formatIndiaTime(opensAt)}`,
  closed: (closesAt: string | Date) => `This classroom closed on ${formatIndiaTime(closesAt)}`,
} as const;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

const instant = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .refine((v) => /^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(new Date(v).getTime()), {
      error: `${label} must be a date and time`,
    })
    .transform((v) => new Date(v).toISOString());

const ids = (label: string, min: number, max: number, tooFew: string) =>
  z
    .array(z.guid({ error: `${label} must be ids` }), { error: `${label} must be a list of ids` })
    .min(min, { error: tooFew })
    .max(max, { error: `At most ${max} ${label.toLowerCase()}` })
    .transform((list) => [...new Set(list.map((id) => id.toLowerCase()))]);

/**
 * A POST or PUT of a classroom. The record as GET answers it is a valid body: its read-only keys are accepted and
 * ignored. `schoolId`: the admins' choice of school; a school admin's classroom is always their own school's
 * (another school's id is refused as unknown). A PUT must carry the `version` it read (400 without, 409 if older).
 */
export const adminClassroomWriteSchema = z
  .object({
    id: entityIdSchema.optional(),
    version: z.int({ error: 'version must be a whole number' }).min(1).optional(),
    createdAt: z.unknown().optional(),
    updatedAt: z.unknown().optional(),
    studentCount: z.unknown().optional(),
    startedCount: z.unknown().optional(),
    completedCount: z.unknown().optional(),
    open: z.unknown().optional(),
    schoolId: z.preprocess(blankToUndefined, z.guid({ error: 'Choose the school' }).optional()),
    name: z
      .string({ error: 'Name is required' })
      .trim()
      .min(2, { error: 'Name must be 2 to 80 characters' })
      .max(80, { error: 'Name must be 2 to 80 characters' })
      .check(noControlCharacters()),
    class: z.enum(CLASSROOM_CLASSES, { error: 'Class must be 9, 10, 11 or 12' }),
    section: z.preprocess(
      blankToUndefined,
      z
        .string({ error: 'Section must be text' })
        .trim()
        .max(20, { error: 'Section must be at most 20 characters' })
        .check(noControlCharacters())
        .optional(),
    ),
    careerIds: ids('Careers', 1, CLASSROOM_MAX_CAREERS, 'Choose at least one career'),
    studentIds: z.preprocess(
      (v) => (v === undefined || v === null ? [] : v),
      ids('Students', 0, CLASSROOM_MAX_STUDENTS, ''),
    ),
    opensAt: instant('Open date'),
    closesAt: instant('Close date'),
  })
  .refine((c) => new Date(c.opensAt).getTime() < new Date(c.closesAt).getTime(), {
    error: CLASSROOM_ADMIN_MESSAGES.datesOrder,
    path: ['closesAt'],
  });
export type AdminClassroomWrite = z.output<typeof adminClassroomWriteSchema>;

export const adminClassroomSchema = z
  .object({
    id: entityIdSchema,
    schoolId: entityIdSchema,
    name: z.string(),
    class: z.string(),
    section: z.string().nullable(),
    careerIds: z.array(entityIdSchema),
    studentIds: z.array(entityIdSchema),
    studentCount: z.int(),
    startedCount: z.int().describe('Students who have started the classroom'),
    completedCount: z.int().describe('Students who have completed every career of the classroom'),
    opensAt: z.iso.datetime().nullable().describe('Null only for classrooms made before the console set dates'),
    closesAt: z.iso.datetime().nullable(),
    open: z.boolean().describe('Now is within the dates: students may start it'),
    version: z.int().describe('Moves on every write; a PUT carries the one it read, else 409 VERSION_CONFLICT'),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'AdminClassroom' });
export type AdminClassroom = z.output<typeof adminClassroomSchema>;

export const CLASSROOM_SORTS = ['name', 'class', 'opensAt', 'closesAt', 'createdAt', 'updatedAt'] as const;
export type ClassroomSort = (typeof CLASSROOM_SORTS)[number];
/** `q` matches the name; `schoolId` is the admins' (a school admin sees only their own school whatever it says). */
export const CLASSROOM_FILTERS = { q: 'text', schoolId: 'id', class: 'text', open: 'boolean', id: 'ids' } as const;

/**
 * The console's student picker (GET /api/admin/classrooms/students, read-only): the active campus students of the
 * caller's school (an admin names the school with the `schoolId` filter), by section or by name.
 */
export const adminClassroomStudentSchema = z
  .object({
    id: entityIdSchema,
    name: z.string(),
    schoolId: entityIdSchema,
    admissionNumber: z.string().nullable(),
    class: z.string().nullable(),
    section: z.string().nullable(),
  })
  .meta({ id: 'AdminClassroomStudent' });
export type AdminClassroomStudent = z.output<typeof adminClassroomStudentSchema>;

export const CLASSROOM_STUDENT_SORTS = ['name', 'section', 'admissionNumber'] as const;
export const CLASSROOM_STUDENT_FILTERS = {
  q: 'text',
  schoolId: 'id',
  class: 'text',
  section: 'text',
  id: 'ids',
} as const;
/** The picker's path as the console's data provider names it (a resource name under `classrooms`). */
export const CLASSROOM_STUDENTS_RESOURCE = 'classrooms/students';
