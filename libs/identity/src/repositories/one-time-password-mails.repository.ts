import { Inject, Injectable } from '@nestjs/common';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { DB, oneTimePasswordMails, type Database, type DbExecutor } from '@app/db';

export type OneTimePasswordMailRow = typeof oneTimePasswordMails.$inferSelect;
export type NewOneTimePasswordMail = typeof oneTimePasswordMails.$inferInsert;

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters a statement. */
const CHUNK = 1000;

/** The one-time passwords waiting for their mail (the ciphertext is cleared once sent or replaced). */
@Injectable()
export class OneTimePasswordMailsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** The new rows' ids, in the order given. */
  async insertMany(tx: DbExecutor, rows: NewOneTimePasswordMail[]): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < rows.length; i += CHUNK) {
      const part = rows.slice(i, i + CHUNK);
      const inserted = await tx
        .insert(oneTimePasswordMails)
        .values(part)
        .returning({ id: oneTimePasswordMails.id, userId: oneTimePasswordMails.userId });
      // RETURNING's order is not promised: match each row by its user (one new row per user a statement).
      const byUser = new Map(inserted.map((r) => [r.userId, r.id]));
      ids.push(...part.map((r) => byUser.get(r.userId)!));
    }
    return ids;
  }

  /** A newer password replaces these users' unsent ones: their mails are moot (the old password no longer works). */
  async supersede(tx: DbExecutor, userIds: string[]): Promise<void> {
    if (userIds.length === 0) return;
    await tx
      .update(oneTimePasswordMails)
      .set({ passwordCiphertext: null })
      .where(and(inArray(oneTimePasswordMails.userId, userIds), isNotNull(oneTimePasswordMails.passwordCiphertext)));
  }

  async find(id: string): Promise<OneTimePasswordMailRow | undefined> {
    const [row] = await this.db.select().from(oneTimePasswordMails).where(eq(oneTimePasswordMails.id, id)).limit(1);
    return row;
  }

  /** Nothing readable stays once the mail is out (`sent`) or not worth sending. */
  async clear(id: string, sent: boolean): Promise<void> {
    await this.db
      .update(oneTimePasswordMails)
      .set({ passwordCiphertext: null, ...(sent ? { sentAt: new Date() } : {}) })
      .where(eq(oneTimePasswordMails.id, id));
  }
}
