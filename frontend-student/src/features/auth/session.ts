import { createContext, useContext } from 'react';
import { isStaffRole, type AuthUser, type LoginResponse } from '@app/contracts';

export type SessionStatus = 'restoring' | 'signedIn' | 'signedOut';

export interface Session {
  /** 'restoring' while the refresh cookie is traded for an access token on start; guards wait for it. */
  status: SessionStatus;
  user: AuthUser | null;
  /**
   * Signed out on this page (logout here or in another tab, or the server ended the session) rather than never
   * signed in: the student area then goes home instead of asking for a sign-in to come back.
   */
  endedHere: boolean;
  /** Keeps the access token of a login (password or Google) in memory and sets the user. */
  signIn: (response: LoginResponse) => void;
  /** Ends the session on the server, then forgets the tokens, the user and the saved redirect. */
  logout: () => Promise<void>;
  /** After a profile update. */
  setUser: (user: AuthUser) => void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/** The spec's guard: a signed-in role and user data. */
export function hasUser(user: AuthUser | null): user is AuthUser {
  return Boolean(user?.role && user.data);
}

/** Staff (content editors, counsellors, school admins, admins) work in the console at /admin/, not here. */
export function isStaffUser(user: AuthUser | null): boolean {
  return isStaffRole(user?.role);
}

/** The console's address: a full page load, since it is another app than this one. */
export const CONSOLE_URL = '/admin/';

/** Who has a cart and buys careers: students and parents; campus students get theirs from the school, staff none. */
export function buysCareers(user: AuthUser | null): boolean {
  return Boolean(user) && !user!.isCampusStudent && !isStaffUser(user);
}

/** The details the profile dialog must have (spec section 2); a parent's sign-up takes no gender, nor does the dialog. */
export type ProfileField = 'email' | 'phone_number' | 'gender' | 'birthdate';

/**
 * Whether a student must still say when they were born: one who signed up with Google, which gives no date of
 * birth. It decides whether a parent must consent (issue 14); the server refuses their purchases and tests until
 * they give it. A campus student's comes from the school's roster.
 */
export const asksBirthdate = (user: AuthUser) => user.role === 'student' && !user.data.birthdate;

export function missingProfileFields(user: AuthUser): ProfileField[] {
  const missing: ProfileField[] = [];
  // A campus student's account is the school's: made from its roster, often for a child with no e-mail or phone
  // of their own. They are not held at the profile for what the school did not give.
  if (!user.data.email && !user.isCampusStudent) missing.push('email');
  if (!user.data.phone_number && !user.isCampusStudent) missing.push('phone_number');
  if (!user.data.gender && user.data['custom:user_type'] !== 'parent') missing.push('gender');
  if (asksBirthdate(user)) missing.push('birthdate');
  return missing;
}

/** The profile dialog must ask for what is missing (spec section 2), and only that. */
export function needsProfile(user: AuthUser): boolean {
  return missingProfileFields(user).length > 0;
}

export function initials(user: AuthUser): string {
  const letters = `${user.data.first_name?.[0] ?? ''}${user.data.last_name?.[0] ?? ''}`.toUpperCase();
  return letters || (user.data.username?.[0] ?? '?').toUpperCase();
}
