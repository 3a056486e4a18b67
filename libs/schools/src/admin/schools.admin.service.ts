import { Injectable, NotFoundException } from '@nestjs/common';
import {
  SCHOOL_ADMIN_MESSAGES,
  seatsBelowUsedMessage,
  type AdminSchool,
  type AdminSchoolWrite,
  type SchoolSort,
  type SCHOOL_FILTERS,
} from '@app/contracts';
import { validationException, type FieldError } from '@app/common';
import {
  AdminResourceService,
  repositoryFilter,
  type AuditActor,
  type ListQuery,
  type SchoolScope,
} from '@app/admin-kit';
import type { Transaction } from '@app/db';
import {
  SchoolsAdminRepository,
  type AdminSchoolRow,
  type SCHOOL_LIST,
  type SchoolValues,
} from './schools.admin.repository.js';

export type SchoolListQuery = ListQuery<SchoolSort, keyof typeof SCHOOL_FILTERS>;

const toAdminSchool = (row: AdminSchoolRow): AdminSchool => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const NAME_TAKEN: FieldError = { field: 'name', message: SCHOOL_ADMIN_MESSAGES.nameTaken };
const CAMPUS_ID_TAKEN: FieldError = { field: 'campusId', message: SCHOOL_ADMIN_MESSAGES.campusIdTaken };
/** The unique constraints of migration 0003, and the field each one is about. */
const UNIQUE_FIELDS: Partial<Record<string, FieldError>> = {
  schools_name_unique: NAME_TAKEN,
  schools_campus_id_unique: CAMPUS_ID_TAKEN,
};

/** PostgreSQL's unique_violation, with the constraint it hit (drizzle wraps the driver's error in `cause`). */
function uniqueViolation(error: unknown): string | undefined {
  const e = (error as { cause?: { code?: string; constraint?: string }; code?: string; constraint?: string }) ?? {};
  const pg = e.code ? e : e.cause;
  return pg?.code === '23505' ? (pg.constraint ?? 'unique') : undefined;
}

/**
 * The console's schools: admins create and edit them (audited, versioned); a school admin reads their own school
 * only. Names (in any case) and campus ids are unique, said at the field; seats never go below the students on the
 * roster. No delete: a school has students, their results and classrooms.
 */
@Injectable()
export class SchoolsAdminService extends AdminResourceService<AdminSchoolRow, AdminSchool, typeof SCHOOL_LIST> {
  constructor(private readonly schools: SchoolsAdminRepository) {
    super({
      resource: 'schools',
      repository: schools,
      toRecord: toAdminSchool,
      messages: { notFound: SCHOOL_ADMIN_MESSAGES.notFound, versionRequired: SCHOOL_ADMIN_MESSAGES.versionRequired },
    });
  }

  /**
   * The kit's list, within the caller's scope: a school admin's list is their one school. The scope is required
   * (undefined is refused, never taken for "every school").
   */
  override async list(query: SchoolListQuery, scope?: SchoolScope): Promise<{ data: AdminSchool[]; total: number }> {
    if (scope === undefined) throw new Error('schools are listed within a school scope');
    const filter = repositoryFilter<typeof SCHOOL_FILTERS>(query.filter);
    const { rows, total } = await this.schools.list(filter, query, scope);
    return { data: rows.map(toAdminSchool), total };
  }

  /** One school within the scope; another school's id is a 404, as if there were none. */
  override async get(id: string, scope?: SchoolScope): Promise<AdminSchool> {
    if (scope === undefined) throw new Error('a school is read within a school scope');
    const row = await this.schools.findById(id, undefined, scope);
    if (!row) throw new NotFoundException(SCHOOL_ADMIN_MESSAGES.notFound);
    return toAdminSchool(row);
  }

  create(input: AdminSchoolWrite, actor: AuditActor): Promise<AdminSchool> {
    const values = valuesOf(input);
    return this.createAudited(actor, (tx) =>
      this.withUniqueKeys(tx, values, undefined, () => this.schools.insert(tx, values)),
    );
  }

  update(id: string, input: AdminSchoolWrite, actor: AuditActor): Promise<AdminSchool> {
    const values = valuesOf(input);
    return this.editAudited(id, input.version, actor, async (tx, current) => {
      if (values.seats < current.seats) {
        // Counted after the school's row lock: a roster write that holds the school waits, or is already counted.
        const used = await this.schools.seatsUsed(tx, id);
        if (values.seats < used) throw validationException([{ field: 'seats', message: seatsBelowUsedMessage(used) }]);
      }
      await this.withUniqueKeys(tx, values, id, () => this.schools.update(tx, id, values));
    });
  }

  /**
   * Checks that no other school has the name (any case) or the campus id, under a lock on both keys, then writes;
   * both fields are said at once. The unique constraints still stand behind it (a row written outside the console).
   */
  private async withUniqueKeys<T>(
    tx: Transaction,
    values: SchoolValues,
    exceptId: string | undefined,
    write: () => Promise<T>,
  ): Promise<T> {
    await this.schools.lockKeys(tx, values.name, values.campusId);
    const taken = await this.schools.taken(tx, values.name, values.campusId, exceptId);
    const errors: FieldError[] = [];
    if (taken.name) errors.push(NAME_TAKEN);
    if (taken.campusId) errors.push(CAMPUS_ID_TAKEN);
    if (errors.length) throw validationException(errors);
    try {
      return await write();
    } catch (error) {
      const field = UNIQUE_FIELDS[uniqueViolation(error) ?? ''];
      if (field) throw validationException([field]);
      throw error;
    }
  }
}

function valuesOf(input: AdminSchoolWrite): SchoolValues {
  return {
    name: input.name,
    campusId: input.campusId,
    board: input.board,
    city: input.city,
    state: input.state,
    logo: input.logo,
    seats: input.seats,
  };
}
