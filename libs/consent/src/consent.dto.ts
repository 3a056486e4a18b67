import { consentGrantSchema, consentRequestSchema, schoolConsentAgreementWriteSchema } from '@app/contracts';
import { zodDto } from '@app/common';

/** POST /api/consents/requests: `{ parentEmail }`. */
export class ConsentRequestDto extends zodDto(consentRequestSchema) {}

/** POST /api/consents/{token}/grant: `{ birthdate }` (the parent's own). */
export class ConsentGrantDto extends zodDto(consentGrantSchema) {}

/** POST /api/admin/schools/{id}/consent-agreement: `{ agreementVersion, signedOn }`. */
export class SchoolConsentAgreementDto extends zodDto(schoolConsentAgreementWriteSchema) {}
