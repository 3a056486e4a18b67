import { z } from 'zod';
import { entityIdSchema } from './ids.js';
import { birthdateField } from './identity.js';
import { emailField } from './validation.js';

/**
 * Verifiable parental consent (issue 14; DPDP Act 2023 s. 9, DPDP Rules 2025 r. 10). A student under 18 has a
 * limited account until a parent consents (or, for a campus student, their school has recorded its agreement to
 * collect the parents' consent). Shared by the API, the student app and the console.
 */

/** How a consent was obtained: a consent record's `method`. */
export const CONSENT_METHODS = ['parent_account_email_confirmed', 'school_agreement'] as const;
export type ConsentMethod = (typeof CONSENT_METHODS)[number];

/**
 * A consent record grants or withdraws, and the child's state is their latest grant or withdrawal. A
 * `refused_not_adult` record keeps that a parent was refused as under 18 for the child (issue 23): it is why the
 * same parent's next try for that child is refused whatever birthdate they state, and it is not the child's state
 * (another parent's consent stands).
 */
export const CONSENT_ACTIONS = ['granted', 'withdrawn', 'refused_not_adult'] as const;
export type ConsentAction = (typeof CONSENT_ACTIONS)[number];
/** The actions that decide a child's state (the latest of them). */
export const CONSENT_STATE_ACTIONS = ['granted', 'withdrawn'] as const satisfies readonly ConsentAction[];
export type ConsentStateAction = (typeof CONSENT_STATE_ACTIONS)[number];

/** A request's link works for this long, once. */
export const CONSENT_LINK_TTL_DAYS = 7;
/** At most this many requests of one child wait for a parent at a time (each names another e-mail). */
export const CONSENT_MAX_PENDING = 3;
/** A request's path on the site: the mail's link is PUBLIC_URL + this + the token. */
export const CONSENT_PAGE_PATH = '/consent';

export const CONSENT_MESSAGES = {
  required:
    'Your parent or guardian must agree before you can do this, because you are under 18. Send the request to your parent: they will get an e-mail with a link.',
  birthdateRequired:
    'Tell us your date of birth first (in your profile): if you are under 18, a parent or guardian must agree before you can do this.',
  birthdateLocked:
    'Your date of birth cannot be changed here, because it decides whether a parent must agree. If it is wrong, write to us and we will correct it.',
  childRequired:
    'Your child is under 18 (or has not told us their date of birth), so a parent’s consent is needed before careers are bought for them. Give your consent to continue.',
  linkInvalid: 'This consent link is not valid any more. Ask your child to send a new request.',
  notAdult: 'Only an adult (18 or older) can give consent for a child.',
  notForSelf: 'You cannot give consent for your own account.',
  onlyMinors: 'Only a student under 18 needs a parent’s consent.',
  tooManyPending: `You have ${CONSENT_MAX_PENDING} requests waiting for a parent already. Wait for one of them, or ask your parent to check their e-mail.`,
  ownEmail: 'Enter your parent’s e-mail, not your own.',
  notConsenting: 'Only a parent who gave consent for this child can withdraw it.',
  noConsent: 'There is no consent to withdraw for this child.',
  parentOnly: 'Sign in with a parent account to answer this request.',
  emailNotConfirmed: 'Confirm your e-mail address first.',
  wrongParent:
    'This request was sent to another e-mail address. Sign in with the parent account of the address the e-mail came to, or sign up with it.',
} as const;

/** POST /api/consents/requests: the minor names a parent's e-mail (lower-cased: addresses are one in any case). */
export const consentRequestSchema = z
  .object({ parentEmail: emailField.transform((v) => v.toLowerCase()) })
  .meta({ id: 'ConsentRequest' });
export type ConsentRequestInput = z.input<typeof consentRequestSchema>;

/** What a student's account may do, as the student app shows it (GET /api/consents/me, and the answer above). */
export const consentStatusSchema = z
  .object({
    /** Whether calls that process the student's data are let through. */
    allowed: z.boolean(),
    /** Under 18 by their birthdate (India time). */
    minor: z.boolean(),
    /** How the current consent was given, when there is one. */
    method: z.enum(CONSENT_METHODS).nullable(),
    /** Requests still waiting for a parent: where they went and until when. */
    pending: z.array(z.object({ parentEmail: z.string(), expiresAt: z.iso.datetime() })),
  })
  .meta({ id: 'ConsentStatus' });
export type ConsentStatus = z.output<typeof consentStatusSchema>;

/** GET /api/consents/{token}: what the parent's page shows (no more of the child than a first name). */
export const consentRequestViewSchema = z
  .object({
    childFirstName: z.string(),
    /** Where the link was sent: the parent account that answers must have this e-mail (the page pre-fills it). */
    parentEmail: z.string(),
    noticeVersion: z.string(),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'ConsentRequestView' });
export type ConsentRequestView = z.output<typeof consentRequestViewSchema>;

/**
 * POST /api/consents/{token}/grant, and POST /api/consents/children/{childId}/grant (a linked parent at checkout,
 * issue 23): the parent states their own birthdate (they must be an adult).
 */
export const consentGrantSchema = z.object({ birthdate: birthdateField }).meta({ id: 'ConsentGrant' });
export type ConsentGrantInput = z.input<typeof consentGrantSchema>;

/** The answer to a grant, a refusal or a withdrawal: what was recorded. */
export const consentDecisionSchema = z
  .object({
    childId: entityIdSchema,
    action: z.enum(['granted', 'refused', 'withdrawn']),
    noticeVersion: z.string(),
    at: z.iso.datetime(),
  })
  .meta({ id: 'ConsentDecision' });
export type ConsentDecision = z.output<typeof consentDecisionSchema>;

/** POST /api/admin/schools/{id}/consent-agreement: the school's agreement to collect the parents' consent. */
export const schoolConsentAgreementWriteSchema = z
  .object({
    /** The agreement's version as the school signed it (e.g. "2026-11"). */
    agreementVersion: z
      .string({ error: 'Agreement version is required' })
      .trim()
      .min(1, { error: 'Agreement version is required', abort: true })
      .max(40, { error: 'At most 40 characters' })
      .regex(/^[\w.\-/ ]+$/, { error: 'Letters, digits, spaces and . - / _ only' }),
    /** The day the school signed it (YYYY-MM-DD), not in the future. */
    signedOn: z.iso
      .date({ error: 'Enter the date the school signed it' })
      .refine((v) => v <= new Date().toISOString().slice(0, 10), { error: 'The signing date cannot be in the future' }),
  })
  .meta({ id: 'SchoolConsentAgreementWrite' });
export type SchoolConsentAgreementWrite = z.input<typeof schoolConsentAgreementWriteSchema>;

export const schoolConsentAgreementSchema = z
  .object({
    id: entityIdSchema,
    schoolId: entityIdSchema,
    agreementVersion: z.string(),
    signedOn: z.string(),
    recordedBy: z.string().describe("The admin's username"),
    recordedAt: z.iso.datetime(),
    /** Campus students whose consent record points to this agreement. */
    students: z.int(),
  })
  .meta({ id: 'SchoolConsentAgreement' });
export type SchoolConsentAgreement = z.output<typeof schoolConsentAgreementSchema>;

/** GET /api/admin/schools/{id}/consent-agreement: the latest agreement, or null when none is recorded. */
export const schoolConsentAgreementResponseSchema = z
  .object({ agreement: schoolConsentAgreementSchema.nullable() })
  .meta({ id: 'SchoolConsentAgreementResponse' });
export type SchoolConsentAgreementResponse = z.output<typeof schoolConsentAgreementResponseSchema>;

/**
 * One consent record as the console shows it (issue 23: a parent refused as under 18 is seen there): ids with the
 * usernames they name, so the page reads without another lookup. Never a name, e-mail or phone (the records hold
 * none).
 */
export const adminConsentRecordSchema = z
  .object({
    id: entityIdSchema,
    childId: entityIdSchema,
    childUsername: z.string(),
    action: z.enum(CONSENT_ACTIONS),
    method: z.enum(CONSENT_METHODS),
    parentId: entityIdSchema.nullable(),
    parentUsername: z.string().nullable(),
    /** The request it answered (the link's grant or an under-18 refusal on it); null at checkout or by a school. */
    requestId: entityIdSchema.nullable(),
    schoolAgreementId: entityIdSchema.nullable(),
    noticeVersion: z.string(),
    ageVerification: z.string().nullable(),
    /** The birthdate the parent stated (the evidence of the age check, and of a refusal). */
    parentStatedBirthdate: z.string().nullable(),
    recordedByUsername: z.string().nullable(),
    ip: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'AdminConsentRecord' });
export type AdminConsentRecord = z.output<typeof adminConsentRecordSchema>;

/** GET /api/admin/users/{id}/consent-records: the records about the user as a child or made by them as a parent. */
export const adminConsentRecordsResponseSchema = z
  .object({ records: z.array(adminConsentRecordSchema) })
  .meta({ id: 'AdminConsentRecordsResponse' });
export type AdminConsentRecordsResponse = z.output<typeof adminConsentRecordsResponseSchema>;
