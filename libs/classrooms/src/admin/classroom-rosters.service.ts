import { Injectable } from '@nestjs/common';
import type { SchoolScope } from '@app/admin-kit';
import {
  ClassroomsAdminRepository,
  type AdminClassroomRow,
  type ClassroomCountsRow,
} from './classrooms.admin.repository.js';

export type { AdminClassroomRow as ClassroomRosterRow, ClassroomCountsRow };

/**
 * Who is in a classroom and what it gives, for the libs that report on it (libs/results): classrooms owns its
 * tables, others ask here. The school scope is a condition of the query, as for the console's own calls.
 */
@Injectable()
export class ClassroomRosters {
  constructor(private readonly classrooms: ClassroomsAdminRepository) {}

  /** The classroom with its students, careers and counts; undefined when the scope may not see it. */
  find(scope: SchoolScope, id: string): Promise<AdminClassroomRow | undefined> {
    return this.classrooms.findById(scope, id);
  }

  /** A school's classrooms by name with their counts (none when the scope is another school). */
  schoolCounts(scope: SchoolScope, schoolId: string): Promise<ClassroomCountsRow[]> {
    return this.classrooms.schoolCounts(scope, schoolId);
  }

  /** Every student and every career of a school's classrooms, each once (none for another school's scope). */
  schoolMembers(scope: SchoolScope, schoolId: string): Promise<{ userIds: string[]; careerIds: string[] }> {
    return this.classrooms.schoolMembers(scope, schoolId);
  }
}
