import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import { NOTICE_VERSION } from '@app/contracts';
import type { Database } from '../database.js';
import { consentRecords, schoolConsentAgreements, schools, users } from '../schema/index.js';
import { DEMO_SCHOOL } from './seed-accounts.js';

/** The demo school's agreement to collect its parents' consent (issue 14). */
export const DEMO_SCHOOL_AGREEMENT = { agreementVersion: 'DPS-RKP/2026-27', signedOn: '2026-04-01' } as const;

/**
 * The embedded default's consent (issue 14; never in production, the caller checks): the demo parent (`parent`)
 * consented for the demo student (`student`, 17), and the demo school has its agreement recorded by the demo
 * admin, with a record for each of its campus students. Idempotent: a child with any record is left alone (the
 * records are append-only, and a withdrawal made while trying the app stays the latest word). Answers how many
 * records it added.
 */
export async function seedDemoConsent(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const people = await tx
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(inArray(users.username, ['student', 'parent', 'admin']));
    const id = (username: string) => people.find((p) => p.username === username)?.id;
    const [student, parent, admin] = [id('student'), id('parent'), id('admin')];
    const hasRecord = async (childId: string) =>
      (
        await tx
          .select({ one: sql`1` })
          .from(consentRecords)
          .where(eq(consentRecords.childId, childId))
      ).length > 0;
    let added = 0;
    if (student && parent && !(await hasRecord(student))) {
      await tx.insert(consentRecords).values({
        childId: student,
        action: 'granted',
        method: 'parent_account_email_confirmed',
        parentId: parent,
        noticeVersion: NOTICE_VERSION,
        ageVerification: 'seeded_demo',
        recordedBy: parent,
      });
      added += 1;
    }
    const [school] = await tx
      .select({ id: schools.id })
      .from(schools)
      .where(eq(schools.campusId, DEMO_SCHOOL.campusId));
    if (!school || !admin) return added;
    let [agreement] = await tx
      .select({ id: schoolConsentAgreements.id })
      .from(schoolConsentAgreements)
      .where(eq(schoolConsentAgreements.schoolId, school.id));
    agreement ??= (
      await tx
        .insert(schoolConsentAgreements)
        .values({ schoolId: school.id, ...DEMO_SCHOOL_AGREEMENT, recordedBy: admin })
        .returning({ id: schoolConsentAgreements.id })
    )[0];
    const campusStudents = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.schoolId, school.id),
          eq(users.role, 'campus_student'),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(consentRecords)
              .where(eq(consentRecords.childId, users.id)),
          ),
        ),
      );
    if (campusStudents.length) {
      await tx.insert(consentRecords).values(
        campusStudents.map((s) => ({
          childId: s.id,
          action: 'granted' as const,
          method: 'school_agreement' as const,
          schoolAgreementId: agreement.id,
          noticeVersion: NOTICE_VERSION,
          recordedBy: admin,
        })),
      );
      added += campusStudents.length;
    }
    return added;
  });
}
