import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ERROR_CODES, ROSTER_MESSAGES } from '@app/contracts';
import { accountDisabled, MESSAGES } from '../identity.messages.js';
import { AccessTokenResolver } from './access-token.resolver.js';
import { PASSWORD_CHANGE_PENDING_OK, ROLES_KEY, type RequestWithPrincipal, type RoleList } from './principal.js';

/** The spec sends the raw token as the Authorization value; "Bearer <token>" is accepted too. */
export function tokenFrom(headers: RequestWithPrincipal['headers']): string | undefined {
  const raw = headers.authorization;
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!value) return undefined;
  return value.replace(/^Bearer\s+/i, '') || undefined;
}

/**
 * Checks the access token and that its session is still open (logout and reuse detection take effect at
 * once), loads the user, and enforces the roles given to @Auth(...roles).
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly resolver: AccessTokenResolver,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithPrincipal>();
    const token = tokenFrom(request.headers);
    if (!token) throw new UnauthorizedException(MESSAGES.notSignedIn);
    const principal = await this.resolver.check(token);
    if ('refused' in principal) {
      if (principal.refused === 'disabled') throw accountDisabled();
      throw new UnauthorizedException(MESSAGES.sessionExpired);
    }
    request.principal = principal;
    const { user } = principal;
    const roles = this.reflector.getAllAndOverride<RoleList | undefined>(ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (roles?.length && !roles.includes(user.role)) throw new ForbiddenException(MESSAGES.forbidden);
    // Signed in with a one-time password (a roster import's, a school's reset): nothing but changing it first.
    if (
      user.mustChangePassword &&
      !this.reflector.getAllAndOverride<boolean | undefined>(PASSWORD_CHANGE_PENDING_OK, [
        context.getHandler(),
        context.getClass(),
      ])
    )
      throw new ForbiddenException({
        message: ROSTER_MESSAGES.passwordChangeRequired,
        code: ERROR_CODES.PasswordChangeRequired,
      });
    return true;
  }
}
