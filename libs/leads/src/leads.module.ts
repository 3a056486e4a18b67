import { Module } from '@nestjs/common';
import { NotificationsModule } from '@app/notifications';
import { RequestCareerHandler } from './commands/request-career.command.js';
import { RequestDemoHandler } from './commands/request-demo.command.js';
import { CareerRequestedAlertJob, DemoRequestedAlertJob, LeadAlertMailer } from './jobs/lead-alert.jobs.js';
import { LeadsController } from './leads.controller.js';
import { LeadsRepository } from './leads.repository.js';

/** API side: demo and career requests (the CommandBus and EventBus come from QueueModule's CqrsModule.forRoot). */
@Module({
  controllers: [LeadsController],
  providers: [LeadsRepository, RequestDemoHandler, RequestCareerHandler],
})
export class LeadsModule {}

/** Worker side: the sales-team alerts. */
@Module({
  imports: [NotificationsModule],
  providers: [LeadsRepository, LeadAlertMailer, DemoRequestedAlertJob, CareerRequestedAlertJob],
})
export class LeadsJobsModule {}
