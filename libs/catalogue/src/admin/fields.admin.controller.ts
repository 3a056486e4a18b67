import { Body, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { ADMIN_MESSAGES, adminFieldSchema, type AdminField } from '@app/contracts';
import { ApiErrorResponses, ApiZodResponse, ParseIdPipe } from '@app/common';
import {
  AdminController,
  adminList,
  ApiAdminList,
  Audit,
  parseListQuery,
  type AdminList,
  type AuditActor,
} from '@app/admin-kit';
import { AdminFieldWriteDto } from './catalogue-admin.dto.js';
import { FIELD_ADMIN_MESSAGES, FieldsAdminService } from './fields.admin.service.js';
import { FIELD_FILTERS, FIELD_SORTS } from './fields.admin.repository.js';

const SPEC = { sortable: FIELD_SORTS, defaultSort: ['sortOrder', 'ASC'], filters: FIELD_FILTERS } as const;

/** The careers' fields (Science, Commerce, ...). */
@AdminController('fields')
export class FieldsAdminController {
  constructor(private readonly fields: FieldsAdminService) {}

  @Get()
  @ApiAdminList(adminFieldSchema)
  @ApiOperation({ summary: `Fields (filter: q, id; sort: ${FIELD_SORTS.join(', ')})` })
  async list(@Query() query: Record<string, unknown>): Promise<AdminList<AdminField>> {
    const parsed = parseListQuery(query, SPEC);
    const { data, total } = await this.fields.list(parsed);
    return adminList(data, total, parsed);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One field' })
  @ApiZodResponse(200, adminFieldSchema)
  @ApiErrorResponses({ 404: FIELD_ADMIN_MESSAGES.notFound })
  show(@Param('id', ParseIdPipe) id: string): Promise<AdminField> {
    return this.fields.get(id);
  }

  @Post()
  @ApiOperation({ summary: 'Create a field' })
  @ApiZodResponse(201, adminFieldSchema, 'The field created')
  create(@Body() body: AdminFieldWriteDto, @Audit() actor: AuditActor): Promise<AdminField> {
    return this.fields.create(body, actor);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Rename or reorder a field, with the version it was read at' })
  @ApiZodResponse(200, adminFieldSchema, 'The field as it now is')
  @ApiErrorResponses({
    404: FIELD_ADMIN_MESSAGES.notFound,
    409: `${ADMIN_MESSAGES.versionConflict} (VERSION_CONFLICT): nothing was written`,
  })
  update(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: AdminFieldWriteDto,
    @Audit() actor: AuditActor,
  ): Promise<AdminField> {
    return this.fields.update(id, body, actor);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a field without careers (else 409 IN_USE)' })
  @ApiZodResponse(200, adminFieldSchema, 'The field deleted')
  @ApiErrorResponses({ 404: FIELD_ADMIN_MESSAGES.notFound, 409: 'IN_USE: the field has careers' })
  remove(@Param('id', ParseIdPipe) id: string, @Audit() actor: AuditActor): Promise<AdminField> {
    return this.fields.remove(id, actor);
  }
}
