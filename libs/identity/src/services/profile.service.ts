import { Injectable } from '@nestjs/common';
import type { AuthUser, ProfileUpdate } from '@app/contracts';
import { uniqueViolation, UsersRepository, type UserRow } from '../repositories/users.repository.js';
import { CodesService } from './codes.service.js';
import { SessionService } from './session.service.js';
import { conflictFor } from './signup.service.js';

/** The profile dialog's update of the signed-in user's attributes. */
@Injectable()
export class ProfileService {
  constructor(
    private readonly users: UsersRepository,
    private readonly codes: CodesService,
    private readonly sessions: SessionService,
  ) {}

  /**
   * A new e-mail address must be confirmed like the first one: the account is unconfirmed until the code
   * sent to it is entered (the current session goes on). Otherwise anyone could claim someone else's
   * address, and with it that person's Google sign-in.
   */
  async update(current: UserRow, input: ProfileUpdate): Promise<AuthUser> {
    const emailChanged = input.email.toLowerCase() !== current.email.toLowerCase();
    if (emailChanged) {
      const owner = await this.users.findByEmail(input.email);
      if (owner && owner.id !== current.id) throw conflictFor('email');
    }
    try {
      const user = await this.users.transaction(async (tx) => {
        const updated = await this.users.update(
          current.id,
          {
          email: input.email,
          phoneNumber: input.phone_number,
          gender: input.gender,
          firstName: input.first_name,
          lastName: input.last_name,
          birthdate: input.birthdate,
          class: input.class,
          school: input.school,
          city: input.city,
          state: input.state,
          ...(emailChanged ? { confirmedAt: null } : {}),
          },
          tx,
        );
        if (emailChanged) await this.codes.issue(tx, updated, 'confirm');
        return updated;
      });
      return this.sessions.authUser(user);
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint) throw conflictFor(constraint);
      throw error;
    }
  }
}
