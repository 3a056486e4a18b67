import { Injectable, NotFoundException } from '@nestjs/common';
import { ERROR_CODES, ROSTER_MESSAGES } from '@app/contracts';
import { PasswordService } from '../crypto/password.service.js';
import { RosterRepository } from '../repositories/roster.repository.js';

/** One slip of a credentials sheet: the server's record of the student, and the password the console sent. */
export interface CredentialSlip {
  userId: string;
  schoolName: string;
  name: string;
  class: string | null;
  section: string | null;
  admissionNumber: string | null;
  username: string;
  password: string;
}

/**
 * The students of a credentials sheet (issue 13). The console holds the one-time passwords (an import's answer, a
 * reset's): they are never stored in clear, so it sends them back. Everything else printed is the server's own
 * record, read within the caller's school. A slip is only for a student who must still change their password and
 * whose one-time password is the one sent (checked against its hash), so a sheet can never print a stale or
 * made-up password.
 */
@Injectable()
export class RosterCredentialsService {
  constructor(
    private readonly roster: RosterRepository,
    private readonly passwords: PasswordService,
  ) {}

  /** 404 when any id is not a campus student of the scope (nothing is printed then); `leftOut` counts the stale. */
  async slips(
    entries: { userId: string; password: string }[],
    schoolId: string | undefined,
  ): Promise<{ slips: CredentialSlip[]; leftOut: number }> {
    const ids = [...new Set(entries.map((e) => e.userId))];
    const rows = new Map((await this.roster.withSchoolNames(ids, schoolId)).map((r) => [r.id, r]));
    if (rows.size !== ids.length)
      throw new NotFoundException({ message: ROSTER_MESSAGES.notFound, code: ERROR_CODES.NotFound });
    const candidates = entries.filter((e) => {
      const user = rows.get(e.userId)!;
      return user.mustChangePassword && !user.deactivatedAt && !user.disabledAt;
    });
    const valid = await this.passwords.verifyMany(
      candidates.map((e) => ({ hash: rows.get(e.userId)!.passwordHash, password: e.password })),
    );
    const slips = candidates
      .filter((_, i) => valid[i])
      .map((e): CredentialSlip => {
        const user = rows.get(e.userId)!;
        return {
          userId: user.id,
          schoolName: user.schoolName,
          name: `${user.firstName} ${user.lastName}`.trim(),
          class: user.class,
          section: user.section,
          admissionNumber: user.admissionNumber,
          username: user.username,
          password: e.password,
        };
      });
    return { slips, leftOut: entries.length - slips.length };
  }
}
