export * from './mail.service.js';
export * from './mail.repository.js';
export * from './notifications.module.js';
export * from './html.js';
