import { Global, Module } from '@nestjs/common';
import { NotificationsModule } from '@app/notifications';
import { ParentLinkLookup } from '@app/identity';
import { ParentInviteMailJob } from './jobs/parent-invite-mail.job.js';
import { ParentController } from './parent.controller.js';
import { ParentInvitesController } from './parent-invites.controller.js';
import { ParentInvitesRepository } from './parent-invites.repository.js';
import { ParentInvitesService } from './parent-invites.service.js';
import { ParentLinksRepository } from './parent-links.repository.js';
import { ParentLinksService } from './parent-links.service.js';
import { StudentParentsController } from './student-parents.controller.js';
import { StudentParentsService } from './student-parents.service.js';

/**
 * Parents and children (issue 14): the only writer of parent_links and parent_invites. Global because identity's
 * guard (through the ParentLinkLookup it declares), commerce (buying for a child) and the consent lib ask it.
 */
@Global()
@Module({
  controllers: [ParentController, StudentParentsController, ParentInvitesController],
  providers: [
    ParentLinksRepository,
    ParentInvitesRepository,
    ParentLinksService,
    ParentInvitesService,
    StudentParentsService,
    { provide: ParentLinkLookup, useExisting: ParentLinksService },
  ],
  exports: [ParentLinksService, ParentLinkLookup],
})
export class FamilyModule {}

/** Worker side: mails students' parent invitations. */
@Module({
  imports: [NotificationsModule],
  providers: [ParentInvitesRepository, ParentInviteMailJob],
})
export class FamilyJobsModule {}
