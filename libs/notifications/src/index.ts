export * from './mail.service.js';
export * from './notifications.module.js';
export * from './html.js';
export { MailLogService, type MailLogQuery } from './mail-log.service.js';
export { NotificationsPersonalData } from './notifications.personal-data.js';
