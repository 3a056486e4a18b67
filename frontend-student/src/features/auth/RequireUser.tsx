import { Navigate, Outlet } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader';
import { hasUser, isStaffUser, useSession } from './session';
import { StaffNotice } from './StaffNotice';

/**
 * The student area's guard: a signed-in role and user data, else / (spec section 2); staff are pointed to the
 * console. Waits for the restore.
 */
export function RequireUser() {
  const { status, user } = useSession();
  if (status === 'restoring') return <PageLoader label="Signing in" />;
  if (status !== 'signedIn' || !hasUser(user)) return <Navigate to="/" replace />;
  if (isStaffUser(user)) return <StaffNotice />;
  return <Outlet />;
}
