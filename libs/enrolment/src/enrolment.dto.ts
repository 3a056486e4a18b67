import { cartUserQuerySchema } from '@app/contracts';
import { zodDto } from '@app/common';

/** `?userId=`: required, a UUID, and (checked by @Auth) the caller's own. */
export class UserIdQueryDto extends zodDto(cartUserQuerySchema) {}
