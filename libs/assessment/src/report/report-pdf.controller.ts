import { Controller, Get, Header, Inject, Param, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses, attachment, ParseIdPipe } from '@app/common';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { Auth, ParentMayRead, ReadSubject, type UserRow } from '@app/identity';
import { AssessmentReportService } from './assessment-report.service.js';
import { renderReportPdf, reportFilename } from './report-pdf.js';

/**
 * The career report as a PDF the student (or their parent) can keep and share. The same rules as the summary
 * it is drawn from: the `{userId}` must be the caller's own (403 otherwise), 404 until the report is scored.
 */
@ApiTags('assessment')
@Controller('career')
@Auth('student', 'parent', 'campus_student')
export class ReportPdfController {
  constructor(
    private readonly reports: AssessmentReportService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get(':careerId/user/:userId/report')
  @ParentMayRead()
  @Header('Cache-Control', 'private, no-store')
  @ApiParam({ name: 'careerId', format: 'uuid' })
  @ApiParam({
    name: 'userId',
    format: 'uuid',
    description: "The caller's own id, or a linked parent's child (403 otherwise)",
  })
  @ApiOkResponse({
    description: 'The report, as an attachment',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiErrorResponses({ 404: 'NOT_ENROLLED: not enrolled in the career, or REPORT_NOT_READY: not scored yet' })
  @ApiOperation({
    summary: "The career's report as an A4 PDF (attachment); 404 when not enrolled and until the report is ready",
  })
  async report(
    @ReadSubject() user: UserRow,
    @Param('careerId', ParseIdPipe) careerId: string,
  ): Promise<StreamableFile> {
    const summary = await this.reports.summary(user.id, careerId);
    const name = `${user.firstName} ${user.lastName}`.trim() || user.username;
    const pdf = await renderReportPdf(summary, { name }, { supportPhone: this.config.supportPhone.display });
    return attachment(pdf, reportFilename(summary.career.name));
  }
}
