import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  Optional,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ERROR_CODES, FAMILY_MESSAGES } from '@app/contracts';
import { MESSAGES } from '../identity.messages.js';
import { UsersRepository } from '../repositories/users.repository.js';
import { PARENT_MAY_READ, ParentLinkLookup, type RequestWithSubject } from './parent-access.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const READS = new Set(['GET', 'HEAD']);

/**
 * A `userId` query parameter, or a `{userId}` path parameter, must be the caller's own id; admins may name
 * anyone. A parent may name a linked child on a GET of a @ParentMayRead route (the child then is the request's
 * `subject`); a linked parent anywhere else gets PARENT_READ_ONLY, so a write stays the student's alone.
 * Runs after AuthGuard.
 */
@Injectable()
export class UserIdQueryGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly users: UsersRepository,
    @Optional() private readonly links?: ParentLinkLookup,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithSubject & { method?: string }>();
    const principal = request.principal;
    if (!principal) throw new UnauthorizedException(MESSAGES.notSignedIn);
    const query = (request.query as Record<string, unknown> | undefined)?.userId;
    const param = (request.params as Record<string, unknown> | undefined)?.userId;
    const ids = [query, param].filter((id) => id !== undefined).flat();
    if (ids.length === 0) return true;
    if (principal.user.role === 'admin') return true;
    // A userId that is not a plain string (a repeated or nested parameter) can never be the caller's own.
    if (ids.some((id) => typeof id !== 'string')) throw new ForbiddenException(MESSAGES.otherUser);
    const named = new Set((ids as string[]).map((id) => id.toLowerCase()));
    if (named.size === 1 && named.has(principal.user.id)) return true;
    if (principal.user.role !== 'parent' || named.size !== 1 || !this.links) throw this.otherUser();
    const [childId] = named;
    if (!UUID.test(childId) || !(await this.links.isLinkedParent(principal.user.id, childId))) throw this.otherUser();
    const readable = this.reflector.getAllAndOverride<boolean | undefined>(PARENT_MAY_READ, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!readable || !READS.has((request.method ?? 'GET').toUpperCase()))
      throw new ForbiddenException({ message: FAMILY_MESSAGES.readOnly, code: ERROR_CODES.ParentReadOnly });
    const child = await this.users.findById(childId);
    if (!child) throw this.otherUser();
    request.subject = child;
    return true;
  }

  private otherUser(): ForbiddenException {
    return new ForbiddenException(MESSAGES.otherUser);
  }
}
