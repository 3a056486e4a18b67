import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/**
 * The caller's IP as Fastify resolved it: the socket's address, or X-Forwarded-For's when the connection
 * comes from a proxy named in TRUSTED_PROXIES (default none, so the header cannot be made up to dodge limits).
 */
export const ClientIp = createParamDecorator((_: unknown, context: ExecutionContext): string => {
  return context.switchToHttp().getRequest<FastifyRequest>().ip ?? 'unknown';
});
