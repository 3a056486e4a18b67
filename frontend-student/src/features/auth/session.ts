import { createContext, useContext } from 'react';
import type { AuthUser, LoginResponse } from '@app/contracts';

export type SessionStatus = 'restoring' | 'signedIn' | 'signedOut';

export interface Session {
  /** 'restoring' while the refresh cookie is traded for an access token on start; guards wait for it. */
  status: SessionStatus;
  user: AuthUser | null;
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

/** The profile dialog must ask for what is missing (spec section 2). */
export function needsProfile(user: AuthUser): boolean {
  return !user.data.gender || !user.data.phone_number || !user.data.email;
}

export function initials(user: AuthUser): string {
  const letters = `${user.data.first_name?.[0] ?? ''}${user.data.last_name?.[0] ?? ''}`.toUpperCase();
  return letters || (user.data.username?.[0] ?? '?').toUpperCase();
}
