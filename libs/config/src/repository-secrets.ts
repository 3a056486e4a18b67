import { COMPANY } from '@app/contracts';

/**
 * Every secret (and secret-like value) this repository publishes, in one list: production refuses to start with any
 * of them in any credential of its configuration (app-config.ts). Whoever reads the source knows these values, so a
 * deployment using one is open: a webhook or a checkout confirmation signed with the sandbox's secret, tokens signed
 * with a test harness's secret. The constants the sandbox and the harnesses use are defined here and the list is
 * built from them, so a value cannot be in use without being refused. Values that only documents carry (README,
 * docker-compose.yml, deploy/) are written out below; repository-secrets-config.spec.ts reads those documents and
 * fails when one carries a credential this list lacks.
 */

/**
 * The sandbox's fixed keys (NODE_ENV other than production and no Razorpay keys set). Fixed, not generated, so the
 * api, the worker and test harnesses agree without sharing a file. They open nothing real: the sandbox only exists
 * where they are in use, and production refuses them.
 */
export const SANDBOX_RAZORPAY_KEYS = {
  keyId: 'rzp_test_dishasandbox',
  keySecret: 'disha-sandbox-key-secret-not-a-real-key',
  webhookSecret: 'disha-sandbox-webhook-secret-not-a-real-secret',
} as const;

/**
 * The supplier of the invoices outside production: the company of the contact page, with a made-up GSTIN of
 * Delhi (well formed, check character included). Production must name its own and refuses this GSTIN.
 */
export const DEV_INVOICE_SUPPLIER = {
  name: COMPANY.legalName,
  address: COMPANY.address.join(', '),
  gstin: '07AABCD1234E1ZA',
} as const;

/**
 * Only under NODE_ENV=test may AUTH_TOKEN_SECRET be left out: the harnesses that spawn the API or the worker (crash
 * test, browser tests) then share this fixed value.
 */
export const TEST_ONLY_TOKEN_SECRET = 'test-only-secret-never-used-outside-node-env-test';

/** The token secret the backend test harnesses configure (test/support/test-env.ts and the specs that spawn an api). */
export const TEST_HARNESS_TOKEN_SECRET = 'test-secret-for-the-backend-suites-0123456789';

/** The client secret the Google sign-in spec registers with its local OpenID provider. */
export const TEST_OIDC_CLIENT_SECRET = 'disha-web-secret';

export interface RepositorySecret {
  value: string;
  /** Where the repository publishes it, for the refusal (never the value itself). */
  origin: string;
}

export const REPOSITORY_SECRETS: readonly RepositorySecret[] = [
  { value: SANDBOX_RAZORPAY_KEYS.keyId, origin: "the payment sandbox's key id" },
  { value: SANDBOX_RAZORPAY_KEYS.keySecret, origin: "the payment sandbox's key secret" },
  { value: SANDBOX_RAZORPAY_KEYS.webhookSecret, origin: "the payment sandbox's webhook secret" },
  { value: DEV_INVOICE_SUPPLIER.gstin, origin: 'the development GSTIN' },
  { value: TEST_ONLY_TOKEN_SECRET, origin: 'the token secret NODE_ENV=test falls back to' },
  { value: TEST_HARNESS_TOKEN_SECRET, origin: "the test harnesses' token secret" },
  { value: TEST_OIDC_CLIENT_SECRET, origin: "the test OpenID provider's client secret" },
  // README's example SMTP_URL (smtps://user:pass@smtp.example.com:465).
  { value: 'pass', origin: "README's example SMTP password" },
  // docker-compose.yml's database password before issue 23 (it now requires POSTGRES_PASSWORD): copies of the old
  // file, and deployments made from it, still carry it.
  { value: 'disha', origin: "docker-compose's former database password" },
];

/** The list entry a configured value is, if any (exact match: these are published verbatim). */
export function repositorySecret(value: string | undefined): RepositorySecret | undefined {
  return value ? REPOSITORY_SECRETS.find((s) => s.value === value) : undefined;
}
