import { Module } from '@nestjs/common';
import { ActiveCounsellors } from '@app/identity';
import { NotificationsModule } from '@app/notifications';
import { LeadsAdminController } from './admin/leads.admin.controller.js';
import { LeadsAdminRepository } from './admin/leads.admin.repository.js';
import { LeadsAdminService } from './admin/leads.admin.service.js';
import { LeadStatsRepository } from './admin/lead-stats.repository.js';
import { LeadStatsService } from './admin/lead-stats.service.js';
import { LeadAssignmentService } from './assignment/lead-assignment.service.js';
import { RequestCareerHandler } from './commands/request-career.command.js';
import { RequestDemoHandler } from './commands/request-demo.command.js';
import { CareerRequestedAlertJob, DemoRequestedAlertJob, LeadAlertMailer } from './jobs/lead-alert.jobs.js';
import { LeadSlaSweepJob } from './jobs/lead-sla.job.js';
import { LeadIntakeService } from './lead-intake.service.js';
import { LeadsClock } from './leads-clock.js';
import { LeadsController } from './leads.controller.js';
import { LeadsRepository } from './leads.repository.js';
import { DemoReminderJob, DemoScheduleChangedJob } from './schedule/demo-schedule.jobs.js';

/**
 * API side: demo and career requests (the CommandBus and EventBus come from QueueModule's CqrsModule.forRoot), and
 * the console's `leads` resource.
 */
@Module({
  controllers: [LeadsController, LeadsAdminController],
  providers: [
    LeadsRepository,
    LeadIntakeService,
    RequestDemoHandler,
    RequestCareerHandler,
    LeadsAdminRepository,
    LeadsAdminService,
    ActiveCounsellors,
    LeadsClock,
    LeadStatsRepository,
    LeadStatsService,
  ],
  exports: [LeadStatsService],
})
export class LeadsModule {}

/** Worker side: assigning leads, the alerts, the demo's invite and reminders, the service-level sweep. */
@Module({
  imports: [NotificationsModule],
  providers: [
    LeadsRepository,
    ActiveCounsellors,
    LeadsClock,
    LeadAssignmentService,
    LeadAlertMailer,
    DemoRequestedAlertJob,
    CareerRequestedAlertJob,
    DemoScheduleChangedJob,
    DemoReminderJob,
    LeadSlaSweepJob,
  ],
})
export class LeadsJobsModule {}
