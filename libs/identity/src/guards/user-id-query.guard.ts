import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { MESSAGES } from '../identity.messages.js';
import type { RequestWithPrincipal } from './principal.js';

/**
 * A `userId` query parameter, or a `{userId}` path parameter, must be the caller's own id; admins may name
 * anyone. Runs after AuthGuard.
 */
@Injectable()
export class UserIdQueryGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<RequestWithPrincipal>();
    const principal = request.principal;
    if (!principal) throw new UnauthorizedException(MESSAGES.notSignedIn);
    const query = (request.query as Record<string, unknown> | undefined)?.userId;
    const param = (request.params as Record<string, unknown> | undefined)?.userId;
    const ids = [query, param].filter((id) => id !== undefined).flat();
    if (ids.length === 0) return true;
    if (principal.user.role === 'admin') return true;
    // A userId that is not a plain string (a repeated or nested parameter) can never be the caller's own.
    if (ids.some((id) => typeof id !== 'string' || id.toLowerCase() !== principal.user.id))
      throw new ForbiddenException(MESSAGES.otherUser);
    return true;
  }
}
