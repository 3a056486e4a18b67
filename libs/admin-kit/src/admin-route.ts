import { PATH_METADATA } from '@nestjs/common/constants.js';
import type { AdminAction } from '@app/contracts';

export const ADMIN_RESOURCE_KEY = 'admin:resource';
export const ADMIN_ACTION_KEY = 'admin:action';

/**
 * The dialect's action of a route without an @AdminAction: GET /:id shows, GET / lists, POST creates, PUT and
 * PATCH edit, DELETE deletes. Any other route (a POST /:id/publish) must name its action, or it would be taken
 * for a create.
 */
export function actionOf(method: string, handler: object): AdminAction {
  const path = String(Reflect.getMetadata(PATH_METADATA, handler) ?? '/');
  switch (method.toUpperCase()) {
    case 'GET':
    case 'HEAD':
      return path.includes(':') ? 'show' : 'list';
    case 'POST':
      return 'create';
    case 'PUT':
    case 'PATCH':
      return 'edit';
    default:
      return 'delete';
  }
}
