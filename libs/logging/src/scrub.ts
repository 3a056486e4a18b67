/**
 * Personal data and secrets must never reach a log line. Keys that name them are redacted whole; in any
 * other string, the shapes that identify a person or open an account are masked: e-mail addresses, Indian
 * phone numbers, Argon2 hashes and JWT-like tokens.
 */
export const REDACTED = '[redacted]';

/** Property names (lower case, without _ or -) whose values are never logged. */
const SECRET_KEYS = new Set([
  'password',
  'newpassword',
  'passwordhash',
  'hash',
  'token',
  'accesstoken',
  'refreshtoken',
  'idtoken',
  'code',
  'otp',
  'secret',
  'authorization',
  'cookie',
  'setcookie',
  'email',
  'to',
  'recipient',
  'phone',
  'phonenumber',
  'mobile',
  'mobilenumber',
  'contact',
  'name',
  'firstname',
  'lastname',
  'fullname',
  'username',
  'params',
  'detail',
]);

export function isSecretKey(key: string): boolean {
  return SECRET_KEYS.has(key.toLowerCase().replace(/[-_]/g, ''));
}

const PATTERNS: [RegExp, string][] = [
  [/\$argon2(?:id|i|d)\$[^\s"']*/g, '[hash]'],
  [/\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/g, '[token]'],
  [/[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g, '[email]'],
  // +91 / 0091 / 0 prefixes, optional separators, ten digits starting 6-9 (Indian mobiles).
  [/(?<![\w-])(?:(?:\+|00)91[\s-]?|0)?[6-9]\d{4}[\s-]?\d{5}(?!\w)/g, '[phone]'],
];

export function scrubText(text: string): string {
  let out = text;
  for (const [pattern, mask] of PATTERNS) out = out.replace(pattern, mask);
  return out;
}

/** A copy of `value` safe to log: secret keys redacted, strings scrubbed, depth and size bounded. */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return describeError(value);
  if (depth > 4) return '[object]';
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => scrubValue(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[key] = isSecretKey(key) ? REDACTED : scrubValue(v, depth + 1);
  return out;
}

/** The parts of a Drizzle "Failed query: ...\nparams: ..." message that are safe: the SQL, never the values. */
function withoutQueryParams(message: string): string {
  return message.replace(/\n?params:[\s\S]*$/, '').trim();
}

interface ErrorWithCause extends Error {
  cause?: unknown;
  code?: unknown;
}

/**
 * One line per error for the logs: its class, the PostgreSQL error code when a query failed, a scrubbed
 * message without the query's parameters, and the stack frames (never the stack's first line, which
 * repeats the message with them). The pg error's `detail` ("Key (email)=(...)") is left out.
 */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return scrubText(String(error));
  const e = error as ErrorWithCause;
  const cause = e.cause instanceof Error ? (e.cause as ErrorWithCause) : undefined;
  const pgCode = [e.code, cause?.code].find((c) => typeof c === 'string' && /^[0-9A-Z]{5}$/.test(c));
  // DrizzleQueryError and others keep name 'Error'; their class says what failed.
  const name = e.name === 'Error' && e.constructor?.name ? e.constructor.name : e.name;
  const parts = [`${name}${pgCode ? ` [pg ${pgCode as string}]` : ''}: ${scrubText(withoutQueryParams(e.message))}`];
  if (cause) parts.push(`cause ${cause.name}: ${scrubText(withoutQueryParams(cause.message))}`);
  const frames = (e.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return [...parts, ...frames.slice(0, 12)].join('\n');
}

/** describeError's first line (class, PostgreSQL code, scrubbed message without parameters), for one-line logs. */
export function errorSummary(error: unknown): string {
  return describeError(error).split('\n')[0];
}
