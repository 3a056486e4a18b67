import { Body, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiQuery } from '@nestjs/swagger';
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
  adminCareerContentListItemSchema,
  adminCareerContentRecordSchema,
  adminCareerContentWriteSchema,
  CAREER_CONTENT_FILTERS,
  CAREER_CONTENT_SORTS,
  careerContentResponseSchema,
  type AdminCareerContent,
  type AdminCareerContentListItem,
  type CareerContentResponse,
} from '@app/contracts';
import { CareerContentsAdminService } from './career-contents.admin.service.js';
import { CareerContentWriteDto, ContentPreviewQueryDto } from './career-contents.admin.dto.js';

const SPEC = {
  sortable: CAREER_CONTENT_SORTS,
  defaultSort: ['careerName', 'ASC'],
  filters: CAREER_CONTENT_FILTERS,
} as const;

const careerParam = ApiParam({ name: 'id', format: 'uuid', description: "The career's id (the record's id)" });
const NO_DRAFT = 'NOT_FOUND: the career has no assessment yet';

/**
 * The console's `career-contents` resource: a career's assessment, one record per career (id = the career's
 * id), in the ra-data-simple-rest dialect, plus publishing the draft and previewing it in the player.
 */
@AdminController('career-contents')
export class CareerContentsAdminController {
  constructor(private readonly contents: CareerContentsAdminService) {}

  @Get()
  @ApiAdminList(adminCareerContentListItemSchema)
  @ApiOperation({
    summary:
      'Careers with an assessment and its state (filter: q, published, id; sort: careerName, updatedAt, publishedAt)',
  })
  async list(@Query() query: Record<string, unknown>): Promise<AdminList<AdminCareerContentListItem>> {
    const parsed = parseListQuery(query, SPEC);
    const { data, total } = await this.contents.list(parsed);
    return adminList(data, total, parsed);
  }

  @Get(':id')
  @careerParam
  @ApiZodResponse(200, adminCareerContentRecordSchema)
  @ApiErrorResponses({ 404: NO_DRAFT })
  @ApiOperation({ summary: "A career's draft assessment, whole, with what is published of it" })
  show(@Param('id', ParseIdPipe) id: string): Promise<AdminCareerContent> {
    return this.contents.get(id);
  }

  @Post()
  @ApiZodBody(adminCareerContentWriteSchema)
  @ApiZodResponse(201, adminCareerContentRecordSchema)
  @ApiErrorResponses({
    400: 'VALIDATION_FAILED: field messages',
    409: 'CONFLICT: the career has an assessment already',
  })
  @ApiOperation({
    summary: 'A draft assessment for a career that has none (`careerId`); students get it once published',
  })
  create(@Body() body: CareerContentWriteDto, @Audit() actor: AuditActor): Promise<AdminCareerContent> {
    return this.contents.create(body, actor);
  }

  @Put(':id')
  @careerParam
  @ApiZodBody(adminCareerContentWriteSchema)
  @ApiZodResponse(200, adminCareerContentRecordSchema)
  @ApiErrorResponses({
    400: 'VALIDATION_FAILED: field messages (version is required)',
    404: NO_DRAFT,
    409: 'VERSION_CONFLICT: changed by someone else; reload',
  })
  @ApiOperation({ summary: 'Replace the draft whole; tests under way and published versions are not touched' })
  replace(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: CareerContentWriteDto,
    @Audit() actor: AuditActor,
  ): Promise<AdminCareerContent> {
    return this.contents.replace(id, body, actor);
  }

  @Post(':id/publish')
  @AdminAction('publish')
  @HttpCode(200)
  @careerParam
  @ApiZodResponse(200, adminCareerContentRecordSchema)
  @ApiErrorResponses({ 400: 'VALIDATION_FAILED: the draft breaks a rule (field messages)', 404: NO_DRAFT })
  @ApiOperation({
    summary: 'Publish the draft as the next version: new attempts take it, attempts under way keep theirs (idempotent)',
  })
  publish(@Param('id', ParseIdPipe) id: string, @Audit() actor: AuditActor): Promise<AdminCareerContent> {
    return this.contents.publish(id, actor);
  }

  @Get(':id/preview')
  @AdminAction('preview')
  @careerParam
  @ApiQuery({ name: 'gender', required: false, enum: ['male', 'female', 'other'] })
  @ApiZodResponse(200, careerContentResponseSchema)
  @ApiErrorResponses({ 404: NO_DRAFT })
  @ApiOperation({
    summary:
      "The draft as the student player's GET /career/content answers it, for a student of `gender`; records nothing",
  })
  preview(
    @Param('id', ParseIdPipe) id: string,
    @Query() query: ContentPreviewQueryDto,
  ): Promise<CareerContentResponse> {
    return this.contents.preview(id, query.gender ?? null);
  }
}
