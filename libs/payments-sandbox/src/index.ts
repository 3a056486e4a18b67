export * from './payments-sandbox.module.js';
export * from './sandbox.store.js';
