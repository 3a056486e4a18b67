import { Injectable } from '@nestjs/common';
import { and, eq, inArray } from 'drizzle-orm';
import { careers, type DbExecutor } from '@app/db';

/**
 * Which careers are in the published catalogue, for the libs that give careers (classrooms): the catalogue owns
 * `careers`, others ask here. Read in the caller's transaction and share-locked, so a career checked as published
 * is not unpublished or deleted before that transaction ends. No state of its own: any module may provide it.
 */
@Injectable()
export class PublishedCareers {
  async among(executor: DbExecutor, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await executor
      .select({ id: careers.id })
      .from(careers)
      .where(and(inArray(careers.id, [...ids]), eq(careers.published, true)))
      .for('share');
    return rows.map((r) => r.id);
  }
}
