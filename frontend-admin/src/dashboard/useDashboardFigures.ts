import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AdminDashboard } from '@app/contracts';
import type { ConsoleDataProvider } from '../dataProvider';

/**
 * GET /api/admin/dashboard through the data provider (so a lapsed session is refreshed, or ends, as on every page),
 * in react-admin's query client: coming back to the dashboard shows the last figures at once while fresh ones load.
 * `reload` is the retry and refresh buttons'.
 */
export function useDashboardFigures(): {
  data?: AdminDashboard;
  error: unknown;
  loading: boolean;
  reload: () => void;
} {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { data, error, isFetching, refetch } = useQuery({
    queryKey: ['dashboard', 'figures'],
    queryFn: () => dataProvider.getDashboard(),
    // A failed call is said at once, with a button to try again, rather than retried behind a spinner.
    retry: false,
  });
  return { data, error, loading: isFetching, reload: () => void refetch() };
}
