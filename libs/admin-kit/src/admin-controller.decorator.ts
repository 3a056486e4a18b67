import { applyDecorators, Controller, SetMetadata, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiExtension, ApiHeader, ApiResponse, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import type { AdminAction, AdminResource } from '@app/contracts';
import { Auth } from '@app/identity';
import { ApiErrorResponses, ApiZodResponse } from '@app/common';
import { AdminAccessGuard } from './admin-access.guard.js';
import { AdminListInterceptor } from './admin-list.interceptor.js';
import { ADMIN_ACTION_KEY, ADMIN_RESOURCE_KEY } from './admin-route.js';

/**
 * A staff console resource at /api/admin/<resource>: signed in (AuthGuard), then the permission table decides
 * (AdminAccessGuard), and lists answer in the ra-data-simple-rest dialect (AdminListInterceptor). Every
 * /api/admin controller is declared with this, and a test walks them all for every role.
 */
export function AdminController(resource: AdminResource) {
  return applyDecorators(
    Controller(`admin/${resource}`),
    SetMetadata(ADMIN_RESOURCE_KEY, resource),
    Auth(),
    UseGuards(AdminAccessGuard),
    UseInterceptors(AdminListInterceptor),
    ApiTags(`admin: ${resource}`),
    ApiErrorResponses({ 403: 'Not staff ("This console is for staff"), or the role may not do this' }),
  );
}

/** The permission table's action of a route the dialect does not name (publishing, previewing). */
export function AdminAction(action: AdminAction) {
  return applyDecorators(SetMetadata(ADMIN_ACTION_KEY, action), ApiExtension('x-admin-action', action));
}

/** A dialect list's answer in the API document: the array, and the Content-Range that carries the total. */
export function ApiAdminList(schema: z.ZodType) {
  return applyDecorators(
    ApiZodResponse(200, z.array(schema), 'One page; the total is in Content-Range'),
    ApiHeader({
      name: 'Range',
      required: false,
      description: 'Sent by ra-data-simple-rest; the range parameter rules',
    }),
    ApiResponse({
      status: 200,
      headers: { 'Content-Range': { schema: { type: 'string' }, description: '<resource> <start>-<end>/<total>' } },
    }),
  );
}
