import { Global, Module } from '@nestjs/common';
import { TokenService } from '@app/identity';
import { NotificationsModule } from '@app/notifications';
import { ConsentRecordsAdminController } from './admin/consent-records.admin.controller.js';
import { ConsentRecordsAdminService } from './admin/consent-records.admin.service.js';
import { ConsentRecordsRepository } from './admin/consent-records.repository.js';
import { SchoolAgreementsAdminController } from './admin/school-agreements.admin.controller.js';
import { SchoolAgreementsRepository } from './admin/school-agreements.repository.js';
import { SchoolAgreementsService } from './admin/school-agreements.service.js';
import { AdultCheck } from './adult-check.js';
import { AgeVerifier, StatedBirthdateAgeVerifier } from './age-verifier.js';
import { ChildConsentService } from './child-consent.service.js';
import { ConsentController } from './consent.controller.js';
import { ConsentDecisionsService } from './consent-decisions.service.js';
import { ConsentRepository } from './consent.repository.js';
import { ConsentRequestsService } from './consent-requests.service.js';
import { ConsentTokens } from './consent-token.js';
import { ConsentRequestMailJob } from './jobs/consent-request-mail.job.js';
import { ConsentGuard } from './requires-consent.js';

/**
 * Verifiable parental consent (issue 14): the owner and only writer of consent_requests, consent_records and
 * school_consent_agreements. Global, like IdentityModule, so @RequiresConsent() on another lib's route finds
 * ConsentGuard's dependencies.
 */
@Global()
@Module({
  controllers: [ConsentController, SchoolAgreementsAdminController, ConsentRecordsAdminController],
  providers: [
    ConsentRepository,
    ConsentTokens,
    ConsentGuard,
    ConsentRequestsService,
    ConsentDecisionsService,
    AdultCheck,
    ChildConsentService,
    SchoolAgreementsRepository,
    SchoolAgreementsService,
    ConsentRecordsRepository,
    ConsentRecordsAdminService,
    // The one place to bind another way of knowing the parent is an adult (a DigiLocker token adapter).
    { provide: AgeVerifier, useClass: StatedBirthdateAgeVerifier },
  ],
  // ChildConsentService: commerce asks it before a parent buys for a child (issue 23).
  exports: [ConsentGuard, ConsentRepository, ChildConsentService],
})
export class ConsentModule {}

/** Worker side: mails parents their consent links. */
@Module({
  imports: [NotificationsModule],
  providers: [TokenService, ConsentRepository, ConsentTokens, ConsentRequestMailJob],
})
export class ConsentJobsModule {}
