export * from './payments-sandbox.module.js';
export * from './sandbox.store.js';
export * from './webhook-sender.js';
