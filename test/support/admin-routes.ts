import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ADMIN_ACTION_KEY, ADMIN_RESOURCE_KEY, actionOf } from '@app/admin-kit';

export interface AdminRoute {
  method: string;
  /** With its parameters as declared (`/api/admin/classrooms/:id`). */
  path: string;
  resource: string | undefined;
  action: string;
}

/**
 * Every /api/admin route of the running app, found from its controllers (not from a list kept by hand), so a
 * route added tomorrow is walked by the permission and school-scope walks too.
 */
export function adminRoutes(app: NestFastifyApplication): AdminRoute[] {
  const reflector = app.get(Reflector);
  const scanner = new MetadataScanner();
  const routes: AdminRoute[] = [];
  const controllers = [...app.get(ModulesContainer).values()].flatMap((m) => [...m.controllers.values()]);
  for (const wrapper of controllers) {
    const type = wrapper.metatype as (new (...args: unknown[]) => object) | undefined;
    if (!type || !wrapper.instance) continue;
    const base = String(Reflect.getMetadata(PATH_METADATA, type) ?? '');
    if (!/^\/?admin(\/|$)/.test(base)) continue;
    const prototype = Object.getPrototypeOf(wrapper.instance) as Record<string, (...args: unknown[]) => unknown>;
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name];
      const requestMethod = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (requestMethod === undefined) continue;
      const method = RequestMethod[requestMethod];
      const sub = String(Reflect.getMetadata(PATH_METADATA, handler) ?? '');
      routes.push({
        method,
        path: `/api/${base.replace(/^\/+|\/+$/g, '')}${sub && sub !== '/' ? `/${sub.replace(/^\/+/, '')}` : ''}`,
        resource: reflector.get<string>(ADMIN_RESOURCE_KEY, type),
        action: reflector.get<string | undefined>(ADMIN_ACTION_KEY, handler) ?? actionOf(method, handler),
      });
    }
  }
  return routes;
}
