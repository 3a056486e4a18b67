export * from './assessment.module.js';
export * from './report/assessment-report.service.js';
export * from './report/report-pdf.js';
export * from './results/results-query.service.js';
export * from './jobs/score-assessment.job.js';
export * from './progress.js';
export * from './content-plan.js';
export * from './events/career-completed.event.js';
