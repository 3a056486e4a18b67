import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { UserRow } from '../repositories/users.repository.js';
import type { RequestWithPrincipal } from './principal.js';

/**
 * Whether a parent is linked to a child (issue 14). Identity's guard asks it but does not own the links: libs/family
 * provides it (globally), so identity never imports family. Without it no parent reads a child's data.
 */
export abstract class ParentLinkLookup {
  abstract isLinkedParent(parentId: string, childId: string): Promise<boolean>;
}

export const PARENT_MAY_READ = 'identity:parent-may-read';

/**
 * A read of a student's data (named by its `userId`) that a linked parent may make too: only on GET, and only on
 * routes marked so. Every other route answers a parent naming their child 403 PARENT_READ_ONLY.
 */
export const ParentMayRead = () => SetMetadata(PARENT_MAY_READ, true);

/** The request after UserIdQueryGuard: whose data it reads, when that is not the caller (a linked parent's child). */
export interface RequestWithSubject extends RequestWithPrincipal {
  subject?: UserRow;
}

/**
 * The user whose data a read is about: the caller, or the linked child a parent named (set by the guard on
 * @ParentMayRead routes). Use it in place of @CurrentUser on those routes.
 */
export const ReadSubject = createParamDecorator((_: unknown, context: ExecutionContext): UserRow => {
  const request = context.switchToHttp().getRequest<RequestWithSubject>();
  return request.subject ?? request.principal!.user;
});
