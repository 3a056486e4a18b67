export * from './enrolment.module.js';
export * from './enrolment.service.js';
export * from './enrolment-state.js';
export type { Enrolment, EnrolmentWithCareer } from './enrolment.repository.js';
export {
  CompletionStatsService,
  type CareerStatusRow,
  type CompletionDayStats,
  type CompletionStatsWindow,
} from './completion-stats.service.js';
export { EnrolmentPersonalData } from './enrolment.personal-data.js';
