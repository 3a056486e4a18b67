import { and, asc, eq, isNull } from 'drizzle-orm';
import { users, type DbExecutor } from '@app/db';

/**
 * The counsellors who may be given leads: role counsellor and not disabled, in id order (a stable order for a
 * round-robin). A function of the caller's executor (a transaction that takes the assignment's lock, or the
 * pool), like lockUser, so the worker calls it without wiring identity's module.
 */
export async function activeCounsellorIds(executor: DbExecutor): Promise<string[]> {
  const rows = await executor
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'counsellor'), isNull(users.disabledAt)))
    .orderBy(asc(users.id));
  return rows.map((r) => r.id);
}
