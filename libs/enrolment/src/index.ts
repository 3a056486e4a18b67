export * from './enrolment.module.js';
export * from './enrolment.service.js';
