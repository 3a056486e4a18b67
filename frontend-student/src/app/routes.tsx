import { lazy, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireUser } from '../features/auth/RequireUser';
import { Layout } from './Layout';

/** Each page is its own chunk, so the home page loads only the shell and itself. */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const HomePage = page(() => import('../features/home/HomePage'), 'HomePage');
const StudentPage = page(() => import('../features/catalogue/StudentPage'), 'StudentPage');
const CareersPage = page(() => import('../features/catalogue/CareersPage'), 'CareersPage');
const CareerDetailPage = page(() => import('../features/catalogue/CareerDetailPage'), 'CareerDetailPage');
const ParentPage = page(() => import('../features/leads/DemoPages'), 'ParentPage');
const SchoolPage = page(() => import('../features/leads/DemoPages'), 'SchoolPage');
const CareerRequestPage = page(() => import('../features/leads/CareerRequestPage'), 'CareerRequestPage');
const CounsellorPage = page(() => import('../features/counsellor/CounsellorPage'), 'CounsellorPage');
const CompanyPage = page(() => import('../features/company/CompanyPage'), 'CompanyPage');
const ContactPage = page(() => import('../features/company/ContactPage'), 'ContactPage');
const LoginPage = page(() => import('../features/auth/LoginPage'), 'LoginPage');
const SignupPage = page(() => import('../features/auth/SignupPage'), 'SignupPage');
const ForgotPasswordPage = page(() => import('../features/auth/ForgotPasswordPage'), 'ForgotPasswordPage');
const ConfirmPage = page(() => import('../features/auth/ConfirmPage'), 'ConfirmPage');
const GoogleSuccessPage = page(() => import('../features/auth/GoogleSuccessPage'), 'GoogleSuccessPage');
const StudentLayout = page(() => import('../features/student/StudentLayout'), 'StudentLayout');
const DashboardPage = page(() => import('../features/student/DashboardPage'), 'DashboardPage');
const PurchaseHistoryPage = page(() => import('../features/student/PurchaseHistoryPage'), 'PurchaseHistoryPage');
const MyCareersPage = page(() => import('../features/student/MyCareersPage'), 'MyCareersPage');
const SessionsPage = page(() => import('../features/student/SessionsPage'), 'SessionsPage');
const ReportPage = page(() => import('../features/report/ReportPage'), 'ReportPage');
// The charts library loads with this route only.
const SubjectsPage = page(() => import('../features/subjects/SubjectsPage'), 'SubjectsPage');
// The assessment player: instructions, steps and completed, one chunk.
const AssessmentPage = page(() => import('../features/assessment/AssessmentPage'), 'AssessmentPage');
const CartPage = page(() => import('../features/cart/CartPage'), 'CartPage');
const CheckoutPage = page(() => import('../features/cart/CheckoutPage'), 'CheckoutPage');
const CheckoutServicesPage = page(() => import('../features/counsellor/CheckoutServicesPage'), 'CheckoutServicesPage');
const NotFoundPage = page(() => import('./NotFoundPage'), 'NotFoundPage');

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="student" element={<StudentPage />} />
        <Route path="parent" element={<ParentPage />} />
        <Route path="school" element={<SchoolPage />} />
        <Route path="career-counsellor" element={<CounsellorPage />} />
        <Route path="careers" element={<CareersPage />} />
        <Route path="careers/:id" element={<CareerDetailPage />} />
        <Route path="cart" element={<CartPage />} />
        <Route path="checkout" element={<CheckoutPage />} />
        <Route path="checkout-services" element={<CheckoutServicesPage />} />
        <Route path="career-request" element={<CareerRequestPage />} />
        <Route path="company/:page" element={<CompanyPage />} />
        <Route path="contact-us" element={<ContactPage />} />
        <Route path="auth/login" element={<LoginPage />} />
        <Route path="auth/signup" element={<SignupPage />} />
        <Route path="auth/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="auth/confirm/:username" element={<ConfirmPage />} />
        <Route path="auth/oauth/google/success" element={<GoogleSuccessPage />} />
        <Route path="user-student" element={<RequireUser />}>
          <Route index element={<Navigate to="main/dashboard" replace />} />
          <Route path="main" element={<StudentLayout />}>
            <Route index element={<DashboardPage />} />
            <Route path="dashboard" element={<DashboardPage />} />
            <Route path="purchase-history" element={<PurchaseHistoryPage />} />
            <Route path="careers" element={<MyCareersPage />} />
            <Route path="careers/list" element={<MyCareersPage />} />
            <Route path="careers/:careerId" element={<ReportPage />} />
            <Route path="subjects" element={<SubjectsPage />} />
            <Route path="sessions" element={<SessionsPage />} />
          </Route>
          {/* The test screen: full width, outside the area's side navigation. */}
          <Route path="career/:id/:careerId/*" element={<AssessmentPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
