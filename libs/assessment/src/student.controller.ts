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
import { Auth, CurrentUser, type Principal } from '@app/identity';
import { StudentQueryDto } from './assessment.dto.js';
import { AssessmentReportService } from './report/assessment-report.service.js';

const userParam = ApiParam({ name: 'userId', format: 'uuid', description: "The caller's own id (403 otherwise)" });

/** The student area's dashboard, Summary table and subjects (spec section 7). */
@ApiTags('student')
@Controller('student')
@Auth('student', 'parent', 'campus_student')
export class StudentController {
  constructor(private readonly reports: AssessmentReportService) {}

  @Get('dashboard')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({
    summary: 'Careers to take or under way (enrolled), finished tests (completed), and the Summary table (published)',
  })
  @ApiZodResponse(200, dashboardResponseSchema)
  dashboard(@CurrentUser() { user }: Principal, @Query() _query: StudentQueryDto): Promise<DashboardResponse> {
    return this.reports.dashboard(user.id);
  }

  @Get(':userId/summary')
  @Header('Cache-Control', 'private, no-store')
  @userParam
  @ApiOperation({
    summary: 'The Summary table: scored careers, newest first (career_name, total, band, remark, subjects_aligned)',
  })
  @ApiZodResponse(200, studentSummaryResponseSchema)
  summary(@CurrentUser() { user }: Principal): Promise<StudentSummaryResponse> {
    return this.reports.summaries(user.id);
  }

  @Get(':userId/subjects')
  @Header('Cache-Control', 'private, no-store')
  @userParam
  @ApiOperation({ summary: 'Subjects aligned to the scored careers, with how many careers each: { subjectsAligned }' })
  @ApiZodResponse(200, subjectsResponseSchema)
  subjects(@CurrentUser() { user }: Principal): Promise<SubjectsResponse> {
    return this.reports.subjects(user.id);
  }
}
