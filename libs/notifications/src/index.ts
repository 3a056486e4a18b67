export * from './mail.service.js';
export * from './notifications.module.js';
export * from './html.js';
