export * from './invoicing.module.js';
export * from './invoice.service.js';
export type { InvoiceRow } from './invoices.repository.js';
export * from './invoice-pdf.js';
export * from './financial-year.js';
export * from './amount-in-words.js';
export * from './gst-split.js';
export * from './issue-invoice.job.js';
