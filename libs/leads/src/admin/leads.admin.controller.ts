import { Body, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiParam } from '@nestjs/swagger';
import {
  AdminAction,
  AdminController,
  adminList,
  ApiAdminList,
  Audit,
  parseListQuery,
  type AdminList,
  type AuditActor,
} from '@app/admin-kit';
import { ApiErrorResponses, ApiZodBody, ApiZodResponse, ParseIdPipe } from '@app/common';
import {
  adminLeadDetailSchema,
  adminLeadNoteSchema,
  adminLeadSchema,
  adminLeadWriteSchema,
  LEAD_FILTERS,
  LEAD_SORTS,
  type AdminLead,
  type AdminLeadDetail,
} from '@app/contracts';
import { LeadNoteDto, LeadWriteDto } from './leads.admin.dto.js';
import { LeadsAdminService } from './leads.admin.service.js';

const SPEC = { sortable: LEAD_SORTS, defaultSort: ['createdAt', 'DESC'], filters: LEAD_FILTERS } as const;
const leadParam = ApiParam({ name: 'id', format: 'uuid' });
const NOT_YOURS = "LEAD_NOT_YOURS: another counsellor's lead, or an unassigned one not taken yet";

/**
 * The console's `leads` resource: demo and career requests for counsellors to answer. A move is a PUT of the record
 * with a new status; taking an unassigned lead and adding a note are actions of their own.
 */
@AdminController('leads')
export class LeadsAdminController {
  constructor(private readonly leads: LeadsAdminService) {}

  @Get()
  @ApiAdminList(adminLeadSchema)
  @ApiOperation({
    summary:
      'Leads, newest first; a counsellor sees their own and unassigned ones (filter: q, status, source, assigneeId, unassigned, mine, overdue, createdAt_gte, createdAt_lte, id)',
  })
  async list(@Query() query: Record<string, unknown>, @Audit() actor: AuditActor): Promise<AdminList<AdminLead>> {
    const parsed = parseListQuery(query, SPEC);
    const { data, total } = await this.leads.list(parsed, actor);
    return adminList(data, total, parsed);
  }

  @Get(':id')
  @leadParam
  @ApiZodResponse(200, adminLeadDetailSchema)
  @ApiErrorResponses({ 403: NOT_YOURS, 404: 'NOT_FOUND: no such lead' })
  @ApiOperation({ summary: 'One lead with its timeline' })
  show(@Param('id', ParseIdPipe) id: string, @Audit() actor: AuditActor): Promise<AdminLeadDetail> {
    return this.leads.get(id, actor);
  }

  @Put(':id')
  @leadParam
  @ApiZodBody(adminLeadWriteSchema)
  @ApiZodResponse(200, adminLeadDetailSchema)
  @ApiErrorResponses({
    400: 'VALIDATION_FAILED: LOST without a reason, a demo without a future time or an https meeting link',
    403: NOT_YOURS,
    404: 'NOT_FOUND: no such lead',
    409: 'LEAD_MOVE_NOT_ALLOWED: the state machine refuses the move; VERSION_CONFLICT: changed by someone else',
  })
  @ApiOperation({
    summary:
      'Move the lead (NEW → CONTACTED → DEMO_SCHEDULED → CONVERTED or LOST), reschedule its demo, or (admins) reassign it',
  })
  update(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: LeadWriteDto,
    @Audit() actor: AuditActor,
  ): Promise<AdminLeadDetail> {
    return this.leads.update(id, body, actor);
  }

  @Post(':id/take')
  @AdminAction('edit')
  @HttpCode(200)
  @leadParam
  @ApiZodResponse(200, adminLeadDetailSchema)
  @ApiErrorResponses({ 404: 'NOT_FOUND: no such lead', 409: 'LEAD_ALREADY_TAKEN: someone has it already' })
  @ApiOperation({ summary: 'Take an unassigned lead (idempotent for the one who has it)' })
  take(@Param('id', ParseIdPipe) id: string, @Audit() actor: AuditActor): Promise<AdminLeadDetail> {
    return this.leads.take(id, actor);
  }

  @Post(':id/notes')
  @AdminAction('edit')
  @HttpCode(200)
  @leadParam
  @ApiZodBody(adminLeadNoteSchema)
  @ApiZodResponse(200, adminLeadDetailSchema)
  @ApiErrorResponses({ 400: 'VALIDATION_FAILED: an empty note', 403: NOT_YOURS, 404: 'NOT_FOUND: no such lead' })
  @ApiOperation({ summary: "Add a note to the lead's timeline" })
  addNote(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: LeadNoteDto,
    @Audit() actor: AuditActor,
  ): Promise<AdminLeadDetail> {
    return this.leads.addNote(id, body.text, actor);
  }
}
