import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, sql } from 'drizzle-orm';
import { consentRecords, DB, schoolConsentAgreements, schools, users, type Database, type DbExecutor } from '@app/db';

export type SchoolAgreementRow = typeof schoolConsentAgreements.$inferSelect & {
  recordedByUsername: string;
  students: number;
};

/** Schools' consent agreements: libs/consent is their only writer, and only ever inserts (append-only). */
@Injectable()
export class SchoolAgreementsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** The school, locked until the transaction ends: two agreements of one school are recorded one after another. */
  async lockSchool(executor: DbExecutor, schoolId: string): Promise<boolean> {
    const rows = await executor
      .select({ id: schools.id })
      .from(schools)
      .where(eq(schools.id, schoolId))
      .for('no key update');
    return rows.length > 0;
  }

  /** The school's latest agreement, with who recorded it and how many campus students' records point to it. */
  async latest(schoolId: string, executor: DbExecutor = this.db): Promise<SchoolAgreementRow | undefined> {
    const [row] = await executor
      .select({
        id: schoolConsentAgreements.id,
        schoolId: schoolConsentAgreements.schoolId,
        agreementVersion: schoolConsentAgreements.agreementVersion,
        signedOn: schoolConsentAgreements.signedOn,
        recordedBy: schoolConsentAgreements.recordedBy,
        recordedAt: schoolConsentAgreements.recordedAt,
        recordedByUsername: users.username,
        students: sql<number>`(SELECT count(*)::int FROM ${consentRecords} r WHERE r.school_agreement_id = ${schoolConsentAgreements.id})`,
      })
      .from(schoolConsentAgreements)
      .innerJoin(users, eq(users.id, schoolConsentAgreements.recordedBy))
      .where(eq(schoolConsentAgreements.schoolId, schoolId))
      .orderBy(desc(schoolConsentAgreements.recordedAt))
      .limit(1);
    return row;
  }

  async insert(
    executor: DbExecutor,
    values: { schoolId: string; agreementVersion: string; signedOn: string; recordedBy: string },
  ): Promise<string> {
    const [row] = await executor
      .insert(schoolConsentAgreements)
      .values(values)
      .returning({ id: schoolConsentAgreements.id });
    return row.id;
  }

  /**
   * The school's campus students whose consent the school's agreement may now stand for: those with no record
   * yet, or whose latest record is a school agreement's grant (an earlier version). A parent's own grant or
   * withdrawal is theirs and stays the latest word (a parent's under-18 refusal is no state, so it is passed over).
   */
  async studentsToRecord(executor: DbExecutor, schoolId: string): Promise<string[]> {
    const rows = await executor
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.schoolId, schoolId),
          eq(users.role, 'campus_student'),
          sql`coalesce((SELECT r.method = 'school_agreement' AND r.action = 'granted' FROM ${consentRecords} r
                         WHERE r.child_id = ${users.id} AND r.action IN ('granted', 'withdrawn') ORDER BY r.created_at DESC, r.id DESC LIMIT 1), true)`,
        ),
      );
    return rows.map((r) => r.id);
  }
}
