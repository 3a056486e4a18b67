import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply } from 'fastify';
import { map, type Observable } from 'rxjs';
import { AdminList, contentRange } from './list-query.js';
import { ADMIN_RESOURCE_KEY } from './admin-route.js';

/**
 * A list handler returns `adminList(rows, total, query)`; this writes the dialect's reply: the rows as a bare
 * array and `Content-Range: <resource> <start>-<end>/<total>`, exposed so a browser's fetch can read it.
 * Staff answers are private and never cached.
 */
@Injectable()
export class AdminListInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const resource = this.reflector.get<string>(ADMIN_RESOURCE_KEY, context.getClass());
    return next.handle().pipe(
      map((result: unknown) => {
        reply.header('cache-control', 'no-store');
        if (!(result instanceof AdminList)) return result;
        const list = result as AdminList<unknown>;
        reply.header('content-range', contentRange(resource, list));
        reply.header('access-control-expose-headers', 'Content-Range');
        return list.data;
      }),
    );
  }
}
