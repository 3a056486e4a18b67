import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader';
import { saveRedirect } from './redirect';
import { hasUser, isStaffUser, useSession } from './session';
import { StaffNotice } from './StaffNotice';

/**
 * The guard of the student area and the account's pages: a signed-in role and user data. A visitor who came by a
 * link (the data export's mail, a report) is asked to sign in and comes back to it after (issue 24; the spec sent
 * them to /); one who signed out here goes to /. Staff are pointed to the console, and a student still holding a
 * one-time password to the page that replaces it. Waits for the restore.
 */
export function RequireUser() {
  const { status, user, endedHere } = useSession();
  if (status === 'restoring') return <PageLoader label="Signing in" />;
  if (status !== 'signedIn' || !hasUser(user)) return endedHere ? <Navigate to="/" replace /> : <SignInFirst />;
  if (isStaffUser(user)) return <StaffNotice />;
  // A one-time password from the school: nothing works until the student has chosen their own.
  if (user.mustChangePassword) return <Navigate to="/auth/set-new-password" replace />;
  return <Outlet />;
}

/** To the login page, this page (with its query: the export's id) saved as the way back. */
function SignInFirst() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    saveRedirect(`${pathname}${search}`);
    navigate('/auth/login', { replace: true });
  }, [pathname, search, navigate]);
  return <PageLoader label="Signing in" />;
}
