import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  CLASSROOM_ADMIN_MESSAGES,
  RESULTS_MESSAGES,
  type CLASSROOM_RESULT_STUDENT_FILTERS,
  type CLASSROOM_RESULT_STUDENT_SORTS,
  type ClassroomResults,
  type ClassroomResultStudent,
} from '@app/contracts';
import { AuditService, repositoryFilter, schoolScopeOf, type AuditActor, type ListQuery } from '@app/admin-kit';
import {
  AssessmentReportService,
  AssessmentResultsQuery,
  renderReportPdf,
  reportFilename,
  type AssessmentResultRow,
} from '@app/assessment';
import { CareerNames } from '@app/catalogue';
import { ClassroomRosters, type ClassroomRosterRow } from '@app/classrooms';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { CompletionStatsService } from '@app/enrolment';
import { CampusStudents } from '@app/identity';
import { resultsCsv } from './results-csv.js';
import { classroomCounts, studentCareers, tallyCareers, type CareerRef } from './results-tally.js';

export type StudentTableQuery = ListQuery<
  (typeof CLASSROOM_RESULT_STUDENT_SORTS)[number],
  keyof typeof CLASSROOM_RESULT_STUDENT_FILTERS
>;

/** More than a classroom may hold (CLASSROOM_MAX_STUDENTS): an export is the whole classroom in one page. */
const WHOLE_CLASSROOM = 1000;

/**
 * A classroom's results (issue 13), asked of the libs that own the rows through their indexes: classrooms (who is
 * in it, which careers; scoped to a school admin's school in its query), enrolment (where each student stands),
 * assessment (the scored results), identity (names), catalogue (career names). A classroom the caller may not see
 * is a 404, and so is everything under it: its students' rows, reports and export.
 */
@Injectable()
export class ClassroomResultsService {
  constructor(
    private readonly classrooms: ClassroomRosters,
    private readonly statuses: CompletionStatsService,
    private readonly results: AssessmentResultsQuery,
    private readonly reports: AssessmentReportService,
    private readonly students: CampusStudents,
    private readonly careerNames: CareerNames,
    private readonly audits: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private async classroom(actor: AuditActor, id: string): Promise<ClassroomRosterRow> {
    const row = await this.classrooms.find(schoolScopeOf(actor), id);
    if (!row) throw new NotFoundException(CLASSROOM_ADMIN_MESSAGES.notFound);
    return row;
  }

  private async careers(classroom: ClassroomRosterRow): Promise<CareerRef[]> {
    const names = await this.careerNames.of(classroom.careerIds);
    return classroom.careerIds.map((id) => ({ id, name: names.get(id) ?? '' }));
  }

  /** Counts and band distributions: a handful of indexed reads over at most the classroom's students. */
  async summary(actor: AuditActor, id: string): Promise<ClassroomResults> {
    const classroom = await this.classroom(actor, id);
    const [careers, statuses, results] = await Promise.all([
      this.careers(classroom),
      this.statuses.statuses(classroom.studentIds, classroom.careerIds),
      this.results.results(classroom.studentIds, classroom.careerIds),
    ]);
    return {
      classroomId: classroom.id,
      schoolId: classroom.schoolId,
      name: classroom.name,
      assigned: classroom.studentCount,
      // Not the classroom's "completed every career" (classroom.completedCount): that disagreed with the charts
      // and the table, which count a career completed as soon as it is.
      ...classroomCounts(statuses, results),
      careers: tallyCareers(careers, classroom.studentCount, statuses, results),
    };
  }

  /** One page of the student table: the page's students first, then only their statuses and results. */
  async studentPage(
    actor: AuditActor,
    id: string,
    query: StudentTableQuery,
  ): Promise<{ data: ClassroomResultStudent[]; total: number }> {
    const classroom = await this.classroom(actor, id);
    return this.rows(classroom, query);
  }

  private async rows(
    classroom: ClassroomRosterRow,
    query: StudentTableQuery,
  ): Promise<{ data: ClassroomResultStudent[]; total: number; results: AssessmentResultRow[] }> {
    if (classroom.studentIds.length === 0) return { data: [], total: 0, results: [] };
    const filter = repositoryFilter<typeof CLASSROOM_RESULT_STUDENT_FILTERS>(query.filter);
    const { rows, total } = await this.students.list(
      {
        schoolId: classroom.schoolId,
        ids: classroom.studentIds,
        q: filter.q,
        section: filter.section,
        includeInactive: true,
      },
      query,
    );
    const ids = rows.map((r) => r.id);
    const [statuses, results] = await Promise.all([
      this.statuses.statuses(ids, classroom.careerIds),
      this.results.results(ids, classroom.careerIds),
    ]);
    const careers = studentCareers(classroom.careerIds, ids, statuses, results);
    const data = rows.map((r) => ({
      id: r.id,
      name: r.name,
      admissionNumber: r.admissionNumber,
      section: r.section,
      careers: careers.get(r.id) ?? [],
    }));
    return { data, total, results };
  }

  /** Every student of the classroom as CSV, by name; audited (who, which classroom, how many rows) before it goes. */
  async export(actor: AuditActor, id: string): Promise<{ filename: string; csv: Buffer }> {
    const classroom = await this.classroom(actor, id);
    const [careers, { data, results }] = await Promise.all([
      this.careers(classroom),
      this.rows(classroom, { sort: { field: 'name', order: 'ASC' }, offset: 0, limit: WHOLE_CLASSROOM, filter: {} }),
    ]);
    await this.audits.exported(actor, 'classrooms', classroom.id, { results: 'csv', rows: data.length });
    return { filename: `results-${fileSlug(classroom.name)}.csv`, csv: resultsCsv(careers, results, data) };
  }

  /**
   * A student's report PDF in one of the classroom's careers: the student and the career must be the classroom's
   * (so another school's student is a 404 like another school's classroom); 404 until the report is scored. Every
   * view is audited as a read of the student's personal data.
   */
  async report(
    actor: AuditActor,
    id: string,
    studentId: string,
    careerId: string,
  ): Promise<{ filename: string; pdf: Buffer }> {
    const classroom = await this.classroom(actor, id);
    if (!classroom.studentIds.includes(studentId) || !classroom.careerIds.includes(careerId))
      throw new NotFoundException(RESULTS_MESSAGES.reportNotFound);
    const summary = await this.reports.summary(studentId, careerId);
    const pdf = await renderReportPdf(
      summary,
      { name: (await this.students.nameOf(studentId)) ?? '' },
      { supportPhone: this.config.supportPhone.display },
    );
    const filename = reportFilename(summary.career.name);
    await this.audits.read(actor, 'students', studentId, { report: filename, careerId, classroomId: classroom.id });
    return { filename, pdf };
  }
}

/** `results-class-10-a.csv`: the classroom's name as a file name. */
function fileSlug(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'classroom'
  );
}
