/**
 * The app's routes as plain data, written once: the router (routes.tsx) renders them, and the build
 * (vite.config.ts, build/earlyLoad.ts) turns them into path patterns whose page chunks index.html preloads.
 * So this file imports nothing: the Vite config loads it in Node.
 *
 * A page is a module under src/ and the component it exports; each module is its own chunk, loaded when its route
 * is first shown, so the home page loads only the shell and itself.
 */

export interface PageRef {
  /** Relative to src/. */
  module: string;
  export: string;
}

export interface RouteEntry {
  /** React Router's syntax, relative to the parent route (`:param`, a trailing `*`). */
  path?: string;
  index?: true;
  /** The page shown here, or (with children) the layout around them. */
  page?: PageRef;
  /** The shell's own elements, bundled with it: the header and footer, the signed-in check. */
  shell?: 'layout' | 'require-user';
  /** Replaces the entry with this path (relative to the parent). */
  redirect?: string;
  children?: RouteEntry[];
}

const page = (module: string, name: string): PageRef => ({ module, export: name });

const Dashboard = page('features/student/DashboardPage.tsx', 'DashboardPage');
const MyCareers = page('features/student/MyCareersPage.tsx', 'MyCareersPage');

export const ROUTES: RouteEntry[] = [
  {
    shell: 'layout',
    children: [
      { index: true, page: page('features/home/HomePage.tsx', 'HomePage') },
      { path: 'student', page: page('features/catalogue/StudentPage.tsx', 'StudentPage') },
      { path: 'parent', page: page('features/leads/DemoPages.tsx', 'ParentPage') },
      { path: 'school', page: page('features/leads/DemoPages.tsx', 'SchoolPage') },
      { path: 'career-counsellor', page: page('features/counsellor/CounsellorPage.tsx', 'CounsellorPage') },
      { path: 'careers', page: page('features/catalogue/CareersPage.tsx', 'CareersPage') },
      { path: 'careers/:id', page: page('features/catalogue/CareerDetailPage.tsx', 'CareerDetailPage') },
      // The header search's Enter (issue 24): every match, with the field filter.
      { path: 'search', page: page('features/search/SearchPage.tsx', 'SearchPage') },
      { path: 'cart', page: page('features/cart/CartPage.tsx', 'CartPage') },
      { path: 'checkout', page: page('features/cart/CheckoutPage.tsx', 'CheckoutPage') },
      {
        path: 'checkout-services',
        page: page('features/counsellor/CheckoutServicesPage.tsx', 'CheckoutServicesPage'),
      },
      { path: 'career-request', page: page('features/leads/CareerRequestPage.tsx', 'CareerRequestPage') },
      // A student's invitation mail (issue 14; PARENT_INVITE_PATH in the contracts).
      { path: 'parent-invite/:token', page: page('features/family/ParentInvitePage.tsx', 'ParentInvitePage') },
      { path: 'company/:page', page: page('features/company/CompanyPage.tsx', 'CompanyPage') },
      { path: 'contact-us', page: page('features/company/ContactPage.tsx', 'ContactPage') },
      // The privacy notice's short address (issue 14): the privacy policy page holds it.
      { path: 'privacy', redirect: '/company/privacy-policy' },
      // A parent's consent link (issue 14): public; the page asks them to sign in as a parent.
      { path: 'consent/:token', page: page('features/consent/ConsentPage.tsx', 'ConsentPage') },
      { path: 'auth/login', page: page('features/auth/LoginPage.tsx', 'LoginPage') },
      { path: 'auth/signup', page: page('features/auth/SignupPage.tsx', 'SignupPage') },
      { path: 'auth/forgot-password', page: page('features/auth/ForgotPasswordPage.tsx', 'ForgotPasswordPage') },
      { path: 'auth/confirm/:username', page: page('features/auth/ConfirmPage.tsx', 'ConfirmPage') },
      {
        path: 'auth/set-new-password',
        page: page('features/auth/SetNewPasswordPage.tsx', 'SetNewPasswordPage'),
      },
      {
        path: 'auth/oauth/google/success',
        page: page('features/auth/GoogleSuccessPage.tsx', 'GoogleSuccessPage'),
      },
      {
        path: 'user-student',
        shell: 'require-user',
        children: [
          { index: true, redirect: 'main/dashboard' },
          {
            path: 'main',
            page: page('features/student/StudentLayout.tsx', 'StudentLayout'),
            children: [
              { index: true, page: Dashboard },
              { path: 'dashboard', page: Dashboard },
              {
                path: 'purchase-history',
                page: page('features/student/PurchaseHistoryPage.tsx', 'PurchaseHistoryPage'),
              },
              { path: 'careers', page: MyCareers },
              { path: 'careers/list', page: MyCareers },
              { path: 'careers/:careerId', page: page('features/report/ReportPage.tsx', 'ReportPage') },
              // The charts library loads with this route only.
              { path: 'subjects', page: page('features/subjects/SubjectsPage.tsx', 'SubjectsPage') },
              { path: 'sessions', page: page('features/student/SessionsPage.tsx', 'SessionsPage') },
            ],
          },
          // The test screen: full width, outside the area's side navigation. One chunk: instructions, steps and
          // completed.
          {
            path: 'career/:id/:careerId/*',
            page: page('features/assessment/AssessmentPage.tsx', 'AssessmentPage'),
          },
        ],
      },
      // The account's "Your data" (issue 14): the export mail links here, so it is not inside the student area's layout.
      {
        path: 'account/data',
        shell: 'require-user',
        children: [{ index: true, page: page('features/privacy/YourDataPage.tsx', 'YourDataPage') }],
      },
      // Staff's preview of a career's draft test (libs/contracts previewPath): the player, recording nothing. Not
      // under require-user, which turns staff away; the page checks the permission itself.
      {
        path: 'preview/career/:careerId/*',
        page: page('features/assessment/PreviewPage.tsx', 'PreviewPage'),
      },
      { path: '*', page: page('app/NotFoundPage.tsx', 'NotFoundPage') },
    ],
  },
];

/** A page route with its whole path as a pattern, and the page modules it shows (its layouts' first). */
export interface PagePattern {
  pattern: string;
  modules: string[];
}

/**
 * Every route that shows a page, as an anchored regular expression over `location.pathname` (a trailing slash
 * allowed), for the early preload. Redirects and the catch-all (not found) are left out: nothing worth preloading.
 */
export function pagePatterns(routes: RouteEntry[] = ROUTES, parentPath = '', layouts: string[] = []): PagePattern[] {
  return routes.flatMap((route) => {
    const path = route.index ? parentPath : joinPath(parentPath, route.path);
    if (route.redirect || route.path === '*') return [];
    const modules = route.page ? [...layouts, route.page.module] : layouts;
    const own = route.page && !route.children ? [{ pattern: toPattern(path), modules }] : [];
    return [...own, ...pagePatterns(route.children ?? [], path, route.children ? modules : layouts)];
  });
}

/** Every page module the routes load, once each. */
export function pageModules(routes: RouteEntry[] = ROUTES): string[] {
  const all = routes.flatMap((route) => [
    ...(route.page ? [route.page.module] : []),
    ...pageModules(route.children ?? []),
  ]);
  return [...new Set(all)];
}

const joinPath = (parent: string, path = '') => (path ? `${parent}/${path}` : parent);

function toPattern(path: string): string {
  let pattern = '';
  for (const segment of path.split('/').filter(Boolean)) {
    if (segment === '*') return `^${pattern}(?:/.*)?$`;
    pattern += segment.startsWith(':') ? '/[^/]+' : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
  }
  return pattern ? `^${pattern}/?$` : '^/$';
}
