import { Body, Controller, Get, Header, HttpCode, Post } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { startClassroomSchema, type ClassroomsResponse } from '@app/contracts';
import { CurrentUser, type Principal } from '@app/identity';
import { CampusSchool, CampusStudent } from './campus.guard.js';
import type { SchoolRow } from './classrooms.repository.js';
import { StartClassroomDto } from './classrooms.dto.js';
import { ClassroomsService, type StartClassroomResponse } from './classrooms.service.js';

/** The node service's classroom calls (spec section 7): campus students only, campus headers checked. */
@ApiTags('student')
@Controller('platform/student/classrooms')
@CampusStudent()
export class ClassroomsController {
  constructor(private readonly classrooms: ClassroomsService) {}

  @Get()
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({
    summary:
      "The caller's classrooms: { status: 1, data: [{ _id, class, classroom: { _id, classroom }, status, careers }] }",
  })
  list(@CurrentUser() { user }: Principal, @CampusSchool() school: SchoolRow): Promise<ClassroomsResponse> {
    return this.classrooms.list(user.id, school.id);
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Start a classroom (ENROLLED -> IN_PROGRESS) and enrol its careers; 409 while another is in progress, 403 for a classroom that is not the caller's; repeating it is a no-op",
  })
  @ApiBody({ schema: z.toJSONSchema(startClassroomSchema, { io: 'input' }) as object })
  start(
    @CurrentUser() { user }: Principal,
    @CampusSchool() school: SchoolRow,
    @Body() body: StartClassroomDto,
  ): Promise<StartClassroomResponse> {
    return this.classrooms.start(user.id, school.id, body.classroom.toLowerCase());
  }
}
