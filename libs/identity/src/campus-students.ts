import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { DB, users, type Database, type DbExecutor } from '@app/db';

export interface CampusStudentRow {
  id: string;
  name: string;
  schoolId: string;
  admissionNumber: string | null;
  class: string | null;
  section: string | null;
}

export interface CampusStudentFilter {
  /** The school (a school admin's own scope, or the one an admin names); null: every school. */
  schoolId: string | null;
  /** Any part of the name or the admission number, any case. */
  q?: string;
  class?: string;
  /** The section, compared without regard to case. */
  section?: string;
  ids?: string[];
  /** Deactivated students too (a classroom's results keep those who have left: they keep their reports). */
  includeInactive?: boolean;
}

export interface CampusStudentPage {
  sort: { field: 'name' | 'section' | 'admissionNumber'; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

const likeEscape = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/** The active campus students: the school's roster as classrooms see it (issue 13). */
const active = and(eq(users.role, 'campus_student'), isNull(users.deactivatedAt), isNull(users.disabledAt));

/**
 * The campus students of a school, for the classrooms (libs/classrooms): its console picker and the check that a
 * classroom's students are the school's own active ones. Identity owns `users`: other libs ask here. A provider
 * with only the database behind it, like ActiveCounsellors. The school is always in the query itself.
 */
@Injectable()
export class CampusStudents {
  constructor(@Inject(DB) private readonly db: Database) {}

  private where(filter: CampusStudentFilter): SQL | undefined {
    return and(
      filter.includeInactive ? eq(users.role, 'campus_student') : active,
      filter.schoolId ? eq(users.schoolId, filter.schoolId) : undefined,
      filter.q
        ? sql`(${fullName} ILIKE ${`%${likeEscape(filter.q)}%`} OR ${users.admissionNumber} ILIKE ${`%${likeEscape(filter.q)}%`})`
        : undefined,
      filter.class ? sql`${users.class} = ${filter.class}` : undefined,
      filter.section ? sql`lower(${users.section}) = lower(${filter.section})` : undefined,
      filter.ids ? inArray(users.id, filter.ids) : undefined,
    );
  }

  async list(
    filter: CampusStudentFilter,
    page: CampusStudentPage,
  ): Promise<{ rows: CampusStudentRow[]; total: number }> {
    if (filter.ids?.length === 0) return { rows: [], total: 0 };
    const where = this.where(filter);
    const direction = page.sort.order === 'DESC' ? desc : asc;
    const key = { name: fullName, section: users.section, admissionNumber: users.admissionNumber }[page.sort.field];
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select({
          id: users.id,
          name: fullName,
          schoolId: sql<string>`${users.schoolId}`,
          admissionNumber: users.admissionNumber,
          class: users.class,
          section: users.section,
        })
        .from(users)
        .where(where)
        .orderBy(direction(key), asc(fullName), asc(users.id))
        .limit(page.limit)
        .offset(page.offset),
      this.db.select({ total: count() }).from(users).where(where),
    ]);
    return { rows, total };
  }

  /**
   * Which of `ids` are active campus students of the school, read (and share-locked, so none is moved or taken off
   * the roster before the caller's transaction ends) in the caller's transaction.
   */
  async activeOfSchool(executor: DbExecutor, schoolId: string, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await executor
      .select({ id: users.id })
      .from(users)
      .where(and(active, eq(users.schoolId, schoolId), inArray(users.id, [...ids])))
      .for('share');
    return rows.map((r) => r.id);
  }

  /** The names of these users (for a message that says who), by id; unknown ids are left out. */
  async names(executor: DbExecutor, ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await executor
      .select({ id: users.id, name: fullName })
      .from(users)
      .where(inArray(users.id, [...ids]));
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  /** One user's name (a report's cover), read outside any transaction. */
  async nameOf(id: string): Promise<string | undefined> {
    return (await this.names(this.db, [id])).get(id);
  }
}
