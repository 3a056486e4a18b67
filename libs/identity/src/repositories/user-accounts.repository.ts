import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Role, UserSort } from '@app/contracts';
import { DB, schools, users, type Database, type DbExecutor, type Transaction } from '@app/db';
import type { NewUser, UserRow } from './users.repository.js';

export interface AccountRow {
  user: UserRow;
  schoolName: string | null;
}

export interface AccountListQuery {
  q?: string;
  role?: string;
  disabled?: boolean;
  confirmed?: boolean;
  schoolId?: string;
  ids?: string[];
  sort: { field: UserSort; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

/** `%`, `_` and `\` typed in a search are themselves, not wildcards. */
const likeLiteral = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const SORTS: Record<UserSort, SQL> = {
  createdAt: sql`${users.createdAt}`,
  username: sql`lower(${users.username})`,
  email: sql`lower(${users.email})`,
  name: sql`lower(${users.firstName} || ' ' || ${users.lastName})`,
  role: sql`${users.role}`,
};

/**
 * `q` as an admin types it: part of a name (first, last or both), an e-mail, a username, or a mobile number with
 * or without +91, spaces or dashes.
 */
function searchCondition(q: string): SQL {
  const like = likeLiteral(q);
  const terms: SQL[] = [
    sql`(${users.firstName} || ' ' || ${users.lastName}) ILIKE ${like}`,
    sql`${users.email} ILIKE ${like}`,
    sql`${users.username} ILIKE ${like}`,
  ];
  const digits = q.replace(/^\+91/, '').replace(/[\s-]/g, '');
  if (/^\d{3,}$/.test(digits)) terms.push(sql`${users.phoneNumber} LIKE ${`%${digits}%`}`);
  return or(...terms)!;
}

/** The console's reads and writes of accounts (identity owns the users table; the console asks through here). */
@Injectable()
export class UserAccountsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  async list(query: AccountListQuery): Promise<{ rows: AccountRow[]; total: number }> {
    const where: SQL[] = [];
    if (query.q) where.push(searchCondition(query.q));
    if (query.role) where.push(eq(users.role, query.role as Role));
    if (query.disabled !== undefined)
      where.push(query.disabled ? isNotNull(users.disabledAt) : isNull(users.disabledAt));
    if (query.confirmed !== undefined)
      where.push(query.confirmed ? isNotNull(users.confirmedAt) : isNull(users.confirmedAt));
    if (query.schoolId) where.push(eq(users.schoolId, query.schoolId));
    if (query.ids) where.push(inArray(users.id, query.ids));
    const condition = where.length ? and(...where) : undefined;
    const order = query.sort.order === 'ASC' ? asc : desc;
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select({ user: users, schoolName: schools.name })
        .from(users)
        .leftJoin(schools, eq(schools.id, users.schoolId))
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

  async find(id: string, tx: DbExecutor = this.db): Promise<AccountRow | undefined> {
    const [row] = await tx
      .select({ user: users, schoolName: schools.name })
      .from(users)
      .leftJoin(schools, eq(schools.id, users.schoolId))
      .where(eq(users.id, id))
      .limit(1);
    return row;
  }

  async schoolExists(tx: DbExecutor, id: string): Promise<boolean> {
    const [row] = await tx.select({ id: schools.id }).from(schools).where(eq(schools.id, id)).limit(1);
    return !!row;
  }

  /** A console write: the fields given, and the version moves. */
  async update(tx: Transaction, id: string, values: Partial<NewUser>): Promise<void> {
    await tx
      .update(users)
      .set({ ...values, version: sql`${users.version} + 1`, updatedAt: sql`now()` })
      .where(eq(users.id, id));
  }
}
