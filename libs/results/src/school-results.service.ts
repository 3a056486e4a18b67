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
    // The classrooms' counts and the school's students and careers side by side; then their results. A student's
    // result in a career of another classroom of the school counts too: it is the school's result all the same.
    const [classrooms, members] = await Promise.all([
      this.classrooms.schoolCounts(scope, schoolId),
      this.classrooms.schoolMembers(scope, schoolId),
    ]);
    const { bands: overall, subjects: topSubjects } = await this.results.summary(
      members.userIds,
      members.careerIds,
      SCHOOL_TOP_SUBJECTS,
    );
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
