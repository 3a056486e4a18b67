import { render } from '@testing-library/react';
import { AppRoutes } from '../app/routes';
import { AppProviders, LocationProbe } from './utils';

/**
 * Renders the whole app (its routes inside its providers) with a `where` probe of the path and query: at `route`
 * in a MemoryRouter, or without one at window.location in a BrowserRouter. The API is the test's stubFetch.
 */
export function renderAppRoutes(route?: string) {
  return render(
    <AppProviders route={route}>
      <AppRoutes />
      <LocationProbe testId="where" />
    </AppProviders>,
  );
}
