import { like, sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import { careers } from '../schema/index.js';
import { generateBenchCareers } from './data/bench-catalogue.js';
import { insertCareers, insertFields } from './seed-demo.js';

export const BENCH_CATALOGUE_SIZE = 10_000;

/**
 * Tops the catalogue up to 10,000 bench careers (slugs `bench-…`), on top of the demo catalogue.
 * Idempotent: existing bench careers are kept, so a second run adds nothing.
 */
export async function seedBenchCatalogue(
  db: Database,
  count = BENCH_CATALOGUE_SIZE,
): Promise<{ added: number; total: number }> {
  const before = await countBench(db);
  const fieldIds = await insertFields(db);
  await db.transaction((tx) => insertCareers(tx, generateBenchCareers(count), fieldIds));
  // VACUUM as well as ANALYZE: the catalogue as autovacuum leaves it a minute later (index-only scans, no pending
  // index entries), so benchmarks that start at once measure that steady state rather than the bulk load's aftermath.
  await db.execute(sql`VACUUM ANALYZE careers`);
  const after = await countBench(db);
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(careers);
  return { added: after - before, total: n };
}

async function countBench(db: Database): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(careers)
    .where(like(careers.slug, 'bench-%'));
  return n;
}
