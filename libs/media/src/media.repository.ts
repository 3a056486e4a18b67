import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import { DB, media, type Database, type DbExecutor, type Transaction } from '@app/db';

export type MediaRow = typeof media.$inferSelect;
export type MediaInsert = typeof media.$inferInsert;

export const MEDIA_SORTABLE = ['createdAt', 'originalName', 'bytes', 'kind', 'contentType'] as const;
export type MediaSortField = (typeof MEDIA_SORTABLE)[number];

export interface MediaListQuery {
  sort: { field: MediaSortField; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
  filter: { kind?: 'image' | 'video'; q?: string; id?: string[] };
}

/** `%`, `_` and `\` typed into the search box are searched for as themselves. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

@Injectable()
export class MediaRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  async insert(executor: DbExecutor, row: MediaInsert): Promise<MediaRow> {
    const [inserted] = await executor.insert(media).values(row).returning();
    return inserted;
  }

  async find(id: string): Promise<MediaRow | undefined> {
    const [row] = await this.db.select().from(media).where(eq(media.id, id));
    return row;
  }

  async list(query: MediaListQuery): Promise<{ rows: MediaRow[]; total: number }> {
    const { kind, q, id } = query.filter;
    const where: SQL[] = [];
    if (kind) where.push(eq(media.kind, kind));
    if (q) where.push(ilike(media.originalName, `%${likeEscaped(q)}%`));
    if (id) where.push(inArray(media.id, id));
    const condition = where.length ? and(...where) : undefined;
    const column = {
      createdAt: media.createdAt,
      originalName: media.originalName,
      bytes: media.bytes,
      kind: media.kind,
      contentType: media.contentType,
    }[query.sort.field];
    const order = query.sort.order === 'ASC' ? asc : desc;
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select()
        .from(media)
        .where(condition)
        .orderBy(order(column), order(media.id))
        .limit(query.limit)
        .offset(query.offset),
      this.db
        .select({ total: sql<number>`count(*)::int` })
        .from(media)
        .where(condition),
    ]);
    return { rows, total };
  }
}
