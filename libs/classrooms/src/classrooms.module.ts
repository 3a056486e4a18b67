import { Module } from '@nestjs/common';
import { PublishedCareers } from '@app/catalogue';
import { EnrolmentCoreModule } from '@app/enrolment';
import { CampusStudents } from '@app/identity';
import { NotificationsModule } from '@app/notifications';
import { ClassroomRosters } from './admin/classroom-rosters.service.js';
import { ClassroomsAdminController } from './admin/classrooms.admin.controller.js';
import { ClassroomsAdminRepository } from './admin/classrooms.admin.repository.js';
import { ClassroomsAdminService } from './admin/classrooms.admin.service.js';
import { CampusStudentGuard } from './campus.guard.js';
import { ClassroomsClock } from './classrooms-clock.js';
import { ClassroomsController } from './classrooms.controller.js';
import { ClassroomsRepository } from './classrooms.repository.js';
import { ClassroomsService } from './classrooms.service.js';
import { ClassroomRemindersRepository } from './jobs/classroom-reminders.repository.js';
import { ClassroomReminderSweepJob } from './jobs/classroom-reminder.job.js';

/**
 * Campus students' school classrooms: the list and Start, which enrols the classroom's careers; and the console's
 * `classrooms` resource (school admins their own school's, admins every school's).
 */
@Module({
  imports: [EnrolmentCoreModule],
  controllers: [ClassroomsController, ClassroomsAdminController],
  providers: [
    ClassroomsRepository,
    ClassroomsService,
    CampusStudentGuard,
    ClassroomsAdminRepository,
    ClassroomsAdminService,
    PublishedCareers,
    CampusStudents,
    ClassroomRosters,
  ],
  exports: [ClassroomsService, ClassroomRosters],
})
export class ClassroomsModule {}

/** Worker side: the daily reminders. */
@Module({
  imports: [NotificationsModule],
  providers: [ClassroomRemindersRepository, ClassroomsClock, ClassroomReminderSweepJob],
})
export class ClassroomsJobsModule {}
