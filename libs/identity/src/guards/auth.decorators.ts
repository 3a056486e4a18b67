import { applyDecorators, createParamDecorator, type ExecutionContext, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiSecurity, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Role } from '@app/contracts';
import { AuthGuard } from './auth.guard.js';
import { ROLES_KEY, type Principal, type RequestWithPrincipal } from './principal.js';
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
    ApiUnauthorizedResponse({ description: 'No token, or an expired one' }),
    ApiForbiddenResponse({ description: "Role not allowed, or another user's userId" }),
  );
}

/** The signed-in caller (set by @Auth). */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): Principal => {
  return context.switchToHttp().getRequest<RequestWithPrincipal>().principal!;
});
