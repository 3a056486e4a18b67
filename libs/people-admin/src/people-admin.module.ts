import { Module } from '@nestjs/common';
import { AssessmentModule } from '@app/assessment';
import { CommerceModule } from '@app/commerce';
import { EnrolmentModule } from '@app/enrolment';
import { MailLogModule } from '@app/notifications';
import { MailsAdminController } from './mails.admin.controller.js';
import { MailsAdminService } from './mails.admin.service.js';
import { UsersAdminController } from './users.admin.controller.js';
import { UsersAdminService } from './users.admin.service.js';

/**
 * The console's people and mail (`users`, `mails`). A lib of its own because identity and notifications cannot
 * import admin-kit (admin-kit stands on identity's guards: that would be a cycle); it owns no table and asks
 * identity, notifications, commerce, enrolment and assessment through their indexes.
 */
@Module({
  imports: [CommerceModule, EnrolmentModule, AssessmentModule, MailLogModule],
  controllers: [UsersAdminController, MailsAdminController],
  providers: [UsersAdminService, MailsAdminService],
})
export class PeopleAdminModule {}
