import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import type { ConfirmSignupResponse, MessageResponse, Signup, SignupResponse } from '@app/contracts';
import { PasswordService } from '../crypto/password.service.js';
import { CODE_MAIL_ANSWER_MS, takingAtLeast } from '../even-answer.js';
import { MESSAGES } from '../identity.messages.js';
import { RateLimitService } from '../rate-limit.service.js';
import { uniqueViolation, UsersRepository } from '../repositories/users.repository.js';
import { CodesService, type CodeCheck } from './codes.service.js';
import { SessionService, type IssuedSession } from './session.service.js';

/** 409 with the field that clashed, from a pre-check or from the unique index when two sign-ups race. */
export function conflictFor(constraint: string): ConflictException {
  return constraint.includes('email')
    ? new ConflictException(MESSAGES.emailTaken)
    : new ConflictException(MESSAGES.usernameTaken);
}

export function codeError(result: Exclude<CodeCheck, 'ok'>): BadRequestException {
  return new BadRequestException(
    { wrong: MESSAGES.wrongCode, expired: MESSAGES.expiredCode, used: MESSAGES.usedCode }[result],
  );
}

/** Sign-up, e-mail confirmation and resending the confirmation code. */
@Injectable()
export class SignupService {
  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordService,
    private readonly codes: CodesService,
    private readonly limits: RateLimitService,
    private readonly sessions: SessionService,
  ) {}

  async signup(input: Signup, ip: string): Promise<SignupResponse> {
    await this.limits.hitForm('signup', ip);
    if (await this.users.findByUsername(input.username)) throw conflictFor('username');
    if (await this.users.findByEmail(input.email)) throw conflictFor('email');
    const passwordHash = await this.passwords.hash(input.password);
    const student = input.userType === 'student' ? input : undefined;
    try {
      const user = await this.users.transaction(async (tx) => {
        const created = await this.users.insert(tx, {
          username: input.username,
          email: input.email,
          passwordHash,
          role: input.userType,
          userType: input.userType,
          firstName: input.first_name,
          lastName: input.last_name,
          phoneNumber: input.phone_number,
          birthdate: student?.birthdate,
          gender: student?.gender,
          class: student?.class,
          school: student?.school,
          city: student?.city,
          state: student?.state,
        });
        await this.codes.issue(tx, created, 'confirm');
        return created;
      });
      return { userId: user.id, message: MESSAGES.signedUp };
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint) throw conflictFor(constraint);
      throw error;
    }
  }

  /**
   * The right code confirms the account and signs it in (issue 24): the code proves the mailbox, which a password
   * reset trusts as much, so asking for the password again right after would only send the person to the login
   * form. Only the confirming code does it: "already verified" (a second Verify) starts no session.
   */
  async confirm(
    username: string,
    code: string,
    ip: string,
  ): Promise<ConfirmSignupResponse & Pick<IssuedSession, 'refreshToken'>> {
    // Counted for the account whichever of its username and e-mail was typed (as a login's failures are).
    const attempt = await this.limits.beginAttempt('code', await this.users.limitKeyOf(username), ip);
    // The outcome is decided inside the transaction and thrown after it, so a counted failure is kept.
    const result = await this.users.transaction(async (tx) => {
      const user = await this.users.lockByLogin(tx, username);
      if (!user) return 'wrong' as const;
      if (user.confirmedAt) {
        // Only someone with its code (used already, or open still) is told the account is confirmed; any other
        // code gets an unknown username's answer, so confirm does not reveal accounts either (issue 23).
        const check = await this.codes.check(tx, user.id, 'confirm', code);
        return check === 'used' || check === 'ok' ? ('already' as const) : ('wrong' as const);
      }
      const check = await this.codes.check(tx, user.id, 'confirm', code);
      if (check !== 'ok') return check;
      return await this.users.update(user.id, { confirmedAt: new Date() }, tx);
    });
    if (result === 'already') {
      await this.limits.release(attempt);
      throw new BadRequestException(MESSAGES.alreadyConfirmed);
    }
    if (typeof result === 'string') {
      await this.limits.failed(attempt);
      throw codeError(result);
    }
    await this.limits.succeeded(attempt);
    // The confirmation stands even for an account an admin disabled meanwhile; startSession then refuses it (403),
    // as a login would.
    return { ...(await this.sessions.startSession(result)), message: MESSAGES.confirmed };
  }

  /**
   * One answer, in as much time, for an unknown username, a confirmed account and one that must wait (the 30 s
   * cooldown, the daily cap) as for one that is mailed a code: only the mailbox learns which it was, so the call
   * does not reveal accounts or their state (docs/decisions.md, issue 23). The app counts the 30 s down itself.
   */
  async resend(username: string, ip: string): Promise<MessageResponse> {
    await this.limits.hitForm('codeMail', ip);
    await takingAtLeast(CODE_MAIL_ANSWER_MS, () =>
      this.users.transaction(async (tx) => {
        const user = await this.users.lockByLogin(tx, username);
        if (!user || user.confirmedAt || !(await this.codes.mayIssue(tx, user.id, 'confirm'))) return;
        await this.codes.issue(tx, user, 'confirm');
      }),
    );
    return { message: MESSAGES.codeResent };
  }
}
