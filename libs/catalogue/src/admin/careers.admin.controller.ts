import { Body, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { ADMIN_MESSAGES, adminCareerSchema, type AdminCareer } from '@app/contracts';
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
import { AdminCareerWriteDto } from './catalogue-admin.dto.js';
import { CAREER_ADMIN_MESSAGES, CareersAdminService } from './careers.admin.service.js';
import { CAREER_FILTERS, CAREER_SORTS } from './careers.admin.repository.js';

const SPEC = { sortable: CAREER_SORTS, defaultSort: ['name', 'ASC'], filters: CAREER_FILTERS } as const;

/** The console's careers: every public property, draft or published (content editors and admins write). */
@AdminController('careers')
export class CareersAdminController {
  constructor(private readonly careers: CareersAdminService) {}

  @Get()
  @ApiAdminList(adminCareerSchema)
  @ApiOperation({
    summary: `Careers (filter: q, fieldId, published, id; sort: ${CAREER_SORTS.join(', ')})`,
  })
  async list(@Query() query: Record<string, unknown>): Promise<AdminList<AdminCareer>> {
    const parsed = parseListQuery(query, SPEC);
    const { data, total } = await this.careers.list(parsed);
    return adminList(data, total, parsed);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One career' })
  @ApiZodResponse(200, adminCareerSchema)
  @ApiErrorResponses({ 404: CAREER_ADMIN_MESSAGES.notFound })
  show(@Param('id', ParseIdPipe) id: string): Promise<AdminCareer> {
    return this.careers.get(id);
  }

  @Post()
  @ApiOperation({ summary: 'Create a career (a record as GET answers it, less its id, is a valid body: Clone)' })
  @ApiZodResponse(201, adminCareerSchema, 'The career created')
  create(@Body() body: AdminCareerWriteDto, @Audit() actor: AuditActor): Promise<AdminCareer> {
    return this.careers.create(body, actor);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Edit a career: the whole record, with the version it was read at' })
  @ApiZodResponse(200, adminCareerSchema, 'The career as it now is')
  @ApiErrorResponses({
    404: CAREER_ADMIN_MESSAGES.notFound,
    409: `${ADMIN_MESSAGES.versionConflict} (VERSION_CONFLICT): nothing was written`,
  })
  update(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: AdminCareerWriteDto,
    @Audit() actor: AuditActor,
  ): Promise<AdminCareer> {
    return this.careers.update(id, body, actor);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a career nobody has used (else 409 IN_USE: unpublish it instead)' })
  @ApiZodResponse(200, adminCareerSchema, 'The career deleted')
  @ApiErrorResponses({
    404: CAREER_ADMIN_MESSAGES.notFound,
    409: 'IN_USE: enrolled students, classrooms, carts or orders have it; unpublish it instead',
  })
  remove(@Param('id', ParseIdPipe) id: string, @Audit() actor: AuditActor): Promise<AdminCareer> {
    return this.careers.remove(id, actor);
  }
}
