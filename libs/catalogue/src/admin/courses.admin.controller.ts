import { Body, Get, Param, Put, Query } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { ADMIN_MESSAGES, adminCourseSchema, type AdminCourse } from '@app/contracts';
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
import { AdminCourseWriteDto } from './catalogue-admin.dto.js';
import { COURSE_ADMIN_MESSAGES, CoursesAdminService } from './courses.admin.service.js';
import { COURSE_FILTERS, COURSE_SORTS } from './courses.admin.repository.js';

const SPEC = { sortable: COURSE_SORTS, defaultSort: ['title', 'ASC'], filters: COURSE_FILTERS } as const;

/** The certification course: listed and edited, never created or deleted (the public page names it by id). */
@AdminController('courses')
export class CoursesAdminController {
  constructor(private readonly courses: CoursesAdminService) {}

  @Get()
  @ApiAdminList(adminCourseSchema)
  @ApiOperation({ summary: `Courses (filter: id; sort: ${COURSE_SORTS.join(', ')})` })
  async list(@Query() query: Record<string, unknown>): Promise<AdminList<AdminCourse>> {
    const parsed = parseListQuery(query, SPEC);
    const { data, total } = await this.courses.list(parsed);
    return adminList(data, total, parsed);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One course' })
  @ApiZodResponse(200, adminCourseSchema)
  @ApiErrorResponses({ 404: COURSE_ADMIN_MESSAGES.notFound })
  show(@Param('id', ParseIdPipe) id: string): Promise<AdminCourse> {
    return this.courses.get(id);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Edit the course (title, prices, start date, modules), with the version it was read at' })
  @ApiZodResponse(200, adminCourseSchema, 'The course as it now is')
  @ApiErrorResponses({
    404: COURSE_ADMIN_MESSAGES.notFound,
    409: `${ADMIN_MESSAGES.versionConflict} (VERSION_CONFLICT): nothing was written`,
  })
  update(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: AdminCourseWriteDto,
    @Audit() actor: AuditActor,
  ): Promise<AdminCourse> {
    return this.courses.update(id, body, actor);
  }
}
