import { badListQuery } from './admin-errors.js';

/**
 * The ra-data-simple-rest dialect's list parameters, checked against what a resource allows:
 * `sort=["name","ASC"]`, `range=[0,24]` (inclusive) and `filter={"q":"data","id":[...]}`, each a JSON text.
 * Anything else (a field the resource does not sort or filter on, a range that is not two whole numbers in
 * order, JSON that does not parse) is a 400 BAD_LIST_QUERY that says what was wrong, never a 500.
 */

export type FilterKind = 'text' | 'boolean' | 'id' | 'ids' | 'date' | 'int' | 'number';

export interface ListSpec<S extends string = string, F extends string = string> {
  sortable: readonly S[];
  defaultSort: readonly [S, SortOrder];
  filters: Readonly<Record<F, FilterKind>>;
}

export type SortOrder = 'ASC' | 'DESC';

export interface ListQuery<S extends string = string, F extends string = string> {
  sort: { field: S; order: SortOrder };
  offset: number;
  limit: number;
  filter: Partial<Record<F, FilterValue>>;
}

export type FilterValue = string | boolean | number | Date | string[];

/** A list's page as a repository takes it: the sort key checked, the range turned into offset and limit. */
export type ListPage<S extends string = string> = Pick<ListQuery<S>, 'sort' | 'offset' | 'limit'>;

/** The value parseListQuery gives a filter of this kind. */
type KindValue<K extends FilterKind> = K extends 'text' | 'id'
  ? string
  : K extends 'boolean'
    ? boolean
    : K extends 'int' | 'number'
      ? number
      : K extends 'date'
        ? Date
        : string[];

export type FilterKinds = Readonly<Record<string, FilterKind>>;

/** A list's filter as a repository takes it: each value of its kind's type, react-admin's `id` (getMany) as `ids`. */
export type RepositoryFilter<Filters extends FilterKinds> = {
  -readonly [K in keyof Filters as K extends 'id' ? 'ids' : K]?: KindValue<Filters[K]>;
};

export function repositoryFilter<Filters extends FilterKinds>(
  filter: Partial<Record<keyof Filters & string, FilterValue>>,
): RepositoryFilter<Filters> {
  const { id, ...rest } = filter as Partial<Record<string, FilterValue>>;
  return (id === undefined ? rest : { ...rest, ids: id }) as RepositoryFilter<Filters>;
}

/** The most rows one page may ask for: enough for a getMany of a big reference list, small enough to be cheap. */
export const MAX_PAGE = 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function parseJson(name: string, raw: unknown): unknown {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw badListQuery(`${name} must be given once, as JSON`);
  try {
    return JSON.parse(raw);
  } catch {
    throw badListQuery(`${name} is not valid JSON`);
  }
}

function parseSort<S extends string>(raw: unknown, spec: ListSpec<S>): ListQuery<S>['sort'] {
  const value = parseJson('sort', raw);
  if (value === undefined) return { field: spec.defaultSort[0], order: spec.defaultSort[1] };
  if (!Array.isArray(value) || value.length !== 2 || typeof value[0] !== 'string' || typeof value[1] !== 'string') {
    throw badListQuery('sort must be ["field","ASC" or "DESC"]');
  }
  const [field, order] = value as [string, string];
  if (!(spec.sortable as readonly string[]).includes(field)) {
    throw badListQuery(`Cannot sort by ${field}; sort by one of ${spec.sortable.join(', ')}`);
  }
  const upper = order.toUpperCase();
  if (upper !== 'ASC' && upper !== 'DESC') throw badListQuery('sort order must be ASC or DESC');
  return { field: field as S, order: upper };
}

function parseRange(raw: unknown): { offset: number; limit: number } {
  const value = parseJson('range', raw);
  if (value === undefined) return { offset: 0, limit: MAX_PAGE };
  if (
    !Array.isArray(value) ||
    value.length !== 2 ||
    !value.every((n) => Number.isSafeInteger(n) && (n as number) >= 0) ||
    (value[1] as number) < (value[0] as number)
  ) {
    throw badListQuery('range must be [start, end]: two whole numbers from 0, end not before start');
  }
  const [start, end] = value as [number, number];
  if (end - start + 1 > MAX_PAGE) throw badListQuery(`range may span at most ${MAX_PAGE} records`);
  return { offset: start, limit: end - start + 1 };
}

function filterValue(key: string, kind: FilterKind, value: unknown): FilterValue {
  const wrong = (what: string) => badListQuery(`filter ${key} must be ${what}`);
  switch (kind) {
    case 'text':
      if (typeof value !== 'string' && typeof value !== 'number') throw wrong('text');
      if (String(value).length > 200) throw wrong('at most 200 characters');
      return String(value).trim();
    case 'boolean':
      if (value === true || value === 'true') return true;
      if (value === false || value === 'false') return false;
      throw wrong('true or false');
    case 'int':
      if (!Number.isSafeInteger(Number(value)) || value === '' || value === null) throw wrong('a whole number');
      return Number(value);
    case 'number': {
      // An amount in rupees (2499.5): any finite number, given as a number or as its text.
      const n = typeof value === 'number' || typeof value === 'string' ? Number(value) : NaN;
      if (value === '' || !Number.isFinite(n)) throw wrong('a number');
      return n;
    }
    case 'id':
      if (typeof value !== 'string' || !UUID.test(value)) throw wrong('an id');
      return value.toLowerCase();
    case 'ids': {
      const list = Array.isArray(value) ? value : [value];
      if (list.length > MAX_PAGE || !list.every((v) => typeof v === 'string' && UUID.test(v))) {
        throw wrong(`a list of at most ${MAX_PAGE} ids`);
      }
      return (list as string[]).map((v) => v.toLowerCase());
    }
    case 'date': {
      const date = typeof value === 'string' ? new Date(value) : undefined;
      if (!date || Number.isNaN(date.getTime())) throw wrong('a date');
      return date;
    }
  }
}

function parseFilter<F extends string>(raw: unknown, spec: ListSpec<string, F>): ListQuery<string, F>['filter'] {
  const value = parseJson('filter', raw);
  if (value === undefined) return {};
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw badListQuery('filter must be an object');
  const filter: Partial<Record<F, FilterValue>> = {};
  for (const [key, v] of Object.entries(value)) {
    const kind = (spec.filters as Record<string, FilterKind>)[key];
    if (!kind) {
      const known = Object.keys(spec.filters);
      throw badListQuery(`Cannot filter by ${key}${known.length ? `; filter by ${known.join(', ')}` : ''}`);
    }
    // react-admin sends an emptied filter input as "" or null: the same as no filter.
    if (v === null || v === '' || (Array.isArray(v) && v.length === 0 && kind !== 'ids')) continue;
    filter[key as F] = filterValue(key, kind, v);
  }
  return filter;
}

export function parseListQuery<S extends string, F extends string>(
  query: Record<string, unknown> | undefined,
  spec: ListSpec<S, F>,
): ListQuery<S, F> {
  const q = query ?? {};
  return { sort: parseSort(q.sort, spec), ...parseRange(q.range), filter: parseFilter(q.filter, spec) };
}

/** A list handler's answer: the page and the total; the kit's interceptor turns it into the dialect's reply. */
export class AdminList<T> {
  constructor(
    readonly data: T[],
    readonly total: number,
    readonly offset: number,
  ) {}
}

export function adminList<T>(data: T[], total: number, query: { offset: number }): AdminList<T> {
  return new AdminList(data, total, query.offset);
}

/**
 * A list handler's whole body, written once: the dialect's parameters checked against `spec`, the page that
 * `fetch` (the service's list) finds for them, and the answer with its total for the interceptor.
 */
export async function listResponse<S extends string, F extends string, T>(
  query: Record<string, unknown> | undefined,
  spec: ListSpec<S, F>,
  fetch: (parsed: ListQuery<S, F>) => Promise<{ data: T[]; total: number }>,
): Promise<AdminList<T>> {
  const parsed = parseListQuery(query, spec);
  const { data, total } = await fetch(parsed);
  return adminList(data, total, parsed);
}

/** `careers 0-24/44`; an empty page says `careers *` then `/0` (RFC 9110's unsatisfied form); the provider reads the total. */
export function contentRange(resource: string, list: AdminList<unknown>): string {
  if (list.data.length === 0) return `${resource} */${list.total}`;
  return `${resource} ${list.offset}-${list.offset + list.data.length - 1}/${list.total}`;
}
