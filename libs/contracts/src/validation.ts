import { z } from 'zod';

// In the browser, zod's compiled parsers probe `new Function`, which the site's Content-Security-Policy
// (no 'unsafe-eval') refuses and reports; the interpreted parsers are as correct and fast enough for forms.
if ('document' in globalThis) z.config({ jitless: true });

/**
 * The spec's section 5 rules, written once and used by the API (server-side validation) and by the
 * frontends (form validation on blur), so the messages a user sees are the same whichever side says them.
 */

/** Letters, digits or ._%+- then @, a domain, a dot and a 2-4 letter ending, case-insensitive. */
export const EMAIL_PATTERN = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,4}$/i;

/** The fixed country code shown disabled beside every mobile field. */
export const MOBILE_PREFIX = '+91';
export const MOBILE_DIGITS = 10;

/** Keeps only digits, at most 10: what a mobile field accepts as the user types ("non-numeric input is ignored"). */
export function sanitizeMobileInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, MOBILE_DIGITS);
}

/** Strips the fixed +91 a client sends in front of the 10 digits. */
export function stripMobilePrefix(value: string): string {
  const trimmed = value.trim();
  return trimmed.startsWith(MOBILE_PREFIX) ? trimmed.slice(MOBILE_PREFIX.length) : trimmed;
}

/**
 * C0 control characters. PostgreSQL refuses U+0000 in text (a 500 if it got that far), and the others have no
 * place in a form: they are refused everywhere, except tab, line feed and carriage return in multiline fields.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's whole purpose
const CONTROL_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_SINGLE_LINE = /[\u0000-\u001f]/;
export const CONTROL_CHARACTERS_MESSAGE = 'Remove line breaks, tabs and other control characters';

/** The first control character of a value not allowed in it (multiline values may hold tabs and line breaks). */
export function controlCharacterIn(value: string, options: { multiline?: boolean } = {}): string | undefined {
  return (options.multiline ? CONTROL_MULTILINE : CONTROL_SINGLE_LINE).exec(value)?.[0];
}

/**
 * A zod check for text fields. Its issue carries `params.invalidCharacters`, so the API answers with the
 * INVALID_CHARACTERS code; the forms show the message under the field.
 */
export function noControlCharacters(options: { multiline?: boolean } = {}) {
  return z.refine<string>((value) => controlCharacterIn(value, options) === undefined, {
    error: CONTROL_CHARACTERS_MESSAGE,
    params: { invalidCharacters: true },
  });
}

const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `At most ${max} characters` })
    .check(noControlCharacters());

/** Email: required, then the pattern above (the same rule on every form). */
export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, { error: 'Email is required', abort: true })
  .max(254, { error: 'Enter valid email' })
  .regex(EMAIL_PATTERN, { error: 'Enter valid email' });

/**
 * An e-mail as a page may show it to whoever holds a link: the first and last character of the name and the whole
 * domain ("r•••a@gmail.com"), enough for its owner to recognise it and too little for a stranger to write to it.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  const name = email.slice(0, at);
  return `${name[0]}•••${name.length > 3 ? name[name.length - 1] : ''}${email.slice(at)}`;
}

/**
 * The API receives the mobile with its +91 prefix (spec section 7); forms hold only the 10 digits.
 * Both are accepted here and normalised to "+91" + 10 digits.
 */
/**
 * A mobile field: the fixed +91 may come in front of the digits, which must be digits only and exactly 10.
 * Forms word the two failures differently (lead forms vs sign-up), so the messages are parameters.
 */
export function mobileFieldWith(messages: { notDigits: string; wrongLength: string }) {
  return z
    .string({ error: 'Mobile is required' })
    .transform((value) => stripMobilePrefix(value))
    .pipe(
      z
        .string()
        .min(1, { error: 'Mobile is required', abort: true })
        .regex(/^\d*$/, { error: messages.notDigits, abort: true })
        .length(MOBILE_DIGITS, { error: messages.wrongLength }),
    )
    .transform((digits) => `${MOBILE_PREFIX}${digits}`);
}

const mobileField = mobileFieldWith({
  notDigits: 'Enter valid mobile number',
  wrongLength: 'Enter valid mobile number',
});

export const demoUserTypes = ['parent', 'school'] as const;
export type DemoUserType = (typeof demoUserTypes)[number];

export const demoUserTypeSchema = z.enum(demoUserTypes, {
  error: 'usertype must be parent or school',
});

export const parentDemoRequestSchema = z.object({
  name: requiredText('Name is required', 120),
  email: emailField,
  mobile: mobileField,
});

export const schoolDemoRequestSchema = parentDemoRequestSchema.extend({
  school: requiredText('School name is required', 200),
  designation: requiredText('Role is required', 120),
});

export type DemoRequestInput = z.input<typeof schoolDemoRequestSchema>;
export type DemoRequest = z.output<typeof parentDemoRequestSchema> &
  Partial<Pick<z.output<typeof schoolDemoRequestSchema>, 'school' | 'designation'>>;

export function demoRequestSchemaFor(userType: DemoUserType) {
  return userType === 'school' ? schoolDemoRequestSchema : parentDemoRequestSchema;
}

export const careerRequestSchema = z.object({
  careerName: requiredText('Career name is required', 120),
  name: requiredText('Your name is required', 120),
  email: emailField,
  mobile: mobileField,
  comments: z
    .string({ error: 'Comments must be text' })
    .trim()
    .max(2000, { error: 'At most 2000 characters' })
    .check(noControlCharacters({ multiline: true }))
    .optional()
    .default(''),
});

export type CareerRequestInput = z.input<typeof careerRequestSchema>;
export type CareerRequest = z.output<typeof careerRequestSchema>;

/** Catalogue query rules (spec section 9: page size 10; the API allows up to 50). */
export const CAREERS_PAGE_SIZE = 10;
export const CAREERS_MAX_PAGE_SIZE = 50;
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_DEBOUNCE_MS = 200;
export const HOME_CAREERS = 10;

export const idSchema = z.uuid({ error: 'Invalid id' });

/** A search's text: the search call's `query` and the list's optional one, alike. */
function searchText() {
  return z
    .string({ error: `query is required (at least ${SEARCH_MIN_CHARS} characters)` })
    .trim()
    .min(SEARCH_MIN_CHARS, { error: `query must have at least ${SEARCH_MIN_CHARS} characters` })
    .max(100, { error: 'query must have at most 100 characters' });
}

export const careerListQuerySchema = z.object({
  pageNum: z.coerce
    .number({ error: 'pageNum must be a whole number of 0 or more' })
    .int({ error: 'pageNum must be a whole number of 0 or more' })
    .min(0, { error: 'pageNum must be a whole number of 0 or more' })
    .max(100_000, { error: 'pageNum is too large' })
    .default(0),
  num: z.coerce
    .number({ error: `num must be a whole number from 1 to ${CAREERS_MAX_PAGE_SIZE}` })
    .int({ error: `num must be a whole number from 1 to ${CAREERS_MAX_PAGE_SIZE}` })
    .min(1, { error: `num must be a whole number from 1 to ${CAREERS_MAX_PAGE_SIZE}` })
    .max(CAREERS_MAX_PAGE_SIZE, { error: `num must be a whole number from 1 to ${CAREERS_MAX_PAGE_SIZE}` })
    .default(CAREERS_PAGE_SIZE),
  field: z.uuid({ error: 'field must be a field id' }).optional(),
  /**
   * Optional (issue 24): only the careers the search finds for it, best match first, every one of them (the search
   * call answers the best 10 names for the suggestions; the results page pages through them all with their cards).
   */
  query: searchText().optional(),
});
export type CareerListQuery = z.output<typeof careerListQuerySchema>;

export const careerSearchQuerySchema = z.object({
  query: searchText(),
});

export const careerHomeQuerySchema = z.object({
  number: z.coerce
    .number({ error: `number must be a whole number from 1 to ${CAREERS_MAX_PAGE_SIZE}` })
    .int({ error: `number must be a whole number from 1 to ${CAREERS_MAX_PAGE_SIZE}` })
    .min(1, { error: `number must be a whole number from 1 to ${CAREERS_MAX_PAGE_SIZE}` })
    .max(CAREERS_MAX_PAGE_SIZE, { error: `number must be a whole number from 1 to ${CAREERS_MAX_PAGE_SIZE}` })
    .default(HOME_CAREERS),
});
