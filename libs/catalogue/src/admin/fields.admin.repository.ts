import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { careers, DB, fields, type Database, type DbExecutor, type Transaction } from '@app/db';
import type { ListPage } from '@app/admin-kit';
import { likeEscape } from './admin-records.js';

export interface AdminFieldRow {
  id: string;
  name: string;
  sortOrder: number;
  careerCount: number;
  version: number;
}

export interface FieldValues {
  name: string;
  sortOrder: number;
}

export interface FieldListFilter {
  /** Text in the name (the console's field pickers search with it). */
  q?: string;
  ids?: string[];
}

export const FIELD_SORTS = ['id', 'name', 'sortOrder', 'careerCount'] as const;
export type FieldSort = (typeof FIELD_SORTS)[number];
/** `q` is what the console's field pickers search with; `id` is react-admin's getMany. */
export const FIELD_FILTERS = { q: 'text', id: 'ids' } as const;
/** What the list sorts and filters on, and its order when none is asked for. */
export const FIELD_LIST = { sortable: FIELD_SORTS, defaultSort: ['sortOrder', 'ASC'], filters: FIELD_FILTERS } as const;

/** Each field's number of careers, in one pass over the careers (a count per field would scan them per field). */
const careerCounts = (executor: DbExecutor) =>
  executor
    .select({ fieldId: careers.fieldId, n: count().as('n') })
    .from(careers)
    .groupBy(careers.fieldId)
    .as('career_counts');

@Injectable()
export class FieldsAdminRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  private select(executor: DbExecutor) {
    const counts = careerCounts(executor);
    return executor
      .select({
        id: fields.id,
        name: fields.name,
        sortOrder: fields.sortOrder,
        careerCount: sql<number>`coalesce(${counts.n}, 0)::int`.as('career_count'),
        version: fields.version,
      })
      .from(fields)
      .leftJoin(counts, eq(counts.fieldId, fields.id));
  }

  private where(filter: FieldListFilter): SQL | undefined {
    return and(
      filter.q ? sql`${fields.name} ILIKE ${`%${likeEscape(filter.q)}%`}` : undefined,
      filter.ids ? inArray(fields.id, filter.ids) : undefined,
    );
  }

  /** A handful of rows: one query for the page, one for the count. */
  async list(filter: FieldListFilter, page: ListPage<FieldSort>): Promise<{ rows: AdminFieldRow[]; total: number }> {
    if (filter.ids?.length === 0) return { rows: [], total: 0 };
    const where = this.where(filter);
    const direction = page.sort.order === 'DESC' ? desc : asc;
    // career_count is the select's own column: ordered by its name.
    const key = {
      id: fields.id,
      name: fields.name,
      sortOrder: fields.sortOrder,
      careerCount: sql`career_count`,
    }[page.sort.field];
    const [rows, [{ total }]] = await Promise.all([
      this.select(this.db)
        .where(where)
        .orderBy(direction(key), direction(fields.name), direction(fields.id))
        .limit(page.limit)
        .offset(page.offset),
      this.db.select({ total: count() }).from(fields).where(where),
    ]);
    return { rows, total };
  }

  async findById(id: string, executor: DbExecutor = this.db): Promise<AdminFieldRow | undefined> {
    const [row] = await this.select(executor).where(eq(fields.id, id));
    return row;
  }

  /**
   * The field, locked until `tx` ends; a delete's UPDATE lock makes a career being added to the field wait, so
   * none appears between the check that the field has none and the delete.
   */
  async lock(tx: Transaction, id: string, mode: 'edit' | 'delete'): Promise<AdminFieldRow | undefined> {
    const [row] = await tx
      .select({ id: fields.id })
      .from(fields)
      .where(eq(fields.id, id))
      .for(mode === 'delete' ? 'update' : 'no key update');
    return row ? this.findById(id, tx) : undefined;
  }

  /** Whether another field than `exceptId` has this name (names are unique; compared as stored). */
  async nameTaken(name: string, exceptId: string | undefined, executor: DbExecutor): Promise<boolean> {
    const [row] = await executor
      .select({ id: fields.id })
      .from(fields)
      .where(and(eq(fields.name, name), exceptId ? sql`${fields.id} <> ${exceptId}` : undefined));
    return Boolean(row);
  }

  /** Serialises, until `tx` ends, the writes that give a field this name. */
  async lockName(tx: Transaction, name: string): Promise<void> {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(724201, hashtext(${name}))`);
  }

  async insert(tx: Transaction, values: FieldValues): Promise<string> {
    const [row] = await tx.insert(fields).values(values).returning({ id: fields.id });
    return row.id;
  }

  /** The version moves by the row trigger of migration 0022. */
  async update(tx: Transaction, id: string, values: FieldValues): Promise<void> {
    await tx.update(fields).set(values).where(eq(fields.id, id));
  }

  async delete(tx: Transaction, id: string): Promise<void> {
    await tx.delete(fields).where(eq(fields.id, id));
  }
}
