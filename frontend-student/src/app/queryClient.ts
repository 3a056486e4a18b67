import { QueryCache, QueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /**
       * The error toast of a failed load, from its error (e.g. the server's message, else 'Something went wrong');
       * none when it gives none. Without it a failure shows only on the page (spec section 8 says which loads
       * toast).
       */
      errorToast?: (error: unknown) => string | undefined;
    };
  }
}

/**
 * The app's data cache. Loads fail once and the page offers Try again (no silent retry loop), and nothing is
 * reloaded behind the student's back when the window regains focus. Toasts come from here, once per failed load,
 * through notistack's provider (mounted around the whole app).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        const text = query.meta?.errorToast?.(error);
        if (text) enqueueSnackbar(text, { variant: 'error' });
      },
    }),
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
}
