import { Body, Get, HttpCode, Param, Post, Put, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  AdminAction,
  AdminController,
  ApiAdminList,
  Audit,
  listResponse,
  parseListQuery,
  type AdminList,
  type AuditActor,
} from '@app/admin-kit';
import { ApiErrorResponses, attachment, ApiZodBody, ApiZodResponse, ParseIdPipe } from '@app/common';
import {
  adminLeadDetailSchema,
  adminLeadNoteSchema,
  adminLeadSchema,
  adminLeadWriteSchema,
  LEAD_EXPORT_MAX_ROWS,
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
 * with a new status; taking an unassigned lead, adding a note and exporting the list are actions of their own.
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
  list(@Query() query: Record<string, unknown>, @Audit() actor: AuditActor): Promise<AdminList<AdminLead>> {
    return listResponse(query, SPEC, (parsed) => this.leads.list(parsed, actor));
  }

  @Get('export')
  @AdminAction('export')
  @ApiOkResponse({
    description: `The leads as an attachment \`leads-<India date>.csv\`: UTF-8 with a byte order mark, CRLF, a header row; at most ${LEAD_EXPORT_MAX_ROWS.toLocaleString('en-IN')} rows, the first in the list's order`,
    headers: {
      'X-Total-Count': {
        schema: { type: 'integer' },
        description: `How many leads matched: more than the file's rows when the cap of ${LEAD_EXPORT_MAX_ROWS} cut it`,
      },
    },
    content: { 'text/csv': { schema: { type: 'string' } } },
  })
  @ApiErrorResponses({
    400: 'BAD_LIST_QUERY: a sort or filter the list refuses; VALIDATION_FAILED: an unknown status or source',
  })
  @ApiOperation({
    summary: `Every lead the list's filter and sort select, as CSV (admins; an audited read): ID, name, e-mail, mobile, source, status, counsellor, lost reason, created at and a scheduled demo's time (UTC and IST). Cells starting with =, +, - or @ get a leading apostrophe. range is ignored; at most ${LEAD_EXPORT_MAX_ROWS} rows`,
  })
  async export(
    @Query() query: Record<string, unknown>,
    @Audit() actor: AuditActor,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    // The list's sort and filter; a file holds every row, so a page's range means nothing here.
    const { filename, csv, total } = await this.leads.export(
      parseListQuery({ sort: query.sort, filter: query.filter }, SPEC),
      actor,
    );
    void reply.header('X-Total-Count', String(total));
    return attachment(csv, filename, 'text/csv; charset=utf-8');
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
