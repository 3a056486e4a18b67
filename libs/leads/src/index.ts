export * from './leads.module.js';
export * from './commands/request-demo.command.js';
export * from './commands/request-career.command.js';
export * from './events/demo-requested.event.js';
