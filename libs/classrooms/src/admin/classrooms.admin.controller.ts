import { Body, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import {
  adminClassroomSchema,
  adminClassroomStudentSchema,
  CLASSROOM_ADMIN_MESSAGES,
  CLASSROOM_SORTS,
  CLASSROOM_STUDENT_FILTERS,
  CLASSROOM_STUDENT_SORTS,
  type AdminClassroom,
  type AdminClassroomStudent,
} from '@app/contracts';
import { ApiErrorResponses, ApiZodResponse, ParseIdPipe } from '@app/common';
import { AdminController, ApiAdminList, Audit, listResponse, type AdminList, type AuditActor } from '@app/admin-kit';
import { AdminClassroomWriteDto } from './classrooms-admin.dto.js';
import { CLASSROOM_LIST } from './classrooms.admin.repository.js';
import { ClassroomsAdminService } from './classrooms.admin.service.js';

const STUDENT_LIST = {
  sortable: CLASSROOM_STUDENT_SORTS,
  defaultSort: ['name', 'ASC'],
  filters: CLASSROOM_STUDENT_FILTERS,
} as const;

const NOT_FOUND = `${CLASSROOM_ADMIN_MESSAGES.notFound} (another school's classroom too)`;

/**
 * The console's classrooms (issue 13): school admins run their own school's, admins any school's. Not the kit's
 * AdminCrudController: every call here, the reads too, carries the caller, whose school limits the query.
 */
@AdminController('classrooms')
export class ClassroomsAdminController {
  constructor(private readonly classrooms: ClassroomsAdminService) {}

  @Get()
  @ApiAdminList(adminClassroomSchema)
  @ApiOperation({
    summary: `Classrooms of the caller's school, or every school's for admins (filter: q, schoolId, class, open, id; sort: ${CLASSROOM_SORTS.join(', ')})`,
  })
  list(@Query() query: Record<string, unknown>, @Audit() actor: AuditActor): Promise<AdminList<AdminClassroom>> {
    return listResponse(query, CLASSROOM_LIST, (parsed) => this.classrooms.list(actor, parsed));
  }

  /** Static, so the router takes it before `:id`. */
  @Get('students')
  @ApiAdminList(adminClassroomStudentSchema)
  @ApiOperation({
    summary: `The active campus students of the caller's school, to put in a classroom (filter: q, section, class, schoolId for admins, id; sort: ${CLASSROOM_STUDENT_SORTS.join(', ')})`,
  })
  students(
    @Query() query: Record<string, unknown>,
    @Audit() actor: AuditActor,
  ): Promise<AdminList<AdminClassroomStudent>> {
    return listResponse(query, STUDENT_LIST, (parsed) => this.classrooms.students(actor, parsed));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One classroom' })
  @ApiZodResponse(200, adminClassroomSchema)
  @ApiErrorResponses({ 404: NOT_FOUND })
  show(@Param('id', ParseIdPipe) id: string, @Audit() actor: AuditActor): Promise<AdminClassroom> {
    return this.classrooms.get(actor, id);
  }

  @Post()
  @ApiOperation({
    summary:
      'Create a classroom: { name, class, section, careerIds, studentIds, opensAt, closesAt } (and schoolId, for admins)',
  })
  @ApiZodResponse(201, adminClassroomSchema, 'The classroom created')
  create(@Body() body: AdminClassroomWriteDto, @Audit() actor: AuditActor): Promise<AdminClassroom> {
    return this.classrooms.create(body, actor);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Edit a classroom: the whole record, with the version it was read at' })
  @ApiZodResponse(200, adminClassroomSchema, 'The classroom as it now is')
  @ApiErrorResponses({ 404: NOT_FOUND, 409: 'Changed by someone else; reload (VERSION_CONFLICT): nothing was written' })
  update(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: AdminClassroomWriteDto,
    @Audit() actor: AuditActor,
  ): Promise<AdminClassroom> {
    return this.classrooms.update(id, body, actor);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a classroom nobody has started (else 409 IN_USE)' })
  @ApiZodResponse(200, adminClassroomSchema, 'The classroom deleted')
  @ApiErrorResponses({ 404: NOT_FOUND, 409: 'IN_USE: students have started the classroom' })
  remove(@Param('id', ParseIdPipe) id: string, @Audit() actor: AuditActor): Promise<AdminClassroom> {
    return this.classrooms.remove(id, actor);
  }
}
