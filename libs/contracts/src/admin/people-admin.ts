import { z } from 'zod';
import { summaryRowSchema } from '../assessment.js';
import { COMPANY } from '../company.js';
import { birthdateField, CLASSES, GENDERS, newPasswordField, roleSchema, USER_ROLES } from '../identity.js';
import { entityIdSchema } from '../ids.js';
import { purchaseHistoryOrderSchema } from '../payments.js';
import { emailField, noControlCharacters } from '../validation.js';
import { STAFF_ROLES } from './permissions.js';

/**
 * The console's people and mail resources (`/api/admin/users`, `/api/admin/mails`): admins find an account,
 * read what it has, disable or enable it, change its role, send it a code or a reset e-mail, invite staff, and
 * read and resend the platform's e-mails. One schema per call, used by the API to validate and by the console's
 * forms, so a 400's field messages are the ones the form shows.
 */

/** What a disabled account hears at sign-in and on its next call (the student app and the console show it). */
export const ACCOUNT_DISABLED_MESSAGE = `Your account has been disabled. Please write to us at ${COMPANY.email} if you think this is a mistake.`;

export const USER_ADMIN_MESSAGES = {
  notFound: 'There is no such user',
  schoolRequired: 'A campus student or school admin needs a school',
  unknownSchool: 'There is no such school',
  ownAccount: 'You cannot disable your own account or change your own role',
  alreadyConfirmed: 'This account has confirmed its e-mail already; there is no code to send',
  codeSent: 'A new code is on its way to the user',
  inviteSent: 'A new invitation is on its way',
  resetSent: 'A password-reset e-mail is on its way to the user',
  emailTaken: 'An account with this email already exists',
  birthdateStudentsOnly: "Only a student's date of birth is kept",
  /** The set-password page. */
  passwordSet: 'Your password is set. Please log in.',
  linkInvalid: 'This link is not valid any more. Please ask an admin to invite you again.',
} as const;

export const USER_SORTS = ['createdAt', 'username', 'email', 'name', 'role'] as const;
export type UserSort = (typeof USER_SORTS)[number];
/**
 * `q` finds a name, e-mail, mobile number or username (any part of it, any case); `schoolId` a school's people (a
 * school's page lists its school admins with it).
 */
export const USER_FILTERS = {
  q: 'text',
  role: 'text',
  disabled: 'boolean',
  confirmed: 'boolean',
  schoolId: 'id',
  id: 'ids',
} as const;

const iso = z.string().describe('ISO 8601 date and time');

export const adminUserSchema = z
  .object({
    id: entityIdSchema,
    username: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    name: z.string().describe('First and last name'),
    phoneNumber: z.string().nullable(),
    role: roleSchema,
    userType: z.enum(['student', 'parent']).nullable(),
    schoolId: entityIdSchema.nullable(),
    schoolName: z.string().nullable(),
    confirmed: z.boolean().describe('The e-mail was proven with a code (or a link, or Google)'),
    hasPassword: z.boolean().describe('False for an invitation not yet taken up and for Google-only accounts'),
    disabled: z.boolean(),
    disabledAt: iso.nullable(),
    createdAt: iso,
    version: z.int().describe('Moves on every console write; a PUT may carry the one it read, else 409'),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.output<typeof adminUserSchema>;

export const adminUserCareerSchema = z.object({
  id: entityIdSchema.describe('The enrolment (userMapCareerId)'),
  careerId: entityIdSchema,
  careerName: z.string(),
  status: z.string().describe('ENROLLED, IN_PROGRESS, COMPLETED, ...'),
  source: z.string().describe('How they got it: a purchase or a classroom'),
  startedAt: iso.nullable(),
  completedAt: iso.nullable(),
});

/** GET one: the profile, and what the person bought, takes and scored (reading it is audited). */
export const adminUserRecordSchema = adminUserSchema
  .extend({
    birthdate: z.string().nullable(),
    gender: z.enum(GENDERS).nullable(),
    class: z.enum(CLASSES).nullable(),
    school: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    orders: z.array(purchaseHistoryOrderSchema).describe('Newest first, as their Purchase History shows them'),
    careers: z.array(adminUserCareerSchema).describe('The careers they have (left tests are not listed)'),
    results: z.array(summaryRowSchema).describe('Scored careers, newest first'),
  })
  .meta({ id: 'AdminUserRecord' });
export type AdminUserRecord = z.output<typeof adminUserRecordSchema>;

/**
 * PUT: only what the console changes; every other key of the record (react-admin sends it all) is ignored.
 * `disabled: true` disables (every session ends at once), `false` enables; `role` changes the role; `birthdate`
 * corrects a student's date of birth, which the student cannot change themselves once given (issue 14).
 */
export const adminUserWriteSchema = z.object({
  version: z.int({ error: 'version must be a whole number' }).min(1).optional(),
  disabled: z.boolean({ error: 'disabled must be true or false' }).optional(),
  role: z.enum(USER_ROLES, { error: 'Choose a role' }).optional(),
  schoolId: entityIdSchema.nullable().optional(),
  // Null is what the record of an account without a date holds (react-admin sends it back): it changes nothing,
  // since a removed date would let the student give any date again.
  birthdate: birthdateField
    .nullable()
    .optional()
    .describe("YYYY-MM-DD, a student's or campus student's only; the date the account has, or null, is no change"),
});
export type AdminUserWrite = z.output<typeof adminUserWriteSchema>;

const nameField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(100, { error: `${label} must be at most 100 characters` })
    .check(noControlCharacters());

export const SCHOOL_ROLES = ['campus_student', 'school_admin'] as const;
export const needsSchool = (role: string): boolean => (SCHOOL_ROLES as readonly string[]).includes(role);

/** POST: a staff account by invitation; the person sets their own password from the e-mailed link. */
export const adminUserInviteSchema = z
  .object({
    firstName: nameField('First name'),
    lastName: nameField('Last name'),
    email: emailField,
    role: z.enum(STAFF_ROLES, { error: 'Choose a staff role' }),
    schoolId: entityIdSchema.nullable().optional(),
  })
  .refine((v) => !needsSchool(v.role) || !!v.schoolId, {
    error: USER_ADMIN_MESSAGES.schoolRequired,
    path: ['schoolId'],
  });
export type AdminUserInvite = z.output<typeof adminUserInviteSchema>;

/** POST /api/auth/set-password: the invitation link's token and the new password. */
export const setPasswordSchema = z.object({
  token: z
    .string({ error: USER_ADMIN_MESSAGES.linkInvalid })
    .min(1, { error: USER_ADMIN_MESSAGES.linkInvalid })
    .max(200, { error: USER_ADMIN_MESSAGES.linkInvalid }),
  password: newPasswordField,
});
export type SetPasswordInput = z.output<typeof setPasswordSchema>;

/** The console's set-password page, under /admin/ (the invitation e-mail links to it, the token in the fragment). */
export const SET_PASSWORD_PATH = '/admin/set-password';

export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
export const MAIL_SORTS = ['createdAt', 'updatedAt', 'status', 'attempts', 'to'] as const;
export type MailSort = (typeof MAIL_SORTS)[number];
/** `q` finds the recipient's address (any part, any case). */
export const MAIL_FILTERS = {
  q: 'text',
  status: 'text',
  id: 'ids',
  createdAt_gte: 'date',
  createdAt_lte: 'date',
} as const;

export const MAIL_ADMIN_MESSAGES = {
  notFound: 'There is no such e-mail',
  notFailed: 'Only a failed e-mail can be sent again; this one is not failed',
  inFlight: 'This e-mail is being tried right now; try again in a moment',
  noJob: 'This e-mail cannot be sent again: the job that made it is not known',
  resent: 'The e-mail is queued to be sent again',
} as const;

export const adminMailSchema = z
  .object({
    id: entityIdSchema,
    to: z.string(),
    subject: z.string(),
    status: z.enum(MAIL_STATUSES).describe('queued: made and on its way (a try may have failed); sent; failed'),
    attempts: z.int().describe('Tries at handing it to the mail server'),
    lastError: z.string().nullable(),
    job: z.string().nullable().describe('The job that makes it (what a resend runs again)'),
    createdAt: iso,
    updatedAt: iso,
    sentAt: iso.nullable(),
  })
  .meta({ id: 'AdminMail' });
export type AdminMail = z.output<typeof adminMailSchema>;
