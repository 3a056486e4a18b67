import { Get, Header, Param, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import {
  CLASSROOM_RESULT_STUDENT_FILTERS,
  CLASSROOM_RESULT_STUDENT_SORTS,
  classroomResultsSchema,
  classroomResultStudentSchema,
  type ClassroomResults,
  type ClassroomResultStudent,
} from '@app/contracts';
import { ApiErrorResponses, ApiZodResponse, attachment, ParseIdPipe } from '@app/common';
import {
  AdminAction,
  AdminController,
  ApiAdminList,
  Audit,
  listResponse,
  type AdminList,
  type AuditActor,
} from '@app/admin-kit';
import { ClassroomResultsService } from './classroom-results.service.js';

const STUDENTS = {
  sortable: CLASSROOM_RESULT_STUDENT_SORTS,
  defaultSort: ['name', 'ASC'],
  filters: CLASSROOM_RESULT_STUDENT_FILTERS,
} as const;

const NOT_FOUND = "Classroom not found (another school's classroom too)";
const idParam = ApiParam({ name: 'id', format: 'uuid', description: 'The classroom' });

/**
 * A classroom's results in the console (issue 13), beside libs/classrooms' own `classrooms` routes: the same
 * resource in the permission table (reading results is `show`, the CSV `export`), the same school scope.
 */
@AdminController('classrooms')
export class ClassroomResultsAdminController {
  constructor(private readonly results: ClassroomResultsService) {}

  @Get(':id/results')
  @idParam
  @ApiZodResponse(200, classroomResultsSchema)
  @ApiErrorResponses({ 404: NOT_FOUND })
  @ApiOperation({
    summary:
      "The classroom's students assigned, started and completed, and per career the distribution of the overall band and of each section's band",
  })
  summary(@Param('id', ParseIdPipe) id: string, @Audit() actor: AuditActor): Promise<ClassroomResults> {
    return this.results.summary(actor, id);
  }

  @Get(':id/results/students')
  @idParam
  @ApiAdminList(classroomResultStudentSchema)
  @ApiErrorResponses({ 404: NOT_FOUND })
  @ApiOperation({
    summary: `The classroom's students with their status, overall band and percent per career (filter: q, section; sort: ${CLASSROOM_RESULT_STUDENT_SORTS.join(', ')})`,
  })
  students(
    @Param('id', ParseIdPipe) id: string,
    @Query() query: Record<string, unknown>,
    @Audit() actor: AuditActor,
  ): Promise<AdminList<ClassroomResultStudent>> {
    return listResponse(query, STUDENTS, (parsed) => this.results.studentPage(actor, id, parsed));
  }

  @Get(':id/results/export')
  @AdminAction('export')
  @idParam
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse({
    description:
      'An attachment `results-<classroom>.csv`: UTF-8 with a byte order mark, CRLF, a header row, one row per student',
    content: { 'text/csv': { schema: { type: 'string' } } },
  })
  @ApiErrorResponses({ 404: NOT_FOUND })
  @ApiOperation({
    summary:
      "The classroom's results as CSV (an audited export): admission number, name, section, and per career its status, overall band, percent and each section's band. Cells starting with =, +, - or @ get a leading apostrophe",
  })
  async export(@Param('id', ParseIdPipe) id: string, @Audit() actor: AuditActor): Promise<StreamableFile> {
    const { filename, csv } = await this.results.export(actor, id);
    return attachment(csv, filename, 'text/csv; charset=utf-8');
  }

  @Get(':id/results/students/:studentId/careers/:careerId/report')
  @idParam
  @ApiParam({ name: 'studentId', format: 'uuid' })
  @ApiParam({ name: 'careerId', format: 'uuid' })
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse({
    description: "The student's report, as an attachment",
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiErrorResponses({
    404: `${NOT_FOUND}; not a student or career of the classroom; NOT_ENROLLED or REPORT_NOT_READY: not scored yet`,
  })
  @ApiOperation({ summary: "A student's career report PDF (each view audited as a read of the student)" })
  async report(
    @Param('id', ParseIdPipe) id: string,
    @Param('studentId', ParseIdPipe) studentId: string,
    @Param('careerId', ParseIdPipe) careerId: string,
    @Audit() actor: AuditActor,
  ): Promise<StreamableFile> {
    const { filename, pdf } = await this.results.report(actor, id, studentId, careerId);
    return attachment(pdf, filename);
  }
}
