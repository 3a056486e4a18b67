import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS, type CareerSearchResponse } from '@app/contracts';
import { searchCareers } from '../../api/catalogue';
import { isAbortError } from '../../api/client';

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; query: string; results: CareerSearchResponse }
  | { status: 'error' };

/**
 * Searches once the trimmed text has 2+ characters and the user has paused for 200 ms (spec section 5).
 * A newer query aborts the older request so results never arrive out of order.
 */
export function useCareerSearch(text: string): SearchState {
  const query = text.trim();
  const [state, setState] = useState<SearchState>({ status: 'idle' });

  useEffect(() => {
    if (query.length < SEARCH_MIN_CHARS) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    const timer = setTimeout(() => {
      searchCareers(query, controller.signal)
        .then((results) => setState({ status: 'done', query, results }))
        .catch((error: unknown) => {
          if (!isAbortError(error)) setState({ status: 'error' });
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  return state;
}
