import { lazy, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireUser } from '../features/auth/RequireUser';
import { Layout } from './Layout';
import { ROUTES, type PageRef, type RouteEntry } from './routeTable';

type PageModule = Record<string, ComponentType>;

/**
 * The page modules, each loaded on first use as its own chunk. The patterns must name exactly the table's modules
 * (routes.test.ts checks it): a module matched here but not routed would still become a chunk of its own.
 */
export const PAGE_LOADERS = import.meta.glob<PageModule>([
  '/src/features/*/*Page.tsx',
  '/src/features/*/*Pages.tsx',
  '/src/features/student/StudentLayout.tsx',
  '/src/app/NotFoundPage.tsx',
  // Shown inside the assessment page's own chunk.
  '!/src/features/assessment/CompletedPage.tsx',
]);

const pageKey = ({ module, export: name }: PageRef) => `${module}#${name}`;
const pageRefs = (routes: RouteEntry[]): PageRef[] =>
  routes.flatMap((route) => [...(route.page ? [route.page] : []), ...pageRefs(route.children ?? [])]);

/** One lazy component per page of the table, made once, so a re-render never remounts a page. */
const PAGES = new Map(
  pageRefs(ROUTES).map((ref) => {
    const load = PAGE_LOADERS[`/src/${ref.module}`];
    if (!load) throw new Error(`No loader for the page module ${ref.module} (see PAGE_LOADERS)`);
    return [pageKey(ref), lazy(() => load().then((loaded) => ({ default: loaded[ref.export]! })))] as const;
  }),
);

function element(route: RouteEntry) {
  if (route.redirect) return <Navigate to={route.redirect} replace />;
  if (route.shell === 'layout') return <Layout />;
  if (route.shell === 'require-user') return <RequireUser />;
  const Page = route.page && PAGES.get(pageKey(route.page));
  return Page ? <Page /> : undefined;
}

function renderRoutes(routes: RouteEntry[]) {
  return routes.map((route, i) =>
    route.index ? (
      <Route key={i} index element={element(route)} />
    ) : (
      <Route key={i} path={route.path} element={element(route)}>
        {route.children && renderRoutes(route.children)}
      </Route>
    ),
  );
}

export function AppRoutes() {
  return <Routes>{renderRoutes(ROUTES)}</Routes>;
}
