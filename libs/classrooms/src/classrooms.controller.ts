import { Body, Controller, Get, Header, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses, ApiZodResponse } from '@app/common';
import {
  CLASSROOM_MESSAGES,
  classroomsResponseSchema,
  startClassroomResponseSchema,
  type ClassroomsResponse,
} from '@app/contracts';
import { RequiresConsent } from '@app/consent';
import { CurrentUser, type Principal } from '@app/identity';
import { CampusSchool, CampusStudent } from './campus.guard.js';
import type { SchoolRow } from './classrooms.repository.js';
import { StartClassroomDto } from './classrooms.dto.js';
import { ClassroomsService, type StartClassroomResponse } from './classrooms.service.js';

const NOT_CAMPUS = `${CLASSROOM_MESSAGES.campusOnly}, or ${CLASSROOM_MESSAGES.campusMismatch.toLowerCase()}`;

/** The node service's classroom calls (spec section 7): campus students only, campus headers checked. */
@ApiTags('student')
@Controller('platform/student/classrooms')
@CampusStudent()
@ApiErrorResponses({ 403: NOT_CAMPUS })
export class ClassroomsController {
  constructor(private readonly classrooms: ClassroomsService) {}

  @Get()
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({
    summary:
      "The caller's classrooms: { status: 1, data: [{ _id, class, classroom: { _id, classroom }, status, careers }] }",
  })
  @ApiZodResponse(200, classroomsResponseSchema)
  list(@CurrentUser() { user }: Principal, @CampusSchool() school: SchoolRow): Promise<ClassroomsResponse> {
    return this.classrooms.list(user.id, school.id);
  }

  @Post()
  @RequiresConsent()
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Start a classroom (ENROLLED -> IN_PROGRESS) and enrol its careers; 409 while another is in progress, 403 for a classroom that is not the caller's; repeating it is a no-op",
  })
  @ApiZodResponse(200, startClassroomResponseSchema)
  // A route's own 403 replaces the controller's in the document, so it names the controller's reasons too.
  @ApiErrorResponses({
    403: `${NOT_CAMPUS}, or ${CLASSROOM_MESSAGES.notYours.toLowerCase()}`,
    409: `${CLASSROOM_MESSAGES.alreadyInProgress}; or, outside the classroom's dates, CLASSROOM_NOT_OPEN ("This classroom opens on ...") or CLASSROOM_CLOSED ("This classroom closed on ...")`,
  })
  start(
    @CurrentUser() { user }: Principal,
    @CampusSchool() school: SchoolRow,
    @Body() body: StartClassroomDto,
  ): Promise<StartClassroomResponse> {
    return this.classrooms.start(user.id, school.id, body.classroom.toLowerCase());
  }
}
