import { z } from 'zod';

/**
 * Ids in answers: UUID strings (docs/decisions.md). `guid` checks only the 8-4-4-4-12 hex shape, not the RFC
 * version and variant bits, so the document never promises more than the database holds (seeded ids included).
 */
export const entityIdSchema = z.guid();

/** `{ $oid }`: an id wrapped as the spec shows it (MongoDB's extended JSON, kept from the original API). */
export const oidSchema = z.object({ $oid: entityIdSchema }).meta({ id: 'Oid' });
export type Oid = z.output<typeof oidSchema>;
