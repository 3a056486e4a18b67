import { Injectable } from '@nestjs/common';
import type { MessageResponse } from '@app/contracts';
import { PasswordService } from '../crypto/password.service.js';
import { MESSAGES } from '../identity.messages.js';
import { RateLimitService } from '../rate-limit.service.js';
import { SessionsRepository } from '../repositories/sessions.repository.js';
import { UsersRepository } from '../repositories/users.repository.js';
import { CodesService } from './codes.service.js';
import { codeError } from './signup.service.js';

/** Forgot password (a code by e-mail) and setting a new password with it. */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly passwords: PasswordService,
    private readonly codes: CodesService,
    private readonly limits: RateLimitService,
  ) {}

  /** Unknown usernames get the same answer and no mail. */
  async forgot(username: string, ip: string): Promise<MessageResponse> {
    await this.limits.hitForm('codeMail', ip);
    await this.users.transaction(async (tx) => {
      const user = await this.users.lockByLogin(tx, username);
      if (!user) return;
      await this.codes.assertCooldown(tx, user.id, 'reset');
      await this.codes.issue(tx, user, 'reset');
    });
    return { message: MESSAGES.resetCodeSent };
  }

  /**
   * A right code proves the e-mail is the user's: the account counts as confirmed from then on, and every
   * open session ends (whoever knew the old password is signed out).
   */
  async reset(username: string, code: string, password: string, ip: string): Promise<MessageResponse> {
    // Counted for the account whichever of its username and e-mail was typed (as a login's failures are).
    const attempt = await this.limits.beginAttempt('code', await this.users.limitKeyOf(username), ip);
    const passwordHash = await this.passwords.hash(password);
    const result = await this.users.transaction(async (tx) => {
      const user = await this.users.lockByLogin(tx, username);
      if (!user) return 'wrong' as const;
      const check = await this.codes.check(tx, user.id, 'reset', code);
      if (check !== 'ok') return check;
      await this.users.update(user.id, { passwordHash, confirmedAt: user.confirmedAt ?? new Date() }, tx);
      await this.sessions.revokeAllForUser(tx, user.id, 'password reset');
      return check;
    });
    if (result !== 'ok') {
      await this.limits.failed(attempt);
      throw codeError(result);
    }
    await this.limits.succeeded(attempt);
    return { message: MESSAGES.passwordReset };
  }
}
