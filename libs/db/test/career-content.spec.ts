import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { PROJECT_ROOT } from '@app/config';
import {
  scoreAssessment,
  type ChoiceContent,
  type RatingContent,
  type SubsectionMeta,
  type TextContent,
  type VideoContent,
} from '@app/contracts';
import { createDatabase, seedDemoData, type DatabaseHandle } from '@app/db';
import { seedCareers } from '../src/seed/data/careers.js';
import {
  buildCareerContent,
  careerClipUrl,
  DEMO_CLIP_SECONDS,
  demoCareerContent,
  ratingTimer,
  SCHOOL_SUBJECTS,
  SECTION_NAMES,
  seedCareerContent,
  type SectionName,
} from '../src/seed/seed-content.js';
import { createTestEnv, type TestEnv } from '../../../test/support/test-env.js';

interface SubsectionRow {
  id: string;
  position: number;
  type: 1 | 2 | 3 | 4;
  content: VideoContent & RatingContent & ChoiceContent & TextContent;
  meta: SubsectionMeta;
}
interface SectionRow {
  id: string;
  position: number;
  name: string;
  subsections: SubsectionRow[];
}
interface CareerRow {
  slug: string;
  name: string;
  status: string;
  instructions: { heading: string; instructions_type: string; content: string[] };
  subjects_aligned: string[];
  sections: SectionRow[];
}

/** Every demo career with its content as the player reads it: sections and subsections by position. */
async function loadContent(client: pg.Pool): Promise<Map<string, CareerRow>> {
  const { rows } = await client.query<CareerRow>(
    `SELECT c.slug, c.name, cn.status, cn.instructions, cn.subjects_aligned,
            coalesce((SELECT json_agg(json_build_object('id', s.id, 'position', s.position, 'name', s.name, 'subsections',
                        (SELECT coalesce(json_agg(json_build_object('id', ss.id, 'position', ss.position, 'type', ss.type,
                                  'content', ss.content, 'meta', ss.meta) ORDER BY ss.position), '[]')
                           FROM career_subsections ss WHERE ss.section_id = s.id)) ORDER BY s.position)
                      FROM career_sections s WHERE s.career_id = c.id), '[]') AS sections
       FROM careers c JOIN career_contents cn ON cn.career_id = c.id
      WHERE c.slug = ANY($1)`,
    [seedCareers.map((c) => c.slug)],
  );
  return new Map(rows.map((r) => [r.slug, r]));
}

/** The three content tables, whole, in a stable order: what "changes nothing" compares. */
async function snapshot(client: pg.Pool, { withUpdatedAt = true } = {}): Promise<unknown> {
  const q = async (sql: string) => (await client.query(sql)).rows;
  return {
    contents: await q(
      `SELECT career_id, instructions, subjects_aligned, status${withUpdatedAt ? ', updated_at' : ''} FROM career_contents ORDER BY career_id`,
    ),
    sections: await q(`SELECT * FROM career_sections ORDER BY id`),
    subsections: await q(`SELECT * FROM career_subsections ORDER BY id`),
    versions: await q(`SELECT career_id, number, content FROM career_content_versions ORDER BY career_id, number`),
  };
}

const ratingsOf = (s: SectionRow) => s.subsections.filter((x) => x.type === 2);
const KNOWN_SUBJECTS = new Set<string>(SCHOOL_SUBJECTS);

describe('demo career content', () => {
  let env: TestEnv;
  let pool: pg.Pool;
  let handle: DatabaseHandle;
  let content: Map<string, CareerRow>;

  beforeAll(async () => {
    env = await createTestEnv();
    pool = new pg.Pool({ connectionString: env.databaseUrl, max: 2 });
    handle = createDatabase(env.databaseUrl, 2);
    content = await loadContent(pool);
  });
  afterAll(async () => {
    await pool?.end();
    await handle?.pool.end();
    await env?.cleanup();
  });

  it('covers exactly the 44 demo careers, once each', () => {
    const slugs = demoCareerContent.map((d) => d.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect([...slugs].sort()).toEqual(seedCareers.map((c) => c.slug).sort());
    expect(content.size).toBe(seedCareers.length);
  });

  it('is PUBLISHED with instructions and the five sections in order, 22 steps each', () => {
    for (const career of content.values()) {
      expect(career.status).toBe('PUBLISHED');
      expect(career.instructions.heading.length).toBeGreaterThan(0);
      expect(['numeric', 'bullets']).toContain(career.instructions.instructions_type);
      expect(career.instructions.content.length).toBeGreaterThanOrEqual(5);
      expect(career.instructions.content.length).toBeLessThanOrEqual(7);
      expect(career.sections.map((s) => s.name)).toEqual([...SECTION_NAMES]);
      expect(career.sections.map((s) => s.position)).toEqual([0, 1, 2, 3, 4]);
      for (const section of career.sections) {
        expect(section.subsections.map((s) => s.position)).toEqual(section.subsections.map((_, i) => i));
        // Each section opens with its one video.
        expect(section.subsections.map((s) => s.type).filter((t) => t === 1)).toEqual([1]);
        expect(section.subsections[0].type).toBe(1);
      }
      expect(career.sections.flatMap((s) => s.subsections)).toHaveLength(22);
    }
  });

  it('has section maxima 25/15/10/15/10 (5 points per rating statement), scored by the shared rules', () => {
    for (const career of content.values()) {
      expect(career.sections.map((s) => 5 * ratingsOf(s).length)).toEqual([25, 15, 10, 15, 10]);
      const best = scoreAssessment(
        career.sections.map((s) => ({ sectionId: s.id, name: s.name, ratings: ratingsOf(s).map(() => 5) })),
      );
      expect(best.sections.map((s) => [s.max, s.band])).toEqual([
        [25, 'HIGH'],
        [15, 'HIGH'],
        [10, 'HIGH'],
        [15, 'HIGH'],
        [10, 'HIGH'],
      ]);
      expect(best.max).toBe(75);
    }
  });

  it('opens each section with a clip of its own, naming the career, for everyone, and the file exists', () => {
    const urls = new Set<string>();
    for (const [slug, career] of content) {
      const { name } = career;
      for (const section of career.sections) {
        const video = section.subsections[0];
        expect(video.meta.gender).toEqual({ all: true });
        expect(Object.keys(video.content.video)).toEqual(['all']);
        const url = video.content.video.all!;
        // One clip per career and section, never another career's (a Psychologist is not shown a doctor's day).
        expect(url).toBe(careerClipUrl(slug, section.name as SectionName));
        expect(urls.has(url)).toBe(false);
        urls.add(url);
        expect(video.content.title).toContain(name);
        expect(video.content.duration).toBe(DEMO_CLIP_SECONDS);
        expect(existsSync(join(PROJECT_ROOT, 'media', url.slice('/media/'.length)))).toBe(true);
      }
    }
    expect(urls.size).toBe(content.size * SECTION_NAMES.length);
  });

  it('has first-person rating statements with 10-120 s timers (30-45 s as written)', () => {
    for (const career of content.values()) {
      for (const rating of career.sections.flatMap(ratingsOf)) {
        expect(Object.keys(rating.content).sort()).toEqual(['question', 'timer']);
        expect(rating.meta).toEqual({});
        expect(Number.isInteger(rating.content.timer)).toBe(true);
        expect(rating.content.timer).toBeGreaterThanOrEqual(10);
        expect(rating.content.timer).toBeLessThanOrEqual(120);
        expect(rating.content.timer).toBe(ratingTimer(rating.content.question));
        expect([30, 35, 40, 45]).toContain(rating.content.timer);
        expect(rating.content.question).toMatch(/\b(I|me|my)\b/);
        expect(rating.content.question).toMatch(/\.$/);
      }
    }
  });

  it('asks one unscored choice and one written question, together at the end of Career Personality or Career Values', () => {
    for (const career of content.values()) {
      const extras = career.sections.flatMap((s) =>
        s.subsections.filter((x) => x.type > 2).map((x) => ({ section: s, step: x })),
      );
      expect(extras.map((e) => e.step.type)).toEqual([3, 4]);
      const [choice, text] = extras;
      expect(choice.section.name).toBe(text.section.name);
      expect(['Career Personality', 'Career Values']).toContain(choice.section.name);
      const steps = choice.section.subsections;
      expect(steps.slice(-2).map((s) => s.type)).toEqual([3, 4]);
      expect(choice.step.content.options.length).toBeGreaterThanOrEqual(3);
      expect(choice.step.content.options.length).toBeLessThanOrEqual(4);
      expect(new Set(choice.step.content.options).size).toBe(choice.step.content.options.length);
      expect(Object.keys(text.step.content).sort()).toEqual(['question', 'timer']);
      for (const { step } of extras) {
        expect(step.content.question).toMatch(/[?.]$/);
        expect(step.content.timer).toBeGreaterThanOrEqual(45);
        expect(step.content.timer).toBeLessThanOrEqual(60);
      }
    }
    // Both homes are used across the catalogue.
    const homes = new Set(
      [...content.values()].map((c) => c.sections.find((s) => s.subsections.some((x) => x.type === 3))!.name),
    );
    expect(homes).toEqual(new Set(['Career Personality', 'Career Values']));
  });

  it('is written for each career: no task statement, or any other statement or question, is shared by two careers', () => {
    const owner = new Map<string, string>();
    for (const career of content.values()) {
      const texts = career.sections.flatMap((s) =>
        s.subsections.filter((x) => x.type > 1).map((x) => x.content.question),
      );
      for (const text of texts) {
        expect([text, owner.get(text) ?? career.slug]).toEqual([text, career.slug]);
        owner.set(text, career.slug);
      }
    }
    expect(owner.size).toBe(content.size * 17);
  });

  it('aligns 3-5 subjects per career from the known vocabulary', () => {
    const used = new Set<string>();
    for (const career of content.values()) {
      expect(career.subjects_aligned.length).toBeGreaterThanOrEqual(3);
      expect(career.subjects_aligned.length).toBeLessThanOrEqual(5);
      expect(new Set(career.subjects_aligned).size).toBe(career.subjects_aligned.length);
      for (const subject of career.subjects_aligned) {
        expect([subject, KNOWN_SUBJECTS.has(subject)]).toEqual([subject, true]);
        used.add(subject);
      }
    }
    // The chart aggregates: subjects recur across careers.
    expect(
      [...used].filter((s) => [...content.values()].filter((c) => c.subjects_aligned.includes(s)).length >= 5).length,
    ).toBeGreaterThan(5);
  });

  it('stores the rows the builder gives, with deterministic ids', () => {
    for (const data of demoCareerContent) {
      const row = content.get(data.slug)!;
      const built = buildCareerContent({ slug: data.slug, name: row.name }, data);
      expect(buildCareerContent({ slug: data.slug, name: row.name }, data)).toEqual(built);
      expect(
        row.sections.map((s) => [s.id, s.name, s.subsections.map((x) => [x.id, x.type, x.content, x.meta])]),
      ).toEqual(built.sections.map((s) => [s.id, s.name, s.subsections.map((x) => [x.id, x.type, x.content, x.meta])]));
      expect(row.subjects_aligned).toEqual(built.subjectsAligned);
    }
  });

  it('is published: each version 1 is its draft as it is, which students take', async () => {
    const { rows } = await pool.query(
      `SELECT c.slug, v.number, v.content = career_content_snapshot(c.id) AS same
         FROM careers c JOIN career_content_versions v ON v.career_id = c.id WHERE c.slug = ANY($1)`,
      [seedCareers.map((c) => c.slug)],
    );
    expect(rows).toHaveLength(seedCareers.length);
    expect(rows.filter((r) => r.number !== 1 || !r.same)).toEqual([]);
  });

  it('changes nothing when seeded again', async () => {
    const before = await snapshot(pool);
    expect(await seedCareerContent(handle.db)).toEqual({ inserted: 0 });
    expect(await seedDemoData(handle.db)).toEqual({ seeded: false });
    expect(await snapshot(pool)).toEqual(before);
  });

  it('fills in a demo career left without content, and leaves edited content as it is', async () => {
    const slugs = ['doctor-mbbs', 'chef'];
    const ids = Object.fromEntries(
      (await pool.query(`SELECT slug, id FROM careers WHERE slug = ANY($1)`, [slugs])).rows.map((r) => [
        r.slug,
        r.id as string,
      ]),
    );
    // An editor rewrote a statement of the chef's assessment; the doctor's content is gone (e.g. a database seeded
    // before content existed).
    await pool.query(
      `UPDATE career_subsections SET content = jsonb_set(content, '{question}', '"I would enjoy plating desserts."')
        WHERE section_id = (SELECT id FROM career_sections WHERE career_id = $1 AND position = 0) AND position = 1`,
      [ids.chef],
    );
    const edited = await snapshot(pool, { withUpdatedAt: false });
    await pool.query(`DELETE FROM career_contents WHERE career_id = $1`, [ids['doctor-mbbs']]);

    expect(await seedDemoData(handle.db)).toEqual({ seeded: false });
    // The doctor's content is back as it was (same ids), apart from its updated_at; nothing else moved.
    expect(await snapshot(pool, { withUpdatedAt: false })).toEqual(edited);
    const after = await loadContent(pool);
    expect(after.get('chef')!.sections[0].subsections[1].content.question).toBe('I would enjoy plating desserts.');
    expect(after.get('doctor-mbbs')).toEqual(content.get('doctor-mbbs'));
  });
});
