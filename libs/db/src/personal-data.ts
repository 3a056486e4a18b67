import type { Database, Transaction } from './database.js';

/**
 * The seam of data rights (issue 14): every lib that keeps personal data provides one PersonalDataSource, exported
 * from its index, and libs/privacy collects them. An export asks each for its part; an erasure runs each in one
 * transaction; the staff-reads list asks each which audited records are about the person. A new table of personal
 * data (family links, consents) is covered by adding its lib's source to the privacy module's list.
 * It lives here, beside the schema every lib imports, so a lib providing a source never imports libs/privacy.
 */
export interface PersonalDataSource {
  /** Names its part of the export (`orders` is orders.json) and the logs: kebab-case, unique. */
  readonly name: string;
  /** What the lib holds about the user: JSON (dates as ISO strings once serialised) and files (PDFs). */
  export(db: Database, subject: DataSubject): Promise<PersonalDataPart>;
  /**
   * Removes or anonymises the user's personal data in `tx` (the whole erasure commits or rolls back together).
   * Runs again on a retried job: it must be idempotent. What the law makes us keep, it keeps, and says why.
   */
  erase(tx: Transaction, subject: DataSubject): Promise<void>;
  /** The console's audited records about the user held by this lib (audit_log resource and ids), if any. */
  auditedRecords?(db: Database | Transaction, subject: DataSubject): Promise<AuditedRecords[]>;
}

/** Whose data: the id, and what identifies them (read before the erasure starts, used to find copies by value). */
export interface DataSubject {
  userId: string;
  /** Lower-cased. */
  email: string;
  phoneNumber: string | null;
  firstName: string;
  lastName: string;
  /** Every source's audited records about the person, gathered first by the collector (the audit log's part). */
  auditedRecords: AuditedRecords[];
}

export interface PersonalDataPart {
  /** Written as `<name>.json` when present. */
  json?: unknown;
  /** Extra files, by their path in the zip (`reports/report-doctor.pdf`). */
  files?: { path: string; bytes: Uint8Array }[];
}

export interface AuditedRecords {
  /** The audit log's `resource` (the console's resource name: users, students, orders, ...). */
  resource: string;
  ids: string[];
  /** Only these actions of the records are about the person (a classroom's results export is; its edits are not). */
  actions?: string[];
}

/** What an erased account's e-mail becomes: unique, non-identifying, and undeliverable by RFC 2606. */
export const erasedEmail = (userId: string) => `erased-${userId}@erased.invalid`;
/** What an erased person's name becomes wherever a name is required. */
export const ERASED_NAME = 'Erased';
