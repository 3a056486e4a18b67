import { BadRequestException, ConflictException, ForbiddenException } from '@nestjs/common';
import { ADMIN_MESSAGES, ERROR_CODES } from '@app/contracts';

/** A PUT whose `version` is older than the record's: nothing was written. */
export function versionConflict(): ConflictException {
  return new ConflictException({ message: ADMIN_MESSAGES.versionConflict, code: ERROR_CODES.VersionConflict });
}

/** A delete of something others still use (say what, and what to do instead). */
export function inUse(message: string): ConflictException {
  return new ConflictException({ message, code: ERROR_CODES.InUse });
}

export function badListQuery(message: string): BadRequestException {
  return new BadRequestException({ message, code: ERROR_CODES.BadListQuery });
}

export function staffOnly(): ForbiddenException {
  return new ForbiddenException({ message: ADMIN_MESSAGES.staffOnly, code: ERROR_CODES.StaffOnly });
}
