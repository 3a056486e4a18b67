import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type AdminAction, canAccess, ERROR_CODES, isStaffRole } from '@app/contracts';
import type { RequestWithPrincipal } from '@app/identity';
import { staffOnly } from './admin-errors.js';
import { ADMIN_ACTION_KEY, ADMIN_RESOURCE_KEY, actionOf } from './admin-route.js';

/**
 * The one decision of every /api/admin call, after AuthGuard has named the caller: the permission table's answer
 * for (role, resource, action). Students and parents hear that the console is for staff; staff without the grant
 * hear they have no access.
 */
@Injectable()
export class AdminAccessGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<RequestWithPrincipal & { method: string }>();
    const role = request.principal?.user.role;
    if (!isStaffRole(role)) throw staffOnly();
    const resource = this.reflector.get<string>(ADMIN_RESOURCE_KEY, context.getClass());
    const action =
      this.reflector.get<AdminAction | undefined>(ADMIN_ACTION_KEY, context.getHandler()) ??
      actionOf(request.method, context.getHandler());
    if (!canAccess(role, resource, action)) {
      throw new ForbiddenException({ message: 'You do not have access to this.', code: ERROR_CODES.Forbidden });
    }
    return true;
  }
}
