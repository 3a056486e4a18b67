import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import type { AdminConsentRecord } from '@app/contracts';
import { consentRecords, DB, users, type Database } from '@app/db';

/** The most records one page shows: a child has a handful; a parent of many children a few more. */
export const CONSENT_RECORDS_SHOWN = 200;

/** The consent records as the console reads them (issue 23), with the usernames their ids name. */
@Injectable()
export class ConsentRecordsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** The records about `userId` as a child, or made by them as a parent, newest first. */
  async ofUser(userId: string): Promise<AdminConsentRecord[]> {
    const result = await this.db.execute<AdminConsentRecord & { createdAt: Date | string }>(sql`
      SELECT r.id, r.child_id AS "childId", c.username AS "childUsername", r.action, r.method,
             r.parent_id AS "parentId", p.username AS "parentUsername", r.request_id AS "requestId",
             r.school_agreement_id AS "schoolAgreementId", r.notice_version AS "noticeVersion",
             r.age_verification AS "ageVerification", r.parent_stated_birthdate AS "parentStatedBirthdate",
             b.username AS "recordedByUsername", r.ip, r.created_at AS "createdAt"
        FROM ${consentRecords} r
        JOIN ${users} c ON c.id = r.child_id
        LEFT JOIN ${users} p ON p.id = r.parent_id
        LEFT JOIN ${users} b ON b.id = r.recorded_by
       WHERE r.child_id = ${userId} OR r.parent_id = ${userId}
       ORDER BY r.created_at DESC, r.id DESC
       LIMIT ${CONSENT_RECORDS_SHOWN}`);
    return result.rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }));
  }
}
