import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AdminDashboard } from '@app/contracts';
import type { ConsoleDataProvider } from '../dataProvider';

interface State {
  data?: AdminDashboard;
  error?: unknown;
  loading: boolean;
}

/**
 * GET /api/admin/dashboard through the data provider (so a lapsed session is refreshed, or ends, as on every page),
 * with `reload` for the retry and refresh buttons. An answer that comes after the page was left is dropped.
 */
export function useDashboardFigures(): State & { reload: () => void } {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [state, setState] = useState<State>({ loading: true });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    dataProvider.getDashboard().then(
      (data) => current && setState({ data, loading: false }),
      (error: unknown) => current && setState({ error, loading: false }),
    );
    return () => {
      current = false;
    };
  }, [dataProvider, attempt]);

  const reload = useCallback(() => {
    // The figures on screen stay while the new ones load.
    setState((previous) => ({ data: previous.data, loading: true }));
    setAttempt((n) => n + 1);
  }, []);

  return { ...state, reload };
}
