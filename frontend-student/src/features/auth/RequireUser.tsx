import { Navigate, Outlet } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader';
import { hasUser, useSession } from './session';

/** The student area's guard: a signed-in role and user data, else / (spec section 2). Waits for the restore. */
export function RequireUser() {
  const { status, user } = useSession();
  if (status === 'restoring') return <PageLoader label="Signing in" />;
  if (status !== 'signedIn' || !hasUser(user)) return <Navigate to="/" replace />;
  return <Outlet />;
}
