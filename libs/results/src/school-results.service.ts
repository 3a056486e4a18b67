import { Injectable, NotFoundException } from '@nestjs/common';
import { RESULTS_MESSAGES, SCHOOL_TOP_SUBJECTS, type SchoolResults } from '@app/contracts';
import { schoolScopeOf, type AuditActor } from '@app/admin-kit';
import { AssessmentResultsQuery } from '@app/assessment';
import { ClassroomRosters } from '@app/classrooms';

/**
 * A school's results across its classrooms (issue 13): each classroom's counts, the overall bands of the school's
 * classroom students in their classrooms' careers, and the subjects aligned with the most HIGH results. A school
 * admin asking for another school is a 404 (as an unknown school): its existence is not told.
 */
@Injectable()
export class SchoolResultsService {
  constructor(
    private readonly classrooms: ClassroomRosters,
    private readonly results: AssessmentResultsQuery,
  ) {}

  async overview(actor: AuditActor, schoolId: string): Promise<SchoolResults> {
    const scope = schoolScopeOf(actor);
    if (scope !== null && scope !== schoolId) throw new NotFoundException(RESULTS_MESSAGES.schoolNotFound);
    const classrooms = await this.classrooms.ofSchool(scope, schoolId);
    // Students and careers across the school's classrooms. A student's result in a career of another classroom of
    // the school counts too: it is the school's result all the same.
    const userIds = [...new Set(classrooms.flatMap((c) => c.studentIds))];
    const careerIds = [...new Set(classrooms.flatMap((c) => c.careerIds))];
    const [overall, topSubjects] = await Promise.all([
      this.results.bandCounts(userIds, careerIds),
      this.results.highSubjects(userIds, careerIds, SCHOOL_TOP_SUBJECTS),
    ]);
    return {
      schoolId,
      classrooms: classrooms.map((c) => ({
        id: c.id,
        name: c.name,
        class: c.class,
        section: c.section,
        assigned: c.studentCount,
        started: c.startedCount,
        completed: c.completedCount,
      })),
      results: overall.HIGH + overall.MODERATE + overall.LOW,
      overall,
      topSubjects,
    };
  }
}
