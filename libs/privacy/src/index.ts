export * from './privacy.module.js';
export { PersonalDataModule, PERSONAL_DATA_SOURCES } from './personal-data.module.js';
export { PersonalDataService } from './personal-data.service.js';
export { DataAccessService } from './data-access.service.js';
export { YOUR_DATA_PATH } from './jobs/privacy-mails.js';
