import { Get, NotFoundException, Param, Query } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { type AdminAuditLog, adminAuditLogSchema } from '@app/contracts';
import { ApiZodResponse, ParseIdPipe } from '@app/common';
import { AdminController, ApiAdminList } from './admin-controller.decorator.js';
import { AUDIT_FILTERS, AUDIT_SORTABLE } from './audit.repository.js';
import { AuditService } from './audit.service.js';
import { adminList, type AdminList, parseListQuery } from './list-query.js';

const SPEC = { sortable: AUDIT_SORTABLE, defaultSort: ['at', 'DESC'], filters: AUDIT_FILTERS } as const;

/** The audit log for admins: newest first, filtered by resource, record, staff member, action and dates. */
@AdminController('audit-logs')
export class AuditLogsAdminController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @ApiAdminList(adminAuditLogSchema)
  @ApiOperation({ summary: 'Audit log entries (filter: resource, resourceId, userId, action, at_gte, at_lte)' })
  async list(@Query() query: Record<string, unknown>): Promise<AdminList<AdminAuditLog>> {
    const parsed = parseListQuery(query, SPEC);
    const { rows, total } = await this.audit.list(parsed);
    return adminList(rows, total, parsed);
  }

  @Get(':id')
  @ApiZodResponse(200, adminAuditLogSchema)
  @ApiOperation({ summary: 'One audit log entry' })
  async show(@Param('id', ParseIdPipe) id: string): Promise<AdminAuditLog> {
    const entry = await this.audit.find(id);
    if (!entry) throw new NotFoundException('Audit log entry not found');
    return entry;
  }
}
