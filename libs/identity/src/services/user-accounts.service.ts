import { randomInt } from 'node:crypto';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  ADMIN_MESSAGES,
  ERROR_CODES,
  needsSchool,
  USER_ADMIN_MESSAGES,
  type AdminUser,
  type AdminUserInvite,
  type AdminUserWrite,
  type Role,
} from '@app/contracts';
import { validationException } from '@app/common';
import type { Transaction } from '@app/db';
import { DISABLED_REASON } from '../identity.messages.js';
import { SessionsRepository } from '../repositories/sessions.repository.js';
import {
  UserAccountsRepository,
  type AccountListQuery,
  type AccountRow,
} from '../repositories/user-accounts.repository.js';
import { uniqueViolation, UsersRepository, type UserRow } from '../repositories/users.repository.js';
import { CodesService } from './codes.service.js';

/** A user as the console shows it, with the profile fields of the show page. */
export type AdminUserProfile = AdminUser &
  Pick<UserRow, 'birthdate' | 'gender' | 'class' | 'school' | 'city' | 'state'>;

export type { AccountListQuery };

export function toAdminUser({ user, schoolName }: AccountRow): AdminUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    name: `${user.firstName} ${user.lastName}`.trim(),
    phoneNumber: user.phoneNumber,
    role: user.role,
    userType: user.userType,
    schoolId: user.schoolId,
    schoolName,
    confirmed: user.confirmedAt !== null,
    hasPassword: user.passwordHash !== null,
    disabled: user.disabledAt !== null,
    disabledAt: user.disabledAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
    version: user.version,
  };
}

function toProfile(row: AccountRow): AdminUserProfile {
  const { birthdate, gender, class: klass, school, city, state } = row.user;
  return { ...toAdminUser(row), birthdate, gender, class: klass, school, city, state };
}

/** Students and parents keep the user type the student app reads; staff have none. */
function userTypeOf(role: Role): UserRow['userType'] {
  if (role === 'parent') return 'parent';
  return role === 'student' || role === 'campus_student' ? 'student' : null;
}

/**
 * The date of birth a console PUT sets, or undefined for none. Only a student's is kept: it decides whether a parent
 * must consent (issue 14), and once given the student cannot correct it themselves. The date the account has, or
 * null, is no change (a date is never removed: the student could then give any).
 */
function birthdateToSet(role: Role, current: string | null, input: string | null | undefined): string | undefined {
  if (input == null || input === current) return undefined;
  if (userTypeOf(role) !== 'student')
    throw validationException([{ field: 'birthdate', message: USER_ADMIN_MESSAGES.birthdateStudentsOnly }]);
  return input;
}

const notFound = () => new NotFoundException({ message: USER_ADMIN_MESSAGES.notFound, code: ERROR_CODES.NotFound });
const conflict = (message: string, code: string = ERROR_CODES.Conflict) => new ConflictException({ message, code });

/**
 * The console's use of accounts: find and read them, disable and enable (ending every session in the same
 * transaction), change a role, correct a student's date of birth, send a code or a reset e-mail, and invite staff.
 * Writes take the caller's transaction (the console's audit row commits with them) and lock the user's row first.
 */
@Injectable()
export class UserAccountsService {
  constructor(
    private readonly accounts: UserAccountsRepository,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly codes: CodesService,
  ) {}

  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.accounts.transaction(fn);
  }

  async list(query: AccountListQuery): Promise<{ data: AdminUser[]; total: number }> {
    const { rows, total } = await this.accounts.list(query);
    return { data: rows.map(toAdminUser), total };
  }

  async get(id: string, tx?: Transaction): Promise<AdminUserProfile> {
    const row = await this.accounts.find(id, tx);
    if (!row) throw notFound();
    return toProfile(row);
  }

  /**
   * A console PUT: `disabled`, `role` (with `schoolId` for a school role) and a student's `birthdate`. Disabling
   * ends every session at once; a stale `version` is a 409; nobody disables or re-roles their own account (the
   * last admin could lock everyone out).
   */
  async update(
    tx: Transaction,
    actorId: string,
    id: string,
    input: AdminUserWrite,
  ): Promise<{ before: AdminUserProfile; after: AdminUserProfile }> {
    const user = await this.lock(tx, id);
    if (input.version !== undefined && input.version !== user.version)
      throw conflict(ADMIN_MESSAGES.versionConflict, ERROR_CODES.VersionConflict);
    const before = await this.get(id, tx);
    const disable = input.disabled !== undefined && input.disabled !== (user.disabledAt !== null);
    const role = input.role ?? user.role;
    const schoolId = input.schoolId === undefined ? user.schoolId : input.schoolId;
    const reRole = role !== user.role || schoolId !== user.schoolId;
    if ((disable || reRole) && user.id === actorId) throw conflict(USER_ADMIN_MESSAGES.ownAccount);
    if (reRole) await this.checkSchool(tx, role, schoolId);
    const birthdate = birthdateToSet(role, user.birthdate, input.birthdate);
    if (!disable && !reRole && birthdate === undefined) return { before, after: before };
    await this.accounts.update(tx, id, {
      ...(disable ? { disabledAt: input.disabled ? new Date() : null } : {}),
      ...(reRole ? { role, schoolId, userType: userTypeOf(role) } : {}),
      ...(birthdate === undefined ? {} : { birthdate }),
    });
    if (disable && input.disabled) await this.sessions.revokeAllForUser(tx, id, DISABLED_REASON);
    return { before, after: await this.get(id, tx) };
  }

  /** A staff account without a password, and an e-mail whose link lets its owner set one. */
  async invite(tx: Transaction, input: AdminUserInvite): Promise<AdminUserProfile> {
    const schoolId = needsSchool(input.role) ? (input.schoolId ?? null) : null;
    await this.checkSchool(tx, input.role, schoolId);
    if (await this.users.findByEmail(input.email, tx)) throw conflict(USER_ADMIN_MESSAGES.emailTaken);
    const user = await this.insertWithFreeUsername(tx, input, schoolId);
    await this.codes.issue(tx, user, 'invite');
    return this.get(user.id, tx);
  }

  /**
   * "Resend the e-mail code": a new confirmation code for an account that has not confirmed its e-mail, or a new
   * invitation link for a staff account whose owner never set a password. The usual cooldown and daily cap hold.
   */
  async resendCode(tx: Transaction, id: string): Promise<'invite' | 'confirm'> {
    const user = await this.lock(tx, id);
    if (user.confirmedAt) throw conflict(USER_ADMIN_MESSAGES.alreadyConfirmed);
    const purpose = user.passwordHash === null && userTypeOf(user.role) === null ? 'invite' : 'confirm';
    await this.codes.assertCooldown(tx, user.id, purpose);
    await this.codes.issue(tx, user, purpose);
    return purpose;
  }

  /** The forgot-password e-mail (a reset code), as if the user had asked for it. */
  async sendPasswordReset(tx: Transaction, id: string): Promise<void> {
    const user = await this.lock(tx, id);
    await this.codes.assertCooldown(tx, user.id, 'reset');
    await this.codes.issue(tx, user, 'reset');
  }

  private async lock(tx: Transaction, id: string): Promise<UserRow> {
    const user = await this.users.lockById(tx, id);
    if (!user) throw notFound();
    return user;
  }

  private async checkSchool(tx: Transaction, role: Role, schoolId: string | null): Promise<void> {
    if (!needsSchool(role)) return;
    if (!schoolId) throw validationException([{ field: 'schoolId', message: USER_ADMIN_MESSAGES.schoolRequired }]);
    if (!(await this.accounts.schoolExists(tx, schoolId)))
      throw validationException([{ field: 'schoolId', message: USER_ADMIN_MESSAGES.unknownSchool }]);
  }

  /**
   * The username is made from the e-mail (as Google sign-in does): the part before the @, with a number added when
   * taken. A savepoint per try, so a username taken meanwhile costs a retry, not the admin's transaction.
   */
  private async insertWithFreeUsername(
    tx: Transaction,
    input: AdminUserInvite,
    schoolId: string | null,
  ): Promise<UserRow> {
    const base = input.email
      .split('@')[0]
      .replace(/[^a-zA-Z0-9._-]/g, '')
      .slice(0, 24)
      .padEnd(3, '0');
    for (let attempt = 0; attempt < 5; attempt++) {
      const username = attempt === 0 ? base : `${base}${randomInt(1000, 10000)}`;
      if (await this.users.usernameTaken(username, tx)) continue;
      try {
        return await tx.transaction((sp) =>
          this.users.insert(sp, {
            username,
            email: input.email,
            role: input.role,
            userType: null,
            firstName: input.firstName,
            lastName: input.lastName,
            schoolId,
          }),
        );
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (!constraint) throw error;
        if (!constraint.includes('username')) throw conflict(USER_ADMIN_MESSAGES.emailTaken);
      }
    }
    throw conflict('Could not find a free username for this e-mail; please try again');
  }
}
