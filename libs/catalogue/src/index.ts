export * from './catalogue.module.js';
export * from './catalogue.service.js';
