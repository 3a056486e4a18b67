import { Inject, Injectable } from '@nestjs/common';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { authSessions, DB, refreshTokens, users, type Database, type DbExecutor, type Transaction } from '@app/db';
import type { UserRow } from './users.repository.js';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type SessionRow = typeof authSessions.$inferSelect;

@Injectable()
export class SessionsRepository {
  private readonly activeUser: ReturnType<typeof prepareActiveUser>;

  constructor(@Inject(DB) private readonly db: Database) {
    this.activeUser = prepareActiveUser(db);
  }

  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  async createSession(tx: DbExecutor, userId: string): Promise<string> {
    const [row] = await tx.insert(authSessions).values({ userId }).returning({ id: authSessions.id });
    return row.id;
  }

  async addRefreshToken(tx: DbExecutor, sessionId: string, tokenHash: string, expiresAt: Date): Promise<void> {
    await tx.insert(refreshTokens).values({ sessionId, tokenHash, expiresAt });
  }

  /**
   * Locks the token row so two concurrent uses of one token cannot both rotate it. `usedAgoMs` is measured by
   * the database's clock, the one that stamped `used_at`, so the refresh grace does not depend on clock skew.
   */
  async lockRefreshToken(
    tx: Transaction,
    tokenHash: string,
  ): Promise<{ token: RefreshTokenRow; session: SessionRow; usedAgoMs: number | null } | undefined> {
    const [row] = await tx
      .select({
        token: refreshTokens,
        session: authSessions,
        usedAgoMs: sql<number | null>`(extract(epoch from (now() - ${refreshTokens.usedAt})) * 1000)::float8`,
      })
      .from(refreshTokens)
      .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .limit(1)
      .for('update');
    return row;
  }

  /** A token row without locking it (the token that replaced one being refreshed). */
  async findRefreshToken(tx: DbExecutor, tokenHash: string): Promise<RefreshTokenRow | undefined> {
    const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
    return row;
  }

  async markUsed(tx: DbExecutor, tokenId: string): Promise<void> {
    await tx
      .update(refreshTokens)
      .set({ usedAt: sql`now()` })
      .where(eq(refreshTokens.id, tokenId));
  }

  async revokeSession(tx: DbExecutor, sessionId: string, reason: string): Promise<void> {
    await tx
      .update(authSessions)
      .set({ revokedAt: sql`now()`, revokedReason: reason })
      .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
  }

  /** Every session of a user ends (password reset, Google linked to the account). */
  async revokeAllForUser(tx: DbExecutor, userId: string, reason: string): Promise<void> {
    await tx
      .update(authSessions)
      .set({ revokedAt: sql`now()`, revokedReason: reason })
      .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
  }

  /** Every session of a user but `keep` ends (a password changed from a signed-in session). */
  async revokeOthersOfUser(tx: DbExecutor, userId: string, keep: string, reason: string): Promise<void> {
    await tx
      .update(authSessions)
      .set({ revokedAt: sql`now()`, revokedReason: reason })
      .where(and(eq(authSessions.userId, userId), ne(authSessions.id, keep), isNull(authSessions.revokedAt)));
  }

  /** The session's user, and whether the session has ended (a disabled account's ended sessions say so). */
  async findSessionUser(userId: string, sessionId: string): Promise<{ user: UserRow; revoked: boolean } | undefined> {
    const [row] = await this.activeUser.execute({ userId, sessionId });
    return row && { user: row.user, revoked: row.revokedAt !== null };
  }
}

/**
 * The user behind an access token and whether its session is still open: one indexed query per request, prepared
 * once (every authenticated call runs it, and building it each time was a visible share of a busy API's CPU).
 */
function prepareActiveUser(db: Database) {
  return db
    .select({ user: users, revokedAt: authSessions.revokedAt })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(and(eq(authSessions.id, sql.placeholder('sessionId')), eq(authSessions.userId, sql.placeholder('userId'))))
    .limit(1)
    .prepare('auth_session_user');
}
