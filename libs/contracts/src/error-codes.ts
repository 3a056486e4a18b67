/**
 * Stable, machine-readable error codes. Every API error carries one in `code` beside its human `message`, so the
 * frontends branch on the code and the message stays free to change (the spec's texts are kept as they are).
 *
 * The generic codes follow the HTTP status; a specific code names a case a client acts on. Add new codes here,
 * once, and throw them with `new XxxException({ message, code: ERROR_CODES.Something })`.
 */
export const ERROR_CODES = {
  // Generic, one per status (the filter adds them when a thrower names none).
  BadRequest: 'BAD_REQUEST',
  ValidationFailed: 'VALIDATION_FAILED',
  Unauthorized: 'UNAUTHORIZED',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  MethodNotAllowed: 'METHOD_NOT_ALLOWED',
  Conflict: 'CONFLICT',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  UnsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  TooManyRequests: 'TOO_MANY_REQUESTS',
  Internal: 'INTERNAL_ERROR',
  BadGateway: 'BAD_GATEWAY',
  ServiceUnavailable: 'SERVICE_UNAVAILABLE',
  /** PostgreSQL cannot be reached or ended the connection (a restart, a failover): try again shortly. */
  DatabaseUnavailable: 'DATABASE_UNAVAILABLE',
  /** Redis cannot be reached (the call needs it: Google sign-in's state, the queues): try again shortly. */
  RedisUnavailable: 'REDIS_UNAVAILABLE',
  // Request shape.
  InvalidJson: 'INVALID_JSON',
  MalformedUrl: 'MALFORMED_URL',
  /** A control character (U+0000 to U+001F) in a field, a key, a query or a path parameter; tabs and line breaks only in multiline fields. */
  InvalidCharacters: 'INVALID_CHARACTERS',
  // Identity. (Kept as the identity provider's name the spec's login flow branches on.)
  UserNotConfirmed: 'UserNotConfirmedException',
  // Payments.
  /** The order was replaced by a newer one (the cart or the price changed): it cannot be paid; a payment is refunded. */
  OrderReplaced: 'ORDER_REPLACED',
  /** The payment came for something already owned (or an order paid already, or of another amount): it is refunded. */
  PaymentRefunded: 'PAYMENT_REFUNDED',
  /**
   * Razorpay could not be asked about the payment (unreachable, or failing): nothing was fulfilled or refunded, the
   * order waits for the webhook or the reconciler. Try the confirmation again later.
   */
  PaymentProviderUnavailable: 'PAYMENT_PROVIDER_UNAVAILABLE',
  /** The refresh cookie is missing, expired or its session has ended: sign in again. */
  SessionExpired: 'SESSION_EXPIRED',
  /** A refresh token replaced earlier was presented again: the session was ended for safety. */
  SessionReused: 'SESSION_REUSED',
  /** A Google callback whose state was not started by this browser (or has expired). */
  OAuthStateMismatch: 'OAUTH_STATE_MISMATCH',
  /** The code for a new e-mail address is wrong, expired, used or there is no pending change. */
  EmailCodeInvalid: 'EMAIL_CODE_INVALID',
  /** An admin disabled the account: sign-in and every call are refused until it is enabled again. */
  AccountDisabled: 'ACCOUNT_DISABLED',
  /** A staff invitation's set-password link that is wrong, used, replaced or expired. */
  PasswordLinkInvalid: 'PASSWORD_LINK_INVALID',
  // Assessments (the player, the report, the dashboard).
  /** Not enrolled in the career (or no longer: abandoned), or another user's enrolment. */
  NotEnrolled: 'NOT_ENROLLED',
  /** The test was finished or scored already: go to the completed page. */
  AssessmentCompleted: 'ASSESSMENT_COMPLETED',
  /** The test was left (abandoned): buy the career again to retake it. */
  AssessmentAbandoned: 'ASSESSMENT_ABANDONED',
  /** The career has no published assessment. */
  NoAssessment: 'NO_ASSESSMENT',
  /** The step is not part of the career (or not of the named section). */
  StepUnknown: 'STEP_UNKNOWN',
  /** The step is of another type than the one submitted. */
  StepWrongType: 'STEP_WRONG_TYPE',
  /** The choice is not one of the question's options. */
  StepBadChoice: 'STEP_BAD_CHOICE',
  /** A later step than the one due: ask the server where the test stands. */
  StepOutOfOrder: 'STEP_OUT_OF_ORDER',
  /** An answer after the question's deadline. */
  StepLate: 'STEP_LATE',
  /** A video before its clip could have played, or a timed-out answer before its timer ran out: retry later. */
  StepTooEarly: 'STEP_TOO_EARLY',
  /** The finish with steps still unanswered. */
  StepsUnanswered: 'STEPS_UNANSWERED',
  /** The report is not scored yet: ask again shortly. */
  ReportNotReady: 'REPORT_NOT_READY',
  // The staff console (/api/admin).
  /** A student, parent or campus student at a staff call: "This console is for staff". */
  StaffOnly: 'STAFF_ONLY',
  /** A bad `sort`, `range` or `filter` (an unknown field, a range that is not two whole numbers in order). */
  BadListQuery: 'BAD_LIST_QUERY',
  /** A PUT carrying a version older than the record's: someone else changed it first. */
  VersionConflict: 'VERSION_CONFLICT',
  /** A record others still use (a field with careers, media a career or a test shows) cannot be deleted. */
  InUse: 'IN_USE',
  /** A career's list property without items, or a title-and-text section without its title or text (issue 24). */
  EmptyContent: 'EMPTY_CONTENT',
  // Leads (issue 12).
  /** A lead move the state machine does not allow (CONVERTED to NEW, NEW to DEMO_SCHEDULED, ...). */
  LeadMoveNotAllowed: 'LEAD_MOVE_NOT_ALLOWED',
  /** A counsellor at a lead assigned to someone else, or at an unassigned one they have not taken. */
  LeadNotYours: 'LEAD_NOT_YOURS',
  /** A take of a lead someone else took first. */
  LeadAlreadyTaken: 'LEAD_ALREADY_TAKEN',
  // Refunds by admins (issue 12).
  /** The order cannot be refunded: not paid and fulfilled, nothing paid, or its invoice not issued yet. */
  RefundNotAllowed: 'REFUND_NOT_ALLOWED',
  /** A career (or the whole order) asked for is refunded already: a retried or double-clicked refund. */
  RefundAlreadyMade: 'REFUND_ALREADY_MADE',
  /** A career asked for has its assessment started: refused unless the admin confirms (`confirmStarted`). */
  RefundCareerStarted: 'REFUND_CAREER_STARTED',
  // Classrooms (issue 13).
  /** A Start before the classroom's open date. */
  ClassroomNotOpen: 'CLASSROOM_NOT_OPEN',
  /** A Start after the classroom's close date. */
  ClassroomClosed: 'CLASSROOM_CLOSED',
  // The roster (issue 13).
  /** An import or a reactivation would take the school's active campus students beyond its seats. */
  NotEnoughSeats: 'NOT_ENOUGH_SEATS',
  /** Signed in with a one-time password: every call but changing it and signing out waits for the new one. */
  PasswordChangeRequired: 'PASSWORD_CHANGE_REQUIRED',
  /** A credentials sheet none of whose students still has the one-time password sent (changed, or replaced). */
  CredentialsOutdated: 'CREDENTIALS_OUTDATED',
  // Parental consent (issue 14).
  /** A student under 18 without a parent's consent (or a school's agreement) at a call that processes their data. */
  ParentalConsentRequired: 'PARENTAL_CONSENT_REQUIRED',
  /** A consent link that is unknown, expired, used, refused or cancelled. */
  ConsentLinkInvalid: 'CONSENT_LINK_INVALID',
  /** The person giving consent is under 18 by the birthdate they stated. */
  ConsentNotAdult: 'CONSENT_NOT_ADULT',
  /** A student whose date of birth is not known (a Google sign-up) at a call that needs to know if they are a minor. */
  BirthdateRequired: 'BIRTHDATE_REQUIRED',
  /** A student changing the date of birth they gave: it decides whether a parent must consent. */
  BirthdateLocked: 'BIRTHDATE_LOCKED',
  // Parents and children (issue 14).
  /** No student account has that username or e-mail (the same answer for a non-student, so accounts cannot be probed). */
  ChildNotFound: 'CHILD_NOT_FOUND',
  /** The child has two linked parents already. */
  ParentLimitReached: 'PARENT_LIMIT_REACHED',
  /** A link request that is not the caller's, or does not exist. */
  ParentLinkNotFound: 'PARENT_LINK_NOT_FOUND',
  /** A declined or removed link request cannot be accepted: a new one is needed. */
  ParentLinkClosed: 'PARENT_LINK_CLOSED',
  /** A parent invitation's token that is unknown, used, cancelled or expired. */
  ParentInviteInvalid: 'PARENT_INVITE_INVALID',
  /** A student inviting their own e-mail as their parent. */
  ParentInviteOwnEmail: 'PARENT_INVITE_OWN_EMAIL',
  /**
   * A parent invitation accepted by an account whose confirmed e-mail is not the invited one (issue 23): the link
   * alone, forwarded or leaked, must not open the child's reports.
   */
  ParentInviteOtherEmail: 'PARENT_INVITE_OTHER_EMAIL',
  /** Too many invitations waiting at once. */
  ParentInviteLimit: 'PARENT_INVITE_LIMIT',
  /** A parent asking for (or buying for) a student who is not their linked child. */
  NotLinkedChild: 'NOT_LINKED_CHILD',
  /** A linked parent calling a route that changes the child's data (assessment steps, finish, abandon). */
  ParentReadOnly: 'PARENT_READ_ONLY',
  /** A parent-only call made by another role. */
  ParentRoleRequired: 'PARENT_ROLE_REQUIRED',
  // Data rights (issue 14).
  /** An export's 24 hours are over: its file is gone; ask for a new one. */
  ExportExpired: 'EXPORT_EXPIRED',
  /** An export still being built: wait for the mail, or look again shortly. */
  ExportNotReady: 'EXPORT_NOT_READY',
  /** Staff accounts are closed by an administrator, not erased from the profile. */
  ErasureNotForStaff: 'ERASURE_NOT_FOR_STAFF',
  /** A cancel with no erasure pending (none asked, cancelled already, or done). */
  NoErasurePending: 'NO_ERASURE_PENDING',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

const BY_STATUS: Record<number, ErrorCode> = {
  400: ERROR_CODES.BadRequest,
  401: ERROR_CODES.Unauthorized,
  403: ERROR_CODES.Forbidden,
  404: ERROR_CODES.NotFound,
  405: ERROR_CODES.MethodNotAllowed,
  409: ERROR_CODES.Conflict,
  413: ERROR_CODES.PayloadTooLarge,
  415: ERROR_CODES.UnsupportedMediaType,
  429: ERROR_CODES.TooManyRequests,
  500: ERROR_CODES.Internal,
  502: ERROR_CODES.BadGateway,
  503: ERROR_CODES.ServiceUnavailable,
};

/** The generic code of an HTTP status, for errors whose thrower named none. */
export function errorCodeForStatus(status: number): string {
  return BY_STATUS[status] ?? (status >= 500 ? ERROR_CODES.Internal : ERROR_CODES.BadRequest);
}
