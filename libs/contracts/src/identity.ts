import { z } from 'zod';
import { emailField, MOBILE_PREFIX, mobileFieldWith, noControlCharacters, stripMobilePrefix } from './validation.js';
import { ERROR_CODES } from './error-codes.js';
import { entityIdSchema } from './ids.js';

/**
 * The identity forms of the spec's section 5 (signup, login, confirm, forgot password, profile dialog),
 * shared by the API and the student app so both say the same words.
 */

export const PASSWORD_MIN_LENGTH = 8;
/** Shown under the password fields, and the message when a new password breaks the rule. */
export const PASSWORD_RULE = 'Password must have at least 8 characters, with at least one letter and one digit';
export const CODE_LENGTH = 6;
/** Spec section 9: the confirm page's Resend countdown. */
export const RESEND_CODE_COOLDOWN_SEC = 30;

export const GENDERS = ['male', 'female', 'other'] as const;
export const CLASSES = ['9', '10', '11', '12', 'other'] as const;
export const SIGNUP_USER_TYPES = ['student', 'parent'] as const;
export type SignupUserType = (typeof SIGNUP_USER_TYPES)[number];

const required = (message: string, max = 100) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, { error: `At most ${max} characters` })
    .check(noControlCharacters());

/** Usernames become URLs (confirm/{username}); letters, digits, dot, dash and underscore keep them clean. */
export const usernameField = required('Username is required', 64).pipe(
  z.string().regex(/^[a-zA-Z0-9._-]{3,32}$/, {
    error: 'Username must be 3 to 32 letters, digits, dots, dashes or underscores',
  }),
);

/**
 * Login and code forms take any username a user typed, or the account's e-mail address (as long as e-mails may
 * be); only signup applies the username rule. Usernames never hold an '@', so one with it is an e-mail.
 */
const loginUsernameField = required('Username is required', 254);

const loginPasswordField = z
  .string({ error: 'Password is required' })
  .min(1, { error: 'Password is required' })
  .max(256, { error: 'At most 256 characters' });

export const newPasswordField = z
  .string({ error: 'Password is required' })
  .min(1, { error: 'Password is required', abort: true })
  .max(256, { error: 'At most 256 characters', abort: true })
  .refine((p) => p.length >= PASSWORD_MIN_LENGTH && /[a-zA-Z]/.test(p) && /\d/.test(p), { error: PASSWORD_RULE });

/** Student form: digits only ('Enter valid mobile') and exactly 10 ('Enter 10 digit number'); stored as +91 and the digits. */
const studentMobileField = mobileFieldWith({ notDigits: 'Enter valid mobile', wrongLength: 'Enter 10 digit number' });

/**
 * Parent form: the spec's form only requires the mobile. The server still keeps every stored number as
 * +91 and 10 digits (section 3), so spaces and dashes are dropped and anything else is 'Enter valid mobile number'.
 */
const parentMobileField = z
  .string({ error: 'Mobile is required' })
  .transform((v) => stripMobilePrefix(v).replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: 'Mobile is required', abort: true })
      .regex(/^\d{10}$/, { error: 'Enter valid mobile number' }),
  )
  .transform((digits) => `${MOBILE_PREFIX}${digits}`);

/** A real date, YYYY-MM-DD, in the past and not absurdly old (sign-up, profile, a consenting parent). */
export const birthdateField = required('Date of birth is required', 10).pipe(
  z.string().refine(
    (v) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
      const d = new Date(`${v}T00:00:00Z`);
      return (
        !Number.isNaN(d.getTime()) &&
        d.toISOString().slice(0, 10) === v &&
        d.getTime() < Date.now() &&
        d.getUTCFullYear() >= 1900
      );
    },
    { error: 'Enter valid date of birth' },
  ),
);

const genderField = z.enum(GENDERS, { error: 'Gender is required' });
const classField = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  z.enum(CLASSES, { error: 'Class is required' }),
);

export const parentSignupSchema = z.object({
  first_name: required('First name is required'),
  last_name: required('Last name is required'),
  email: emailField,
  username: usernameField,
  phone_number: parentMobileField,
  password: newPasswordField,
});

export const studentSignupSchema = parentSignupSchema.extend({
  phone_number: studentMobileField,
  birthdate: birthdateField,
  gender: genderField,
  class: classField,
  school: required('School is required', 200),
  city: required('City is required'),
  state: required('State is required'),
});

export type StudentSignupInput = z.input<typeof studentSignupSchema>;
export type StudentSignup = z.output<typeof studentSignupSchema>;
export type ParentSignup = z.output<typeof parentSignupSchema>;
export type Signup = ({ userType: 'student' } & StudentSignup) | ({ userType: 'parent' } & ParentSignup);

export const signupUserTypeSchema = z.enum(SIGNUP_USER_TYPES, { error: 'userType must be student or parent' });

export function signupSchemaFor(userType: SignupUserType) {
  return userType === 'student' ? studentSignupSchema : parentSignupSchema;
}

export const loginSchema = z.object({ username: loginUsernameField, password: loginPasswordField });
export type LoginInput = z.output<typeof loginSchema>;

const codeField = z
  .string({ error: 'Code is required' })
  .trim()
  .min(1, { error: 'Code is required', abort: true })
  .regex(/^\d{6}$/, { error: 'Enter the 6-digit code from the e-mail' });

export const confirmSignupSchema = z.object({ username: loginUsernameField, code: codeField });
export const usernameOnlySchema = z.object({ username: loginUsernameField });
/** The profile dialog's second step: the code mailed to the new address. */
export const confirmEmailSchema = z.object({ code: codeField });
export const resetPasswordSchema = z.object({
  username: loginUsernameField,
  code: codeField,
  password: newPasswordField,
});

/** The forgot-password form's second step also has a confirmation field, checked only in the form. */
export const resetPasswordFormSchema = z
  .object({
    code: codeField,
    password: newPasswordField,
    confirmPassword: z
      .string({ error: 'Confirm password is required' })
      .min(1, { error: 'Confirm password is required' }),
  })
  .refine((v) => v.password === v.confirmPassword, { error: 'Your password do not match', path: ['confirmPassword'] });

const profileUserShape = {
  email: emailField,
  phone_number: studentMobileField,
  gender: genderField,
  first_name: required('First name is required').optional(),
  last_name: required('Last name is required').optional(),
  birthdate: birthdateField.optional(),
  class: classField.optional(),
  school: required('School is required', 200).optional(),
  city: required('City is required').optional(),
  state: required('State is required').optional(),
};

/** The profile dialog: e-mail, mobile and gender are required; the other attributes may be edited too. */
export const profileUpdateSchema = z.object({
  user: z.object(profileUserShape, { error: 'user is required' }),
});

/**
 * A parent's profile: the parent sign-up form takes no gender, so it is never required of a parent (the
 * assessment videos for everyone serve a parent with none).
 */
export const parentProfileUpdateSchema = z.object({
  user: z.object(
    {
      ...profileUserShape,
      // The form's "none chosen" ('') or null is no gender.
      gender: z.preprocess((v) => (v === '' || v === null ? undefined : v), genderField.optional()),
    },
    { error: 'user is required' },
  ),
});

/** The profile rules of an account of this user type (accounts made without sign-up have none: a student's). */
export function profileUpdateSchemaFor(userType: SignupUserType | null) {
  return userType === 'parent' ? parentProfileUpdateSchema : profileUpdateSchema;
}

/** What a profile update carries (a parent's may lack the gender). */
export type ProfileUpdate = z.output<typeof parentProfileUpdateSchema>['user'];

/**
 * The body of POST /auth/signup, for the document: `userType` picks the rules (a student gives more fields). The
 * route checks `userType` first and then the fields, so its messages name the field that is wrong.
 */
export const signupBodySchema = z.discriminatedUnion('userType', [
  studentSignupSchema.extend({ userType: z.literal('student') }),
  parentSignupSchema.extend({ userType: z.literal('parent') }),
]);

/** The identity attributes of a signed-in user (spec section 3, "User attributes"). */
export const userAttributesSchema = z
  .object({
    username: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone_number: z.string().nullable().describe('+91 and 10 digits'),
    birthdate: z.string().nullable().describe('YYYY-MM-DD'),
    gender: z.enum(GENDERS).nullable(),
    class: z.enum(CLASSES).nullable(),
    school: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    'custom:user_id': entityIdSchema,
    'custom:user_type': z.enum(SIGNUP_USER_TYPES).nullable(),
    'custom:first_name': z.string(),
    'custom:last_name': z.string(),
    'custom:class': z.string().nullable(),
    'custom:school': z.string().nullable(),
    'custom:city': z.string().nullable(),
    'custom:state': z.string().nullable(),
    // Both present make isCampusStudent (spec section 3).
    'custom:campus_id': z.string().optional().describe('Present for campus students'),
    'custom:campus_uuid': entityIdSchema.optional().describe('Present for campus students'),
  })
  .meta({ id: 'UserAttributes' });
export type UserAttributes = z.output<typeof userAttributesSchema>;

/** Every role of the platform: the users table's check constraint (libs/db) is built from this list too. */
export const USER_ROLES = [
  'student',
  'parent',
  'campus_student',
  'content_editor',
  'counsellor',
  'school_admin',
  'admin',
] as const;
export const roleSchema = z.enum(USER_ROLES);
export type Role = z.output<typeof roleSchema>;

/** The spec's Auth user. */
export const authUserSchema = z
  .object({
    role: roleSchema,
    user_id: entityIdSchema,
    data: userAttributesSchema,
    isCampusStudent: z.boolean(),
    mustChangePassword: z
      .literal(true)
      .optional()
      .describe(
        'Signed in with a one-time password: every call but POST /auth/change-password, GET /auth/me and logout answers 403 PASSWORD_CHANGE_REQUIRED',
      ),
  })
  .meta({ id: 'AuthUser' });
export type AuthUser = z.output<typeof authUserSchema>;

/** The refresh token is never in a body: it travels only in the HttpOnly `disha_refresh` cookie (path /api/auth). */
export const loginResponseSchema = z
  .object({
    idToken: z.string().describe('The access token (15 minutes); sent as the raw Authorization header value'),
    user: authUserSchema,
  })
  .meta({ id: 'LoginResponse' });
export type LoginResponse = z.output<typeof loginResponseSchema>;

/**
 * POST /auth/confirm: the code of a new sign-up proves the mailbox, as a password reset's does, so it signs the
 * account in there and then (issue 24): the same session as a login (the refresh token in the HttpOnly cookie).
 */
export const confirmSignupResponseSchema = loginResponseSchema
  .extend({ message: z.string() })
  .meta({ id: 'ConfirmSignupResponse' });
export type ConfirmSignupResponse = z.output<typeof confirmSignupResponseSchema>;

/** POST /auth/user/update: a changed e-mail waits for its code (POST /auth/user/confirm-email) as `pendingEmail`. */
export const profileUpdateResponseSchema = authUserSchema
  .extend({
    pendingEmail: z
      .string()
      .optional()
      .describe(
        'A changed e-mail, in effect once confirmed with the code mailed to it (POST /auth/user/confirm-email)',
      ),
  })
  .meta({ id: 'ProfileUpdateResponse' });
export type ProfileUpdateResponse = z.output<typeof profileUpdateResponseSchema>;

export const signupResponseSchema = z
  .object({ userId: entityIdSchema, message: z.string() })
  .meta({ id: 'SignupResponse' });
export type SignupResponse = z.output<typeof signupResponseSchema>;

export const authProvidersResponseSchema = z.object({ google: z.boolean() }).meta({ id: 'AuthProvidersResponse' });
export type AuthProvidersResponse = z.output<typeof authProvidersResponseSchema>;

/** Login of an account whose e-mail is not confirmed: the app opens confirm/{username}?state=old. */
export const USER_NOT_CONFIRMED = ERROR_CODES.UserNotConfirmed;
