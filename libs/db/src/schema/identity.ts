import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { USER_ROLES, type Role } from '@app/contracts';

// The one list of roles lives in the contracts (the frontends and the API's validators read it too).
export { USER_ROLES };
export type UserRole = Role;

/**
 * Schools whose students are campus students; a school admin belongs to one. Their classrooms: assessment.ts. An
 * admin sets a school up (issue 13): its board, where it is, its logo and the seats it bought for the academic
 * year (the roster's active students may not exceed them). Schools made before then have no board or place yet.
 */
export const schools = pgTable(
  'schools',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    /** The school's short public campus id (the spec's "campus id"; its uuid is `id`). */
    campusId: text('campus_id').notNull().unique(),
    /** CBSE, ICSE, a state board, IB, Cambridge: SCHOOL_BOARDS in the contracts. */
    board: text('board'),
    city: text('city'),
    /** A name of INDIAN_STATES. */
    state: text('state'),
    /** A media URL (the console's upload), like a career's logo. */
    logo: text('logo'),
    /** Seats bought for the academic year: the most active campus students the school may have. */
    seats: integer('seats').notNull().default(0),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('schools_seats_check', sql`${t.seats} >= 0`)],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    /** Null for accounts made by Google sign-in until their owner sets a password (forgot password). */
    passwordHash: text('password_hash'),
    role: text('role', { enum: USER_ROLES }).notNull(),
    userType: text('user_type', { enum: ['student', 'parent'] }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** +91 and 10 digits; may be missing for Google sign-ups until the profile dialog fills it. */
    phoneNumber: text('phone_number'),
    birthdate: text('birthdate'),
    gender: text('gender', { enum: ['male', 'female', 'other'] }),
    class: text('class', { enum: ['9', '10', '11', '12', 'other'] }),
    school: text('school'),
    city: text('city'),
    state: text('state'),
    /** Campus students and school admins belong to a school (campus uuid = schools.id). */
    schoolId: uuid('school_id').references(() => schools.id),
    /** A campus student's admission number at their school (the roster's key with the school). */
    admissionNumber: text('admission_number'),
    /** A campus student's section in their class ("A", "Rose"). */
    section: text('section'),
    /** A campus student's parent's e-mail from the roster (lower-cased); issue 14 invites the parent with it. */
    parentEmail: text('parent_email'),
    /** A one-time password was given (roster import, reset by the school): it must be changed at the next sign-in. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** A campus student taken off the roster (the end of a year): no seat, no classroom; their reports stay. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    googleSubject: text('google_subject'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Set by an admin: sign-in and every call are refused, and every session ended, until it is cleared. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Moves on every console write (disable, enable, role); a console PUT with an older one is a 409. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Case-insensitive uniqueness: "Asha" and "asha" are one account, as are e-mails differing in case.
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_subject_idx').on(t.googleSubject),
    // The roster's key: one admission number per school (case-insensitive, as schools write them either way).
    uniqueIndex('users_school_admission_idx')
      .on(t.schoolId, sql`lower(${t.admissionNumber})`)
      .where(sql`${t.admissionNumber} IS NOT NULL`),
    check(
      'users_school_role_check',
      sql`${t.role} NOT IN ('campus_student', 'school_admin') OR ${t.schoolId} IS NOT NULL`,
    ),
  ],
);

/**
 * E-mail confirmation, password reset and e-mail change codes: hashed for checking, encrypted only for the mail
 * job. An `email` code's address is the pending new e-mail: the profile takes it only once its code is entered.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `invite`: a staff invitation's set-password link (its secret is a long token, not 6 digits). */
    purpose: text('purpose', { enum: ['confirm', 'reset', 'email', 'invite'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    codeCiphertext: text('code_ciphertext').notNull(),
    /** Where the code was sent, fixed at issue time so a later e-mail change does not redirect it. */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** Set when a newer code of the same purpose replaces this one. */
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_codes_user_idx').on(t.userId, t.purpose, t.createdAt)],
);

/**
 * A one-time password (roster import, reset by the school) to mail to a campus student who has a real e-mail:
 * encrypted only for the mail job, and cleared once it is sent, or replaced by a newer one, or no longer needed.
 * One row per issued password: its id is the mail's idempotency key, so a retried job mails it once.
 */
export const oneTimePasswordMails = pgTable(
  'one_time_password_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Where it goes, fixed when the password is issued. */
    email: text('email').notNull(),
    /** Null once sent, superseded or moot: nothing readable stays behind. */
    passwordCiphertext: text('password_ciphertext'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('one_time_password_mails_user_idx').on(t.userId)],
);

/** A signed-in session: the family of its rotating refresh tokens. Revoking it ends the session. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);
