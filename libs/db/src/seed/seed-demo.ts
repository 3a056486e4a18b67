import { sql } from 'drizzle-orm';
import { CERTIFICATION_COURSE_ID } from '@app/contracts';
import type { Database, DbExecutor } from '../database.js';
import { careers, courses, fields, reviews } from '../schema/index.js';
import { seedCareers, type SeedCareer, type SeedFieldName } from './data/careers.js';
import { seedReviews } from './data/reviews.js';
import { seedCareerAliases } from './data/career-aliases.js';
import { seedCourseModules } from './data/course-modules.js';
import { seedCareerContent } from './seed-content.js';

/** The first batch's start (spec: 2nd June); migration 0015 gives it to a course seeded before the column. */
export const CERTIFICATION_COURSE_START = '2027-06-02';

export const FIELD_NAMES: SeedFieldName[] = ['Science', 'Commerce', 'Arts', 'Independent'];

const rupeesToPaise = (rupees: number) => Math.round(rupees * 100);

export async function insertFields(db: DbExecutor): Promise<Map<SeedFieldName, string>> {
  await db
    .insert(fields)
    .values(FIELD_NAMES.map((name, i) => ({ name, sortOrder: i })))
    .onConflictDoNothing();
  const rows = await db.select().from(fields);
  return new Map(rows.map((r) => [r.name as SeedFieldName, r.id]));
}

export async function insertCareers(db: DbExecutor, list: SeedCareer[], fieldIds: Map<SeedFieldName, string>) {
  // Batches keep each INSERT under PostgreSQL's parameter limit for the 10,000-career bench catalogue.
  for (let i = 0; i < list.length; i += 500) {
    await db
      .insert(careers)
      .values(
        list.slice(i, i + 500).map((c) => ({
          slug: c.slug,
          name: c.name,
          fieldId: fieldIds.get(c.field)!,
          headerDescription: c.headerDescription,
          logo: `/media/logos/${c.logoSlug ?? c.slug}.svg`,
          logoBg: c.logoBg,
          sellingPricePaise: rupeesToPaise(c.sellingPrice),
          strikePricePaise: rupeesToPaise(c.strikePrice),
          trial: c.trial,
          properties: c.properties,
        })),
      )
      .onConflictDoNothing({ target: careers.slug });
  }
}

/**
 * The starter careers' other names (abbreviations, Hindi names) where a career has none yet: they came after the
 * catalogue, so databases seeded before get them on their next start; names staff gave are never touched (a
 * starter career whose aliases were all removed gets these back).
 */
export async function insertCareerAliases(db: DbExecutor): Promise<void> {
  const rows = Object.entries(seedCareerAliases).map(([slug, aliases]) => ({ slug, aliases }));
  // Asked first: an UPDATE, even of no row, moves catalogue_version (a statement trigger), and every API process
  // would reload the catalogue after each start.
  const slugs = rows.map((r) => r.slug);
  const { rows: waiting } = await db.execute(
    sql`SELECT 1 FROM careers
        WHERE slug IN (SELECT jsonb_array_elements_text(${JSON.stringify(slugs)}::jsonb)) AND aliases = '{}' LIMIT 1`,
  );
  if (waiting.length === 0) return;
  await db.execute(sql`
    UPDATE careers SET aliases = a.aliases
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS a(slug text, aliases text[])
     WHERE careers.slug = a.slug AND careers.aliases = '{}'`);
}

/**
 * The certification course of spec section 9: strike 5000, early-bird 1500 (inactive), regular 2500, starting on
 * 2nd June (of the year it runs; staff move it for the next batch), with the four modules the page has always shown.
 */
export async function insertCourse(db: DbExecutor) {
  await db
    .insert(courses)
    .values({
      id: CERTIFICATION_COURSE_ID,
      title: 'Career Counselling Business Certification',
      strikePricePaise: 500_000,
      earlyBirdPricePaise: 150_000,
      regularPricePaise: 250_000,
      earlyBirdActive: false,
      startsOn: CERTIFICATION_COURSE_START,
      modules: seedCourseModules,
    })
    .onConflictDoNothing();
}

/**
 * Seeds the starter catalogue (fields, careers with their assessment content, the certification course) into an
 * empty database; a database that already has fields is left as it is, so a second start keeps whatever staff
 * have changed. The careers' assessment content is the exception: it came after the catalogue, so a starter
 * career with no content yet gets it on any start (content that exists, seeded or edited, is never touched).
 * Nothing invented is seeded here: production runs this. The made-up reviews are seedDemoReviews'.
 */
export async function seedDemoData(db: Database): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(724002)`);
    const existing = await tx.select({ id: fields.id }).from(fields).limit(1);
    if (existing.length === 0) {
      const fieldIds = await insertFields(tx);
      await insertCareers(tx, seedCareers, fieldIds);
      await insertCourse(tx);
    }
    await insertCareerAliases(tx);
    await seedCareerContent(tx);
    return { seeded: existing.length === 0 };
  });
}

/**
 * The invented learner reviews of the certification course, for the embedded default and tests only (never in
 * production: real reviews come from staff). Only into a table with none, so it runs on every start harmlessly.
 * Answers how many it inserted.
 */
export async function seedDemoReviews(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(724003)`);
    if ((await tx.select({ id: reviews.id }).from(reviews).limit(1)).length) return 0;
    await tx.insert(reviews).values(seedReviews.map((r, i) => ({ ...r, sortOrder: i })));
    return seedReviews.length;
  });
}
