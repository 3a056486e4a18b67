import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { CLASSROOM_FILTERS, CLASSROOM_SORTS, type ClassroomSort } from '@app/contracts';
import type { ListPage, RepositoryFilter, SchoolScope } from '@app/admin-kit';
import {
  classroomCareers,
  classrooms,
  classroomStudents,
  DB,
  schools,
  type Database,
  type DbExecutor,
  type Transaction,
} from '@app/db';
import { classroomOpenSql } from '../classrooms.repository.js';

export interface AdminClassroomRow {
  id: string;
  schoolId: string;
  name: string;
  class: string;
  section: string | null;
  careerIds: string[];
  studentIds: string[];
  studentCount: number;
  startedCount: number;
  completedCount: number;
  opensAt: Date | null;
  closesAt: Date | null;
  open: boolean;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface ClassroomValues {
  name: string;
  class: string;
  section: string | null;
  opensAt: Date;
  closesAt: Date;
}

/** What the list sorts and filters on, and its order when none is asked for. */
export const CLASSROOM_LIST = {
  sortable: CLASSROOM_SORTS,
  defaultSort: ['name', 'ASC'],
  filters: CLASSROOM_FILTERS,
} as const;

export type ClassroomListFilter = RepositoryFilter<typeof CLASSROOM_FILTERS>;

/**
 * The outer classroom's id inside the select's subqueries, qualified by hand: a column in a select's own `sql` is
 * written unqualified, and classroom_students has an `id` of its own.
 */
const CLASSROOM_ID = sql.raw('"classrooms"."id"');

const likeEscape = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A student has completed a classroom once every career it gives is COMPLETED for them (and they have started it).
 * `s` is the classroom_students row.
 */
const completedBy = (s: string) =>
  sql.raw(`${s}.status = 'IN_PROGRESS' AND NOT EXISTS (
    SELECT 1 FROM classroom_careers cc WHERE cc.classroom_id = ${s}.classroom_id AND NOT EXISTS (
      SELECT 1 FROM user_careers uc WHERE uc.user_id = ${s}.user_id AND uc.career_id = cc.career_id AND uc.status = 'COMPLETED'))`);

/** A classroom's students, those who started it and those who completed it (subqueries of a classrooms select). */
const counts = () => ({
  studentCount: sql<number>`(SELECT count(*)::int FROM ${classroomStudents} cs WHERE cs.classroom_id = ${CLASSROOM_ID})`,
  startedCount: sql<number>`(SELECT count(*)::int FROM ${classroomStudents} cs
    WHERE cs.classroom_id = ${CLASSROOM_ID} AND cs.status = 'IN_PROGRESS')`,
  completedCount: sql<number>`(SELECT count(*)::int FROM ${classroomStudents} cs
    WHERE cs.classroom_id = ${CLASSROOM_ID} AND ${completedBy('cs')})`,
});

export interface ClassroomCountsRow {
  id: string;
  name: string;
  class: string;
  section: string | null;
  studentCount: number;
  startedCount: number;
  completedCount: number;
}

/**
 * The console's classrooms. Every read and write names the school scope (a school admin's own school; null for an
 * admin, who sees every school): it is a condition of the query itself, so another school's classroom is never
 * read, counted or locked, whatever id is sent (school-scope.ts).
 */
@Injectable()
export class ClassroomsAdminRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  private select(executor: DbExecutor) {
    return executor
      .select({
        id: classrooms.id,
        schoolId: classrooms.schoolId,
        name: classrooms.name,
        class: classrooms.class,
        section: classrooms.section,
        careerIds: sql<string[]>`coalesce((SELECT array_agg(cc.career_id::text ORDER BY cc.career_id)
          FROM ${classroomCareers} cc WHERE cc.classroom_id = ${CLASSROOM_ID}), '{}'::text[])`,
        studentIds: sql<string[]>`coalesce((SELECT array_agg(cs.user_id::text ORDER BY cs.user_id)
          FROM ${classroomStudents} cs WHERE cs.classroom_id = ${CLASSROOM_ID}), '{}'::text[])`,
        ...counts(),
        opensAt: classrooms.opensAt,
        closesAt: classrooms.closesAt,
        open: classroomOpenSql,
        version: classrooms.version,
        createdAt: classrooms.createdAt,
        updatedAt: classrooms.updatedAt,
      })
      .from(classrooms);
  }

  private scoped(scope: SchoolScope): SQL | undefined {
    return scope === null ? undefined : eq(classrooms.schoolId, scope);
  }

  private where(scope: SchoolScope, filter: ClassroomListFilter): SQL | undefined {
    return and(
      this.scoped(scope),
      filter.q ? sql`${classrooms.name} ILIKE ${`%${likeEscape(filter.q)}%`}` : undefined,
      filter.schoolId ? eq(classrooms.schoolId, filter.schoolId) : undefined,
      filter.class ? eq(classrooms.class, filter.class) : undefined,
      filter.open === undefined ? undefined : filter.open ? classroomOpenSql : sql`NOT ${classroomOpenSql}`,
      filter.ids ? inArray(classrooms.id, filter.ids) : undefined,
    );
  }

  async list(
    scope: SchoolScope,
    filter: ClassroomListFilter,
    page: ListPage<ClassroomSort>,
  ): Promise<{ rows: AdminClassroomRow[]; total: number }> {
    if (filter.ids?.length === 0) return { rows: [], total: 0 };
    const where = this.where(scope, filter);
    const direction = page.sort.order === 'DESC' ? desc : asc;
    const key = {
      name: classrooms.name,
      // 9 before 10.
      class: sql`lpad(${classrooms.class}, 2, '0')`,
      opensAt: classrooms.opensAt,
      closesAt: classrooms.closesAt,
      createdAt: classrooms.createdAt,
      updatedAt: classrooms.updatedAt,
    }[page.sort.field];
    const [rows, [{ total }]] = await Promise.all([
      this.select(this.db)
        .where(where)
        .orderBy(direction(key), asc(classrooms.name), asc(classrooms.id))
        .limit(page.limit)
        .offset(page.offset),
      this.db.select({ total: count() }).from(classrooms).where(where),
    ]);
    return { rows, total };
  }

  /** A school's classrooms by name with their counts only (a school's results: no id lists). */
  schoolCounts(scope: SchoolScope, schoolId: string): Promise<ClassroomCountsRow[]> {
    return this.db
      .select({
        id: classrooms.id,
        name: classrooms.name,
        class: classrooms.class,
        section: classrooms.section,
        ...counts(),
      })
      .from(classrooms)
      .where(and(eq(classrooms.schoolId, schoolId), this.scoped(scope)))
      .orderBy(asc(classrooms.name), asc(classrooms.id));
  }

  /** Every student and every career of a school's classrooms, each once. */
  async schoolMembers(scope: SchoolScope, schoolId: string): Promise<{ userIds: string[]; careerIds: string[] }> {
    const inSchool = and(eq(classrooms.schoolId, schoolId), this.scoped(scope));
    const [[students], [careers]] = await Promise.all([
      this.db
        .select({ ids: sql<string[]>`coalesce(array_agg(DISTINCT ${classroomStudents.userId}::text), '{}'::text[])` })
        .from(classroomStudents)
        .innerJoin(classrooms, eq(classrooms.id, classroomStudents.classroomId))
        .where(inSchool),
      this.db
        .select({ ids: sql<string[]>`coalesce(array_agg(DISTINCT ${classroomCareers.careerId}::text), '{}'::text[])` })
        .from(classroomCareers)
        .innerJoin(classrooms, eq(classrooms.id, classroomCareers.classroomId))
        .where(inSchool),
    ]);
    return { userIds: students.ids, careerIds: careers.ids };
  }

  async findById(
    scope: SchoolScope,
    id: string,
    executor: DbExecutor = this.db,
  ): Promise<AdminClassroomRow | undefined> {
    const [row] = await this.select(executor).where(and(eq(classrooms.id, id), this.scoped(scope)));
    return row;
  }

  /**
   * The classroom of the scope, locked until `tx` ends, with its students' rows: a Start (which locks its student's
   * row) and this write go one after the other, so "has nobody started" stays true until the write commits.
   */
  async lock(tx: Transaction, scope: SchoolScope, id: string): Promise<AdminClassroomRow | undefined> {
    const [row] = await tx
      .select({ id: classrooms.id })
      .from(classrooms)
      .where(and(eq(classrooms.id, id), this.scoped(scope)))
      .for('update');
    if (!row) return undefined;
    await tx
      .select({ id: classroomStudents.id })
      .from(classroomStudents)
      .where(eq(classroomStudents.classroomId, id))
      .for('update');
    return this.findById(scope, id, tx);
  }

  async schoolExists(executor: DbExecutor, schoolId: string): Promise<boolean> {
    const rows = await executor.select({ id: schools.id }).from(schools).where(eq(schools.id, schoolId)).for('share');
    return rows.length > 0;
  }

  /** Serialises, until `tx` ends, the writes that give a classroom of the school this name. */
  async lockName(tx: Transaction, schoolId: string, name: string): Promise<void> {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(724213, hashtext(${`${schoolId}:${name}`}))`);
  }

  async nameTaken(executor: DbExecutor, schoolId: string, name: string, exceptId?: string): Promise<boolean> {
    const rows = await executor
      .select({ id: classrooms.id })
      .from(classrooms)
      .where(
        and(
          eq(classrooms.schoolId, schoolId),
          eq(classrooms.name, name),
          exceptId ? sql`${classrooms.id} <> ${exceptId}` : undefined,
        ),
      );
    return rows.length > 0;
  }

  async insert(tx: Transaction, schoolId: string, values: ClassroomValues): Promise<string> {
    const [row] = await tx
      .insert(classrooms)
      .values({ schoolId, ...values })
      .returning({ id: classrooms.id });
    return row.id;
  }

  /** The version moves here (classrooms have no version trigger), with updated_at. */
  async update(tx: Transaction, id: string, values: ClassroomValues): Promise<void> {
    await tx
      .update(classrooms)
      .set({ ...values, version: sql`${classrooms.version} + 1`, updatedAt: sql`now()` })
      .where(eq(classrooms.id, id));
  }

  /** The classroom gives exactly these careers. */
  async setCareers(tx: Transaction, id: string, careerIds: string[]): Promise<void> {
    await tx
      .delete(classroomCareers)
      .where(and(eq(classroomCareers.classroomId, id), notInArray(classroomCareers.careerId, careerIds)));
    await tx
      .insert(classroomCareers)
      .values(careerIds.map((careerId) => ({ classroomId: id, careerId })))
      .onConflictDoNothing();
  }

  async addStudents(tx: Transaction, id: string, userIds: string[]): Promise<void> {
    if (userIds.length === 0) return;
    await tx
      .insert(classroomStudents)
      .values(userIds.map((userId) => ({ classroomId: id, userId })))
      .onConflictDoNothing();
  }

  /** Takes these students out of the classroom, only those who have not started it. */
  async removeStudents(tx: Transaction, id: string, userIds: string[]): Promise<void> {
    if (userIds.length === 0) return;
    await tx
      .delete(classroomStudents)
      .where(
        and(
          eq(classroomStudents.classroomId, id),
          inArray(classroomStudents.userId, userIds),
          eq(classroomStudents.status, 'ENROLLED'),
        ),
      );
  }

  /** Of these students of the classroom, those who have started it. */
  async startedAmong(tx: Transaction, id: string, userIds: string[]): Promise<string[]> {
    if (userIds.length === 0) return [];
    const rows = await tx
      .select({ userId: classroomStudents.userId })
      .from(classroomStudents)
      .where(
        and(
          eq(classroomStudents.classroomId, id),
          inArray(classroomStudents.userId, userIds),
          eq(classroomStudents.status, 'IN_PROGRESS'),
        ),
      );
    return rows.map((r) => r.userId);
  }

  async delete(tx: Transaction, id: string): Promise<void> {
    await tx.delete(classrooms).where(eq(classrooms.id, id));
  }
}
