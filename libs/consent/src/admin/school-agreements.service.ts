import { Injectable, NotFoundException } from '@nestjs/common';
import { type AuditActor, AuditService, type SchoolScope } from '@app/admin-kit';
import {
  NOTICE_VERSION,
  SCHOOL_ADMIN_MESSAGES,
  type SchoolConsentAgreement,
  type SchoolConsentAgreementWrite,
} from '@app/contracts';
import { ConsentRepository } from '../consent.repository.js';
import { SchoolAgreementsRepository, type SchoolAgreementRow } from './school-agreements.repository.js';

const toRecord = (row: SchoolAgreementRow): SchoolConsentAgreement => ({
  id: row.id,
  schoolId: row.schoolId,
  agreementVersion: row.agreementVersion,
  signedOn: row.signedOn,
  recordedBy: row.recordedByUsername,
  recordedAt: row.recordedAt.toISOString(),
  students: row.students,
});

const notFound = () => new NotFoundException(SCHOOL_ADMIN_MESSAGES.notFound);

/**
 * A school's agreement to collect its students' parents' consent (issue 14): an admin records it, and each of the
 * school's campus students gets a consent record pointing to it, in the same transaction as the audit entry.
 */
@Injectable()
export class SchoolAgreementsService {
  constructor(
    private readonly agreements: SchoolAgreementsRepository,
    private readonly consents: ConsentRepository,
    private readonly audit: AuditService,
  ) {}

  /** The school's latest agreement, or null; within the caller's scope (another school's id is a 404). */
  async latest(schoolId: string, scope: SchoolScope): Promise<SchoolConsentAgreement | null> {
    if (scope !== null && scope !== schoolId) throw notFound();
    const row = await this.agreements.latest(schoolId);
    return row ? toRecord(row) : null;
  }

  async record(
    schoolId: string,
    input: SchoolConsentAgreementWrite,
    actor: AuditActor,
  ): Promise<SchoolConsentAgreement> {
    return this.consents.transaction(async (tx) => {
      if (!(await this.agreements.lockSchool(tx, schoolId))) throw notFound();
      const agreementId = await this.agreements.insert(tx, {
        schoolId,
        agreementVersion: input.agreementVersion,
        signedOn: input.signedOn,
        recordedBy: actor.userId,
      });
      const students = await this.agreements.studentsToRecord(tx, schoolId);
      await this.consents.insertRecords(
        tx,
        students.map((childId) => ({
          childId,
          action: 'granted' as const,
          method: 'school_agreement' as const,
          schoolAgreementId: agreementId,
          noticeVersion: NOTICE_VERSION,
          recordedBy: actor.userId,
          ip: actor.ip,
        })),
      );
      await this.audit.record(tx, actor, {
        action: 'consent',
        resource: 'schools',
        resourceId: schoolId,
        before: null,
        after: {
          agreementId,
          agreementVersion: input.agreementVersion,
          signedOn: input.signedOn,
          students: students.length,
        },
      });
      const row = await this.agreements.latest(schoolId, tx);
      return toRecord(row!);
    });
  }
}
