import { ForbiddenException } from '@nestjs/common';
import { ERROR_CODES } from '@app/contracts';
import type { AuditActor } from './audit-actor.decorator.js';

/**
 * The school a staff call is limited to (issue 13): a school admin's own, always; null for the staff who see every
 * school (admins). Repositories put it in the query itself (`WHERE school_id = $scope`), never filter afterwards,
 * so a school admin's call cannot read, count or touch another school's rows, whatever ids it sends.
 */
export type SchoolScope = string | null;

export function schoolScopeOf(actor: Pick<AuditActor, 'role' | 'schoolId'>): SchoolScope {
  if (actor.role !== 'school_admin') return null;
  // Never so (the users table requires a school admin's school), but a scope of "any school" must not follow.
  if (!actor.schoolId)
    throw new ForbiddenException({ message: 'This account belongs to no school', code: ERROR_CODES.Forbidden });
  return actor.schoolId;
}

/**
 * The school a write goes to: a school admin's own (a `schoolId` they send for another school is refused as
 * unknown, so ids cannot be probed), or the one an admin names.
 */
export function schoolOfWrite(scope: SchoolScope, named: string | null | undefined): string | undefined {
  if (scope === null) return named ?? undefined;
  return named === undefined || named === null || named === scope ? scope : undefined;
}
