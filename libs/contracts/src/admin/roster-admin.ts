import { z } from 'zod';
import { GENDERS, newPasswordField } from '../identity.js';
import { entityIdSchema } from '../ids.js';
import { EMAIL_PATTERN, noControlCharacters } from '../validation.js';

/**
 * A school's roster in the console (issue 13, `/api/admin/students`): the CSV import of campus students, their
 * list, page and edit (class, section, deactivate and reactivate), and a new one-time password. One schema per
 * call, used by the API to validate each row and by the console's preview, so both say the same words.
 */

/** The import file's header, exactly (the template's first line); columns in this order. */
export const ROSTER_COLUMNS = [
  'admission_number',
  'first_name',
  'last_name',
  'class',
  'section',
  'birthdate',
  'gender',
  'email',
  'parent_email',
] as const;
export type RosterColumn = (typeof ROSTER_COLUMNS)[number];

/** The template the console offers (GET /api/admin/students/import-template): the header and one example row. */
export const ROSTER_TEMPLATE = `${ROSTER_COLUMNS.join(',')}\r\nDPS-2026-0001,Asha,Verma,10,A,2011-04-15,female,asha.verma@example.in,parent@example.in\r\n`;

/** Schools enrol classes 9 to 12; the students' "other" class is for self sign-ups only. */
export const ROSTER_CLASSES = ['9', '10', '11', '12'] as const;
export type RosterClass = (typeof ROSTER_CLASSES)[number];

/** A plausible school age: 8 to 25 years old on the day of the import. */
export const ROSTER_MIN_AGE = 8;
export const ROSTER_MAX_AGE = 25;

/** The largest file the import takes (bigger is a 413); 2,000 rows are about 200 kB. */
export const ROSTER_MAX_BYTES = 10 * 1024 * 1024;
/** The most rows one import takes. */
export const ROSTER_MAX_ROWS = 5000;

export const ROSTER_MESSAGES = {
  tooLarge: `The file is larger than ${ROSTER_MAX_BYTES / 1024 / 1024} MB; split it into smaller files`,
  notUtf8: 'The file is not UTF-8 text: save it as "CSV UTF-8" and upload it again',
  empty: 'The file is empty: it needs the header line and at least one student',
  header: `The first line must be exactly: ${ROSTER_COLUMNS.join(',')}`,
  columns: (n: number) => `This row has ${n} cells; every row needs ${ROSTER_COLUMNS.length}`,
  quotes: 'A quoted cell is not closed: check the quotes in this row',
  tooManyRows: `At most ${ROSTER_MAX_ROWS} students in one file; split it`,
  duplicateInFile: (row: number) => `The same admission number is on row ${row} too`,
  duplicateEmailInFile: (row: number) => `The same e-mail is on row ${row} too`,
  emailTaken: 'This e-mail belongs to another account',
  admissionTaken: 'This admission number belongs to a staff account of the school, not a student',
  seats: (left: number, needed: number) =>
    `Not enough seats: ${left} left, this import needs ${needed}. Ask us for more seats, or deactivate students who left.`,
  unknownSchool: 'There is no such school',
  schoolRequired: 'Choose the school to import into (schoolId)',
  notCsv: 'Send the file as text/csv',
  notFound: 'There is no such student',
  seatsReactivate: 'No seat is left for this student: deactivate another student first, or ask for more seats',
  passwordChanged: 'Your new password is set',
  passwordChangeRequired: 'Set your new password first',
  wrongCurrentPassword: 'Your current password is not correct',
  samePassword: 'Choose a password other than the one-time password',
  credentialsOutdated:
    'None of these students still has this one-time password: they have set their own, or were given a new one',
  credentialsTooMany: 'At most 5000 students on one credentials sheet',
} as const;

/** Where a student signs in (the student app's page): printed on the credentials sheet and mailed. */
export const SIGN_IN_PATH = '/auth/login';
/** The most students one credentials sheet takes (an import's most rows). */
export const CREDENTIALS_SHEET_MAX = 5000;

const cell = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .max(max, { error: `${label} must be at most ${max} characters`, abort: true })
    .check(noControlCharacters());

/** An empty cell is no value. */
const optionalEmail = (label: string) =>
  z
    .string()
    .trim()
    .max(254, { error: `Enter a valid ${label}`, abort: true })
    .refine((v) => v === '' || EMAIL_PATTERN.test(v), { error: `Enter a valid ${label}` })
    .transform((v) => (v === '' ? null : v.toLowerCase()));

/** The age in whole years on `today` of someone born on `birthdate` (both YYYY-MM-DD). */
export function ageOn(birthdate: string, today: string): number {
  const [by, bm, bd] = birthdate.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

const birthdateCell = cell('Date of birth', 10).refine(
  (v) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  },
  { error: 'Date of birth must be a real date written YYYY-MM-DD (2011-04-15)', abort: true },
);

/**
 * One row of the import, its cells as text (what the CSV holds). An admission number is letters, digits and
 * `/ - . _` (schools write 2026/0042 or DPS-0042); names are any text, kept as written: a cell starting with `=`
 * is stored as text and never evaluated.
 */
export const rosterRowSchema = z
  .object({
    admission_number: cell('Admission number', 40).pipe(
      z.string().regex(/^[A-Za-z0-9][A-Za-z0-9/._-]*$/, {
        error: 'Admission number may hold only letters, digits and / - . _',
      }),
    ),
    first_name: cell('First name', 100),
    last_name: cell('Last name', 100),
    class: z
      .string()
      .trim()
      .pipe(z.enum(ROSTER_CLASSES, { error: `Class must be one of ${ROSTER_CLASSES.join(', ')}` })),
    section: cell('Section', 20),
    birthdate: birthdateCell,
    gender: z
      .string()
      .trim()
      .transform((v) => v.toLowerCase())
      .pipe(z.enum(GENDERS, { error: `Gender must be one of ${GENDERS.join(', ')}` })),
    email: optionalEmail('e-mail'),
    parent_email: optionalEmail("parent's e-mail"),
  })
  .superRefine((row, ctx) => {
    const age = ageOn(row.birthdate, new Date().toISOString().slice(0, 10));
    if (age < ROSTER_MIN_AGE || age > ROSTER_MAX_AGE)
      ctx.addIssue({
        code: 'custom',
        path: ['birthdate'],
        message: `Date of birth gives an age of ${age}; a school student is ${ROSTER_MIN_AGE} to ${ROSTER_MAX_AGE}`,
      });
  });
export type RosterRow = z.output<typeof rosterRowSchema>;

/** What is wrong with one cell (or a whole row: `field` is `row`; or the file: row 1 is the header). */
export const rosterErrorSchema = z.object({
  row: z.int().describe('The row as a spreadsheet numbers it: 1 is the header, 2 the first student'),
  field: z.string().describe('The column (admission_number, ...), `row` for the whole row, `file` for the file'),
  message: z.string(),
});
export type RosterError = z.output<typeof rosterErrorSchema>;

/** A new student's sign-in, answered once by a real import (the credentials sheet); never stored in clear. */
export const rosterCredentialSchema = z.object({
  userId: entityIdSchema.describe("The new student's id (for the credentials sheet's PDF)"),
  admissionNumber: z.string(),
  name: z.string(),
  class: z.string(),
  section: z.string(),
  username: z.string(),
  password: z.string().describe('A one-time password: it must be changed at the first sign-in'),
});
export type RosterCredential = z.output<typeof rosterCredentialSchema>;

export const rosterImportResultSchema = z
  .object({
    dryRun: z.boolean(),
    created: z.int().describe('New campus students (a dry run: who would be created)'),
    updated: z.int().describe('Existing students (same admission number) whose details changed'),
    unchanged: z.int().describe('Existing students the file did not change'),
    seatsLeft: z.int().describe("The school's seats left after the import"),
    errors: z.array(rosterErrorSchema).describe('Empty when the import went through'),
    credentials: z
      .array(rosterCredentialSchema)
      .describe("The new students' usernames and one-time passwords: shown once, for the credentials sheet"),
  })
  .meta({ id: 'RosterImportResult' });
export type RosterImportResult = z.output<typeof rosterImportResultSchema>;

/** The 400 of an import refused: nothing was written; every error is listed. */
export const rosterImportRefusalSchema = z
  .object({
    statusCode: z.literal(400),
    code: z.string(),
    message: z.string(),
    created: z.literal(0),
    updated: z.literal(0),
    errors: z.array(rosterErrorSchema),
  })
  .meta({ id: 'RosterImportRefusal' });

export const rosterImportQuerySchema = z.object({
  schoolId: entityIdSchema.optional().describe("The school (admins); a school admin's import goes to their own"),
  dryRun: z
    .enum(['true', 'false'], { error: 'dryRun must be true or false' })
    .optional()
    .transform((v) => v === 'true'),
});
export type RosterImportQuery = z.output<typeof rosterImportQuerySchema>;

const iso = z.string().describe('ISO 8601 date and time');

/** A campus student as the console lists and shows them. */
export const adminStudentSchema = z
  .object({
    id: entityIdSchema,
    username: z.string(),
    admissionNumber: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    name: z.string(),
    class: z.string().nullable(),
    section: z.string().nullable(),
    birthdate: z.string().nullable(),
    gender: z.enum(GENDERS).nullable(),
    email: z.string().nullable().describe('Null when the roster gave none'),
    parentEmail: z.string().nullable().describe("The parent's e-mail the roster gave (lower-cased); null: none"),
    schoolId: entityIdSchema,
    active: z.boolean().describe('False once deactivated (no seat; their reports stay)'),
    deactivatedAt: iso.nullable(),
    mustChangePassword: z.boolean().describe('A one-time password is still to be changed'),
    createdAt: iso,
    version: z.int(),
  })
  .meta({ id: 'AdminStudent' });
export type AdminStudent = z.output<typeof adminStudentSchema>;

export const STUDENT_SORTS = ['createdAt', 'admissionNumber', 'name', 'class', 'section'] as const;
export type StudentSort = (typeof STUDENT_SORTS)[number];
/** `q` finds a name (first, last or both) or an admission number (any part, any case). */
export const STUDENT_FILTERS = {
  q: 'text',
  class: 'text',
  section: 'text',
  active: 'boolean',
  schoolId: 'id',
  id: 'ids',
} as const;

/** PUT: moves a student to another class or section, deactivates (`active: false`) or reactivates them. */
/** react-admin sends the whole record back: a null it read (no section yet) is no change. */
const unchangedIfNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === null ? undefined : v), schema.optional());

export const adminStudentWriteSchema = z.object({
  version: z.int({ error: 'version must be a whole number' }).min(1).optional(),
  class: unchangedIfNull(z.enum(ROSTER_CLASSES, { error: `Class must be one of ${ROSTER_CLASSES.join(', ')}` })),
  section: unchangedIfNull(
    z
      .string({ error: 'Section is required' })
      .trim()
      .min(1, { error: 'Section is required' })
      .max(20, { error: 'Section must be at most 20 characters' })
      .check(noControlCharacters()),
  ),
  active: z.boolean({ error: 'active must be true or false' }).optional(),
});
export type AdminStudentWrite = z.output<typeof adminStudentWriteSchema>;

/** POST /api/admin/students/{id}/reset-password: a new one-time password, answered once. */
export const studentPasswordResetSchema = z
  .object({ username: z.string(), password: z.string().describe('One-time: to be changed at the next sign-in') })
  .meta({ id: 'StudentPasswordReset' });
export type StudentPasswordReset = z.output<typeof studentPasswordResetSchema>;

/**
 * POST /api/admin/students/credentials-sheet: the one-time passwords the console holds (an import's answer, a
 * reset's), as a printable PDF of cut-out slips. The server prints its own record of each student (name, class,
 * admission number, username) and only students still to change this very password.
 */
export const credentialsSheetRequestSchema = z
  .object({
    students: z
      .array(
        z.object({
          userId: entityIdSchema,
          password: z
            .string({ error: 'password is required' })
            .min(1, { error: 'password is required' })
            .max(256, { error: 'At most 256 characters' }),
        }),
        { error: 'students must be a list' },
      )
      .min(1, { error: 'Name at least one student' })
      .max(CREDENTIALS_SHEET_MAX, { error: ROSTER_MESSAGES.credentialsTooMany }),
  })
  .meta({ id: 'CredentialsSheetRequest' });
export type CredentialsSheetRequest = z.output<typeof credentialsSheetRequestSchema>;
/** The answer's header: how many of the students named were left off (their one-time password is no longer valid). */
export const CREDENTIALS_LEFT_OUT_HEADER = 'x-students-left-out';

/** POST /api/auth/change-password: the current password (a one-time one too) and the new one. */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, { error: 'Current password is required' })
      .max(256, { error: 'At most 256 characters' }),
    newPassword: newPasswordField,
  })
  .refine((v) => v.currentPassword !== v.newPassword, {
    error: ROSTER_MESSAGES.samePassword,
    path: ['newPassword'],
  });
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;
