export * from './app-config.js';
export * from './config.module.js';
export * from './gstin.js';
export * from './repository-secrets.js';
export * from './secret-strength.js';
