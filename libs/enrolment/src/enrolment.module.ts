import { Module } from '@nestjs/common';
import { EnrolmentRepository } from './enrolment.repository.js';
import { EnrolmentService } from './enrolment.service.js';
import { MyCareersController } from './my-careers.controller.js';

/** The careers a user may take, and (later) their assessments' progress. */
@Module({
  controllers: [MyCareersController],
  providers: [EnrolmentRepository, EnrolmentService],
  exports: [EnrolmentService],
})
export class EnrolmentModule {}
