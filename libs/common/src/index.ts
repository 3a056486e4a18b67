export * from './zod-dto.js';
export * from './validation.js';
export * from './zod-validation.pipe.js';
export * from './id.pipe.js';
export * from './api-exception.filter.js';
export * from './public-response-cache.js';
