export { FamilyModule, FamilyJobsModule, FamilyLinksModule } from './family.module.js';
export { ParentLinksService } from './parent-links.service.js';
export { renderParentInviteMail } from './jobs/parent-invite-mail.job.js';
export { FamilyPersonalData } from './family.personal-data.js';
