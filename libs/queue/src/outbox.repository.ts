import { Inject, Injectable } from '@nestjs/common';
import { asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { DB, outbox, type Database, type Transaction } from '@app/db';

export interface OutboxRow {
  id: string;
  type: string;
  payload: Record<string, unknown>;
  /** The HTTP request that wrote the event, if one did (null for the worker's own events). */
  requestId: string | null;
}

/** The relay's side of the outbox (writes go through Outbox, in outbox.service.ts). */
@Injectable()
export class OutboxRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** Locks up to `limit` unrelayed rows for this transaction; other relays skip them. */
  async lockPending(tx: Transaction, limit: number): Promise<OutboxRow[]> {
    return tx
      .select({ id: outbox.id, type: outbox.type, payload: outbox.payload, requestId: outbox.requestId })
      .from(outbox)
      .where(isNull(outbox.relayedAt))
      .orderBy(asc(outbox.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true });
  }

  async markRelayed(tx: Transaction, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await tx
      .update(outbox)
      .set({ relayedAt: sql`now()` })
      .where(inArray(outbox.id, ids));
  }

  /** A row whose type no handler knows is parked with its error instead of blocking the rows behind it. */
  async markUnroutable(tx: Transaction, ids: string[], error: string): Promise<void> {
    if (ids.length === 0) return;
    await tx
      .update(outbox)
      .set({ relayedAt: sql`now()`, lastError: error, relayAttempts: sql`${outbox.relayAttempts} + 1` })
      .where(inArray(outbox.id, ids));
  }

  /** One row by id (= job id): what a job that is gone from Redis was, to run it again. */
  async findById(id: string): Promise<OutboxRow | undefined> {
    const [row] = await this.db
      .select({ id: outbox.id, type: outbox.type, payload: outbox.payload, requestId: outbox.requestId })
      .from(outbox)
      .where(eq(outbox.id, id))
      .limit(1);
    return row;
  }

  async countPending(): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(outbox)
      .where(isNull(outbox.relayedAt));
    return row.n;
  }

  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }
}
