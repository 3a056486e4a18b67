import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { SCHOOL_FILTERS, SCHOOL_SORTS, type SchoolSort } from '@app/contracts';
import { DB, schools, users, type Database, type DbExecutor, type Transaction } from '@app/db';
import type { ListPage, SchoolScope } from '@app/admin-kit';

export interface AdminSchoolRow {
  id: string;
  name: string;
  campusId: string;
  board: string | null;
  city: string | null;
  state: string | null;
  logo: string | null;
  seats: number;
  seatsUsed: number;
  schoolAdmins: number;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface SchoolValues {
  name: string;
  campusId: string;
  board: string;
  city: string;
  state: string;
  logo: string | null;
  seats: number;
}

export interface SchoolListFilter {
  /** Text in the name or the campus id. */
  q?: string;
  board?: string;
  state?: string;
  ids?: string[];
}

/** What the list sorts and filters on, and its order when none is asked for. */
export const SCHOOL_LIST = { sortable: SCHOOL_SORTS, defaultSort: ['name', 'ASC'], filters: SCHOOL_FILTERS } as const;

/** `\`, `%` and `_` match themselves in a LIKE pattern: what staff type is text, not a pattern. */
const likeEscape = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A seat is taken by an active campus student: on the school's roster and not deactivated. */
const activeStudent = sql`${users.role} = 'campus_student' AND ${users.deactivatedAt} IS NULL`;

/**
 * Each school's seats used and school admins, in one pass over the people with a school. The users table is
 * identity's; the schools lib only counts in it, read-only, in the statement that reads the schools (a count per
 * school through identity's index would be a query per row).
 */
const memberCounts = (executor: DbExecutor) =>
  executor
    .select({
      schoolId: users.schoolId,
      seatsUsed: sql<number>`count(*) FILTER (WHERE ${activeStudent})`.as('seats_used_n'),
      schoolAdmins: sql<number>`count(*) FILTER (WHERE ${users.role} = 'school_admin')`.as('school_admins_n'),
    })
    .from(users)
    .where(isNotNull(users.schoolId))
    .groupBy(users.schoolId)
    .as('member_counts');

/**
 * The schools table: libs/schools is its only writer (identity reads a school's name with a user). A school
 * admin's calls carry their scope, and every read puts it in its WHERE (school-scope.ts): another school is
 * never read, counted or found.
 */
@Injectable()
export class SchoolsAdminRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  private select(executor: DbExecutor) {
    const counts = memberCounts(executor);
    return executor
      .select({
        id: schools.id,
        name: schools.name,
        campusId: schools.campusId,
        board: schools.board,
        city: schools.city,
        state: schools.state,
        logo: schools.logo,
        seats: schools.seats,
        seatsUsed: sql<number>`coalesce(${counts.seatsUsed}, 0)::int`.as('seats_used'),
        schoolAdmins: sql<number>`coalesce(${counts.schoolAdmins}, 0)::int`.as('school_admins'),
        version: schools.version,
        createdAt: schools.createdAt,
        updatedAt: schools.updatedAt,
      })
      .from(schools)
      .leftJoin(counts, eq(counts.schoolId, schools.id));
  }

  private where(filter: SchoolListFilter, scope: SchoolScope): SQL | undefined {
    const like = filter.q ? `%${likeEscape(filter.q)}%` : undefined;
    return and(
      scope === null ? undefined : eq(schools.id, scope),
      like ? or(sql`${schools.name} ILIKE ${like}`, sql`${schools.campusId} ILIKE ${like}`) : undefined,
      filter.board ? eq(schools.board, filter.board) : undefined,
      filter.state ? eq(schools.state, filter.state) : undefined,
      filter.ids ? inArray(schools.id, filter.ids) : undefined,
    );
  }

  /**
   * One query for the page, one for the count, both within `scope`. Optional only to fit the kit's repository
   * shape: a list without a scope is refused, never taken for "every school".
   */
  async list(
    filter: SchoolListFilter,
    page: ListPage<SchoolSort>,
    scope?: SchoolScope,
  ): Promise<{ rows: AdminSchoolRow[]; total: number }> {
    if (scope === undefined) throw new Error('schools are listed within a school scope');
    if (filter.ids?.length === 0) return { rows: [], total: 0 };
    const where = this.where(filter, scope);
    const direction = page.sort.order === 'DESC' ? desc : asc;
    // seats_used is the select's own column: ordered by its name.
    const key = {
      name: sql`lower(${schools.name})`,
      campusId: schools.campusId,
      city: schools.city,
      state: schools.state,
      seats: schools.seats,
      seatsUsed: sql`seats_used`,
      createdAt: schools.createdAt,
    }[page.sort.field];
    const [rows, [{ total }]] = await Promise.all([
      this.select(this.db)
        .where(where)
        .orderBy(direction(key), asc(sql`lower(${schools.name})`), asc(schools.id))
        .limit(page.limit)
        .offset(page.offset),
      this.db.select({ total: count() }).from(schools).where(where),
    ]);
    return { rows, total };
  }

  /** The school, if it is within `scope` (a school admin's own; null: any). */
  async findById(
    id: string,
    executor: DbExecutor = this.db,
    scope: SchoolScope = null,
  ): Promise<AdminSchoolRow | undefined> {
    const [row] = await this.select(executor).where(and(eq(schools.id, id), this.where({}, scope)));
    return row;
  }

  /**
   * The school, locked until `tx` ends. FOR NO KEY UPDATE: an edit waits for a roster write that holds the school
   * (FOR SHARE or stronger) while it checks the seats, and the other way round, so seats never drop below the
   * active students between the count and the write.
   */
  async lock(tx: Transaction, id: string, _mode: 'edit' | 'delete'): Promise<AdminSchoolRow | undefined> {
    const [row] = await tx.select({ id: schools.id }).from(schools).where(eq(schools.id, id)).for('no key update');
    return row ? this.findById(id, tx) : undefined;
  }

  /** Active campus students of the school, counted in `executor` (inside the edit, after the lock). */
  async seatsUsed(executor: DbExecutor, id: string): Promise<number> {
    const [row] = await executor
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(and(eq(users.schoolId, id), activeStudent));
    return row?.n ?? 0;
  }

  /** Serialises, until `tx` ends, the writes that give a school this name or this campus id (names in any case). */
  async lockKeys(tx: Transaction, name: string, campusId: string): Promise<void> {
    // Always in this order (name, then campus id), so two writers never wait on each other crosswise.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(724301, hashtext(lower(${name})))`);
    await tx.execute(sql`SELECT pg_advisory_xact_lock(724302, hashtext(upper(${campusId})))`);
  }

  /** Which of the name (any case) and the campus id another school than `exceptId` has. */
  async taken(
    executor: DbExecutor,
    name: string,
    campusId: string,
    exceptId: string | undefined,
  ): Promise<{ name: boolean; campusId: boolean }> {
    const rows = await executor
      .select({
        name: sql<boolean>`lower(${schools.name}) = lower(${name})`,
        campusId: sql<boolean>`upper(${schools.campusId}) = upper(${campusId})`,
      })
      .from(schools)
      .where(
        and(
          or(sql`lower(${schools.name}) = lower(${name})`, sql`upper(${schools.campusId}) = upper(${campusId})`),
          exceptId ? sql`${schools.id} <> ${exceptId}` : undefined,
        ),
      );
    return { name: rows.some((r) => r.name), campusId: rows.some((r) => r.campusId) };
  }

  async insert(tx: Transaction, values: SchoolValues): Promise<string> {
    const [row] = await tx.insert(schools).values(values).returning({ id: schools.id });
    return row.id;
  }

  /** The version moves with every write (schools have no version trigger: it is set here). */
  async update(tx: Transaction, id: string, values: SchoolValues): Promise<void> {
    await tx
      .update(schools)
      .set({ ...values, version: sql`${schools.version} + 1`, updatedAt: sql`now()` })
      .where(eq(schools.id, id));
  }
}
