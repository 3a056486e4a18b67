import { useQuery } from '@tanstack/react-query';
import { SEARCH_MIN_CHARS, type FieldRef } from '@app/contracts';
import {
  fetchAggregate,
  fetchCareer,
  fetchCareerPage,
  fetchFields,
  fetchHome,
  searchCareers,
} from '../../api/catalogue';
import { ApiError, isAbortError } from '../../api/client';

/**
 * The catalogue's reads. They are the same for everyone and change only when staff edit them, so the cache keeps
 * them across pages (a page opened again shows at once and refreshes behind).
 */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  fields: () => [...catalogueKeys.all, 'fields'] as const,
  page: (page: number, fieldId: string | null) => [...catalogueKeys.all, 'page', page, fieldId] as const,
  career: (id: string) => [...catalogueKeys.all, 'career', id] as const,
  home: () => [...catalogueKeys.all, 'home'] as const,
  aggregate: () => [...catalogueKeys.all, 'aggregate'] as const,
  search: (query: string) => [...catalogueKeys.all, 'search', query] as const,
  searchPage: (query: string, page: number, fieldId: string | null) =>
    [...catalogueKeys.all, 'search-page', query, page, fieldId] as const,
};

const SOMETHING_WRONG = () => 'Something went wrong';

/** The four fields for the careers filter; a failure leaves only "All" (the list itself still works). */
export function useFields(): FieldRef[] {
  const { data } = useQuery({
    queryKey: catalogueKeys.fields(),
    queryFn: ({ signal }) => logged('Could not load fields', fetchFields(signal)),
  });
  return data ?? [];
}

/** A page of careers (one-based), of one field or all; a failure toasts "Something went wrong" (spec section 8). */
export const useCareerPage = (page: number, fieldId: string | null) =>
  useQuery({
    queryKey: catalogueKeys.page(page, fieldId),
    queryFn: ({ signal }) => fetchCareerPage(page, fieldId, signal),
    // The previous page stays on screen (greyed by the progress bar) until the next one arrives.
    placeholderData: (previous) => previous,
    meta: { errorToast: SOMETHING_WRONG },
  });

/** 404 is an unknown id, 400 a malformed one: both mean there is no such career. */
export const isCareerNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** One career; spec section 8: a failure (other than not found) is only logged. */
export const useCareer = (id: string) =>
  useQuery({
    queryKey: catalogueKeys.career(id),
    queryFn: ({ signal }) =>
      fetchCareer(id, signal).catch((error: unknown) => {
        if (!isCareerNotFound(error) && !isAbortError(error)) console.error('Could not load career', id, error);
        throw error;
      }),
  });

/** The home page's fields and carousel careers; a failure toasts "Something went wrong". */
export const useHome = () =>
  useQuery({
    queryKey: catalogueKeys.home(),
    queryFn: ({ signal }) => fetchHome(signal),
    meta: { errorToast: SOMETHING_WRONG },
  });

/** Every field with its careers (/student); a failure toasts "Something went wrong". */
export const useAggregate = () =>
  useQuery({
    queryKey: catalogueKeys.aggregate(),
    queryFn: ({ signal }) => fetchAggregate(signal),
    meta: { errorToast: SOMETHING_WRONG },
  });

/**
 * A page of every career matching `query` (trimmed), of one field or all: the search results page. Nothing is
 * asked under 2 characters; a failure toasts "Something went wrong", as the careers list does.
 */
export const useSearchPage = (query: string, page: number, fieldId: string | null) =>
  useQuery({
    queryKey: catalogueKeys.searchPage(query, page, fieldId),
    queryFn: ({ signal }) => fetchCareerPage(page, fieldId, signal, query),
    enabled: query.length >= SEARCH_MIN_CHARS,
    // The previous page stays on screen (under the progress bar) until the next one arrives.
    placeholderData: (previous) => previous,
    meta: { errorToast: SOMETHING_WRONG },
  });

/** Careers and fields matching `query` (trimmed, already debounced); nothing is asked under 2 characters. */
export const useSearch = (query: string) =>
  useQuery({
    queryKey: catalogueKeys.search(query),
    queryFn: ({ signal }) => searchCareers(query, signal),
    enabled: query.length >= SEARCH_MIN_CHARS,
  });

function logged<T>(what: string, promise: Promise<T>): Promise<T> {
  return promise.catch((error: unknown) => {
    if (!isAbortError(error)) console.error(what, error);
    throw error;
  });
}
