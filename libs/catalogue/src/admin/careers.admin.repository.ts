import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, inArray, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  careerContents,
  careers,
  cartItems,
  classroomCareers,
  DB,
  fields,
  orderLines,
  userCareers,
  type Database,
  type DbExecutor,
  type Transaction,
} from '@app/db';
import type { ListPage } from '@app/admin-kit';
import { careerColumns, type CareerRow } from '../career.repository.js';
import { likeEscape } from './admin-records.js';

/** A career as the console edits it: the public career, every other column, and whether its test is published. */
export interface AdminCareerRow extends CareerRow {
  slug: string;
  displayOrder: number;
  published: boolean;
  hasPublishedContent: boolean;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

/** What a create or an edit writes. */
export type CareerValues = Omit<
  AdminCareerRow,
  'id' | 'fieldName' | 'hasPublishedContent' | 'version' | 'createdAt' | 'updatedAt'
>;

export interface CareerListFilter {
  /** Text in the name, the slug or one of the other names, in any case. */
  q?: string;
  fieldId?: string;
  published?: boolean;
  /** Whether its assessment is published: false lists the careers students cannot take a test of yet. */
  hasPublishedContent?: boolean;
  /** react-admin's getMany. */
  ids?: string[];
}

export const CAREER_SORTS = [
  'id',
  'name',
  'displayOrder',
  'sellingPrice',
  'updatedAt',
  'published',
  'fieldName',
] as const;
export type CareerSort = (typeof CAREER_SORTS)[number];
/** The list's filters, as the kit parses them: `id` is react-admin's getMany. */
export const CAREER_FILTERS = {
  q: 'text',
  fieldId: 'id',
  published: 'boolean',
  hasPublishedContent: 'boolean',
  id: 'ids',
} as const;
/** What the list sorts and filters on, and its order when none is asked for. */
export const CAREER_LIST = { sortable: CAREER_SORTS, defaultSort: ['name', 'ASC'], filters: CAREER_FILTERS } as const;

/** Who still holds on to a career: a delete is refused while any of these is above zero. */
export interface CareerUsage {
  enrolments: number;
  classrooms: number;
  carts: number;
  orders: number;
}

/** Each sort's key: the column an index on (key, name, id) serves. */
const SORT_KEYS: Record<CareerSort, AnyColumn> = {
  id: careers.id,
  name: careers.name,
  displayOrder: careers.displayOrder,
  sellingPrice: careers.sellingPricePaise,
  updatedAt: careers.updatedAt,
  published: careers.published,
  fieldName: fields.name,
};

/**
 * The same keys, in the same order, as expressions no index serves. With a text search of three characters or
 * more, the trigram index finds the matches and they are then sorted, in about a millisecond; walking a sort index
 * instead, checking each career against the text, reads most of the catalogue before a narrow search fills a page
 * (9 ms for "engineer" by price on 10,000 careers), and PostgreSQL's estimate of how narrow a LIKE '%text%' is
 * cannot tell it which to pick. The uuid's text in the C collation orders as the uuid does.
 */
const UNINDEXED_SORT_KEYS: Record<CareerSort, SQL> = {
  id: sql`${careers.id}::text COLLATE "C"`,
  name: sql`${careers.name} || ''`,
  displayOrder: sql`${careers.displayOrder} + 0`,
  sellingPrice: sql`${careers.sellingPricePaise} + 0`,
  updatedAt: sql`${careers.updatedAt} + interval '0 seconds'`,
  published: sql`${careers.published}::int`,
  fieldName: sql`${fields.name} || ''`,
};

/**
 * Whether the career's test is published. The assessment's own table is read here for one flag, rather than asking
 * its module per row of a list. A scalar subquery, not EXISTS: PostgreSQL may answer an EXISTS by hashing every
 * published test first, on every page; this looks up only the page's own careers, by the table's key.
 */
const hasPublishedContent = sql<boolean>`((
  SELECT true FROM ${careerContents}
  WHERE ${careerContents}.career_id = ${careers.id} AND ${careerContents}.status = 'PUBLISHED' LIMIT 1
) IS NOT NULL)`;

/**
 * ORDER BY the sort's key, then name, then id: ties broken so pages never overlap or skip a row, in the sort's own
 * direction so that an index on (key, name, id) serves it either way. The id sorts alone; a name sort needs no name.
 */
function orderOf(
  page: ListPage<CareerSort>,
  key: SQLWrapper | AnyColumn,
  name: SQLWrapper | AnyColumn,
  id: SQLWrapper | AnyColumn,
) {
  const direction = page.sort.order === 'DESC' ? desc : asc;
  if (page.sort.field === 'id') return [direction(key)];
  if (page.sort.field === 'name') return [direction(key), direction(id)];
  return [direction(key), direction(name), direction(id)];
}

/** The columns of a console record: the public career's (careers joined to fields) and the console's own. */
const recordColumns = {
  ...careerColumns,
  slug: careers.slug,
  displayOrder: careers.displayOrder,
  published: careers.published,
  hasPublishedContent,
  version: careers.version,
  createdAt: careers.createdAt,
  updatedAt: careers.updatedAt,
};

/** A list query's values, by the names its prepared statement takes them under. */
interface ListValues {
  q?: string;
  fieldId?: string;
  published?: boolean;
  hasPublishedContent?: boolean;
  limit: number;
  offset: number;
}
/** A value in a list query: the value itself, or the placeholder a prepared statement takes it by. */
type Param = (name: keyof ListValues) => unknown;
interface Prepared<T> {
  execute(values: Record<string, unknown>): Promise<T>;
}
type Runnable<T> = PromiseLike<T> & { prepare(name: string): Prepared<T> };

@Injectable()
export class CareersAdminRepository {
  private readonly statements = new Map<string, Prepared<unknown>>();

  constructor(@Inject(DB) private readonly db: Database) {}

  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  private select(executor: DbExecutor) {
    return executor.select(recordColumns).from(careers).innerJoin(fields, eq(fields.id, careers.fieldId));
  }

  private where(filter: CareerListFilter, param: Param): SQL | undefined {
    return and(
      // search_text is lower case; lower() here is PostgreSQL's own, so both sides fold alike. LIKE, not ILIKE:
      // ILIKE folds every row's text again, which doubles a scan that no trigram can narrow (one or two letters).
      filter.q ? sql`${careers.searchText} LIKE lower(${param('q')})` : undefined,
      filter.fieldId ? sql`${careers.fieldId} = ${param('fieldId')}` : undefined,
      filter.published === undefined ? undefined : sql`${careers.published} = ${param('published')}`,
      // A content editor's dashboard: the careers still waiting for their assessment (issue 24).
      filter.hasPublishedContent === undefined
        ? undefined
        : sql`${hasPublishedContent} = ${param('hasPublishedContent')}`,
      filter.ids ? inArray(careers.id, filter.ids) : undefined,
    );
  }

  /**
   * One page of the list and the total of its filter. The queries are prepared once per shape (sort, direction,
   * which filters) and connection: planning them cost PostgreSQL as much as running them, on every page. Not
   * getMany's id lists (their length varies), nor one- and two-letter searches: a plan made once could not know
   * that they match much of the catalogue.
   */
  async list(filter: CareerListFilter, page: ListPage<CareerSort>): Promise<{ rows: AdminCareerRow[]; total: number }> {
    if (filter.ids?.length === 0) return { rows: [], total: 0 };
    // From three characters a search has trigrams to look up: the matches are few, found by the trigram index. A
    // shorter one matches much of the catalogue, and a page of it is found soonest by walking the sort's index.
    const search = (filter.q?.length ?? 0) >= 3;
    const values: ListValues = {
      q: filter.q && `%${likeEscape(filter.q)}%`,
      fieldId: filter.fieldId,
      published: filter.published,
      hasPublishedContent: filter.hasPublishedContent,
      limit: page.limit,
      offset: page.offset,
    };
    const shape =
      filter.ids || (filter.q && !search)
        ? undefined
        : [
            'admin_careers',
            search ? 'search' : 'page',
            page.sort.field,
            page.sort.order,
            filter.fieldId ? 'field' : '',
            filter.published === undefined ? '' : 'published',
            filter.hasPublishedContent === undefined ? '' : 'content',
          ].join('_');
    const param: Param = shape ? (name) => sql.placeholder(name) : (name) => values[name];
    const where = this.where(filter, param);
    if (!search) return this.indexedPage(where, page, param, values, shape);
    const { rows, total } = await this.searchPage(where, page, param, values, shape);
    if (rows.length || !page.offset) return { rows, total };
    // A page past the end has no row to carry the total.
    const [counted] = await this.db
      .select({ total: count() })
      .from(careers)
      .where(this.where(filter, (name) => values[name]));
    return { rows, total: counted.total };
  }

  /**
   * Without a narrowing search: the page walks an index on (key, name, id), forwards or backwards, and reads only
   * its own rows; the total is a second query on the careers alone, run beside it (a window count would build
   * every matching row, joins and all, to hand out 25).
   */
  private async indexedPage(
    where: SQL | undefined,
    page: ListPage<CareerSort>,
    param: Param,
    values: ListValues,
    shape: string | undefined,
  ) {
    const [rows, [{ total }]] = await Promise.all([
      this.run(shape && `${shape}_rows`, values, () =>
        this.select(this.db)
          .where(where)
          .orderBy(...orderOf(page, SORT_KEYS[page.sort.field], careers.name, careers.id))
          .limit(param('limit') as number)
          .offset(param('offset') as number),
      ),
      this.run(shape && `${shape}_total`, values, () => this.db.select({ total: count() }).from(careers).where(where)),
    ]);
    return { rows, total };
  }

  /**
   * A search: one query. The trigram index finds the matches; their sort keys alone (narrow rows) are sorted and
   * counted in one pass, and only the page's records are then read whole, by id. Half the database's work of a
   * page query and a count query that each scan the matches.
   */
  private async searchPage(
    where: SQL | undefined,
    page: ListPage<CareerSort>,
    param: Param,
    values: ListValues,
    shape: string | undefined,
  ) {
    const found = await this.run(shape, values, () => {
      const hits = this.db.$with('hits').as(
        this.db
          .select({
            id: sql<string>`${careers.id}`.as('hit_id'),
            key: UNINDEXED_SORT_KEYS[page.sort.field].as('hit_key'),
            name: sql<string>`${careers.name}`.as('hit_name'),
            total: sql<number>`(count(*) OVER ())::int`.as('hit_total'),
          })
          .from(careers)
          .innerJoin(fields, eq(fields.id, careers.fieldId))
          .where(where)
          .orderBy(...orderOf(page, UNINDEXED_SORT_KEYS[page.sort.field], careers.name, careers.id))
          .limit(param('limit') as number)
          .offset(param('offset') as number),
      );
      return this.db
        .with(hits)
        .select({ ...recordColumns, total: hits.total })
        .from(hits)
        .innerJoin(careers, eq(careers.id, hits.id))
        .innerJoin(fields, eq(fields.id, careers.fieldId))
        .orderBy(...orderOf(page, hits.key, hits.name, hits.id));
    });
    return { rows: found.map(({ total: _total, ...row }) => row), total: found[0]?.total ?? 0 };
  }

  /**
   * A list query: prepared under `name` the first time (the statement is then kept by each connection that runs
   * it), or built and run as it is without one.
   */
  private run<T>(name: string | undefined, values: ListValues, build: () => Runnable<T>): Promise<T> {
    if (!name) return Promise.resolve(build());
    let statement = this.statements.get(name) as Prepared<T> | undefined;
    if (!statement) {
      statement = build().prepare(name);
      this.statements.set(name, statement);
    }
    return statement.execute(values as unknown as Record<string, unknown>);
  }

  async findById(id: string, executor: DbExecutor = this.db): Promise<AdminCareerRow | undefined> {
    const [row] = await this.select(executor).where(eq(careers.id, id));
    return row;
  }

  /**
   * The career, locked until `tx` ends. An edit takes NO KEY UPDATE, which lets carts, orders and enrolments that
   * refer to the career be written meanwhile; a delete takes UPDATE, which makes them wait, so none can appear
   * between its check that nothing uses the career and the delete.
   */
  async lock(tx: Transaction, id: string, mode: 'edit' | 'delete'): Promise<AdminCareerRow | undefined> {
    const [row] = await tx
      .select({ id: careers.id })
      .from(careers)
      .where(eq(careers.id, id))
      .for(mode === 'delete' ? 'update' : 'no key update');
    return row ? this.findById(id, tx) : undefined;
  }

  async fieldExists(fieldId: string, executor: DbExecutor = this.db): Promise<boolean> {
    const [row] = await executor.select({ id: fields.id }).from(fields).where(eq(fields.id, fieldId));
    return Boolean(row);
  }

  /**
   * Serialises, until `tx` ends, the writes that choose a slug starting with `base`: two creates of one name
   * would otherwise both find `base` free.
   */
  async lockSlug(tx: Transaction, base: string): Promise<void> {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(724200, hashtext(${base}))`);
  }

  /** The slugs in use that are `base` or `base-<n>`, but for the career `exceptId`. */
  async slugsLike(base: string, exceptId: string | undefined, executor: DbExecutor): Promise<string[]> {
    const rows = await executor
      .select({ slug: careers.slug })
      .from(careers)
      .where(
        and(
          sql`(${careers.slug} = ${base} OR ${careers.slug} LIKE ${`${likeEscape(base)}-%`})`,
          exceptId ? sql`${careers.id} <> ${exceptId}` : undefined,
        ),
      );
    return rows.map((r) => r.slug);
  }

  async insert(tx: Transaction, values: CareerValues): Promise<string> {
    const [row] = await tx.insert(careers).values(values).returning({ id: careers.id });
    return row.id;
  }

  /** The version moves by the row trigger of migration 0022; updated_at here. */
  async update(tx: Transaction, id: string, values: Partial<CareerValues>): Promise<void> {
    await tx
      .update(careers)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(careers.id, id));
  }

  async delete(tx: Transaction, id: string): Promise<void> {
    await tx.delete(careers).where(eq(careers.id, id));
  }

  /** Every kind of row that refers to the career and must outlive it (or, for carts, must not lose it silently). */
  async usage(id: string, executor: DbExecutor): Promise<CareerUsage> {
    const n = async (table: typeof userCareers | typeof classroomCareers | typeof cartItems | typeof orderLines) => {
      const [row] = await executor.select({ n: count() }).from(table).where(eq(table.careerId, id));
      return row.n;
    };
    // One after another: `executor` is a transaction's single connection.
    return {
      enrolments: await n(userCareers),
      classrooms: await n(classroomCareers),
      carts: await n(cartItems),
      orders: await n(orderLines),
    };
  }
}
