/** The header's main navigation (spec section 2, "Header"). */
export interface NavItem {
  label: string;
  to: string;
  testId: string;
}

export const NAV_ITEMS: NavItem[] = [
  { label: 'Explore', to: '/careers', testId: 'nav-explore' },
  { label: 'For Students', to: '/student', testId: 'nav-student' },
  { label: 'For Parents', to: '/parent', testId: 'nav-parent' },
  { label: 'For School', to: '/school', testId: 'nav-school' },
  { label: 'Certification', to: '/career-counsellor', testId: 'nav-certification' },
];

/** Explore stays highlighted on a career's own page too. */
export function isNavActive(item: NavItem, pathname: string): boolean {
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}

export const AUTH_LINKS = [
  { label: 'Login', to: '/auth/login', testId: 'nav-login' },
  { label: 'Signup', to: '/auth/signup', testId: 'nav-signup' },
] as const;

/** Where My Dashboard and the avatar go. */
export const DASHBOARD_PATH = '/user-student/main/dashboard';
export const PURCHASE_HISTORY_PATH = '/user-student/main/purchase-history';
/** The account's data rights: export, erasure, staff reads (the export mail links here; libs/privacy YOUR_DATA_PATH). */
export const YOUR_DATA_PATH = '/account/data';
