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
 * The links alone, for the worker's jobs that ask who a parent's children are (a parent's data export); the API's
 * FamilyModule builds on it.
 */
@Module({
  providers: [ParentLinksRepository, ParentLinksService],
  exports: [ParentLinksRepository, ParentLinksService],
})
export class FamilyLinksModule {}

/**
 * Parents and children (issue 14): the only writer of parent_links and parent_invites. Global because identity's
 * guard (through the ParentLinkLookup it declares), commerce (buying for a child) and the consent lib ask it.
 */
@Global()
@Module({
  imports: [FamilyLinksModule],
  controllers: [ParentController, StudentParentsController, ParentInvitesController],
  providers: [
    ParentInvitesRepository,
    ParentInvitesService,
    StudentParentsService,
    { provide: ParentLinkLookup, useExisting: ParentLinksService },
  ],
  exports: [FamilyLinksModule, ParentLinkLookup],
})
export class FamilyModule {}

/** Worker side: mails students' parent invitations. */
@Module({
  imports: [NotificationsModule],
  providers: [ParentInvitesRepository, ParentInviteMailJob],
})
export class FamilyJobsModule {}
