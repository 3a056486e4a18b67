import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../database.js';
import { parentLinks, users } from '../schema/index.js';

/**
 * The demo student linked to the demo parent, ACTIVE (issue 14), so the parent's screens have a child to show. Only
 * when the pair has no link row at all: a demo user who unlinked is not relinked by the next start.
 */
export async function seedDemoFamily(tx: Transaction, parentUsername: string, childUsername: string): Promise<void> {
  const idOf = async (username: string) =>
    (
      await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = ${username}`)
    )[0]?.id;
  const [parentId, childId] = [await idOf(parentUsername), await idOf(childUsername)];
  if (!parentId || !childId) return;
  const [existing] = await tx
    .select({ id: parentLinks.id })
    .from(parentLinks)
    .where(and(eq(parentLinks.parentId, parentId), eq(parentLinks.childId, childId)))
    .limit(1);
  if (existing) return;
  await tx
    .insert(parentLinks)
    .values({ parentId, childId, status: 'ACTIVE', origin: 'SEED', respondedAt: new Date() })
    .onConflictDoNothing();
}
