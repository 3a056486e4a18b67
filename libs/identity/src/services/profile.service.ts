import { BadRequestException, ForbiddenException, Injectable } from '@nestjs/common';
import {
  CONSENT_MESSAGES,
  ERROR_CODES,
  type AuthUser,
  type ProfileUpdate,
  type ProfileUpdateResponse,
} from '@app/contracts';
import type { Transaction } from '@app/db';
import { MESSAGES } from '../identity.messages.js';
import { CodesRepository } from '../repositories/codes.repository.js';
import { uniqueViolation, UsersRepository, type UserRow } from '../repositories/users.repository.js';
import { CodesService } from './codes.service.js';
import { SessionService } from './session.service.js';
import { conflictFor } from './signup.service.js';

/** The profile dialog's update of the signed-in user's attributes, and the confirmation of a new e-mail. */
@Injectable()
export class ProfileService {
  constructor(
    private readonly users: UsersRepository,
    private readonly codes: CodesService,
    private readonly codeRows: CodesRepository,
    private readonly sessions: SessionService,
  ) {}

  /**
   * Other fields change at once. A new e-mail address does not: it waits as the address of an `email` code
   * mailed to it, and the account keeps (and is reached at) its proven address until the code is entered.
   * Otherwise anyone signed in could claim someone else's address, and with it that person's Google sign-in.
   */
  async update(current: UserRow, input: ProfileUpdate): Promise<ProfileUpdateResponse> {
    assertBirthdateMayChange(current, input.birthdate);
    const emailChanged = input.email.toLowerCase() !== current.email.toLowerCase();
    if (emailChanged) {
      const owner = await this.users.findByEmail(input.email);
      if (owner && owner.id !== current.id) throw conflictFor('email');
    }
    try {
      const user = await this.users.transaction(async (tx) => {
        // The row lock serialises code issuing (its 30 s cooldown) with other requests of this user.
        await this.users.lockByUsername(tx, current.username);
        const updated = await this.users.update(
          current.id,
          {
            // A case-only change is the same address: it needs no proof.
            ...(emailChanged ? {} : { email: input.email }),
            phoneNumber: input.phone_number,
            gender: input.gender,
            firstName: input.first_name,
            lastName: input.last_name,
            birthdate: input.birthdate,
            class: input.class,
            school: input.school,
            city: input.city,
            state: input.state,
          },
          tx,
        );
        if (emailChanged) {
          await this.codes.assertCooldown(tx, current.id, 'email');
          await this.codes.issue(tx, { ...updated, email: input.email }, 'email');
        }
        return updated;
      });
      const authUser = await this.sessions.authUser(user);
      return emailChanged ? { ...authUser, pendingEmail: input.email } : authUser;
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint) throw conflictFor(constraint);
      throw error;
    }
  }

  /** The code mailed to the pending address makes it the account's e-mail (409 if someone took it meanwhile). */
  async confirmEmail(current: UserRow, code: string): Promise<AuthUser> {
    try {
      const user = await this.users.transaction<{ error: BadRequestException } | { user: UserRow }>(async (tx) => {
        await this.users.lockByUsername(tx, current.username);
        const pending = await this.codeRows.latest(tx, current.id, 'email');
        const result = await this.codes.check(tx, current.id, 'email', code);
        if (result !== 'ok' || !pending) {
          const message = {
            wrong: MESSAGES.wrongCode,
            expired: MESSAGES.expiredCode,
            used: MESSAGES.usedCode,
            ok: MESSAGES.wrongCode,
          }[result];
          return { error: new BadRequestException({ message, code: ERROR_CODES.EmailCodeInvalid }) };
        }
        return { user: await this.users.update(current.id, { email: pending.email }, tx) };
      });
      // A wrong guess is counted: the transaction commits before the 400 is thrown.
      if ('error' in user) throw user.error;
      return this.sessions.authUser(user.user);
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint) throw conflictFor(constraint);
      throw error;
    }
  }

  /**
   * The state a buyer chose at checkout (for the tax invoice), kept on the profile in the order's transaction
   * so the next checkout need not ask. Commerce decides when (a profile without a state of India).
   */
  async keepBillingState(tx: Transaction, userId: string, state: string): Promise<void> {
    await this.users.update(userId, { state }, tx);
  }
}

/**
 * A student's date of birth decides whether a parent must consent before their data is processed (issue 14), so a
 * student gives it once (at sign-up, or in the profile when Google gave none) and cannot change it: a 15-year-old
 * would otherwise make themselves 18 and buy. An admin corrects a wrong one in the console. Sending the same date
 * is no change.
 */
function assertBirthdateMayChange(current: UserRow, birthdate: string | undefined): void {
  const student = current.role === 'student' || current.role === 'campus_student';
  if (!student || !current.birthdate || birthdate === undefined || birthdate === current.birthdate) return;
  throw new ForbiddenException({ message: CONSENT_MESSAGES.birthdateLocked, code: ERROR_CODES.BirthdateLocked });
}
