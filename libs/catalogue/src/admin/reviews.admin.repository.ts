import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { DB, reviews, type Database, type DbExecutor, type Transaction } from '@app/db';
import type { ListPage } from '@app/admin-kit';
import { likeEscape } from './admin-records.js';

export interface AdminReviewRow {
  id: string;
  name: string;
  text: string;
  rating: number;
  hidden: boolean;
  sortOrder: number;
  version: number;
}

export type ReviewValues = Omit<AdminReviewRow, 'id' | 'version'>;

export interface ReviewListFilter {
  /** Text in the reviewer's name or the review. */
  q?: string;
  hidden?: boolean;
  ids?: string[];
}

export const REVIEW_SORTS = ['id', 'name', 'rating', 'hidden', 'sortOrder'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_FILTERS = { q: 'text', hidden: 'boolean', id: 'ids' } as const;
/** What the list sorts and filters on, and its order when none is asked for. */
export const REVIEW_LIST = {
  sortable: REVIEW_SORTS,
  defaultSort: ['sortOrder', 'ASC'],
  filters: REVIEW_FILTERS,
} as const;

const columns = {
  id: reviews.id,
  name: reviews.name,
  text: reviews.text,
  rating: reviews.rating,
  hidden: reviews.hidden,
  sortOrder: reviews.sortOrder,
  version: reviews.version,
};

@Injectable()
export class ReviewsAdminRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  private where(filter: ReviewListFilter): SQL | undefined {
    const like = filter.q ? `%${likeEscape(filter.q)}%` : undefined;
    return and(
      like ? sql`(${reviews.name} ILIKE ${like} OR ${reviews.text} ILIKE ${like})` : undefined,
      filter.hidden === undefined ? undefined : eq(reviews.hidden, filter.hidden),
      filter.ids ? inArray(reviews.id, filter.ids) : undefined,
    );
  }

  /** Tens of rows, not thousands: no index is needed for any sort. */
  async list(filter: ReviewListFilter, page: ListPage<ReviewSort>): Promise<{ rows: AdminReviewRow[]; total: number }> {
    if (filter.ids?.length === 0) return { rows: [], total: 0 };
    const where = this.where(filter);
    const direction = page.sort.order === 'DESC' ? desc : asc;
    const key = {
      id: reviews.id,
      name: reviews.name,
      rating: reviews.rating,
      hidden: reviews.hidden,
      sortOrder: reviews.sortOrder,
    }[page.sort.field];
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select(columns)
        .from(reviews)
        .where(where)
        // The public page's order breaks ties: sort order, then name, then id.
        .orderBy(direction(key), direction(reviews.sortOrder), direction(reviews.name), direction(reviews.id))
        .limit(page.limit)
        .offset(page.offset),
      this.db.select({ total: count() }).from(reviews).where(where),
    ]);
    return { rows, total };
  }

  async findById(id: string, executor: DbExecutor = this.db): Promise<AdminReviewRow | undefined> {
    const [row] = await executor.select(columns).from(reviews).where(eq(reviews.id, id));
    return row;
  }

  async lock(tx: Transaction, id: string): Promise<AdminReviewRow | undefined> {
    const [row] = await tx.select(columns).from(reviews).where(eq(reviews.id, id)).for('update');
    return row;
  }

  async insert(tx: Transaction, values: ReviewValues): Promise<string> {
    const [row] = await tx.insert(reviews).values(values).returning({ id: reviews.id });
    return row.id;
  }

  /** The version moves by the row trigger of migration 0022. */
  async update(tx: Transaction, id: string, values: ReviewValues): Promise<void> {
    await tx.update(reviews).set(values).where(eq(reviews.id, id));
  }

  async delete(tx: Transaction, id: string): Promise<void> {
    await tx.delete(reviews).where(eq(reviews.id, id));
  }
}
