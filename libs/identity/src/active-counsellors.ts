import { Inject, Injectable } from '@nestjs/common';
import { inArray } from 'drizzle-orm';
import { DB, users, type Database } from '@app/db';
import { activeCounsellorIds } from './counsellors.js';

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

  /** Counsellors not disabled, ordered by id (the round-robin's order). */
  activeCounsellorIds(): Promise<string[]> {
    return activeCounsellorIds(this.db);
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
