import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CONSENT_ACTIONS, CONSENT_METHODS } from '@app/contracts';
import { schools, users } from './identity.js';

/**
 * Parental consent (issue 14). libs/consent is the only writer of these tables.
 *
 * A school's agreement to collect its students' parents' consent, as an admin recorded it. Append-only like the
 * records that point to it (migration 0030's trigger): a new version is a new row, and the latest one counts.
 */
export const schoolConsentAgreements = pgTable(
  'school_consent_agreements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id),
    /** The agreement's version as the school signed it. */
    agreementVersion: text('agreement_version').notNull(),
    /** The day the school signed it (YYYY-MM-DD). */
    signedOn: text('signed_on').notNull(),
    /** The admin who recorded it. */
    recordedBy: uuid('recorded_by')
      .notNull()
      .references(() => users.id),
    recordedAt: timestamp('recorded_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index('school_consent_agreements_school_idx').on(t.schoolId, t.recordedAt)],
);

/**
 * A minor's request that a parent consent: the link's token is hashed for checking and encrypted only for the
 * mail job (like verification codes). Mutable: it is pending, then granted, refused or cancelled, once.
 */
export const consentRequests = pgTable(
  'consent_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    childId: uuid('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    parentEmail: text('parent_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** Cleared once the request is answered: nothing readable stays behind. */
    tokenCiphertext: text('token_ciphertext'),
    status: text('status', { enum: ['pending', 'granted', 'refused', 'cancelled'] })
      .notNull()
      .default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The parent who answered. */
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('consent_requests_token_hash_idx').on(t.tokenHash),
    // One pending request per child and parent e-mail: asking again for the same e-mail is the same request.
    uniqueIndex('consent_requests_pending_idx')
      .on(t.childId, t.parentEmail)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * The consent records: who consented (or withdrew), for which child, under which notice, how, when and from
 * where. Append-only (never updated or deleted by the app: migration 0030's trigger refuses it); the child's
 * state is their latest record.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    childId: uuid('child_id')
      .notNull()
      .references(() => users.id),
    action: text('action', { enum: CONSENT_ACTIONS }).notNull(),
    method: text('method', { enum: CONSENT_METHODS }).notNull(),
    /** The consenting parent (method parent_account_email_confirmed; also who withdrew). */
    parentId: uuid('parent_id').references(() => users.id),
    /** The school's agreement (method school_agreement). */
    schoolAgreementId: uuid('school_agreement_id').references(() => schoolConsentAgreements.id),
    /** The request it answered, when it answered one. */
    requestId: uuid('request_id').references(() => consentRequests.id),
    noticeVersion: text('notice_version').notNull(),
    /** How the consenting person was found to be an adult (AgeVerifier's name): the due diligence of rule 10. */
    ageVerification: text('age_verification'),
    /** The birthdate the consenting parent stated (the evidence of that check), YYYY-MM-DD. */
    parentStatedBirthdate: text('parent_stated_birthdate'),
    /** The user who made the record: the parent, or the admin who recorded the school's agreement. */
    recordedBy: uuid('recorded_by').references(() => users.id),
    ip: text('ip'),
    // clock_timestamp, not now(): two records of one transaction still order by time.
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    index('consent_records_child_idx').on(t.childId, t.createdAt),
    check(
      'consent_records_basis_check',
      sql`(${t.method} = 'parent_account_email_confirmed' AND ${t.parentId} IS NOT NULL) OR (${t.method} = 'school_agreement' AND ${t.schoolAgreementId} IS NOT NULL)`,
    ),
  ],
);
