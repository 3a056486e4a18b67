import { Module } from '@nestjs/common';
import { CompletionStatsRepository } from './completion-stats.repository.js';
import { CompletionStatsService } from './completion-stats.service.js';
import { EnrolmentRepository } from './enrolment.repository.js';
import { EnrolmentService } from './enrolment.service.js';
import { MyCareersController } from './my-careers.controller.js';

/**
 * EnrolmentService for the libs that enrol careers or move a test along (commerce's fulfilment, classrooms,
 * assessment, scoring), in the API and in the worker.
 */
@Module({ providers: [EnrolmentRepository, EnrolmentService], exports: [EnrolmentService] })
export class EnrolmentCoreModule {}

/** The API side: GET /platform/mycareers, EnrolmentService, and the completions the admins' dashboard counts. */
@Module({
  imports: [EnrolmentCoreModule],
  controllers: [MyCareersController],
  providers: [CompletionStatsRepository, CompletionStatsService],
  exports: [EnrolmentCoreModule, CompletionStatsService],
})
export class EnrolmentModule {}
