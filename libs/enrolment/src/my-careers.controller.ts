import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiZodResponse } from '@app/common';
import { myCareersResponseSchema, type MyCareersResponse } from '@app/contracts';
import { Auth, ParentMayRead, ReadSubject, type UserRow } from '@app/identity';
import { UserIdQueryDto } from './enrolment.dto.js';
import { EnrolmentService } from './enrolment.service.js';

@ApiTags('student')
@Controller('platform/mycareers')
@Auth('student', 'parent', 'campus_student')
export class MyCareersController {
  constructor(private readonly enrolment: EnrolmentService) {}

  @Get()
  @ParentMayRead()
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({
    summary:
      "The caller's enrolled careers (or, for a linked parent, the child's named by userId): [{ _id: { $oid }, careerId: { $oid }, master, status }]",
  })
  @ApiZodResponse(200, myCareersResponseSchema)
  myCareers(@ReadSubject() user: UserRow, @Query() _query: UserIdQueryDto): Promise<MyCareersResponse> {
    return this.enrolment.myCareers(user.id);
  }
}
