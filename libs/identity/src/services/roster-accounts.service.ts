import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  ADMIN_MESSAGES,
  ERROR_CODES,
  ROSTER_MESSAGES,
  type AdminStudent,
  type AdminStudentWrite,
  type RosterCredential,
  type RosterCheckedRow,
  type RosterError,
  type StudentPasswordReset,
} from '@app/contracts';
import type { Transaction } from '@app/db';
import { PasswordService } from '../crypto/password.service.js';
import { placeholderEmail, toAdminStudent, usernameBase } from '../roster-student.js';
import { RosterRepository, type RosterUpdate, type StudentListQuery } from '../repositories/roster.repository.js';
import { SessionsRepository } from '../repositories/sessions.repository.js';
import { OneTimePasswordMailService } from './one-time-password-mail.service.js';
import { uniqueViolation, type NewUser } from '../repositories/users.repository.js';

export type { StudentListQuery };

/** A checked row of the file and its number as a spreadsheet shows it (2 = the first student). */
export type RosterImportRow = RosterCheckedRow;

export type RosterImportOutcome =
  | { kind: 'invalid'; errors: RosterError[] }
  | { kind: 'seats'; seatsLeft: number; needed: number }
  | {
      kind: 'done';
      created: number;
      updated: number;
      unchanged: number;
      seatsLeft: number;
      credentials: RosterCredential[];
    };

const notFound = () => new NotFoundException({ message: ROSTER_MESSAGES.notFound, code: ERROR_CODES.NotFound });
const seatsRefused = (message: string) => new ConflictException({ message, code: ERROR_CODES.NotEnoughSeats });

/**
 * A school's roster of campus students (issue 13): the import's writes (one transaction, the school's row locked
 * so the seat count holds), the console's list, page and edits, and a new one-time password. Identity owns the
 * users table; the roster lib asks through here, in a transaction it opens so its audit row commits with it.
 */
@Injectable()
export class RosterAccountsService {
  constructor(
    private readonly roster: RosterRepository,
    private readonly sessions: SessionsRepository,
    private readonly passwords: PasswordService,
    private readonly otpMails: OneTimePasswordMailService,
  ) {}

  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.roster.transaction(fn);
  }

  async schoolExists(id: string): Promise<boolean> {
    return !!(await this.roster.findSchool(id));
  }

  /**
   * The file's rows into the school: a new admission number is a new campus student with a one-time password, an
   * existing one has its changed details written. Nothing is written when a row's e-mail is another account's, or
   * when the active students would exceed the seats; a dry run writes nothing either way. An empty e-mail or
   * parent e-mail cell leaves the stored one as it is (a file without them does not erase what the school gave); an import never deactivates or reactivates anyone.
   */
  async importRows(
    tx: Transaction,
    schoolId: string,
    rows: RosterImportRow[],
    dryRun: boolean,
  ): Promise<RosterImportOutcome> {
    const school = await this.roster.lockSchool(tx, schoolId);
    if (!school) throw new NotFoundException({ message: ROSTER_MESSAGES.unknownSchool, code: ERROR_CODES.NotFound });
    const existing = await this.roster.byAdmission(
      tx,
      schoolId,
      rows.map((r) => r.data.admission_number.toLowerCase()),
    );
    const emails = rows.flatMap((r) => (r.data.email ? [r.data.email] : []));
    const owners = await this.roster.emailOwners(tx, emails);
    const errors: RosterError[] = [];
    const fresh: RosterImportRow[] = [];
    const changed: RosterUpdate[] = [];
    let unchanged = 0;
    for (const r of rows) {
      const current = existing.get(r.data.admission_number.toLowerCase());
      if (current && current.role !== 'campus_student') {
        errors.push({ row: r.row, field: 'admission_number', message: ROSTER_MESSAGES.admissionTaken });
        continue;
      }
      const owner = r.data.email ? owners.get(r.data.email) : undefined;
      if (owner && owner !== current?.id) {
        errors.push({ row: r.row, field: 'email', message: ROSTER_MESSAGES.emailTaken });
        continue;
      }
      if (!current) {
        fresh.push(r);
        continue;
      }
      const next: RosterUpdate = {
        id: current.id,
        firstName: r.data.first_name,
        lastName: r.data.last_name,
        class: r.data.class,
        section: r.data.section,
        birthdate: r.data.birthdate,
        gender: r.data.gender,
        email: r.data.email ?? current.email,
        parentEmail: r.data.parent_email ?? current.parentEmail,
      };
      const same =
        next.firstName === current.firstName &&
        next.lastName === current.lastName &&
        next.class === current.class &&
        next.section === current.section &&
        next.birthdate === current.birthdate &&
        next.gender === current.gender &&
        next.email.toLowerCase() === current.email.toLowerCase() &&
        next.parentEmail === current.parentEmail;
      if (same) unchanged++;
      else changed.push(next);
    }
    if (errors.length) return { kind: 'invalid', errors };
    const active = await this.roster.activeCount(tx, schoolId);
    const seatsLeft = Math.max(0, school.seats - active);
    if (fresh.length > seatsLeft) return { kind: 'seats', seatsLeft, needed: fresh.length };
    const outcome = {
      kind: 'done' as const,
      created: fresh.length,
      updated: changed.length,
      unchanged,
      seatsLeft: seatsLeft - fresh.length,
    };
    if (dryRun) return { ...outcome, credentials: [] };

    const usernames = await this.freeUsernames(
      tx,
      fresh.map((r) => usernameBase(school.campusId, r.data.admission_number)),
    );
    const plain = fresh.map(() => this.passwords.oneTimePassword());
    const hashes = await this.passwords.hashOneTime(plain);
    const now = new Date();
    const values: NewUser[] = fresh.map((r, i) => ({
      username: usernames[i],
      email: r.data.email ?? placeholderEmail(usernames[i]),
      passwordHash: hashes[i],
      role: 'campus_student',
      userType: 'student',
      firstName: r.data.first_name,
      lastName: r.data.last_name,
      birthdate: r.data.birthdate,
      gender: r.data.gender,
      class: r.data.class,
      schoolId,
      admissionNumber: r.data.admission_number,
      section: r.data.section,
      parentEmail: r.data.parent_email,
      mustChangePassword: true,
      // The school vouches for the student; an e-mail the roster gave is not proven, but the account is usable.
      confirmedAt: now,
    }));
    let inserted: { id: string; username: string }[];
    try {
      inserted = await this.roster.insertMany(tx, values);
      await this.roster.updateMany(tx, schoolId, changed);
    } catch (error) {
      if (uniqueViolation(error))
        throw new ConflictException({
          message: 'Someone took a username or e-mail of this file meanwhile; import the file again',
          code: ERROR_CODES.Conflict,
        });
      throw error;
    }
    const idOf = new Map(inserted.map((u) => [u.username, u.id]));
    const credentials = fresh.map((r, i) => ({
      userId: idOf.get(usernames[i])!,
      admissionNumber: r.data.admission_number,
      name: `${r.data.first_name} ${r.data.last_name}`,
      class: r.data.class,
      section: r.data.section,
      username: usernames[i],
      password: plain[i],
    }));
    // In the import's transaction: the mails go if, and only if, the students exist.
    await this.otpMails.queue(
      tx,
      credentials.map((c, i) => ({ userId: c.userId, email: values[i].email, password: c.password })),
      false,
    );
    return { ...outcome, credentials };
  }

  async list(query: StudentListQuery): Promise<{ data: AdminStudent[]; total: number }> {
    const { rows, total } = await this.roster.list(query);
    return { data: rows.map(toAdminStudent), total };
  }

  /** One campus student within the scope (`schoolId` undefined: any school); another school's is a 404. */
  async get(id: string, schoolId: string | undefined, tx?: Transaction): Promise<AdminStudent> {
    const row = await this.roster.find(id, schoolId, tx);
    if (!row) throw notFound();
    return toAdminStudent(row);
  }

  /**
   * Class, section, deactivate (`active: false`: no seat any more; they keep their account and reports) or
   * reactivate (a seat again: refused when none is left). A stale `version` is a 409.
   */
  async update(
    tx: Transaction,
    id: string,
    schoolId: string | undefined,
    input: AdminStudentWrite,
  ): Promise<{ before: AdminStudent; after: AdminStudent }> {
    const found = await this.roster.find(id, schoolId, tx);
    if (!found) throw notFound();
    // The school's lock first (as an import takes it), then the student's: a reactivation's seat count holds.
    const school = await this.roster.lockSchool(tx, found.schoolId!);
    const user = (await this.roster.find(id, schoolId, tx, true))!;
    if (input.version !== undefined && input.version !== user.version)
      throw new ConflictException({ message: ADMIN_MESSAGES.versionConflict, code: ERROR_CODES.VersionConflict });
    const before = toAdminStudent(user);
    const values: Partial<NewUser> = {};
    if (input.class !== undefined && input.class !== user.class) values.class = input.class;
    if (input.section !== undefined && input.section !== user.section) values.section = input.section;
    if (input.active !== undefined && input.active !== before.active) {
      if (input.active) {
        const active = await this.roster.activeCount(tx, user.schoolId!);
        if (active >= (school?.seats ?? 0)) throw seatsRefused(ROSTER_MESSAGES.seatsReactivate);
      }
      values.deactivatedAt = input.active ? null : new Date();
    }
    if (Object.keys(values).length === 0) return { before, after: before };
    await this.roster.update(tx, id, values);
    return { before, after: toAdminStudent((await this.roster.find(id, schoolId, tx))!) };
  }

  /** A new one-time password (answered once): to be changed at the next sign-in; every session ends. */
  async resetPassword(tx: Transaction, id: string, schoolId: string | undefined): Promise<StudentPasswordReset> {
    const user = await this.roster.find(id, schoolId, tx, true);
    if (!user) throw notFound();
    const password = this.passwords.oneTimePassword();
    await this.roster.update(tx, id, { passwordHash: await this.passwords.hash(password), mustChangePassword: true });
    await this.sessions.revokeAllForUser(tx, id, 'one-time password reset');
    await this.otpMails.queue(tx, [{ userId: id, email: user.email, password }], true);
    return { username: user.username, password };
  }

  /** The first free username of each base (`base`, `base-2`, ...), none taken by an account or by another row. */
  private async freeUsernames(tx: Transaction, bases: string[]): Promise<string[]> {
    const taken = await this.roster.takenUsernames(tx, [...new Set(bases)]);
    const chosen = new Set<string>();
    const out: string[] = [];
    for (const base of bases) {
      let name = base;
      for (let n = 2; taken.has(name) || chosen.has(name); n++) {
        const suffix = `-${n}`;
        name = `${base.slice(0, 32 - suffix.length)}${suffix}`;
        // A suffixed name may be taken too: ask once more for the rare case.
        if (!taken.has(name) && !chosen.has(name) && (await this.roster.takenUsernames(tx, [name])).size) {
          taken.add(name);
        }
      }
      chosen.add(name);
      out.push(name);
    }
    return out;
  }
}
