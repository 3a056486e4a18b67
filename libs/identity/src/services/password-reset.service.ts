import { BadRequestException, Injectable } from '@nestjs/common';
import { ERROR_CODES, USER_ADMIN_MESSAGES, type MessageResponse } from '@app/contracts';
import { PasswordService } from '../crypto/password.service.js';
import { CODE_MAIL_ANSWER_MS, takingAtLeast } from '../even-answer.js';
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

  /**
   * Unknown usernames, and accounts that must wait (the 30 s cooldown, the daily cap), get the same answer in as
   * much time and no mail, so the call does not tell which accounts exist (docs/decisions.md, issue 23).
   */
  async forgot(username: string, ip: string): Promise<MessageResponse> {
    await this.limits.hitForm('codeMail', ip);
    await takingAtLeast(CODE_MAIL_ANSWER_MS, () =>
      this.users.transaction(async (tx) => {
        const user = await this.users.lockByLogin(tx, username);
        if (!user || !(await this.codes.mayIssue(tx, user.id, 'reset'))) return;
        await this.codes.issue(tx, user, 'reset');
      }),
    );
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
      await this.users.update(
        user.id,
        { passwordHash, mustChangePassword: false, confirmedAt: user.confirmedAt ?? new Date() },
        tx,
      );
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

  /**
   * A staff invitation's link: `<user id>.<secret>`. The right secret sets the password, proves the e-mail (the
   * link was mailed there) and is used up; a wrong, used, replaced or expired one is one answer, 400
   * PASSWORD_LINK_INVALID, and wrong ones count like wrong codes.
   */
  async setPassword(token: string, password: string, ip: string): Promise<MessageResponse> {
    const [userId, secret] = token.split('.', 2);
    if (!UUID.test(userId ?? '') || !secret) throw linkInvalid();
    const attempt = await this.limits.beginAttempt('code', `invite:${userId.toLowerCase()}`, ip);
    const passwordHash = await this.passwords.hash(password);
    const ok = await this.users.transaction(async (tx) => {
      const user = await this.users.lockById(tx, userId.toLowerCase());
      if (!user || (await this.codes.check(tx, user.id, 'invite', secret)) !== 'ok') return false;
      await this.users.update(
        user.id,
        { passwordHash, mustChangePassword: false, confirmedAt: user.confirmedAt ?? new Date() },
        tx,
      );
      await this.sessions.revokeAllForUser(tx, user.id, 'password set');
      return true;
    });
    if (!ok) {
      await this.limits.failed(attempt);
      throw linkInvalid();
    }
    await this.limits.succeeded(attempt);
    return { message: USER_ADMIN_MESSAGES.passwordSet };
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const linkInvalid = () =>
  new BadRequestException({ message: USER_ADMIN_MESSAGES.linkInvalid, code: ERROR_CODES.PasswordLinkInvalid });
