import { adminRefundRequestSchema } from '@app/contracts';
import { zodDto } from '@app/common';

/** POST /api/admin/orders/:id/refund: the careers (none: the whole order), the reason, and the started ones' consent. */
export class RefundRequestDto extends zodDto(adminRefundRequestSchema) {}
