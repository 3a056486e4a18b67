import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { controlCharacterIn, indianStateByCode, RESEND_CODE_COOLDOWN_SEC } from '@app/contracts';
import { gstinProblem } from './gstin.js';
import {
  DEV_INVOICE_SUPPLIER,
  repositorySecret,
  SANDBOX_RAZORPAY_KEYS,
  TEST_ONLY_TOKEN_SECRET,
} from './repository-secrets.js';
import { secretStrength, STRONG_SECRET_BITS } from './secret-strength.js';

/** Finds the repository root (the folder with nest-cli.json) from this file, in src or in dist. */
function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'nest-cli.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the project root (nest-cli.json)');
    dir = parent;
  }
  return dir;
}

export const PROJECT_ROOT = findRoot();

const bool = z.enum(['true', 'false', '1', '0', '']).transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  /** Unset means production: only `npm start` and the test harnesses opt out of it, by name. */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().min(1, 'DATABASE_URL is required (scripts/start.mjs sets it for the embedded default)'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: z.string().min(1, 'REDIS_URL is required (scripts/start.mjs sets it for the embedded default)'),
  QUEUE_PREFIX: z
    .string()
    .regex(/^[a-zA-Z0-9_-]+$/)
    .default('disha'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Disha Careers <no-reply@dishacareers.in>'),
  SALES_EMAIL: z.email().default('sales@dishacareers.in'),
  STATIC_DIR: z.string().optional(),
  /** The staff console's build, served at /admin/. */
  ADMIN_DIR: z.string().optional(),
  MEDIA_DIR: z.string().optional(),
  /**
   * Where staff uploads (career logos, assessment videos) are stored: one directory every API replica shares
   * (docker-compose mounts a named volume there). Relative paths are from the project root.
   */
  MEDIA_STORAGE_DIR: z
    .string()
    .trim()
    .min(1, 'MEDIA_STORAGE_DIR must name a directory')
    .refine((v) => controlCharacterIn(v) === undefined, 'MEDIA_STORAGE_DIR must not contain control characters')
    .default('.data/media'),
  OUTBOX_POLL_MS: z.coerce.number().int().min(20).max(60_000).default(500),
  JOB_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  JOB_BACKOFF_MS: z.coerce.number().int().min(10).max(600_000).default(2000),
  /** Lock and stall timings of the workers; tests shorten them to see a crashed job come back quickly. */
  JOB_LOCK_MS: z.coerce.number().int().min(500).default(30_000),
  JOB_STALLED_INTERVAL_MS: z.coerce.number().int().min(500).default(30_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'log', 'debug', 'verbose']).default('log'),
  /** One JSON object per line (pino) or plain text; default JSON in production, text elsewhere. */
  LOG_FORMAT: z.enum(['json', 'text']).optional(),
  /**
   * The proxies whose X-Forwarded-For is believed (addresses or CIDRs, comma-separated). Default none: the
   * client address is the socket's, so a made-up header cannot dodge per-IP limits.
   */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .superRefine((list, ctx) => {
      for (const entry of list.filter((p) => !isProxyAddress(p))) {
        ctx.addIssue({ code: 'custom', message: `TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range` });
      }
    }),
  /**
   * On SIGTERM the API finishes its requests and the worker its jobs; a shutdown still running after this long
   * exits anyway (code 1), so it ends within the orchestrator's stop timeout (docker-compose gives 30 s).
   */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  /** Test hook: the worker exits right after sending a mail and before finishing the job (crash test). */
  WORKER_CRASH_AFTER_SEND: bool.default(false),
  /** Test hook: every job waits this long before its work, so a test can stop the worker mid-job (SIGTERM test). */
  WORKER_JOB_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** Signs access tokens and keys the code hashes and ciphertexts; shared by the API and the worker. */
  AUTH_TOKEN_SECRET: z.string().min(32, 'AUTH_TOKEN_SECRET must have at least 32 characters').optional(),
  /** Google sign-in (OpenID Connect): all three or none; with none the button is hidden. */
  GOOGLE_ISSUER_URL: z.url().optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /**
   * Abuse limits (README's configuration table). Wrong passwords and codes are counted per username and
   * network: after AUTH_FAILURES_BEFORE_DELAY of them the pair waits AUTH_DELAY_BASE_SEC, and each further one
   * doubles the wait up to AUTH_DELAY_MAX_SEC. The defaults let a school lab (one address,
   * 60 students signing up, confirming and logging in within minutes) through.
   */
  AUTH_FAILURES_BEFORE_DELAY: z.coerce.number().int().min(1).max(1000).default(5),
  AUTH_DELAY_BASE_SEC: z.coerce.number().int().min(1).max(86_400).default(30),
  AUTH_DELAY_MAX_SEC: z.coerce.number().int().min(1).max(86_400).default(900),
  /** Wrong passwords (and, counted apart, wrong codes) per network per hour, across usernames. */
  AUTH_IP_FAILURE_LIMIT: z.coerce.number().int().min(1).default(200),
  /** Wrong passwords (or codes) per username per day from all networks; beyond it every network's first failure is delayed. */
  AUTH_USERNAME_FAILURE_LIMIT: z.coerce.number().int().min(1).default(50),
  /**
   * Wrong passwords a device cookie (a browser the user signed in with before) may be presented with before it is
   * no longer trusted; while trusted it skips the per-network wait and the per-username daily limit.
   */
  AUTH_DEVICE_COOKIE_FAILURES: z.coerce.number().int().min(1).max(1000).default(10),
  /** How long a device cookie lives and is trusted (browsers keep a cookie at most 400 days). */
  AUTH_DEVICE_COOKIE_DAYS: z.coerce.number().int().min(1).max(400).default(180),
  /** Sign-ups per network per hour. */
  SIGNUP_IP_LIMIT: z.coerce.number().int().min(1).default(200),
  /** Requests for codes by mail (forgot password, resend code) per network per hour. */
  CODE_MAIL_IP_LIMIT: z.coerce.number().int().min(1).default(100),
  /** Codes mailed to one account per day (sign-up, resend, password reset, e-mail change together). */
  CODE_MAIL_DAILY_LIMIT: z.coerce.number().int().min(1).default(10),
  /**
   * Seconds between two codes of one purpose for one account (the spec's 30 s). Only the browser tests shorten it,
   * so a resend test does not wait half a minute.
   */
  CODE_RESEND_COOLDOWN_SEC: z.coerce.number().int().min(1).max(3600).default(RESEND_CODE_COOLDOWN_SEC),
  /** Demo and career requests (each mailed to sales) per network per hour. */
  LEAD_IP_LIMIT: z.coerce.number().int().min(1).default(30),
  /** Razorpay: all three or none; none (outside production) means the built-in sandbox. */
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** The Orders API base (the SDK's host); default Razorpay's, or the sandbox when it is in use. */
  RAZORPAY_API_URL: z.url().optional(),
  /** The checkout.js the student app loads; default Razorpay's, or the sandbox's. */
  RAZORPAY_CHECKOUT_URL: z.url().optional(),
  /** How often the reconciler runs, and how old an unpaid order must be before it asks Razorpay. */
  PAYMENT_RECONCILE_EVERY_MS: z.coerce.number().int().min(200).default(60_000),
  PAYMENT_RECONCILE_AFTER_MS: z.coerce.number().int().min(0).default(120_000),
  /** The supplier on every GST tax invoice; all three required in production (the defaults are a dev company). */
  INVOICE_SUPPLIER_NAME: z.string().trim().min(1).max(200).optional(),
  INVOICE_SUPPLIER_ADDRESS: z.string().trim().min(1).max(300).optional(),
  INVOICE_SUPPLIER_GSTIN: z
    .string()
    .trim()
    .toUpperCase()
    .superRefine((v, ctx) => {
      const problem = gstinProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: `INVOICE_SUPPLIER_GSTIN ${problem}` });
    })
    .optional(),
  /**
   * The one support phone number of the site, e-mails and PDFs: an Indian number in +91 form (+91 and 10 digits,
   * spaces or hyphens between groups allowed, e.g. "+91 98100 45678"). Required in production.
   */
  SUPPORT_PHONE: z
    .string()
    .trim()
    .transform((v) => v.replace(/\s+/g, ' '))
    .refine(
      (v) => /^\+91[ -]?[1-9](?:[ -]?\d){9}$/.test(v),
      'SUPPORT_PHONE must be an Indian number in +91 form: +91 and 10 digits, e.g. "+91 98100 45678"',
    )
    .optional(),
  /** Starts every invoice serial (PREFIX/2627/000042, at most 16 characters): 1 to 4 letters or digits. */
  INVOICE_SERIAL_PREFIX: z
    .string()
    .trim()
    .toUpperCase()
    .regex(
      /^[A-Z0-9]{1,4}$/,
      'INVOICE_SERIAL_PREFIX must be 1 to 4 letters or digits (a serial has at most 16 characters)',
    )
    .default('DC'),
  /** Starts every GST credit note serial (PREFIX/2627/000001): its own series, so a prefix apart from the invoices'. */
  CREDIT_NOTE_SERIAL_PREFIX: z
    .string()
    .trim()
    .toUpperCase()
    .regex(
      /^[A-Z0-9]{1,4}$/,
      'CREDIT_NOTE_SERIAL_PREFIX must be 1 to 4 letters or digits (a serial has at most 16 characters)',
    )
    .default('CN'),
});

/**
 * The support number outside production (made up, like the development GSTIN). Production must name its own and
 * refuses this one.
 */
export const DEV_SUPPORT_PHONE = '+91 98100 45678';

/** A phone number as the site shows it and as a tel: link dials it (+91 and the 10 digits, nothing between). */
export interface PhoneNumber {
  display: string;
  tel: string;
}

export function phoneNumber(display: string): PhoneNumber {
  return { display, tel: display.replace(/[ -]/g, '') };
}

/** An IPv4/IPv6 address or CIDR range, or one of proxy-addr's names (loopback, linklocal, uniquelocal). */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [ip, bits, ...rest] = entry.split('/');
  const family = isIP(ip);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

const RAZORPAY_API = 'https://api.razorpay.com';
const RAZORPAY_CHECKOUT = 'https://checkout.razorpay.com/v1/checkout.js';

const MISSING_SECRET: Record<'development' | 'production', string> = {
  production:
    'AUTH_TOKEN_SECRET is required in production (at least 32 random characters, e.g. "openssl rand -base64 48")',
  development:
    'AUTH_TOKEN_SECRET is not set. "npm start" generates one into .data/auth-secret and passes it; when starting the api or worker yourself, set it (at least 32 characters)',
};

/** What to set instead of a refused value, per variable. */
const OWN_VALUE_HINT: Record<string, string> = {
  AUTH_TOKEN_SECRET: 'make one with "openssl rand -base64 48"',
  RAZORPAY_KEY_ID: "use your account's keys (Razorpay dashboard, Account & Settings, API Keys)",
  RAZORPAY_KEY_SECRET: "use your account's keys (Razorpay dashboard, Account & Settings, API Keys)",
  RAZORPAY_WEBHOOK_SECRET:
    'use the secret you gave the webhook in the Razorpay dashboard (e.g. "openssl rand -hex 32")',
  GOOGLE_CLIENT_SECRET: "use your OAuth client's secret (Google Cloud console)",
  INVOICE_SUPPLIER_GSTIN: "name your company's own GSTIN",
};

/**
 * Production's refusals of credentials anyone can know: a value the repository publishes (repository-secrets.ts), in
 * whichever variable it is put, and a guessable AUTH_TOKEN_SECRET, which signs every access token and keys the code
 * hashes, so guessing it is signing in as anyone. The secrets themselves are never written into the message.
 */
function publishedOrWeakSecrets(e: z.output<typeof envSchema>): string[] {
  const problems: string[] = [];
  const plain = {
    AUTH_TOKEN_SECRET: e.AUTH_TOKEN_SECRET,
    RAZORPAY_KEY_ID: e.RAZORPAY_KEY_ID,
    RAZORPAY_KEY_SECRET: e.RAZORPAY_KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: e.RAZORPAY_WEBHOOK_SECRET,
    GOOGLE_CLIENT_SECRET: e.GOOGLE_CLIENT_SECRET,
    INVOICE_SUPPLIER_GSTIN: e.INVOICE_SUPPLIER_GSTIN,
  };
  for (const [name, value] of Object.entries(plain)) {
    const published = repositorySecret(value);
    if (published)
      problems.push(
        `  ${name}: is ${published.origin}, published in this repository, which production refuses; ${OWN_VALUE_HINT[name]}`,
      );
  }
  for (const [name, url] of Object.entries({
    DATABASE_URL: e.DATABASE_URL,
    REDIS_URL: e.REDIS_URL,
    SMTP_URL: e.SMTP_URL,
  })) {
    const published = repositorySecret(passwordOf(url));
    if (published)
      problems.push(
        `  ${name}: its password is ${published.origin}, published in this repository, which production refuses; set a password of your own (e.g. "openssl rand -hex 24")`,
      );
  }
  if (e.AUTH_TOKEN_SECRET && !repositorySecret(e.AUTH_TOKEN_SECRET)) {
    const { bits, reasons } = secretStrength(e.AUTH_TOKEN_SECRET);
    if (bits < STRONG_SECRET_BITS)
      problems.push(
        `  AUTH_TOKEN_SECRET: guessable (${reasons.join(', ')}: about ${bits} bits of randomness, where production needs ${STRONG_SECRET_BITS}, 32 random bytes); ${OWN_VALUE_HINT.AUTH_TOKEN_SECRET}`,
      );
  }
  return problems;
}

/** The password of a connection URL, decoded; undefined when it has none or is not a URL. */
function passwordOf(url: string | undefined): string | undefined {
  if (!url || !URL.canParse(url)) return undefined;
  const { password } = new URL(url);
  if (!password) return undefined;
  try {
    return decodeURIComponent(password);
  } catch {
    return password;
  }
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  http: { port: number; host: string; publicUrl: string; trustedProxies: string[] };
  /**
   * The development conveniences (dev mailbox reader, payment sandbox, OpenAPI docs UI): never in production,
   * where they are not even mounted.
   */
  devTools: boolean;
  database: { url: string; poolSize: number };
  redis: { url: string };
  queue: {
    prefix: string;
    attempts: number;
    backoffMs: number;
    lockMs: number;
    stalledIntervalMs: number;
    outboxPollMs: number;
  };
  mail: { transport: 'smtp' | 'dev'; smtpUrl?: string; from: string; salesEmail: string };
  /**
   * mediaDir: the demo's own clips, served at /media. mediaStorageDir: staff uploads (libs/media), served at
   * /uploads; it is made at boot if missing. adminDir: the staff console's build, served at /admin/.
   */
  paths: {
    root: string;
    staticDir: string;
    adminDir: string;
    mediaDir: string;
    mediaStorageDir: string;
    migrationsDir: string;
  };
  logLevel: 'fatal' | 'error' | 'warn' | 'log' | 'debug' | 'verbose';
  logFormat: 'json' | 'text';
  /** How long a SIGTERM'd process may drain (requests, jobs) before it exits regardless. */
  shutdownGraceMs: number;
  testHooks: { crashAfterSend: boolean; jobDelayMs: number };
  auth: {
    tokenSecret: string;
    accessTokenTtlSec: number;
    refreshTokenTtlSec: number;
    /** A device cookie's life (AUTH_DEVICE_COOKIE_DAYS). */
    deviceCookieTtlSec: number;
    google?: { issuerUrl: string; clientId: string; clientSecret: string };
  };
  /** Abuse limits: see the environment variables of the same names. Windows are an hour (per network) or a day. */
  rateLimits: {
    failuresBeforeDelay: number;
    delayBaseSec: number;
    delayMaxSec: number;
    ipFailuresPerHour: number;
    usernameFailuresPerDay: number;
    deviceCookieFailures: number;
    signupsPerIpHour: number;
    codeMailsPerIpHour: number;
    codeMailsPerAccountDay: number;
    codeResendCooldownSec: number;
    leadsPerIpHour: number;
  };
  payments: {
    /** True when the built-in Razorpay sandbox serves the Orders API and checkout (never in production). */
    sandbox: boolean;
    keyId: string;
    keySecret: string;
    webhookSecret: string;
    /** The SDK's API host, e.g. https://api.razorpay.com or http://localhost:3000/sandbox/razorpay. */
    apiUrl: string;
    checkoutUrl: string;
    /** Where webhooks are delivered: PUBLIC_URL + /api/payment/webhook (the sandbox posts there). */
    webhookUrl: string;
    reconcileEveryMs: number;
    reconcileAfterMs: number;
  };
  /** The one support number (SUPPORT_PHONE): on the pages (GET /api/site), in the e-mails and the report PDF. */
  supportPhone: PhoneNumber;
  /** Who issues the GST tax invoices; the supplier's state is the GSTIN's (its first two digits). */
  invoice: {
    supplierName: string;
    supplierAddress: string;
    supplierGstin: string;
    /** e.g. 'Delhi' and '07'. */
    supplierState: string;
    supplierStateCode: string;
    serialPrefix: string;
    creditNotePrefix: string;
  };
}

export class ConfigError extends Error {}

/** Reads and validates the environment once, at boot. Nothing else in the code reads process.env. */
export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (!e.AUTH_TOKEN_SECRET && e.NODE_ENV !== 'test')
    problems.push(`  AUTH_TOKEN_SECRET: ${MISSING_SECRET[e.NODE_ENV]}`);
  // The dev mailbox is readable over HTTP outside production: production mail must leave by SMTP.
  if (e.NODE_ENV === 'production' && !e.SMTP_URL) {
    problems.push(
      '  SMTP_URL: required in production (e.g. smtps://user:pass@smtp.example.com:465); NODE_ENV unset means production, "npm start" sets development',
    );
  }
  const google = [e.GOOGLE_ISSUER_URL, e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET];
  if (google.some(Boolean) && !google.every(Boolean)) {
    problems.push(
      '  GOOGLE_ISSUER_URL, GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET: set all three for Google sign-in, or none',
    );
  }
  const razorpay = [e.RAZORPAY_KEY_ID, e.RAZORPAY_KEY_SECRET, e.RAZORPAY_WEBHOOK_SECRET];
  if (razorpay.some(Boolean) && !razorpay.every(Boolean)) {
    problems.push(
      '  RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: set all three, or none for the sandbox (not in production)',
    );
  } else if (e.NODE_ENV === 'production' && !razorpay.every(Boolean)) {
    problems.push(
      '  RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: required in production (Razorpay dashboard, live or test mode)',
    );
  }
  const supplier = [e.INVOICE_SUPPLIER_NAME, e.INVOICE_SUPPLIER_ADDRESS, e.INVOICE_SUPPLIER_GSTIN];
  if (e.NODE_ENV === 'production' && !supplier.every(Boolean)) {
    problems.push(
      '  INVOICE_SUPPLIER_NAME, INVOICE_SUPPLIER_ADDRESS, INVOICE_SUPPLIER_GSTIN: required in production (the GST tax invoice names the supplier)',
    );
  }
  if (e.NODE_ENV === 'production' && !e.SUPPORT_PHONE) {
    problems.push(
      '  SUPPORT_PHONE: required in production (the support number shown on the site, in e-mails and reports, e.g. "+91 98100 45678")',
    );
  } else if (
    e.NODE_ENV === 'production' &&
    e.SUPPORT_PHONE &&
    phoneNumber(e.SUPPORT_PHONE).tel === phoneNumber(DEV_SUPPORT_PHONE).tel
  ) {
    problems.push('  SUPPORT_PHONE: the development number cannot be used in production');
  }
  if (e.NODE_ENV === 'production') problems.push(...publishedOrWeakSecrets(e));
  if (e.CREDIT_NOTE_SERIAL_PREFIX === e.INVOICE_SERIAL_PREFIX)
    problems.push(
      '  CREDIT_NOTE_SERIAL_PREFIX: must differ from INVOICE_SERIAL_PREFIX (credit notes have their own series)',
    );
  if (e.AUTH_DELAY_MAX_SEC < e.AUTH_DELAY_BASE_SEC)
    problems.push('  AUTH_DELAY_MAX_SEC: must be at least AUTH_DELAY_BASE_SEC');
  // The test hooks crash or slow the worker on purpose, and a short resend cooldown exists for the browser tests:
  // in production each would be a fault or an abuse opening, so it refuses them rather than honour them.
  if (e.NODE_ENV === 'production' && (e.WORKER_CRASH_AFTER_SEND || e.WORKER_JOB_DELAY_MS > 0))
    problems.push('  WORKER_CRASH_AFTER_SEND, WORKER_JOB_DELAY_MS: test hooks, refused in production');
  if (e.NODE_ENV === 'production' && e.CODE_RESEND_COOLDOWN_SEC < RESEND_CODE_COOLDOWN_SEC)
    problems.push(
      `  CODE_RESEND_COOLDOWN_SEC: at least ${RESEND_CODE_COOLDOWN_SEC} in production (the spec's cooldown)`,
    );
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const keys = e.RAZORPAY_KEY_ID
    ? { keyId: e.RAZORPAY_KEY_ID, keySecret: e.RAZORPAY_KEY_SECRET!, webhookSecret: e.RAZORPAY_WEBHOOK_SECRET! }
    : SANDBOX_RAZORPAY_KEYS;
  const sandbox = e.NODE_ENV !== 'production' && keys.keyId === SANDBOX_RAZORPAY_KEYS.keyId;
  const gstin = e.INVOICE_SUPPLIER_GSTIN ?? DEV_INVOICE_SUPPLIER.gstin;
  return {
    env: e.NODE_ENV,
    http: {
      port: e.PORT,
      host: e.HOST,
      publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
      trustedProxies: e.TRUSTED_PROXIES,
    },
    devTools: e.NODE_ENV !== 'production',
    database: { url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE },
    redis: { url: e.REDIS_URL },
    queue: {
      prefix: e.QUEUE_PREFIX,
      attempts: e.JOB_ATTEMPTS,
      backoffMs: e.JOB_BACKOFF_MS,
      lockMs: e.JOB_LOCK_MS,
      stalledIntervalMs: e.JOB_STALLED_INTERVAL_MS,
      outboxPollMs: e.OUTBOX_POLL_MS,
    },
    mail: {
      // Production always has SMTP_URL (checked above), so the dev mailbox can never be its transport.
      transport: e.SMTP_URL || e.NODE_ENV === 'production' ? 'smtp' : 'dev',
      smtpUrl: e.SMTP_URL || undefined,
      from: e.MAIL_FROM,
      salesEmail: e.SALES_EMAIL,
    },
    paths: {
      root: PROJECT_ROOT,
      staticDir: resolve(PROJECT_ROOT, e.STATIC_DIR ?? 'frontend-student/dist'),
      adminDir: resolve(PROJECT_ROOT, e.ADMIN_DIR ?? 'frontend-admin/dist'),
      mediaDir: resolve(PROJECT_ROOT, e.MEDIA_DIR ?? 'media'),
      mediaStorageDir: resolve(PROJECT_ROOT, e.MEDIA_STORAGE_DIR),
      migrationsDir: join(PROJECT_ROOT, 'libs/db/migrations'),
    },
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV === 'production' ? 'json' : 'text'),
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    testHooks: { crashAfterSend: e.WORKER_CRASH_AFTER_SEND, jobDelayMs: e.WORKER_JOB_DELAY_MS },
    auth: {
      tokenSecret: e.AUTH_TOKEN_SECRET ?? TEST_ONLY_TOKEN_SECRET,
      accessTokenTtlSec: 15 * 60,
      refreshTokenTtlSec: 30 * 24 * 3600,
      deviceCookieTtlSec: e.AUTH_DEVICE_COOKIE_DAYS * 24 * 3600,
      google:
        e.GOOGLE_ISSUER_URL && e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
          ? { issuerUrl: e.GOOGLE_ISSUER_URL, clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
          : undefined,
    },
    rateLimits: {
      failuresBeforeDelay: e.AUTH_FAILURES_BEFORE_DELAY,
      delayBaseSec: e.AUTH_DELAY_BASE_SEC,
      delayMaxSec: e.AUTH_DELAY_MAX_SEC,
      ipFailuresPerHour: e.AUTH_IP_FAILURE_LIMIT,
      usernameFailuresPerDay: e.AUTH_USERNAME_FAILURE_LIMIT,
      deviceCookieFailures: e.AUTH_DEVICE_COOKIE_FAILURES,
      signupsPerIpHour: e.SIGNUP_IP_LIMIT,
      codeMailsPerIpHour: e.CODE_MAIL_IP_LIMIT,
      codeMailsPerAccountDay: e.CODE_MAIL_DAILY_LIMIT,
      codeResendCooldownSec: e.CODE_RESEND_COOLDOWN_SEC,
      leadsPerIpHour: e.LEAD_IP_LIMIT,
    },
    payments: {
      sandbox,
      ...keys,
      apiUrl: (e.RAZORPAY_API_URL ?? (sandbox ? `${publicUrl}/sandbox/razorpay` : RAZORPAY_API)).replace(/\/+$/, ''),
      checkoutUrl:
        e.RAZORPAY_CHECKOUT_URL ?? (sandbox ? `${publicUrl}/sandbox/razorpay/checkout.js` : RAZORPAY_CHECKOUT),
      webhookUrl: `${publicUrl}/api/payment/webhook`,
      reconcileEveryMs: e.PAYMENT_RECONCILE_EVERY_MS,
      reconcileAfterMs: e.PAYMENT_RECONCILE_AFTER_MS,
    },
    supportPhone: phoneNumber(e.SUPPORT_PHONE ?? DEV_SUPPORT_PHONE),
    invoice: {
      supplierName: e.INVOICE_SUPPLIER_NAME ?? DEV_INVOICE_SUPPLIER.name,
      supplierAddress: e.INVOICE_SUPPLIER_ADDRESS ?? DEV_INVOICE_SUPPLIER.address,
      supplierGstin: gstin,
      supplierState: indianStateByCode(gstin.slice(0, 2))!.name,
      supplierStateCode: gstin.slice(0, 2),
      serialPrefix: e.INVOICE_SERIAL_PREFIX,
      creditNotePrefix: e.CREDIT_NOTE_SERIAL_PREFIX,
    },
  };
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'] as const;

/** Nest wants the list of enabled levels; the configuration names the most verbose one. */
export function nestLogLevels(level: AppConfig['logLevel']): (typeof LOG_LEVELS)[number][] {
  return LOG_LEVELS.slice(0, LOG_LEVELS.indexOf(level) + 1);
}
