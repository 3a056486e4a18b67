import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import {
  ERASURE_GRACE_DAYS,
  ERROR_CODES,
  formatIndiaTime,
  isStaffRole,
  PRIVACY_MESSAGES,
  type ErasureRequest,
  type Role,
} from '@app/contracts';
import { PrivacyRepository, type ErasureRow } from './privacy.repository.js';

const DAY_MS = 24 * 3600 * 1000;

export function toErasureRequest(row: ErasureRow): ErasureRequest {
  const message =
    row.status === 'pending'
      ? `Your account and personal data will be deleted on ${formatIndiaTime(row.eraseAt)}. You can cancel until then.`
      : row.status === 'cancelled'
        ? PRIVACY_MESSAGES.erasureCancelled
        : 'Your account was deleted.';
  return {
    id: row.id,
    status: row.status,
    requestedAt: row.requestedAt.toISOString(),
    eraseAt: row.eraseAt.toISOString(),
    message,
  };
}

/** The API's side of erasure: ask (it happens after the grace period, by the privacy sweep), see, cancel (issue 14). */
@Injectable()
export class ErasureService {
  constructor(private readonly repository: PrivacyRepository) {}

  /** Asking again while one is pending answers that one: the date does not move. */
  async request(user: { id: string; role: Role }, now = new Date()): Promise<ErasureRequest> {
    if (isStaffRole(user.role))
      throw new ForbiddenException({
        message: PRIVACY_MESSAGES.erasureNotForStaff,
        code: ERROR_CODES.ErasureNotForStaff,
      });
    const row = await this.repository.transaction(
      async (tx) =>
        (await this.repository.insertErasure(tx, user.id, new Date(now.getTime() + ERASURE_GRACE_DAYS * DAY_MS))) ??
        (await this.repository.pendingErasure(tx, user.id)),
    );
    return toErasureRequest(row!);
  }

  async pending(userId: string): Promise<ErasureRequest | null> {
    const row = await this.repository.pendingErasure(this.repository.database, userId);
    return row ? toErasureRequest(row) : null;
  }

  async cancel(userId: string): Promise<ErasureRequest> {
    const row = await this.repository.cancelErasure(userId);
    if (!row)
      throw new NotFoundException({ message: PRIVACY_MESSAGES.noErasurePending, code: ERROR_CODES.NoErasurePending });
    return toErasureRequest(row);
  }
}
