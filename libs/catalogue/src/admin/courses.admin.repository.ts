import { Inject, Injectable } from '@nestjs/common';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { CourseModule } from '@app/contracts';
import { courses, DB, type Database, type DbExecutor, type Transaction } from '@app/db';
import type { ListPage } from '@app/admin-kit';

export interface AdminCourseRow {
  id: string;
  title: string;
  strikePricePaise: number;
  earlyBirdPricePaise: number;
  regularPricePaise: number;
  startsOn: string | null;
  modules: CourseModule[];
  version: number;
}

export type CourseValues = Omit<AdminCourseRow, 'id' | 'version'>;

export interface CourseListFilter {
  ids?: string[];
}

export const COURSE_SORTS = ['id', 'title'] as const;
export type CourseSort = (typeof COURSE_SORTS)[number];
export const COURSE_FILTERS = { id: 'ids' } as const;
/** What the list sorts and filters on, and its order when none is asked for. */
export const COURSE_LIST = { sortable: COURSE_SORTS, defaultSort: ['title', 'ASC'], filters: COURSE_FILTERS } as const;

const columns = {
  id: courses.id,
  title: courses.title,
  strikePricePaise: courses.strikePricePaise,
  earlyBirdPricePaise: courses.earlyBirdPricePaise,
  regularPricePaise: courses.regularPricePaise,
  startsOn: courses.startsOn,
  modules: courses.modules,
  version: courses.version,
};

@Injectable()
export class CoursesAdminRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  async list(filter: CourseListFilter, page: ListPage<CourseSort>): Promise<{ rows: AdminCourseRow[]; total: number }> {
    if (filter.ids?.length === 0) return { rows: [], total: 0 };
    const where = filter.ids ? inArray(courses.id, filter.ids) : undefined;
    const direction = page.sort.order === 'DESC' ? desc : asc;
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select(columns)
        .from(courses)
        .where(where)
        .orderBy(direction(page.sort.field === 'title' ? courses.title : courses.id), direction(courses.id))
        .limit(page.limit)
        .offset(page.offset),
      this.db.select({ total: count() }).from(courses).where(where),
    ]);
    return { rows, total };
  }

  async findById(id: string, executor: DbExecutor = this.db): Promise<AdminCourseRow | undefined> {
    const [row] = await executor.select(columns).from(courses).where(eq(courses.id, id));
    return row;
  }

  /** NO KEY UPDATE: orders of the course may still be written while it is edited. */
  async lock(tx: Transaction, id: string): Promise<AdminCourseRow | undefined> {
    const [row] = await tx.select(columns).from(courses).where(eq(courses.id, id)).for('no key update');
    return row;
  }

  /** The version moves by the row trigger of migration 0022. */
  async update(tx: Transaction, id: string, values: CourseValues): Promise<void> {
    await tx.update(courses).set(values).where(eq(courses.id, id));
  }
}
