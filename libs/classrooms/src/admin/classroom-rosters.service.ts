import { Injectable } from '@nestjs/common';
import type { SchoolScope } from '@app/admin-kit';
import { ClassroomsAdminRepository, type AdminClassroomRow } from './classrooms.admin.repository.js';

export type { AdminClassroomRow as ClassroomRosterRow };

/** More classrooms than a school runs in a year; the overview reads them in one page. */
const SCHOOL_CLASSROOMS_MAX = 1000;

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

  /** A school's classrooms by name (none when the scope is another school). */
  async ofSchool(scope: SchoolScope, schoolId: string): Promise<AdminClassroomRow[]> {
    const { rows } = await this.classrooms.list(
      scope,
      { schoolId },
      { sort: { field: 'name', order: 'ASC' }, offset: 0, limit: SCHOOL_CLASSROOMS_MAX },
    );
    return rows;
  }
}
