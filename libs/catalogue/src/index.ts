export * from './catalogue.module.js';
export * from './catalogue.service.js';
export * from './catalogue-read-model.js';
export { PublishedCareers } from './published-careers.js';
export { CareerNames } from './career-names.js';
