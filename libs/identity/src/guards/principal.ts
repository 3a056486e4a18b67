import type { Role } from '@app/contracts';
import type { UserRow } from '../repositories/users.repository.js';

/** Who made the request: set on the request by AuthGuard. */
export interface Principal {
  user: UserRow;
  sessionId: string;
}

export interface RequestWithPrincipal {
  headers: Record<string, string | string[] | undefined>;
  query?: unknown;
  params?: unknown;
  principal?: Principal;
}

export const ROLES_KEY = 'identity:roles';
export type RoleList = Role[];

/** A route a user signed in with a one-time password may call before changing it (the change itself). */
export const PASSWORD_CHANGE_PENDING_OK = 'identity:password-change-pending-ok';
