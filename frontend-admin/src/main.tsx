// First, before any schema of the contracts is built (see the file).
import './zodJitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';

// Real paths under /admin/ (react-admin's default is a hash router): a deep link such as /admin/careers/123 is
// an address the API answers with this app's index.html. A data router, so react-admin can warn about unsaved
// changes when leaving a form.
const router = createBrowserRouter([{ path: '*', element: <App /> }], {
  basename: import.meta.env.BASE_URL.replace(/\/$/, ''),
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
