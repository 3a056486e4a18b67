import { z } from 'zod';
import { oidSchema } from './ids.js';

/** Shapes of the student-area calls about enrolled careers (spec sections 3 and 7). */

export const enrolmentStatusSchema = z.enum(['ENROLLED', 'IN_PROGRESS', 'COMPLETED', 'ABANDONED']);
export type EnrolmentStatus = z.output<typeof enrolmentStatusSchema>;

/** One enrolled career, the spec's user-map-career: `_id.$oid`, `careerId.$oid`, `master`, `status`. */
export const myCareerSchema = z
  .object({
    _id: oidSchema,
    careerId: oidSchema,
    master: z.object({ name: z.string(), logo: z.string(), logo_bg: z.string() }),
    status: enrolmentStatusSchema,
  })
  .meta({ id: 'MyCareer' });
export type MyCareer = z.output<typeof myCareerSchema>;

export const myCareersResponseSchema = z.array(myCareerSchema);
export type MyCareersResponse = z.output<typeof myCareersResponseSchema>;
