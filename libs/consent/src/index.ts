export { ConsentModule, ConsentJobsModule } from './consent.module.js';
export { RequiresConsent, ConsentGuard } from './requires-consent.js';
export { ChildConsentService } from './child-consent.service.js';
export { AgeVerifier, type AgeCheck, type AgeClaim } from './age-verifier.js';
export { ConsentPersonalData } from './consent.personal-data.js';
