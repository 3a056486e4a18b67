import { Inject, Injectable, Logger } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import {
  users,
  type AuditedRecords,
  type Database,
  type DataSubject,
  type PersonalDataPart,
  type PersonalDataSource,
  type Transaction,
} from '@app/db';
import { PERSONAL_DATA_SOURCES } from './personal-data.module.js';

export interface NamedPart {
  name: string;
  part: PersonalDataPart;
}

/** Asks every lib's source, in turn: who the person is, what is held about them, and erases it. */
@Injectable()
export class PersonalDataService {
  private readonly logger = new Logger(PersonalDataService.name);

  constructor(@Inject(PERSONAL_DATA_SOURCES) private readonly sources: PersonalDataSource[]) {}

  /**
   * The person as the sources need them: what identifies them (copies of their e-mail or mobile are found by value)
   * and the audited records about them. `lock` holds the account row for an erasure's transaction.
   */
  async subject(db: Database | Transaction, userId: string, lock = false): Promise<DataSubject | undefined> {
    const query = db
      .select({
        email: users.email,
        phoneNumber: users.phoneNumber,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(users)
      .where(eq(users.id, userId));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) return undefined;
    const subject: DataSubject = { userId, ...row, email: row.email.toLowerCase(), auditedRecords: [] };
    subject.auditedRecords = await this.recordsOf(db, subject);
    return subject;
  }

  /** Every source's audited records about the person (one after another: `db` may be a transaction). */
  async recordsOf(db: Database | Transaction, subject: DataSubject): Promise<AuditedRecords[]> {
    const records: AuditedRecords[] = [];
    for (const source of this.sources) records.push(...((await source.auditedRecords?.(db, subject)) ?? []));
    return records;
  }

  async export(db: Database, subject: DataSubject): Promise<NamedPart[]> {
    const parts: NamedPart[] = [];
    for (const source of this.sources) parts.push({ name: source.name, part: await source.export(db, subject) });
    return parts;
  }

  /** Every source erases in `tx`: all of it commits, or none. */
  async erase(tx: Transaction, subject: DataSubject): Promise<void> {
    for (const source of this.sources) {
      await source.erase(tx, subject);
      this.logger.debug(`Erased ${source.name} of ${subject.userId}`);
    }
  }
}
