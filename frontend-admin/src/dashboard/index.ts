import { lazy } from 'react';

// Shown only after sign-in: kept out of the login page's load.
export const Dashboard = lazy(() => import('./Dashboard'));
