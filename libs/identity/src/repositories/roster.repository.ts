import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { StudentSort } from '@app/contracts';
import { DB, schools, users, type Database, type DbExecutor, type Transaction } from '@app/db';
import type { NewUser, UserRow } from './users.repository.js';

export interface RosterSchool {
  id: string;
  campusId: string;
  seats: number;
}

export interface StudentListQuery {
  /** The school scope: a school admin's own school; undefined = every school (admins). */
  schoolId?: string;
  q?: string;
  class?: string;
  section?: string;
  active?: boolean;
  ids?: string[];
  sort: { field: StudentSort; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

/** A student's profile fields the import writes on an existing student. */
export interface RosterUpdate {
  id: string;
  firstName: string;
  lastName: string;
  class: string;
  section: string;
  birthdate: string;
  gender: string;
  email: string;
  /** Lower-cased (the row's schema does it); null: none given yet. */
  parentEmail: string | null;
}

const likeLiteral = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const SORTS: Record<StudentSort, SQL> = {
  createdAt: sql`${users.createdAt}`,
  admissionNumber: sql`lower(${users.admissionNumber})`,
  name: sql`lower(${users.firstName} || ' ' || ${users.lastName})`,
  class: sql`${users.class}`,
  section: sql`lower(${users.section})`,
};

/** Rows per INSERT or UPDATE statement: well under PostgreSQL's 65,535 parameters a statement. */
const CHUNK = 500;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/**
 * A school's roster of campus students, in identity's own table. Every query names the school in its WHERE (the
 * console's school scope is part of the query, never a filter afterwards) and only campus students.
 */
@Injectable()
export class RosterRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  /** Locks the school's row: imports and reactivations of one school run one after another (the seat count). */
  async lockSchool(tx: Transaction, id: string): Promise<RosterSchool | undefined> {
    const [row] = await tx
      .select({ id: schools.id, campusId: schools.campusId, seats: schools.seats })
      .from(schools)
      .where(eq(schools.id, id))
      .limit(1)
      .for('update');
    return row;
  }

  async findSchool(id: string): Promise<RosterSchool | undefined> {
    const [row] = await this.db
      .select({ id: schools.id, campusId: schools.campusId, seats: schools.seats })
      .from(schools)
      .where(eq(schools.id, id))
      .limit(1);
    return row;
  }

  async activeCount(tx: DbExecutor, schoolId: string): Promise<number> {
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(and(eq(users.schoolId, schoolId), eq(users.role, 'campus_student'), isNull(users.deactivatedAt)));
    return n;
  }

  /** The school's students with these admission numbers (lower-cased), keyed by the lower-cased number. */
  async byAdmission(tx: DbExecutor, schoolId: string, lowered: string[]): Promise<Map<string, UserRow>> {
    const found = new Map<string, UserRow>();
    for (const part of chunks(lowered)) {
      const rows = await tx
        .select()
        .from(users)
        .where(
          and(
            eq(users.schoolId, schoolId),
            isNotNull(users.admissionNumber),
            inArray(sql`lower(${users.admissionNumber})`, part),
          ),
        );
      for (const row of rows) found.set(row.admissionNumber!.toLowerCase(), row);
    }
    return found;
  }

  /** Who holds these e-mails (lower-cased): the lower-cased e-mail and the account's id. */
  async emailOwners(tx: DbExecutor, lowered: string[]): Promise<Map<string, string>> {
    const owners = new Map<string, string>();
    for (const part of chunks(lowered)) {
      const rows = await tx
        .select({ id: users.id, email: sql<string>`lower(${users.email})` })
        .from(users)
        .where(inArray(sql`lower(${users.email})`, part));
      for (const row of rows) owners.set(row.email, row.id);
    }
    return owners;
  }

  /** Which of these usernames (lower-cased) are taken. */
  async takenUsernames(tx: DbExecutor, lowered: string[]): Promise<Set<string>> {
    const taken = new Set<string>();
    for (const part of chunks(lowered)) {
      const rows = await tx
        .select({ u: sql<string>`lower(${users.username})` })
        .from(users)
        .where(inArray(sql`lower(${users.username})`, part));
      for (const row of rows) taken.add(row.u);
    }
    return taken;
  }

  /**
   * New students, many rows a statement. No ON CONFLICT: the caller holds the school's lock and has checked the
   * admission numbers, e-mails and usernames in the same transaction, so a unique violation (a sign-up taking a
   * username that very moment) fails the whole import, which the caller answers as a conflict to retry.
   */
  async insertMany(tx: Transaction, rows: NewUser[]): Promise<{ id: string; username: string }[]> {
    const inserted: { id: string; username: string }[] = [];
    for (const part of chunks(rows)) {
      inserted.push(...(await tx.insert(users).values(part).returning({ id: users.id, username: users.username })));
    }
    return inserted;
  }

  /**
   * These campus students within the scope (undefined = any school), with their school's name: the credentials
   * sheet's. An id of another school is simply not found.
   */
  async withSchoolNames(ids: string[], schoolId: string | undefined): Promise<(UserRow & { schoolName: string })[]> {
    const found: (UserRow & { schoolName: string })[] = [];
    for (const part of chunks(ids)) {
      const rows = await this.db
        .select({ user: users, schoolName: schools.name })
        .from(users)
        .innerJoin(schools, eq(schools.id, users.schoolId))
        .where(
          and(
            inArray(users.id, part),
            eq(users.role, 'campus_student'),
            schoolId ? eq(users.schoolId, schoolId) : undefined,
          ),
        );
      found.push(...rows.map((r) => ({ ...r.user, schoolName: r.schoolName })));
    }
    return found;
  }

  /** Existing students' changed profiles, many rows a statement (UPDATE ... FROM VALUES). */
  async updateMany(tx: Transaction, schoolId: string, rows: RosterUpdate[]): Promise<void> {
    for (const part of chunks(rows)) {
      const values = sql.join(
        part.map(
          (r) =>
            sql`(${r.id}::uuid, ${r.firstName}, ${r.lastName}, ${r.class}, ${r.section}, ${r.birthdate}, ${r.gender}, ${r.email}, ${r.parentEmail}::text)`,
        ),
        sql`, `,
      );
      await tx.execute(sql`
        UPDATE users AS u SET first_name = v.first_name, last_name = v.last_name, class = v.class,
          section = v.section, birthdate = v.birthdate, gender = v.gender, email = v.email,
          parent_email = v.parent_email, version = u.version + 1, updated_at = now()
        FROM (VALUES ${values}) AS v(id, first_name, last_name, class, section, birthdate, gender, email, parent_email)
        WHERE u.id = v.id AND u.school_id = ${schoolId}::uuid AND u.role = 'campus_student'`);
    }
  }

  async list(query: StudentListQuery): Promise<{ rows: UserRow[]; total: number }> {
    const where: SQL[] = [eq(users.role, 'campus_student')];
    if (query.schoolId) where.push(eq(users.schoolId, query.schoolId));
    if (query.q) {
      const like = likeLiteral(query.q);
      where.push(
        or(
          sql`(${users.firstName} || ' ' || ${users.lastName}) ILIKE ${like}`,
          sql`${users.admissionNumber} ILIKE ${like}`,
        )!,
      );
    }
    if (query.class) where.push(sql`${users.class} = ${query.class}`);
    if (query.section) where.push(sql`lower(${users.section}) = lower(${query.section})`);
    if (query.active !== undefined)
      where.push(query.active ? isNull(users.deactivatedAt) : isNotNull(users.deactivatedAt));
    if (query.ids) where.push(inArray(users.id, query.ids));
    const condition = and(...where);
    const order = query.sort.order === 'ASC' ? asc : desc;
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select()
        .from(users)
        .where(condition)
        .orderBy(order(SORTS[query.sort.field]), order(users.id))
        .limit(query.limit)
        .offset(query.offset),
      this.db
        .select({ total: sql<number>`count(*)::int` })
        .from(users)
        .where(condition),
    ]);
    return { rows, total };
  }

  /** One campus student within the scope (undefined = any school); `lock` for a write. */
  async find(
    id: string,
    schoolId: string | undefined,
    tx: DbExecutor = this.db,
    lock = false,
  ): Promise<UserRow | undefined> {
    const where = and(
      eq(users.id, id),
      eq(users.role, 'campus_student'),
      schoolId ? eq(users.schoolId, schoolId) : undefined,
    );
    const query = tx.select().from(users).where(where).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  async update(tx: Transaction, id: string, values: Partial<NewUser>): Promise<void> {
    await tx
      .update(users)
      .set({ ...values, version: sql`${users.version} + 1`, updatedAt: sql`now()` })
      .where(eq(users.id, id));
  }
}
