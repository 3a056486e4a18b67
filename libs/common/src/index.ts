export * from './zod-dto.js';
export * from './validation.js';
export * from './zod-validation.pipe.js';
export * from './control-characters.guard.js';
export * from './id.pipe.js';
export * from './too-many-requests.exception.js';
export * from './api-exception.filter.js';
export * from './public-response-cache.js';
