import { Get, HttpCode, Param, Post, Query } from '@nestjs/common';
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
import { ApiErrorResponses, ApiZodResponse, ParseIdPipe } from '@app/common';
import { adminMailSchema, MAIL_FILTERS, MAIL_SORTS, type AdminMail } from '@app/contracts';
import { MailsAdminService } from './mails.admin.service.js';

const SPEC = { sortable: MAIL_SORTS, defaultSort: ['createdAt', 'DESC'], filters: MAIL_FILTERS } as const;
const idParam = ApiParam({ name: 'id', format: 'uuid', description: "The mail's id" });

/** The console's `mails` (admins only): every e-mail the platform sends, its state, and resending a failed one. */
@AdminController('mails')
export class MailsAdminController {
  constructor(private readonly mails: MailsAdminService) {}

  @Get()
  @ApiAdminList(adminMailSchema)
  @ApiOperation({
    summary:
      'E-mails, newest first (filter: q = recipient, status, id, createdAt_gte, createdAt_lte; sort: createdAt, updatedAt, status, attempts, to)',
  })
  list(@Query() query: Record<string, unknown>): Promise<AdminList<AdminMail>> {
    return listResponse(query, SPEC, (parsed) => this.mails.list(parsed));
  }

  @Get(':id')
  @idParam
  @ApiZodResponse(200, adminMailSchema)
  @ApiErrorResponses({ 404: 'NOT_FOUND: there is no such e-mail' })
  @ApiOperation({ summary: 'One e-mail: recipient, subject, state, tries and the last error' })
  show(@Param('id', ParseIdPipe) id: string): Promise<AdminMail> {
    return this.mails.get(id);
  }

  @Post(':id/resend')
  @AdminAction('edit')
  @HttpCode(200)
  @idParam
  @ApiZodResponse(200, adminMailSchema)
  @ApiErrorResponses({
    404: 'NOT_FOUND: there is no such e-mail',
    409: 'CONFLICT: the e-mail is not failed (sent, or queued already), or its job is running right now',
  })
  @ApiOperation({
    summary: 'Send a failed e-mail again: it is queued and its job runs again (a double click sends it once)',
  })
  resend(@Param('id', ParseIdPipe) id: string, @Audit() actor: AuditActor): Promise<AdminMail> {
    return this.mails.resend(id, actor);
  }
}
