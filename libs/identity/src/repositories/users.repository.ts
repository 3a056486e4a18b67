import { Inject, Injectable } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import { DB, schools, users, type Database, type DbExecutor, type Transaction } from '@app/db';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type SchoolRow = typeof schools.$inferSelect;
export interface UserWithSchool {
  user: UserRow;
  school: SchoolRow | null;
}

/** Usernames are letters, digits, dots, dashes and underscores: an '@' makes what was typed an e-mail address. */
export const isEmailLogin = (login: string): boolean => login.includes('@');

/** PostgreSQL's unique_violation, with the index it hit. */
export function uniqueViolation(error: unknown): string | undefined {
  const e = (error as { cause?: { code?: string; constraint?: string }; code?: string; constraint?: string }) ?? {};
  const pg = e.code ? e : e.cause;
  return pg?.code === '23505' ? (pg.constraint ?? 'unique') : undefined;
}

@Injectable()
export class UsersRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  async insert(tx: DbExecutor, values: NewUser): Promise<UserRow> {
    const [row] = await tx.insert(users).values(values).returning();
    return row;
  }

  async findById(id: string, tx: DbExecutor = this.db): Promise<UserRow | undefined> {
    const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  async findByUsername(username: string, tx: DbExecutor = this.db): Promise<UserRow | undefined> {
    const [row] = await tx
      .select()
      .from(users)
      .where(sql`lower(${users.username}) = lower(${username})`)
      .limit(1);
    return row;
  }

  /** Locks the user's row for the transaction (by id): console writes and the invitation's link. */
  async lockById(tx: Transaction, id: string): Promise<UserRow | undefined> {
    const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1).for('update');
    return row;
  }

  /** Locks the user's row for the transaction: serialises code issuing and checking per user. */
  async lockByUsername(tx: Transaction, username: string): Promise<UserRow | undefined> {
    const [row] = await tx
      .select()
      .from(users)
      .where(sql`lower(${users.username}) = lower(${username})`)
      .limit(1)
      .for('update');
    return row;
  }

  /** What a user typed to sign in: an e-mail address (usernames never hold an '@') or a username, any case. */
  async findByLogin(login: string, tx: DbExecutor = this.db): Promise<UserRow | undefined> {
    return isEmailLogin(login) ? this.findByEmail(login, tx) : this.findByUsername(login, tx);
  }

  /** The rate limits' key of what was typed: the account's username when there is one, else the text as typed. */
  async limitKeyOf(login: string): Promise<string> {
    return (await this.findByLogin(login))?.username ?? login;
  }

  /** lockByUsername for what a user typed: their username or their e-mail address. */
  async lockByLogin(tx: Transaction, login: string): Promise<UserRow | undefined> {
    const [row] = await tx
      .select()
      .from(users)
      .where(
        isEmailLogin(login)
          ? sql`lower(${users.email}) = lower(${login})`
          : sql`lower(${users.username}) = lower(${login})`,
      )
      .limit(1)
      .for('update');
    return row;
  }

  async findByEmail(email: string, tx: DbExecutor = this.db): Promise<UserRow | undefined> {
    const [row] = await tx
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .limit(1);
    return row;
  }

  async findByGoogleSubject(subject: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.googleSubject, subject)).limit(1);
    return row;
  }

  async usernameTaken(username: string, tx: DbExecutor = this.db): Promise<boolean> {
    return Boolean(await this.findByUsername(username, tx));
  }

  async update(id: string, values: Partial<NewUser>, tx: DbExecutor = this.db): Promise<UserRow> {
    const [row] = await tx
      .update(users)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    return row;
  }

  async withSchool(user: UserRow): Promise<UserWithSchool> {
    if (!user.schoolId) return { user, school: null };
    const [school] = await this.db.select().from(schools).where(eq(schools.id, user.schoolId)).limit(1);
    return { user, school: school ?? null };
  }
}
