import { Body, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { ADMIN_MESSAGES, adminReviewSchema, type AdminReview } from '@app/contracts';
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
import { AdminReviewWriteDto } from './catalogue-admin.dto.js';
import { REVIEW_ADMIN_MESSAGES, ReviewsAdminService } from './reviews.admin.service.js';
import { REVIEW_FILTERS, REVIEW_SORTS } from './reviews.admin.repository.js';

const SPEC = { sortable: REVIEW_SORTS, defaultSort: ['sortOrder', 'ASC'], filters: REVIEW_FILTERS } as const;

/** The certification course's learner reviews: hidden ones stay here and leave the public page. */
@AdminController('reviews')
export class ReviewsAdminController {
  constructor(private readonly reviews: ReviewsAdminService) {}

  @Get()
  @ApiAdminList(adminReviewSchema)
  @ApiOperation({ summary: `Reviews (filter: q, hidden, id; sort: ${REVIEW_SORTS.join(', ')})` })
  async list(@Query() query: Record<string, unknown>): Promise<AdminList<AdminReview>> {
    const parsed = parseListQuery(query, SPEC);
    const { data, total } = await this.reviews.list(parsed);
    return adminList(data, total, parsed);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One review' })
  @ApiZodResponse(200, adminReviewSchema)
  @ApiErrorResponses({ 404: REVIEW_ADMIN_MESSAGES.notFound })
  show(@Param('id', ParseIdPipe) id: string): Promise<AdminReview> {
    return this.reviews.get(id);
  }

  @Post()
  @ApiOperation({ summary: 'Add a review' })
  @ApiZodResponse(201, adminReviewSchema, 'The review added')
  create(@Body() body: AdminReviewWriteDto, @Audit() actor: AuditActor): Promise<AdminReview> {
    return this.reviews.create(body, actor);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Edit, hide or show a review, with the version it was read at' })
  @ApiZodResponse(200, adminReviewSchema, 'The review as it now is')
  @ApiErrorResponses({
    404: REVIEW_ADMIN_MESSAGES.notFound,
    409: `${ADMIN_MESSAGES.versionConflict} (VERSION_CONFLICT): nothing was written`,
  })
  update(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: AdminReviewWriteDto,
    @Audit() actor: AuditActor,
  ): Promise<AdminReview> {
    return this.reviews.update(id, body, actor);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a review' })
  @ApiZodResponse(200, adminReviewSchema, 'The review deleted')
  @ApiErrorResponses({ 404: REVIEW_ADMIN_MESSAGES.notFound })
  remove(@Param('id', ParseIdPipe) id: string, @Audit() actor: AuditActor): Promise<AdminReview> {
    return this.reviews.remove(id, actor);
  }
}
