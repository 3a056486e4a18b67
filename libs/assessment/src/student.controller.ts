import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiZodResponse } from '@app/common';
import {
  dashboardResponseSchema,
  studentSummaryResponseSchema,
  subjectsResponseSchema,
  type DashboardResponse,
  type StudentSummaryResponse,
  type SubjectsResponse,
} from '@app/contracts';
import { Auth, ParentMayRead, ReadSubject, type UserRow } from '@app/identity';
import { StudentQueryDto } from './assessment.dto.js';
import { AssessmentReportService } from './report/assessment-report.service.js';

const userParam = ApiParam({
  name: 'userId',
  format: 'uuid',
  description: "The caller's own id, or a linked parent's child (403 otherwise)",
});

/** The student area's dashboard, Summary table and subjects (spec section 7). */
@ApiTags('student')
@Controller('student')
@Auth('student', 'parent', 'campus_student')
// Every route here is a read a linked parent may make for their child (issue 14).
@ParentMayRead()
export class StudentController {
  constructor(private readonly reports: AssessmentReportService) {}

  @Get('dashboard')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({
    summary: 'Careers to take or under way (enrolled), finished tests (completed), and the Summary table (published)',
  })
  @ApiZodResponse(200, dashboardResponseSchema)
  dashboard(@ReadSubject() user: UserRow, @Query() _query: StudentQueryDto): Promise<DashboardResponse> {
    return this.reports.dashboard(user.id);
  }

  @Get(':userId/summary')
  @Header('Cache-Control', 'private, no-store')
  @userParam
  @ApiOperation({
    summary: 'The Summary table: scored careers, newest first (career_name, total, band, remark, subjects_aligned)',
  })
  @ApiZodResponse(200, studentSummaryResponseSchema)
  summary(@ReadSubject() user: UserRow): Promise<StudentSummaryResponse> {
    return this.reports.summaries(user.id);
  }

  @Get(':userId/subjects')
  @Header('Cache-Control', 'private, no-store')
  @userParam
  @ApiOperation({ summary: 'Subjects aligned to the scored careers, with how many careers each: { subjectsAligned }' })
  @ApiZodResponse(200, subjectsResponseSchema)
  subjects(@ReadSubject() user: UserRow): Promise<SubjectsResponse> {
    return this.reports.subjects(user.id);
  }
}
