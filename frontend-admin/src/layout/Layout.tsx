import { lazy, Suspense, type ReactNode } from 'react';
import { Loading } from 'react-admin';

// The frame (app bar, sidebar, menu) is only ever shown after sign-in: it stays out of the login page's load.
const AppLayout = lazy(() => import('./AppLayout'));

export function Layout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<Loading />}>
      <AppLayout>{children}</AppLayout>
    </Suspense>
  );
}
