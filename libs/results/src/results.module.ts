import { Module } from '@nestjs/common';
import { AssessmentReportModule } from '@app/assessment';
import { CareerNames } from '@app/catalogue';
import { ClassroomsModule } from '@app/classrooms';
import { EnrolmentModule } from '@app/enrolment';
import { CampusStudents } from '@app/identity';
import { ClassroomResultsAdminController } from './classroom-results.admin.controller.js';
import { ClassroomResultsService } from './classroom-results.service.js';
import { SchoolResultsAdminController } from './school-results.admin.controller.js';
import { SchoolResultsService } from './school-results.service.js';

/**
 * A school's results in the console (issue 13). A lib of its own, like the dashboard: it owns no table and asks
 * classrooms, enrolment, assessment, identity and catalogue through their indexes, so no lib reads another's tables.
 */
@Module({
  imports: [ClassroomsModule, EnrolmentModule, AssessmentReportModule],
  controllers: [ClassroomResultsAdminController, SchoolResultsAdminController],
  providers: [ClassroomResultsService, SchoolResultsService, CampusStudents, CareerNames],
})
export class ResultsModule {}
