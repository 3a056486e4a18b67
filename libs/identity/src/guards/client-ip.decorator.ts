import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/** The caller's IP as Fastify resolved it (X-Forwarded-For is trusted: the API runs behind a proxy). */
export const ClientIp = createParamDecorator((_: unknown, context: ExecutionContext): string => {
  return context.switchToHttp().getRequest<FastifyRequest>().ip ?? 'unknown';
});
