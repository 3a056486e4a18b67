import { Module } from '@nestjs/common';
import { EnrolmentCoreModule } from '@app/enrolment';
import { CareerContentsAdminController } from './admin/career-contents.admin.controller.js';
import { CareerContentsAdminRepository } from './admin/career-contents.admin.repository.js';
import { CareerContentsAdminService } from './admin/career-contents.admin.service.js';
import { AssessmentContentService } from './assessment-content.service.js';
import { AssessmentController } from './assessment.controller.js';
import { AssessmentRepository } from './assessment.repository.js';
import { AssessmentStepsService } from './assessment-steps.service.js';
import { FinishAssessmentHandler } from './commands/finish-assessment.command.js';
import { ContentVersionsRepository } from './content-versions.repository.js';
import { ContentVersionsService } from './content-versions.service.js';
import { ScoreAssessmentJob } from './jobs/score-assessment.job.js';
import { ScoringRepository } from './jobs/scoring.repository.js';
import { AssessmentReportService } from './report/assessment-report.service.js';
import { AssessmentPersonalData } from './report/assessment.personal-data.js';
import { ReportRepository } from './report/report.repository.js';
import { ReportPdfController } from './report/report-pdf.controller.js';
import { ResultsQueryRepository } from './results/results-query.repository.js';
import { AssessmentResultsQuery } from './results/results-query.service.js';
import { StudentController } from './student.controller.js';

/**
 * The published versions of tests, read through one cache per process (the player's judge, the scoring job and
 * the reports share it).
 */
@Module({ providers: [ContentVersionsRepository, ContentVersionsService], exports: [ContentVersionsService] })
export class ContentVersionsModule {}

/**
 * The reports of scored assessments, for the API's calls and for anything that renders a report (the PDF); and
 * the read-only results of groups of students (a school's results).
 */
@Module({
  imports: [ContentVersionsModule, EnrolmentCoreModule],
  providers: [
    ReportRepository,
    AssessmentReportService,
    ResultsQueryRepository,
    AssessmentResultsQuery,
    AssessmentPersonalData,
  ],
  exports: [AssessmentReportService, AssessmentResultsQuery, AssessmentPersonalData],
})
export class AssessmentReportModule {}

/**
 * API side: taking a test (content, steps, finish, abandon), the student's reports and dashboard, and the
 * console's assessment editor (`/api/admin/career-contents`).
 */
@Module({
  imports: [AssessmentReportModule, ContentVersionsModule, EnrolmentCoreModule],
  controllers: [AssessmentController, StudentController, ReportPdfController, CareerContentsAdminController],
  providers: [
    AssessmentRepository,
    AssessmentContentService,
    AssessmentStepsService,
    FinishAssessmentHandler,
    CareerContentsAdminRepository,
    CareerContentsAdminService,
  ],
  exports: [AssessmentReportModule],
})
export class AssessmentModule {}

/** Worker side: scoring finished tests (CareerCompleted). */
@Module({
  imports: [ContentVersionsModule, EnrolmentCoreModule],
  providers: [ScoringRepository, ScoreAssessmentJob],
})
export class AssessmentJobsModule {}
