export * from './app-logger.js';
export * from './request-context.js';
export * from './scrub.js';
