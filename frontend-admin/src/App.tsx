import { lazy, Suspense } from 'react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { Admin, CustomRoutes, Resource, localStorageStore } from 'react-admin';
import { Route } from 'react-router-dom';
import auditLogs from './audit-logs';
import { authProvider } from './authProvider';
import careerContents from './career-contents';
import careers from './careers';
import classrooms from './classrooms';
import courses from './courses';
import creditNotes from './credit-notes';
import { Dashboard } from './dashboard';
import { dataProvider } from './dataProvider';
import fields from './fields';
import { en } from './i18n/en';
import { Layout } from './layout/Layout';
import { LoginPage } from './layout/LoginPage';
import leads from './leads';
import { theme } from './layout/theme';
import media from './media';
import mails from './mails';
import orders from './orders';
import reviews from './reviews';
import schools from './schools';
import students from './students';
import users from './users';

// Loaded when an invitation's link is opened: its schema would otherwise be built with the first load (CSP, zod).
const SetPasswordPage = lazy(() => import('./layout/SetPasswordPage'));

const i18nProvider = polyglotI18nProvider(() => en, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });

// List filters, sort and column choices per browser; nothing of the session is kept there.
const store = localStorageStore(undefined, 'DishaConsole');

/**
 * The staff console. `requireAuth`: nothing but the sign-in page renders until checkAuth has passed, so a
 * signed-out visit loads no resource page. Each resource's menu item, page and button shows only to the roles
 * the permission table of libs/contracts allows (authProvider.canAccess).
 */
export function App() {
  return (
    <Admin
      title="console.title"
      disableTelemetry
      requireAuth
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      store={store}
      theme={theme}
      layout={Layout}
      dashboard={Dashboard}
      loginPage={LoginPage}
    >
      {/* A counsellor's work comes first in the menu; roles without leads do not see it. */}
      <Resource name="leads" {...leads} />
      {/* A school admin's work: their school's classrooms. */}
      <Resource name="classrooms" {...classrooms} />
      <Resource name="students" {...students} />
      <Resource name="careers" {...careers} />
      <Resource name="fields" {...fields} />
      <Resource name="career-contents" {...careerContents} />
      <Resource name="courses" {...courses} />
      <Resource name="reviews" {...reviews} />
      <Resource name="media" {...media} />
      <Resource name="orders" {...orders} />
      <Resource name="credit-notes" {...creditNotes} />
      <Resource name="audit-logs" {...auditLogs} />
      <Resource name="users" {...users} />
      <Resource name="schools" {...schools} />
      <Resource name="mails" {...mails} />
      {/* Public: an invitation's link, before its owner has a password. */}
      <CustomRoutes noLayout>
        <Route
          path="/set-password"
          element={
            <Suspense>
              <SetPasswordPage />
            </Suspense>
          }
        />
      </CustomRoutes>
    </Admin>
  );
}
