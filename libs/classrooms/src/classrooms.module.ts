import { Module } from '@nestjs/common';
import { EnrolmentCoreModule } from '@app/enrolment';
import { CampusStudentGuard } from './campus.guard.js';
import { ClassroomsController } from './classrooms.controller.js';
import { ClassroomsRepository } from './classrooms.repository.js';
import { ClassroomsService } from './classrooms.service.js';

/** Campus students' school classrooms: the list and Start, which enrols the classroom's careers. */
@Module({
  imports: [EnrolmentCoreModule],
  controllers: [ClassroomsController],
  providers: [ClassroomsRepository, ClassroomsService, CampusStudentGuard],
  exports: [ClassroomsService],
})
export class ClassroomsModule {}
