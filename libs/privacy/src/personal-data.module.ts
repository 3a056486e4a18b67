import { Module } from '@nestjs/common';
import { AuditPersonalData } from '@app/admin-kit';
import { AssessmentPersonalData, AssessmentReportModule } from '@app/assessment';
import { ClassroomsPersonalData } from '@app/classrooms';
import { ConsentPersonalData } from '@app/consent';
import { CommercePersonalData } from '@app/commerce';
import type { PersonalDataSource } from '@app/db';
import { EnrolmentPersonalData } from '@app/enrolment';
import { FamilyPersonalData } from '@app/family';
import { IdentityPersonalData } from '@app/identity';
import { InvoicingPersonalData } from '@app/invoicing';
import { LeadsPersonalData } from '@app/leads';
import { NotificationsPersonalData } from '@app/notifications';
import { PrivacyPersonalData } from './privacy.personal-data.js';

export const PERSONAL_DATA_SOURCES = Symbol('PERSONAL_DATA_SOURCES');

/**
 * Every lib's PersonalDataSource, in the order an erasure runs them. A lib that starts keeping personal data adds
 * its source here: one import and one entry. The assessment's source comes from its own module
 * (it renders report PDFs with the report service); the audit log's comes last, told the records the others named.
 */
const SOURCES = [
  IdentityPersonalData,
  CommercePersonalData,
  InvoicingPersonalData,
  EnrolmentPersonalData,
  ClassroomsPersonalData,
  LeadsPersonalData,
  FamilyPersonalData,
  ConsentPersonalData,
  NotificationsPersonalData,
  PrivacyPersonalData,
];

@Module({
  imports: [AssessmentReportModule],
  providers: [
    ...SOURCES,
    AuditPersonalData,
    {
      provide: PERSONAL_DATA_SOURCES,
      inject: [...SOURCES, AssessmentPersonalData, AuditPersonalData],
      useFactory: (...sources: PersonalDataSource[]): PersonalDataSource[] => sources,
    },
  ],
  exports: [PERSONAL_DATA_SOURCES],
})
export class PersonalDataModule {}
