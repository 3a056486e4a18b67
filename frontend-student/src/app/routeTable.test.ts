import { describe, expect, it } from 'vitest';
import { pageModules, pagePatterns } from './routeTable';
import { PAGE_LOADERS } from './routes';

/** The page modules the early preload of index.html picks for a path: those of the first pattern it matches. */
const preloaded = (path: string) => pagePatterns().find(({ pattern }) => new RegExp(pattern).test(path))?.modules;

describe('the route table', () => {
  it('gives the router a loader for exactly its page modules', () => {
    expect(Object.keys(PAGE_LOADERS).sort()).toEqual(
      pageModules()
        .map((module) => `/src/${module}`)
        .sort(),
    );
  });

  it.each([
    ['/', ['features/home/HomePage.tsx']],
    ['/careers', ['features/catalogue/CareersPage.tsx']],
    ['/careers/', ['features/catalogue/CareersPage.tsx']],
    ['/careers/abc-123', ['features/catalogue/CareerDetailPage.tsx']],
    ['/company/about-us', ['features/company/CompanyPage.tsx']],
    ['/auth/confirm/meera', ['features/auth/ConfirmPage.tsx']],
    ['/user-student/main', ['features/student/StudentLayout.tsx', 'features/student/DashboardPage.tsx']],
    ['/user-student/main/careers', ['features/student/StudentLayout.tsx', 'features/student/MyCareersPage.tsx']],
    ['/user-student/main/careers/c1', ['features/student/StudentLayout.tsx', 'features/report/ReportPage.tsx']],
    ['/user-student/career/u1/c1', ['features/assessment/AssessmentPage.tsx']],
    ['/user-student/career/u1/c1/section/s/t/cn-2', ['features/assessment/AssessmentPage.tsx']],
    ['/preview/career/c1', ['features/assessment/PreviewPage.tsx']],
    ['/preview/career/c1/section/s/t/cn-1', ['features/assessment/PreviewPage.tsx']],
  ])('preloads the pages of %s', (path, modules) => {
    expect(preloaded(path)).toEqual(modules);
  });

  it.each(['/careers/a/b', '/nowhere', '/user-student', '/user-student/career/u1'])(
    'preloads nothing for %s (not found, or a redirect)',
    (path) => {
      expect(preloaded(path)).toBeUndefined();
    },
  );
});
