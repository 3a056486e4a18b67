import { Get, Header, Param, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import { AdminController, ApiAdminList, Audit, listResponse, type AdminList, type AuditActor } from '@app/admin-kit';
import { ApiErrorResponses, attachment, ApiZodResponse, ParseIdPipe } from '@app/common';
import { adminCreditNoteSchema, CREDIT_NOTE_FILTERS, CREDIT_NOTE_SORTS, type AdminCreditNote } from '@app/contracts';
import { CreditNotesAdminService } from './credit-notes.admin.service.js';

const SPEC = { sortable: CREDIT_NOTE_SORTS, defaultSort: ['issuedAt', 'DESC'], filters: CREDIT_NOTE_FILTERS } as const;
const noteParam = ApiParam({ name: 'id', format: 'uuid' });

/** The console's `credit-notes` resource: the GST credit notes of admins' refunds, for accounts and support. */
@AdminController('credit-notes')
export class CreditNotesAdminController {
  constructor(private readonly notes: CreditNotesAdminService) {}

  @Get()
  @ApiAdminList(adminCreditNoteSchema)
  @ApiOperation({
    summary:
      "Credit notes, newest first (filter: q = part of the serial, the invoice's serial or the buyer's name, or an order id; orderId, issuedAt_gte, issuedAt_lte, id)",
  })
  list(@Query() query: Record<string, unknown>): Promise<AdminList<AdminCreditNote>> {
    return listResponse(query, SPEC, (parsed) => this.notes.list(parsed));
  }

  @Get(':id')
  @noteParam
  @ApiZodResponse(200, adminCreditNoteSchema)
  @ApiErrorResponses({ 404: 'NOT_FOUND: no such credit note' })
  @ApiOperation({ summary: 'One credit note (an audited read)' })
  show(@Param('id', ParseIdPipe) id: string, @Audit() actor: AuditActor): Promise<AdminCreditNote> {
    return this.notes.get(id, actor);
  }

  @Get(':id/pdf')
  @noteParam
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse({
    description: 'The credit note, as an attachment',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiErrorResponses({ 404: 'NOT_FOUND: no such credit note' })
  @ApiOperation({ summary: "The credit note's PDF, as the buyer got it (an audited read)" })
  async pdf(@Param('id', ParseIdPipe) id: string, @Audit() actor: AuditActor): Promise<StreamableFile> {
    const { filename, pdf } = await this.notes.pdf(id, actor);
    return attachment(pdf, filename);
  }
}
