import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import { DB, verificationCodes, type Database, type DbExecutor } from '@app/db';

export type CodePurpose = 'confirm' | 'reset' | 'email' | 'invite';
export type CodeRow = typeof verificationCodes.$inferSelect;

@Injectable()
export class CodesRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  async latest(tx: DbExecutor, userId: string, purpose: CodePurpose): Promise<CodeRow | undefined> {
    const [row] = await tx
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose)))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    return row;
  }

  /** Any code of this user and purpose with this hash: tells a reused or replaced code from a wrong one. */
  async findByHash(
    tx: DbExecutor,
    userId: string,
    purpose: CodePurpose,
    codeHash: string,
  ): Promise<CodeRow | undefined> {
    const [row] = await tx
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.userId, userId),
          eq(verificationCodes.purpose, purpose),
          eq(verificationCodes.codeHash, codeHash),
        ),
      )
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    return row;
  }

  async supersedeOpen(tx: DbExecutor, userId: string, purpose: CodePurpose): Promise<void> {
    await tx
      .update(verificationCodes)
      .set({ supersededAt: sql`now()` })
      .where(
        and(
          eq(verificationCodes.userId, userId),
          eq(verificationCodes.purpose, purpose),
          isNull(verificationCodes.consumedAt),
          isNull(verificationCodes.supersededAt),
        ),
      );
  }

  async insert(tx: DbExecutor, values: typeof verificationCodes.$inferInsert): Promise<CodeRow> {
    const [row] = await tx.insert(verificationCodes).values(values).returning();
    return row;
  }

  async consume(tx: DbExecutor, id: string): Promise<void> {
    await tx
      .update(verificationCodes)
      .set({ consumedAt: sql`now()` })
      .where(eq(verificationCodes.id, id));
  }

  async countFailure(tx: DbExecutor, id: string): Promise<void> {
    await tx
      .update(verificationCodes)
      .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
      .where(eq(verificationCodes.id, id));
  }

  /** When the user's newest codes (any purpose) were issued since `since`, newest first, at most `limit`. */
  async issuedSince(tx: DbExecutor, userId: string, since: Date, limit: number): Promise<Date[]> {
    const rows = await tx
      .select({ createdAt: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.userId, userId), gte(verificationCodes.createdAt, since)))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(limit);
    return rows.map((r) => r.createdAt);
  }

  async findById(id: string): Promise<CodeRow | undefined> {
    const [row] = await this.db.select().from(verificationCodes).where(eq(verificationCodes.id, id)).limit(1);
    return row;
  }
}
