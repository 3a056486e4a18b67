import { Navigate, Outlet } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader';
import { hasUser, isStaffUser, useSession } from './session';
import { StaffNotice } from './StaffNotice';

/**
 * The student area's guard: a signed-in role and user data, else / (spec section 2); staff are pointed to the
 * console, and a student still holding a one-time password to the page that replaces it. Waits for the restore.
 */
export function RequireUser() {
  const { status, user } = useSession();
  if (status === 'restoring') return <PageLoader label="Signing in" />;
  if (status !== 'signedIn' || !hasUser(user)) return <Navigate to="/" replace />;
  if (isStaffUser(user)) return <StaffNotice />;
  // A one-time password from the school: nothing works until the student has chosen their own.
  if (user.mustChangePassword) return <Navigate to="/auth/set-new-password" replace />;
  return <Outlet />;
}
