import { z } from 'zod';
import { cartUserQuerySchema } from '@app/contracts';
import { zodDto } from '@app/common';

/** `?userMapCareerId=`: the caller's enrolment (user_careers.id). */
export const contentQuerySchema = z.object({
  userMapCareerId: z
    .string({ error: 'userMapCareerId is required' })
    .pipe(z.uuid({ error: 'Invalid id' }))
    .transform((id) => id.toLowerCase()),
});

export class ContentQueryDto extends zodDto(contentQuerySchema) {}
/** `?userId=`: required, a UUID, and (checked by @Auth) the caller's own. */
export class StudentQueryDto extends zodDto(cartUserQuerySchema) {}
