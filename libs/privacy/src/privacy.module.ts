import { Module } from '@nestjs/common';
import { FamilyLinksModule } from '@app/family';
import { NotificationsModule } from '@app/notifications';
import { DataAccessService } from './data-access.service.js';
import { DataSubjects } from './data-subjects.service.js';
import { ErasureService } from './erasure.service.js';
import { ExportService } from './export.service.js';
import { DataExportJob } from './jobs/data-export.job.js';
import { ErasureRunner } from './jobs/erasure.runner.js';
import { PrivacySweepJob } from './jobs/privacy-sweep.job.js';
import { PersonalDataModule } from './personal-data.module.js';
import { PersonalDataService } from './personal-data.service.js';
import { PrivacyController } from './privacy.controller.js';
import { PrivacyRepository } from './privacy.repository.js';

/** API side: /api/me/export, /api/me/erasure and /api/me/data-access. */
@Module({
  imports: [PersonalDataModule],
  controllers: [PrivacyController],
  providers: [PrivacyRepository, PersonalDataService, ExportService, ErasureService, DataAccessService, DataSubjects],
  exports: [DataAccessService],
})
export class PrivacyModule {}

/** Worker side: building exports, and the hourly sweep (erasures due, expired export files). */
@Module({
  imports: [PersonalDataModule, NotificationsModule, FamilyLinksModule],
  providers: [PrivacyRepository, PersonalDataService, DataExportJob, ErasureRunner, PrivacySweepJob],
})
export class PrivacyJobsModule {}
