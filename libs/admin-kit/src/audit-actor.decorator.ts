import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { RequestWithPrincipal } from '@app/identity';

/** Who did a staff write, as the audit log records it. */
export interface AuditActor {
  userId: string;
  username: string;
  role: string;
  ip: string | null;
  /** A school admin's school (their every call is scoped to it: school-scope.ts); null for other staff. */
  schoolId: string | null;
}

/** The signed-in staff member and their address (Fastify's, which trusts only TRUSTED_PROXIES' forwarding). */
export const Audit = createParamDecorator((_: unknown, context: ExecutionContext): AuditActor => {
  const request = context.switchToHttp().getRequest<FastifyRequest & RequestWithPrincipal>();
  const user = request.principal!.user;
  return {
    userId: user.id,
    username: user.username,
    role: user.role,
    ip: request.ip ?? null,
    schoolId: user.role === 'school_admin' ? user.schoolId : null,
  };
});
