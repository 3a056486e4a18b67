import type { AuthProvider, UserIdentity } from 'react-admin';
import { ADMIN_MESSAGES, ERROR_CODES, canAccess, isStaffRole, type AuthUser } from '@app/contracts';
import { accessToken, currentUser, forget, hasSessionCookie, restoreSession, signIn, signOut } from './session';

/**
 * The console signs in with the platform's own accounts (POST /api/auth/login) and lets in staff only. The API
 * refuses students and parents at every /api/admin call anyway (403 STAFF_ONLY); this keeps them from seeing a
 * console whose every page would fail.
 */

/**
 * Why the console turned the browser's session away, for the login page to say: the session (the one the
 * student app shares) is a student's or a parent's, or the API answered STAFF_ONLY (a role changed meanwhile).
 */
let refusedByApi = false;

export function refusal(): string | null {
  const user = currentUser();
  return refusedByApi || (user && !isStaffRole(user.role)) ? ADMIN_MESSAGES.staffOnly : null;
}

function identityOf(user: AuthUser): UserIdentity {
  const fullName = `${user.data.first_name} ${user.data.last_name}`.trim() || user.data.username;
  return { id: user.user_id, fullName, username: user.data.username, role: user.role };
}

/** The error react-admin's HttpError carries: its status, and the API's body with its stable code. */
interface HttpLikeError {
  status?: number;
  body?: { code?: unknown } | null;
}

export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    refusedByApi = false;
    const response = await signIn(username, password);
    if (!isStaffRole(response.user.role)) {
      // A student or parent who signs in here is not let in, and the session just opened is ended again.
      await signOut();
      throw new Error(ADMIN_MESSAGES.staffOnly);
    }
  },

  async logout() {
    const user = currentUser();
    // The browser has one session, shared with the student app. A staff session is the console's to end; a
    // student's, found in the shared cookie and turned away here, stays signed in on the student site (and in
    // this tab's memory, so the login page can say why and no page load refreshes it again).
    if (user && !isStaffRole(user.role)) return;
    if (user) await signOut();
    else forget();
  },

  async checkAuth() {
    let user = accessToken() ? currentUser() : null;
    // A page load (or a deep link) has no token in memory: trade the cookie for one, as the student app does.
    if (!user && hasSessionCookie()) user = (await restoreSession())?.user ?? null;
    if (!user) throw { message: false };
    // The login page says why (refusal()); a notification would say it twice.
    if (!isStaffRole(user.role)) throw { message: false };
  },

  async checkError(error: HttpLikeError) {
    // The data provider has already refreshed once and retried: a 401 now means the session is over.
    if (error?.status === 401) throw { message: 'ra.notification.logged_out' };
    if (error?.status === 403 && error.body?.code === ERROR_CODES.StaffOnly) {
      refusedByApi = true;
      throw { message: false };
    }
    // Any other 403 is one action refused to this role: the page shows it; the session goes on.
  },

  async getIdentity() {
    const user = currentUser();
    if (!user) throw new Error('Not signed in');
    return identityOf(user);
  },

  /** The permission table of libs/contracts, the one the API's guard reads. */
  async canAccess({ resource, action }) {
    return canAccess(currentUser()?.role, resource, action);
  },
};
