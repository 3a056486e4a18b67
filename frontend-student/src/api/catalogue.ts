import {
  CAREERS_PAGE_SIZE,
  HOME_CAREERS,
  type Career,
  type CareerAggregateResponse,
  type CareerHomeResponse,
  type CareerListResponse,
  type CareerSearchResponse,
  type FieldRef,
} from '@app/contracts';
import { apiGet } from './client';

const BASE = '/api/platform/careers';

export const fetchFields = (signal?: AbortSignal) => apiGet<FieldRef[]>(`${BASE}/fields`, signal);

export interface CareerPage {
  careers: Career[];
  totalCount: number;
}

/**
 * `page` is one-based as shown to the user; the API counts pages from zero. With `query`, the page is of the
 * search's matches (the results page), best first.
 */
export async function fetchCareerPage(
  page: number,
  fieldId: string | null,
  signal?: AbortSignal,
  query?: string,
): Promise<CareerPage> {
  const params = new URLSearchParams({ pageNum: String(Math.max(page - 1, 0)), num: String(CAREERS_PAGE_SIZE) });
  if (fieldId) params.set('field', fieldId);
  if (query) params.set('query', query);
  const [first] = await apiGet<CareerListResponse>(`${BASE}?${params}`, signal);
  return { careers: first?.careers ?? [], totalCount: first?.totalCount ?? 0 };
}

export const searchCareers = (query: string, signal?: AbortSignal) =>
  apiGet<CareerSearchResponse>(`${BASE}/search?${new URLSearchParams({ query })}`, signal);

export const fetchHome = (signal?: AbortSignal) =>
  apiGet<CareerHomeResponse>(`${BASE}/home?number=${HOME_CAREERS}`, signal);

export const fetchAggregate = (signal?: AbortSignal) => apiGet<CareerAggregateResponse>(`${BASE}/aggregate`, signal);

export const fetchCareer = (id: string, signal?: AbortSignal) =>
  apiGet<Career>(`${BASE}/${encodeURIComponent(id)}`, signal);
