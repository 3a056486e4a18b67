import { Body, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiParam } from '@nestjs/swagger';
import {
  AdminController,
  ApiAdminList,
  Audit,
  listResponse,
  schoolScopeOf,
  type AdminList,
  type AuditActor,
} from '@app/admin-kit';
import { ApiErrorResponses, ApiZodBody, ApiZodResponse, ParseIdPipe } from '@app/common';
import { adminSchoolSchema, adminSchoolWriteSchema, SCHOOL_SORTS, type AdminSchool } from '@app/contracts';
import { AdminSchoolWriteDto } from './schools-admin.dto.js';
import { SCHOOL_LIST } from './schools.admin.repository.js';
import { SchoolsAdminService } from './schools.admin.service.js';

const idParam = ApiParam({ name: 'id', format: 'uuid', description: "The school's id" });
const NOT_FOUND = { 404: "NOT_FOUND: there is no such school (or it is not the school admin's own)" };
const FIELDS_400 = 'VALIDATION_FAILED: field messages (a name or campus id another school has, seats below those used)';

/**
 * The console's `schools`: admins list, create and edit them; a school admin lists and reads their own school
 * only (the scope is in the query: another school's id answers 404). Not on the kit's AdminCrudController: its
 * list and show do not know who asks, and here the answer depends on it. No delete.
 */
@AdminController('schools')
export class SchoolsAdminController {
  constructor(private readonly schools: SchoolsAdminService) {}

  @Get()
  @ApiAdminList(adminSchoolSchema)
  @ApiOperation({
    summary: `Schools (filter: q = name or campus id, board, state, id; sort: ${SCHOOL_SORTS.join(', ')}); a school admin gets their own school only`,
  })
  list(@Query() query: Record<string, unknown>, @Audit() actor: AuditActor): Promise<AdminList<AdminSchool>> {
    return listResponse(query, SCHOOL_LIST, (parsed) => this.schools.list(parsed, schoolScopeOf(actor)));
  }

  @Get(':id')
  @idParam
  @ApiZodResponse(200, adminSchoolSchema)
  @ApiErrorResponses(NOT_FOUND)
  @ApiOperation({ summary: 'One school, with its seats used and its number of school admins' })
  show(@Param('id', ParseIdPipe) id: string, @Audit() actor: AuditActor): Promise<AdminSchool> {
    return this.schools.get(id, schoolScopeOf(actor));
  }

  @Post()
  @ApiZodBody(adminSchoolWriteSchema)
  @ApiZodResponse(201, adminSchoolSchema, 'The school created')
  @ApiErrorResponses({ 400: FIELDS_400 })
  @ApiOperation({ summary: 'Create a school: name, campus id, board, city, state, logo (optional) and seats' })
  create(@Body() body: AdminSchoolWriteDto, @Audit() actor: AuditActor): Promise<AdminSchool> {
    return this.schools.create(body, actor);
  }

  @Put(':id')
  @idParam
  @ApiZodBody(adminSchoolWriteSchema)
  @ApiZodResponse(200, adminSchoolSchema, 'The school as it now is')
  @ApiErrorResponses({
    ...NOT_FOUND,
    400: FIELDS_400,
    409: 'VERSION_CONFLICT: changed by someone else since it was read; nothing was written',
  })
  @ApiOperation({ summary: 'Edit a school, with the version it was read at' })
  update(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: AdminSchoolWriteDto,
    @Audit() actor: AuditActor,
  ): Promise<AdminSchool> {
    return this.schools.update(id, body, actor);
  }
}
