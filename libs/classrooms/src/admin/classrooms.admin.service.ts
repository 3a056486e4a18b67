import { Injectable, NotFoundException } from '@nestjs/common';
import {
  CLASSROOM_ADMIN_MESSAGES as MESSAGES,
  type AdminClassroom,
  type AdminClassroomStudent,
  type AdminClassroomWrite,
  type ClassroomSort,
  type CLASSROOM_FILTERS,
  type CLASSROOM_STUDENT_FILTERS,
  type CLASSROOM_STUDENT_SORTS,
} from '@app/contracts';
import { validationException } from '@app/common';
import {
  AuditService,
  inUse,
  repositoryFilter,
  schoolOfWrite,
  schoolScopeOf,
  versionConflict,
  type AuditActor,
  type ListQuery,
  type SchoolScope,
} from '@app/admin-kit';
import { PublishedCareers } from '@app/catalogue';
import type { Transaction } from '@app/db';
import { CampusStudents } from '@app/identity';
import {
  ClassroomsAdminRepository,
  type AdminClassroomRow,
  type ClassroomValues,
} from './classrooms.admin.repository.js';

const RESOURCE = 'classrooms';

export function toAdminClassroom(row: AdminClassroomRow): AdminClassroom {
  return {
    ...row,
    opensAt: row.opensAt?.toISOString() ?? null,
    closesAt: row.closesAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const valuesOf = (input: AdminClassroomWrite): ClassroomValues => ({
  name: input.name,
  class: input.class,
  section: input.section ?? null,
  opensAt: new Date(input.opensAt),
  closesAt: new Date(input.closesAt),
});

/**
 * The console's classrooms (issue 13). Not the kit's AdminResourceService: its reads do not carry the caller,
 * and every read here must be limited to a school admin's school in the query. The same shape: one transaction per
 * write with its audit row, a versioned PUT (400 without a version, 409 with an older one), 404 for a classroom
 * the caller may not see (another school's included: its existence is not told).
 */
@Injectable()
export class ClassroomsAdminService {
  constructor(
    private readonly classrooms: ClassroomsAdminRepository,
    private readonly audits: AuditService,
    private readonly careers: PublishedCareers,
    private readonly roster: CampusStudents,
  ) {}

  async list(
    actor: AuditActor,
    query: ListQuery<ClassroomSort, keyof typeof CLASSROOM_FILTERS>,
  ): Promise<{ data: AdminClassroom[]; total: number }> {
    const filter = repositoryFilter<typeof CLASSROOM_FILTERS>(query.filter);
    const { rows, total } = await this.classrooms.list(schoolScopeOf(actor), filter, query);
    return { data: rows.map(toAdminClassroom), total };
  }

  async get(actor: AuditActor, id: string): Promise<AdminClassroom> {
    const row = await this.classrooms.findById(schoolScopeOf(actor), id);
    if (!row) throw notFound();
    return toAdminClassroom(row);
  }

  /** The picker's campus students: the caller's school's (an admin may name one with `schoolId`). */
  async students(
    actor: AuditActor,
    query: ListQuery<(typeof CLASSROOM_STUDENT_SORTS)[number], keyof typeof CLASSROOM_STUDENT_FILTERS>,
  ): Promise<{ data: AdminClassroomStudent[]; total: number }> {
    const scope = schoolScopeOf(actor);
    const filter = repositoryFilter<typeof CLASSROOM_STUDENT_FILTERS>(query.filter);
    // A school admin naming another school gets nothing, never that school's students.
    const schoolId = scope ?? filter.schoolId ?? null;
    if (scope !== null && filter.schoolId && filter.schoolId !== scope) return { data: [], total: 0 };
    const { rows, total } = await this.roster.list(
      { schoolId, q: filter.q, class: filter.class, section: filter.section, ids: filter.ids },
      query,
    );
    return { data: rows, total };
  }

  create(input: AdminClassroomWrite, actor: AuditActor): Promise<AdminClassroom> {
    const scope = schoolScopeOf(actor);
    return this.classrooms.transaction(async (tx) => {
      const schoolId = await this.schoolOf(tx, scope, input.schoolId);
      await this.assertNameFree(tx, schoolId, input.name);
      await this.assertPublished(tx, input.careerIds);
      await this.assertStudentsOfSchool(tx, schoolId, input.studentIds);
      const id = await this.classrooms.insert(tx, schoolId, valuesOf(input));
      await this.classrooms.setCareers(tx, id, input.careerIds);
      await this.classrooms.addStudents(tx, id, input.studentIds);
      const after = toAdminClassroom((await this.classrooms.findById(scope, id, tx))!);
      await this.audit(tx, actor, 'create', id, null, after);
      return after;
    });
  }

  /**
   * The whole classroom, with the version it was read at. Careers and students newly named must pass the same
   * checks as at creation (those it has keep their place: a career unpublished since, a student since taken off the
   * roster). A student left out leaves the classroom, unless they have started it: that is a 400 naming them.
   */
  update(id: string, input: AdminClassroomWrite, actor: AuditActor): Promise<AdminClassroom> {
    if (input.version === undefined)
      throw validationException([{ field: 'version', message: MESSAGES.versionRequired }]);
    const scope = schoolScopeOf(actor);
    return this.classrooms.transaction(async (tx) => {
      const current = await this.classrooms.lock(tx, scope, id);
      if (!current) throw notFound();
      if (current.version !== input.version) throw versionConflict();
      if (input.name !== current.name) await this.assertNameFree(tx, current.schoolId, input.name, id);
      await this.assertPublished(
        tx,
        input.careerIds.filter((c) => !current.careerIds.includes(c)),
      );
      const added = input.studentIds.filter((s) => !current.studentIds.includes(s));
      const removed = current.studentIds.filter((s) => !input.studentIds.includes(s));
      await this.assertStudentsOfSchool(tx, current.schoolId, added);
      const started = await this.classrooms.startedAmong(tx, id, removed);
      if (started.length > 0) {
        const names = await this.roster.names(tx, started);
        throw validationException([
          { field: 'studentIds', message: MESSAGES.startedStudentsStay(started.map((s) => names.get(s) ?? s)) },
        ]);
      }
      await this.classrooms.update(tx, id, valuesOf(input));
      await this.classrooms.setCareers(tx, id, input.careerIds);
      await this.classrooms.removeStudents(tx, id, removed);
      await this.classrooms.addStudents(tx, id, added);
      const after = toAdminClassroom((await this.classrooms.findById(scope, id, tx))!);
      await this.audit(tx, actor, 'edit', id, toAdminClassroom(current), after);
      return after;
    });
  }

  /** Only while nobody has started it (409 IN_USE): a started student's careers came from it. */
  remove(id: string, actor: AuditActor): Promise<AdminClassroom> {
    const scope = schoolScopeOf(actor);
    return this.classrooms.transaction(async (tx) => {
      const current = await this.classrooms.lock(tx, scope, id);
      if (!current) throw notFound();
      if (current.startedCount > 0) throw inUse(MESSAGES.inUse(current.startedCount));
      await this.classrooms.delete(tx, id);
      const before = toAdminClassroom(current);
      await this.audit(tx, actor, 'delete', id, before, null);
      return before;
    });
  }

  /** A school admin's own school (another one named is unknown); the one an admin names, which must exist. */
  private async schoolOf(tx: Transaction, scope: SchoolScope, named: string | undefined): Promise<string> {
    const schoolId = schoolOfWrite(scope, named);
    if (scope === null && !schoolId)
      throw validationException([{ field: 'schoolId', message: MESSAGES.schoolRequired }]);
    if (!schoolId || (scope === null && !(await this.classrooms.schoolExists(tx, schoolId))))
      throw validationException([{ field: 'schoolId', message: MESSAGES.unknownSchool }]);
    return schoolId;
  }

  private async assertNameFree(tx: Transaction, schoolId: string, name: string, exceptId?: string): Promise<void> {
    await this.classrooms.lockName(tx, schoolId, name);
    if (await this.classrooms.nameTaken(tx, schoolId, name, exceptId))
      throw validationException([{ field: 'name', message: MESSAGES.nameTaken }]);
  }

  private async assertPublished(tx: Transaction, careerIds: string[]): Promise<void> {
    const published = new Set(await this.careers.among(tx, careerIds));
    const missing = careerIds.filter((c) => !published.has(c));
    if (missing.length > 0)
      throw validationException([{ field: 'careerIds', message: MESSAGES.careersUnpublished(missing) }]);
  }

  /** Names the ids refused, never whose they are: another school's students stay unknown to this one. */
  private async assertStudentsOfSchool(tx: Transaction, schoolId: string, studentIds: string[]): Promise<void> {
    const ok = new Set(await this.roster.activeOfSchool(tx, schoolId, studentIds));
    const missing = studentIds.filter((s) => !ok.has(s));
    if (missing.length > 0)
      throw validationException([{ field: 'studentIds', message: MESSAGES.studentsNotOfSchool(missing) }]);
  }

  private audit(
    tx: Transaction,
    actor: AuditActor,
    action: string,
    id: string,
    before: AdminClassroom | null,
    after: AdminClassroom | null,
  ): Promise<void> {
    return this.audits.record(tx, actor, { action, resource: RESOURCE, resourceId: id, before, after });
  }
}

function notFound(): NotFoundException {
  return new NotFoundException(MESSAGES.notFound);
}
