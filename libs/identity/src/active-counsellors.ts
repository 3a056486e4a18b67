import { Inject, Injectable } from '@nestjs/common';
import { asc, eq, inArray } from 'drizzle-orm';
import { DB, users, type Database } from '@app/db';

export interface StaffContact {
  id: string;
  username: string;
  email: string;
  name: string;
  role: string;
}

/**
 * Who may be given leads, for the leads' round-robin (libs/leads), and how to reach them. Identity owns `users`:
 * other libs ask here. A provider with only the database behind it, so the api and the worker list it without
 * wiring identity's module into theirs.
 */
@Injectable()
export class ActiveCounsellors {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** Counsellor accounts, ordered by id (the round-robin's order). */
  async activeCounsellorIds(): Promise<string[]> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'counsellor'))
      .orderBy(asc(users.id));
    return rows.map((r) => r.id);
  }

  /** Names and addresses of staff to mail or show (unknown ids are left out). */
  async contacts(ids: readonly string[]): Promise<StaffContact[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({
        id: users.id,
        username: users.username,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        role: users.role,
      })
      .from(users)
      .where(inArray(users.id, [...ids]));
    return rows.map(({ firstName, lastName, ...r }) => ({ ...r, name: `${firstName} ${lastName}`.trim() }));
  }
}
