import { Body, Controller, Get, Header, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  abandonResponseSchema,
  careerContentResponseSchema,
  careerSummaryResponseSchema,
  finishResponseSchema,
  stepSubmissionResponseSchema,
  stepSubmissionSchema,
  type AbandonResponse,
  type CareerContentResponse,
  type CareerSummaryResponse,
  type FinishResponse,
  type StepSubmissionResponse,
} from '@app/contracts';
import { ApiErrorResponses, ApiZodBody, ApiZodResponse, parseOrThrow, ParseIdPipe } from '@app/common';
import { RequiresConsent } from '@app/consent';
import { Auth, CurrentUser, ParentMayRead, ReadSubject, type Principal, type UserRow } from '@app/identity';
import { AssessmentContentService } from './assessment-content.service.js';
import { AssessmentStepsService } from './assessment-steps.service.js';
import { FinishAssessmentCommand } from './commands/finish-assessment.command.js';
import { ContentQueryDto } from './assessment.dto.js';
import { AssessmentReportService } from './report/assessment-report.service.js';

const careerParam = ApiParam({ name: 'careerId', format: 'uuid' });
const userParam = ApiParam({ name: 'userId', format: 'uuid', description: "The caller's own id (403 otherwise)" });
const NOT_ENROLLED = 'NOT_ENROLLED: not enrolled in the career (or the test was left)';

/**
 * The career assessment player's calls (spec section 7). The `{userId}` of a path must be the caller's own
 * (the guard of @Auth, 403 otherwise), so the services work on the caller.
 */
@ApiTags('assessment')
@Controller('career')
@Auth('student', 'parent', 'campus_student')
export class AssessmentController {
  constructor(
    private readonly contents: AssessmentContentService,
    private readonly steps: AssessmentStepsService,
    private readonly reports: AssessmentReportService,
    private readonly commands: CommandBus,
  ) {}

  @Get('content')
  @RequiresConsent()
  @Header('Cache-Control', 'private, no-store')
  @ApiQuery({
    name: 'userMapCareerId',
    format: 'uuid',
    description: "The caller's enrolment (_id of GET /platform/mycareers)",
  })
  @ApiOperation({
    summary:
      "The test of one of the caller's enrolments: instructions, sections in order, and the progress (next step, deadline)",
  })
  @ApiZodResponse(200, careerContentResponseSchema)
  @ApiErrorResponses({
    404: `${NOT_ENROLLED}, or NO_ASSESSMENT: the career has no published test`,
    409: 'ASSESSMENT_ABANDONED: the test was left; buy the career again',
  })
  content(@CurrentUser() { user }: Principal, @Query() query: ContentQueryDto): Promise<CareerContentResponse> {
    return this.contents.content(user, query.userMapCareerId);
  }

  @Post(':careerId/user/:userId/submit')
  @RequiresConsent()
  @HttpCode(200)
  @Header('Cache-Control', 'private, no-store')
  @careerParam
  @userParam
  @ApiZodBody(stepSubmissionSchema)
  @ApiOperation({
    summary:
      "One step's answer, in order and in time; a step already accepted answers 'duplicate' and keeps its first answer",
  })
  @ApiZodResponse(200, stepSubmissionResponseSchema)
  @ApiErrorResponses({
    400: 'STEP_UNKNOWN, STEP_WRONG_TYPE or STEP_BAD_CHOICE',
    404: NOT_ENROLLED,
    409: 'STEP_OUT_OF_ORDER, STEP_LATE, STEP_TOO_EARLY, ASSESSMENT_COMPLETED or ASSESSMENT_ABANDONED',
  })
  submit(
    @CurrentUser() { user }: Principal,
    @Param('careerId', ParseIdPipe) careerId: string,
    @Body() body: unknown,
  ): Promise<StepSubmissionResponse> {
    // A discriminated union (by `type`) cannot be a DTO class, so it is checked here.
    return this.steps.submit(user.id, careerId, parseOrThrow(stepSubmissionSchema, body ?? {}));
  }

  @Put(':careerId/user/:userId/submit')
  @RequiresConsent()
  @Header('Cache-Control', 'private, no-store')
  @careerParam
  @userParam
  @ApiOperation({
    summary: 'Finish the test once every step is answered (idempotent); the report follows from the scoring job',
  })
  @ApiZodResponse(200, finishResponseSchema)
  @ApiErrorResponses({ 404: NOT_ENROLLED, 409: 'STEPS_UNANSWERED or ASSESSMENT_ABANDONED' })
  finish(
    @CurrentUser() { user }: Principal,
    @Param('careerId', ParseIdPipe) careerId: string,
  ): Promise<FinishResponse> {
    return this.commands.execute(new FinishAssessmentCommand(user.id, careerId));
  }

  @Post(':careerId/user/:userId/abandon')
  @HttpCode(200)
  @Header('Cache-Control', 'private, no-store')
  @careerParam
  @userParam
  @ApiOperation({
    summary:
      "Leave the test (the back-navigation warning's confirm): its answers go; a bought career must be bought " +
      "again (abandoned), a school classroom's is ENROLLED again to be retaken (restarted)",
  })
  @ApiZodResponse(200, abandonResponseSchema)
  @ApiErrorResponses({ 404: NOT_ENROLLED, 409: 'ASSESSMENT_COMPLETED: the test was finished already' })
  abandon(
    @CurrentUser() { user }: Principal,
    @Param('careerId', ParseIdPipe) careerId: string,
  ): Promise<AbandonResponse> {
    return this.steps.abandon(user.id, careerId);
  }

  @Get(':careerId/user/:userId/summary')
  @ParentMayRead()
  @Header('Cache-Control', 'private, no-store')
  @careerParam
  @userParam
  @ApiOperation({
    summary: "The career's report: total, band and remark, sections with remarks, subjects aligned, unscored answers",
  })
  @ApiZodResponse(200, careerSummaryResponseSchema)
  @ApiErrorResponses({ 404: `${NOT_ENROLLED}, or REPORT_NOT_READY: ask again shortly` })
  summary(
    @ReadSubject() user: UserRow,
    @Param('careerId', ParseIdPipe) careerId: string,
  ): Promise<CareerSummaryResponse> {
    return this.reports.summary(user.id, careerId);
  }
}
