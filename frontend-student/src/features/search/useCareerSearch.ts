import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS, type CareerSearchResponse } from '@app/contracts';
import { useSearch } from '../catalogue/queries';

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; query: string; results: CareerSearchResponse }
  | { status: 'error' };

/** The value as it was `ms` after it last changed. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Searches once the trimmed text has 2+ characters and the user has paused for 200 ms (spec section 5). Each
 * query is its own cache entry, so an older answer can never show for newer text.
 */
export function useCareerSearch(text: string): SearchState {
  const query = text.trim();
  const settled = useDebounced(query, SEARCH_DEBOUNCE_MS);
  const search = useSearch(settled === query ? settled : '');
  if (query.length < SEARCH_MIN_CHARS) return { status: 'idle' };
  if (settled !== query || search.isPending) return { status: 'loading' };
  if (search.isError) return { status: 'error' };
  return { status: 'done', query, results: search.data };
}
