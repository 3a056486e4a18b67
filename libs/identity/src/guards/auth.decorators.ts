import { applyDecorators, createParamDecorator, type ExecutionContext, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiSecurity } from '@nestjs/swagger';
import { ApiErrorResponses } from '@app/common';
import type { Role } from '@app/contracts';
import { AuthGuard } from './auth.guard.js';
import { PASSWORD_CHANGE_PENDING_OK, ROLES_KEY, type Principal, type RequestWithPrincipal } from './principal.js';
import { UserIdQueryGuard } from './user-id-query.guard.js';

/**
 * Opt-in protection for a route or controller: a valid access token, one of `roles` (any signed-in user
 * when none are given), and a `userId` query parameter that is the caller's own (admins excepted).
 */
export function Auth(...roles: Role[]) {
  return applyDecorators(
    SetMetadata(ROLES_KEY, roles),
    UseGuards(AuthGuard, UserIdQueryGuard),
    ApiSecurity('token'),
    ApiErrorResponses({
      401: 'No token, or an expired one, or a session that has ended',
      403: "Role not allowed, or another user's userId",
    }),
  );
}

/** The signed-in caller (set by @Auth). */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): Principal => {
  return context.switchToHttp().getRequest<RequestWithPrincipal>().principal!;
});

/**
 * A route open to a user who still has to change a one-time password (every other @Auth route answers 403
 * PASSWORD_CHANGE_REQUIRED until then): changing it, and reading who is signed in.
 */
export const AllowPendingPasswordChange = () => SetMetadata(PASSWORD_CHANGE_PENDING_OK, true);
