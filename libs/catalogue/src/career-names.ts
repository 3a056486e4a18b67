import { Inject, Injectable } from '@nestjs/common';
import { inArray } from 'drizzle-orm';
import { careers, DB, type Database } from '@app/db';

/**
 * Careers' names by id, published or not (a classroom keeps a career unpublished since), for the libs that show
 * careers they refer to (a school's results): the catalogue owns `careers`. No state: any module may provide it.
 */
@Injectable()
export class CareerNames {
  constructor(@Inject(DB) private readonly db: Database) {}

  async of(ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: careers.id, name: careers.name })
      .from(careers)
      .where(inArray(careers.id, [...ids]));
    return new Map(rows.map((r) => [r.id, r.name]));
  }
}
