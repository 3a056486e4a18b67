import { Body, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiParam } from '@nestjs/swagger';
import {
  AdminAction,
  AdminController,
  ApiAdminList,
  Audit,
  listResponse,
  type AdminList,
  type AuditActor,
} from '@app/admin-kit';
import { ApiErrorResponses, ApiZodBody, ApiZodResponse, ParseIdPipe } from '@app/common';
import {
  adminUserInviteSchema,
  adminUserRecordSchema,
  adminUserSchema,
  adminUserWriteSchema,
  messageResponseSchema,
  USER_FILTERS,
  USER_SORTS,
  type AdminUser,
  type AdminUserRecord,
  type MessageResponse,
} from '@app/contracts';
import type { AdminUserProfile } from '@app/identity';
import { AdminUserInviteDto, AdminUserWriteDto } from './people-admin.dto.js';
import { UsersAdminService } from './users.admin.service.js';

const SPEC = { sortable: USER_SORTS, defaultSort: ['createdAt', 'DESC'], filters: USER_FILTERS } as const;
const idParam = ApiParam({ name: 'id', format: 'uuid', description: "The user's id" });
const NOT_FOUND = { 404: 'NOT_FOUND: there is no such user' };
const COOLDOWN = { 429: 'A code went to this account less than 30 s ago, or its daily number of codes' };

/**
 * The console's `users` (admins only): search, a user's page (audited as a read), disable and enable, role,
 * a student's date of birth, a new code or a reset e-mail, and staff invitations. Nobody types another person's
 * password.
 */
@AdminController('users')
export class UsersAdminController {
  constructor(private readonly users: UsersAdminService) {}

  @Get()
  @ApiAdminList(adminUserSchema)
  @ApiOperation({
    summary:
      'Accounts (filter: q = name, e-mail, mobile or username; role, disabled, confirmed, schoolId, id; sort: createdAt, username, email, name, role)',
  })
  list(@Query() query: Record<string, unknown>): Promise<AdminList<AdminUser>> {
    return listResponse(query, SPEC, (parsed) => this.users.list(parsed));
  }

  @Get(':id')
  @idParam
  @ApiZodResponse(200, adminUserRecordSchema)
  @ApiErrorResponses(NOT_FOUND)
  @ApiOperation({ summary: "A user's profile, orders, careers and results; the read is written to the audit log" })
  show(@Param('id', ParseIdPipe) id: string, @Audit() actor: AuditActor): Promise<AdminUserRecord> {
    return this.users.show(id, actor);
  }

  @Post()
  @ApiZodBody(adminUserInviteSchema)
  @ApiZodResponse(201, adminUserSchema)
  @ApiErrorResponses({ 400: 'VALIDATION_FAILED: field messages', 409: 'CONFLICT: the e-mail has an account' })
  @ApiOperation({
    summary: 'Invite a staff member: an account without a password, and an e-mail with a link to set one (7 days)',
  })
  invite(@Body() body: AdminUserInviteDto, @Audit() actor: AuditActor): Promise<AdminUserProfile> {
    return this.users.invite(body, actor);
  }

  @Put(':id')
  @idParam
  @ApiZodBody(adminUserWriteSchema)
  @ApiZodResponse(200, adminUserSchema)
  @ApiErrorResponses({
    ...NOT_FOUND,
    400: "VALIDATION_FAILED: a school role without a school, a date of birth not a real past date or not a student's",
    409: 'VERSION_CONFLICT (a stale version), or CONFLICT: your own account',
  })
  @ApiOperation({
    summary:
      "`disabled: true` disables (sign-in refused, every session ended at once), `false` enables; `role` changes it; `birthdate` corrects a student's date of birth (audited)",
  })
  update(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: AdminUserWriteDto,
    @Audit() actor: AuditActor,
  ): Promise<AdminUserProfile> {
    return this.users.update(id, body, actor);
  }

  @Post(':id/resend-code')
  @AdminAction('edit')
  @HttpCode(200)
  @idParam
  @ApiZodResponse(200, messageResponseSchema)
  @ApiErrorResponses({ ...NOT_FOUND, ...COOLDOWN, 409: 'CONFLICT: the e-mail is confirmed already' })
  @ApiOperation({ summary: 'A new e-mail confirmation code (or, for an invitation not taken up, a new link)' })
  resendCode(@Param('id', ParseIdPipe) id: string, @Audit() actor: AuditActor): Promise<MessageResponse> {
    return this.users.resendCode(id, actor);
  }

  @Post(':id/password-reset')
  @AdminAction('edit')
  @HttpCode(200)
  @idParam
  @ApiZodResponse(200, messageResponseSchema)
  @ApiErrorResponses({ ...NOT_FOUND, ...COOLDOWN })
  @ApiOperation({ summary: 'The forgot-password e-mail (a reset code), sent as if the user had asked' })
  passwordReset(@Param('id', ParseIdPipe) id: string, @Audit() actor: AuditActor): Promise<MessageResponse> {
    return this.users.sendPasswordReset(id, actor);
  }
}
