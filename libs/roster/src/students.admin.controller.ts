import {
  Body,
  Get,
  Header,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Req,
  Res,
  StreamableFile,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AdminAction,
  AdminController,
  ApiAdminList,
  Audit,
  listResponse,
  type AdminList,
  type AuditActor,
} from '@app/admin-kit';
import { ApiErrorResponses, ApiZodResponse, attachment, ParseIdPipe } from '@app/common';
import {
  adminStudentSchema,
  CREDENTIALS_LEFT_OUT_HEADER,
  CREDENTIALS_SHEET_MAX,
  ERROR_CODES,
  ROSTER_COLUMNS,
  ROSTER_MAX_BYTES,
  ROSTER_MESSAGES,
  ROSTER_TEMPLATE,
  rosterImportResultSchema,
  STUDENT_FILTERS,
  STUDENT_SORTS,
  studentPasswordResetSchema,
  type AdminStudent,
  type RosterImportResult,
  type StudentPasswordReset,
} from '@app/contracts';
import { AdminStudentWriteDto, CredentialsSheetDto, RosterImportQueryDto } from './roster.dto.js';
import { StudentsAdminService, type RosterRefusal } from './students.admin.service.js';

const SPEC = { sortable: STUDENT_SORTS, defaultSort: ['createdAt', 'DESC'], filters: STUDENT_FILTERS } as const;
const idParam = ApiParam({ name: 'id', format: 'uuid', description: "The student's id" });
const NOT_FOUND = { 404: "NOT_FOUND: no such campus student (or another school's)" };

/**
 * The console's `students`: a school's roster. School admins work their own school's (every query is limited to
 * it); admins any school's. The import takes the template's CSV; the answer of a real one carries the new
 * students' one-time passwords once, for the credentials sheet.
 */
@AdminController('students')
export class StudentsAdminController {
  constructor(private readonly students: StudentsAdminService) {}

  @Get()
  @ApiAdminList(adminStudentSchema)
  @ApiOperation({
    summary:
      'Campus students (filter: q = name or admission number, class, section, active, schoolId (admins), id; sort: createdAt, admissionNumber, name, class, section)',
  })
  list(@Query() query: Record<string, unknown>, @Audit() actor: AuditActor): Promise<AdminList<AdminStudent>> {
    return listResponse(query, SPEC, (parsed) => this.students.list(parsed, actor));
  }

  @Get('import-template')
  @ApiOkResponse({
    description: `The import's template: the header (${ROSTER_COLUMNS.join(',')}) and one example row, UTF-8, CRLF`,
    content: { 'text/csv': { schema: { type: 'string' } } },
  })
  @ApiOperation({ summary: 'The CSV template of the roster import' })
  template(@Res({ passthrough: true }) reply: FastifyReply): string {
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="students-template.csv"');
    return ROSTER_TEMPLATE;
  }

  @Post('import')
  @HttpCode(200)
  @ApiConsumes('text/csv')
  @ApiBody({
    description: `The roster as CSV (text/csv, UTF-8, at most ${ROSTER_MAX_BYTES / 1024 / 1024} MB): the template's header, then one student a row`,
    schema: { type: 'string' },
  })
  @ApiZodResponse(200, rosterImportResultSchema)
  @ApiErrorResponses({
    400: 'VALIDATION_FAILED: nothing imported; `errors` lists every problem as { row, field, message } (row 2 = the first student), with `created` and `updated` 0',
    404: 'NOT_FOUND: no such school (or, for a school admin, another school)',
    409: 'NOT_ENOUGH_SEATS: the active students would exceed the seats; `seatsLeft` says how many are left',
    413: 'The file is larger than 10 MB',
    415: 'The body is not text/csv',
  })
  @ApiOperation({
    summary:
      'Import a roster: all rows in one transaction or none. A new admission number makes a campus student with a one-time password; a known one updates the changed details. `dryRun=true` only checks',
  })
  async import(
    @Req() request: FastifyRequest,
    @Query() query: RosterImportQueryDto,
    @Audit() actor: AuditActor,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<RosterImportResult | RosterRefusal> {
    if (!Buffer.isBuffer(request.body))
      throw new UnsupportedMediaTypeException({
        message: ROSTER_MESSAGES.notCsv,
        code: ERROR_CODES.UnsupportedMediaType,
      });
    const answer = await this.students.import(request.body, query.schoolId, query.dryRun, actor);
    if (answer.ok) return answer.result;
    void reply.status(answer.refusal.statusCode);
    return answer.refusal;
  }

  @Post('credentials-sheet')
  @AdminAction('export')
  @HttpCode(200)
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse({
    description: `The slips as an A4 PDF (attachment), ten a page. \`${CREDENTIALS_LEFT_OUT_HEADER}\` counts the students named who were left off`,
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiErrorResponses({
    400: `VALIDATION_FAILED: no students, more than ${CREDENTIALS_SHEET_MAX}, or a bad id`,
    404: "NOT_FOUND: a student who is not a campus student of the caller's school; nothing is rendered",
    409: 'CREDENTIALS_OUTDATED: none of the students still has the one-time password sent',
  })
  @ApiOperation({
    summary:
      "The credentials sheet: one cut-out slip per student (school, name, class and section, admission number, username, one-time password, where to sign in). The console sends the one-time passwords it was answered (they are never stored in clear); the rest is the server's record. A student whose password is no longer that one-time password is left off",
  })
  async credentialsSheet(
    @Body() body: CredentialsSheetDto,
    @Audit() actor: AuditActor,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const { pdf, leftOut } = await this.students.credentialsSheet(body, actor);
    void reply.header(CREDENTIALS_LEFT_OUT_HEADER, String(leftOut));
    return attachment(pdf, 'student-credentials.pdf');
  }

  @Get(':id')
  @idParam
  @ApiZodResponse(200, adminStudentSchema)
  @ApiErrorResponses(NOT_FOUND)
  @ApiOperation({ summary: "A student's record; the read is written to the audit log" })
  show(@Param('id', ParseIdPipe) id: string, @Audit() actor: AuditActor): Promise<AdminStudent> {
    return this.students.show(id, actor);
  }

  @Put(':id')
  @idParam
  @ApiZodResponse(200, adminStudentSchema)
  @ApiErrorResponses({
    ...NOT_FOUND,
    409: 'VERSION_CONFLICT (a stale version), or NOT_ENOUGH_SEATS: a reactivation with no seat left',
  })
  @ApiOperation({
    summary:
      '`class` and `section` move the student; `active: false` deactivates (no seat, reports kept), `true` reactivates (needs a seat)',
  })
  update(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: AdminStudentWriteDto,
    @Audit() actor: AuditActor,
  ): Promise<AdminStudent> {
    return this.students.update(id, body, actor);
  }

  @Post(':id/reset-password')
  @AdminAction('edit')
  @HttpCode(200)
  @idParam
  @ApiZodResponse(200, studentPasswordResetSchema)
  @ApiErrorResponses(NOT_FOUND)
  @ApiOperation({
    summary:
      'A new one-time password, answered once (never stored in clear): to be changed at the next sign-in; every session ends',
  })
  resetPassword(@Param('id', ParseIdPipe) id: string, @Audit() actor: AuditActor): Promise<StudentPasswordReset> {
    return this.students.resetPassword(id, actor);
  }
}
