import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { careers, cartItems, DB, fields, type Database, type DbExecutor, type Transaction } from '@app/db';

export interface CartLineRow {
  careerId: string;
  instance: number;
  name: string;
  sellingPricePaise: number;
  strikePricePaise: number;
  logo: string;
  logoBg: string;
  fieldId: string;
  fieldName: string;
}

@Injectable()
export class CartRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  /** The cart, oldest line first, with the careers' current (server) prices; unpublished careers are hidden. */
  lines(userId: string, executor: DbExecutor = this.db): Promise<CartLineRow[]> {
    return executor
      .select({
        careerId: cartItems.careerId,
        instance: cartItems.instance,
        name: careers.name,
        sellingPricePaise: careers.sellingPricePaise,
        strikePricePaise: careers.strikePricePaise,
        logo: careers.logo,
        logoBg: careers.logoBg,
        fieldId: fields.id,
        fieldName: fields.name,
      })
      .from(cartItems)
      .innerJoin(careers, eq(careers.id, cartItems.careerId))
      .innerJoin(fields, eq(fields.id, careers.fieldId))
      .where(and(eq(cartItems.userId, userId), eq(careers.published, true)))
      .orderBy(asc(cartItems.createdAt), asc(careers.name), asc(careers.id));
  }

  async countLines(userId: string, executor: DbExecutor = this.db): Promise<number> {
    const [row] = await executor.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId));
    return row.n;
  }

  async hasLine(userId: string, careerId: string, executor: DbExecutor = this.db): Promise<boolean> {
    const [row] = await executor
      .select({ careerId: cartItems.careerId })
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.careerId, careerId)));
    return Boolean(row);
  }

  async isPublishedCareer(careerId: string, executor: DbExecutor = this.db): Promise<boolean> {
    const [row] = await executor
      .select({ id: careers.id })
      .from(careers)
      .where(and(eq(careers.id, careerId), eq(careers.published, true)));
    return Boolean(row);
  }

  /** The unique key makes a repeated or raced add one line. clock_timestamp(): the order lines really came in. */
  async insertLine(userId: string, careerId: string, executor: DbExecutor = this.db): Promise<void> {
    await executor
      .insert(cartItems)
      .values({ userId, careerId, createdAt: sql`clock_timestamp()` })
      .onConflictDoNothing({ target: [cartItems.userId, cartItems.careerId] });
  }

  /**
   * Adds, in the given order and up to `room` lines, those of `careerIds` that are published careers not yet
   * in the cart. One statement; unknown and duplicate ids are skipped (the caller leaves out enrolled ones).
   */
  async insertMerged(userId: string, careerIds: string[], room: number, executor: DbExecutor = this.db): Promise<void> {
    if (!careerIds.length || room <= 0) return;
    const wanted = sql.join(
      careerIds.map((id) => sql`${id}`),
      sql`, `,
    );
    await executor.execute(sql`
      INSERT INTO ${cartItems} (user_id, career_id, instance, created_at)
      SELECT ${userId}::uuid, c.id, 1, clock_timestamp() + wanted.ord * interval '1 microsecond'
      FROM unnest(ARRAY[${wanted}]::uuid[]) WITH ORDINALITY AS wanted(id, ord)
      JOIN ${careers} c ON c.id = wanted.id AND c.published
      WHERE NOT EXISTS (SELECT 1 FROM ${cartItems} ci WHERE ci.user_id = ${userId}::uuid AND ci.career_id = c.id)
      ORDER BY wanted.ord
      LIMIT ${room}
      ON CONFLICT (user_id, career_id) DO NOTHING`);
  }

  async deleteLines(userId: string, careerIds: string[], executor: DbExecutor = this.db): Promise<void> {
    if (!careerIds.length) return;
    await executor.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.careerId, careerIds)));
  }
}
