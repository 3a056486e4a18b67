import { adminUserInviteSchema, adminUserWriteSchema } from '@app/contracts';
import { zodDto } from '@app/common';

/**
 * PUT /api/admin/users/:id: `disabled`, `role` (and `schoolId`), a student's `birthdate`, optionally the `version`
 * read.
 */
export class AdminUserWriteDto extends zodDto(adminUserWriteSchema) {}
/** POST /api/admin/users: a staff invitation. */
export class AdminUserInviteDto extends zodDto(adminUserInviteSchema) {}
