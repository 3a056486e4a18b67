import { z } from 'zod';

/** Shapes of the calls that run the platform rather than serve students: health and the dev mailbox. */

/** GET /health: 200 when both services answer, 503 naming the one that is down. */
export const healthResponseSchema = z
  .object({
    status: z.enum(['ok', 'unavailable']),
    postgres: z.enum(['up', 'down']),
    redis: z.enum(['up', 'down']),
  })
  .meta({ id: 'HealthResponse' });
export type HealthResponse = z.output<typeof healthResponseSchema>;

/** One message of the dev mailbox (GET /dev/mail): newest first. */
export const devMailMessageSchema = z
  .object({
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.int() })),
    sentAt: z.iso.datetime(),
  })
  .meta({ id: 'DevMailMessage' });
export type DevMailMessage = z.output<typeof devMailMessageSchema>;
export const devMailResponseSchema = z.array(devMailMessageSchema);
