import { eq } from 'drizzle-orm';
import { users, type Transaction } from '@app/db';

/**
 * Locks the user's row until `tx` ends: how one user's writes elsewhere run one after another (cart writes
 * and checkouts, the course order, the fulfilment of paid orders, classroom starts), so a check and the write
 * it allows cannot interleave with another request's. NO KEY UPDATE, not UPDATE: it does not block the KEY
 * SHARE locks that rows referring to the user (an order, a cart line) take when they are inserted.
 *
 * A function of the caller's transaction rather than a provider, so the api and the worker call it without
 * wiring identity's module into theirs.
 */
export async function lockUser(tx: Transaction, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}
