export * from './leads.module.js';
export * from './commands/request-demo.command.js';
export * from './commands/request-career.command.js';
export * from './events/demo-requested.event.js';
export { LeadsClock } from './leads-clock.js';
export { reminderJobId } from './schedule/demo-schedule.jobs.js';
export { LeadStatsService, type LeadDayStats, type LeadStatsWindow } from './admin/lead-stats.service.js';
export { LeadsPersonalData } from './leads.personal-data.js';
