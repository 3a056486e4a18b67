import { Injectable } from '@nestjs/common';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  authSessions,
  ERASED_NAME,
  erasedEmail,
  oneTimePasswordMails,
  refreshTokens,
  schools,
  users,
  verificationCodes,
  type AuditedRecords,
  type Database,
  type DataSubject,
  type PersonalDataPart,
  type PersonalDataSource,
  type Transaction,
} from '@app/db';

/** The account: the profile, its school and its sessions (issue 14). */
@Injectable()
export class IdentityPersonalData implements PersonalDataSource {
  readonly name = 'account';

  async export(db: Database, { userId }: DataSubject): Promise<PersonalDataPart> {
    const [row] = await db
      .select({ user: users, schoolName: schools.name })
      .from(users)
      .leftJoin(schools, eq(schools.id, users.schoolId))
      .where(eq(users.id, userId));
    if (!row) return {};
    // Secrets and internal keys are not the person's data: the password hash and Google's subject id stay out.
    const { passwordHash: _hash, googleSubject, version: _version, ...profile } = row.user;
    const sessions = await db
      .select({
        startedAt: authSessions.createdAt,
        endedAt: authSessions.revokedAt,
        endedBecause: authSessions.revokedReason,
      })
      .from(authSessions)
      .where(eq(authSessions.userId, userId))
      .orderBy(authSessions.createdAt);
    return {
      json: {
        profile: { ...profile, schoolName: row.schoolName, signsInWithGoogle: googleSubject !== null },
        sessions,
      },
    };
  }

  /**
   * The row stays as an anonymous tombstone: orders, enrolments and a school's results point at it. Everything that
   * names or reaches the person goes; the class, section and school stay (a school's statistics count them, and
   * alone they name nobody). No password and no Google link: nobody can sign in to it again.
   */
  async erase(tx: Transaction, { userId }: DataSubject): Promise<void> {
    await tx.delete(verificationCodes).where(eq(verificationCodes.userId, userId));
    await tx.delete(oneTimePasswordMails).where(eq(oneTimePasswordMails.userId, userId));
    const sessionIds = tx.select({ id: authSessions.id }).from(authSessions).where(eq(authSessions.userId, userId));
    await tx.delete(refreshTokens).where(inArray(refreshTokens.sessionId, sessionIds));
    await tx
      .update(authSessions)
      .set({ revokedAt: sql`now()`, revokedReason: 'account erased' })
      .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
    await tx
      .update(users)
      .set({
        username: `erased-${userId}`,
        email: erasedEmail(userId),
        passwordHash: null,
        googleSubject: null,
        firstName: ERASED_NAME,
        lastName: '',
        phoneNumber: null,
        birthdate: null,
        gender: null,
        school: null,
        city: null,
        state: null,
        admissionNumber: null,
        parentEmail: null,
        mustChangePassword: false,
        // A campus student's seat is given back, as when the school takes them off the roster.
        deactivatedAt: sql`coalesce(${users.deactivatedAt}, now())`,
        version: sql`${users.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId));
  }

  /** The console's people (users) and roster (students) views name the account by its id. */
  auditedRecords(_db: Database | Transaction, { userId }: DataSubject): Promise<AuditedRecords[]> {
    return Promise.resolve([
      { resource: 'users', ids: [userId] },
      { resource: 'students', ids: [userId] },
    ]);
  }
}
