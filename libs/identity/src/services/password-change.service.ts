import { BadRequestException, Injectable } from '@nestjs/common';
import { ERROR_CODES, ROSTER_MESSAGES, type MessageResponse } from '@app/contracts';
import { PasswordService } from '../crypto/password.service.js';
import type { Principal } from '../guards/principal.js';
import { RateLimitService } from '../rate-limit.service.js';
import { SessionsRepository } from '../repositories/sessions.repository.js';
import { UsersRepository } from '../repositories/users.repository.js';

/**
 * A signed-in user sets a new password with their current one: how a one-time password (a roster import's, a
 * school's reset) is replaced at the first sign-in. A wrong current password counts as a wrong login. The
 * session that asked stays open; every other one ends.
 */
@Injectable()
export class PasswordChangeService {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly passwords: PasswordService,
    private readonly limits: RateLimitService,
  ) {}

  async change(principal: Principal, current: string, next: string, ip: string): Promise<MessageResponse> {
    const { user } = principal;
    const attempt = await this.limits.beginAttempt('login', user.username, ip);
    if (!(await this.passwords.verify(user.passwordHash, current))) {
      await this.limits.failed(attempt);
      throw new BadRequestException({
        message: ROSTER_MESSAGES.wrongCurrentPassword,
        code: ERROR_CODES.ValidationFailed,
        errors: [{ field: 'currentPassword', message: ROSTER_MESSAGES.wrongCurrentPassword }],
      });
    }
    await this.limits.succeeded(attempt);
    const passwordHash = await this.passwords.hash(next);
    await this.sessions.transaction(async (tx) => {
      await this.users.update(user.id, { passwordHash, mustChangePassword: false }, tx);
      await this.sessions.revokeOthersOfUser(tx, user.id, principal.sessionId, 'password changed');
    });
    return { message: ROSTER_MESSAGES.passwordChanged };
  }
}
