import { createHash } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type {
  ChoiceContent,
  InstructionsContent,
  RatingContent,
  SubsectionContent,
  SubsectionMeta,
  TextContent,
  VideoContent,
} from '@app/contracts';
import type { DbExecutor } from '../database.js';
import { careerContents, careerContentVersions, careers, careerSections, careerSubsections } from '../schema/index.js';
import { demoCareerContent } from './data/career-content/index.js';
import { INSTRUCTIONS } from './data/career-content/instructions.js';
import {
  SECTION_NAMES,
  type CareerContentData,
  type SectionName,
  type Statement,
} from './data/career-content/types.js';

export { SECTION_NAMES, SCHOOL_SUBJECTS } from './data/career-content/types.js';
export type { CareerContentData, SchoolSubject, SectionName } from './data/career-content/types.js';
export { demoCareerContent };

/** The file name of each section's opening clip (media/video/careers/<slug>/<name>.webm). */
export const SECTION_CLIP_NAMES: Record<SectionName, string> = {
  'Career Tasks': 'tasks',
  'Career Day': 'day',
  'Career Subjects': 'subjects',
  'Career Personality': 'personality',
  'Career Values': 'values',
};

/**
 * Where a starter career's clip for one section is served: one clip per career and step, naming that career
 * (scripts/media/generate-videos.sh makes them from careerClipList).
 */
export const careerClipUrl = (slug: string, section: SectionName): string =>
  `/media/video/careers/${slug}/${SECTION_CLIP_NAMES[section]}.webm`;

/** Seconds each clip plays: the server takes a video as watched only after it. */
export const DEMO_CLIP_SECONDS = 6;

/** Seconds to read and rate a statement, by its length: 30 for a short one, up to 45 for the longest (over 100 characters). */
export function ratingTimer(statement: Statement): number {
  const n = statement.length;
  if (n <= 70) return 30;
  if (n <= 88) return 35;
  if (n <= 100) return 40;
  return 45;
}

/** The unscored questions get longer: 45 s to choose (60 when the options are long), 60 s to write. */
const choiceTimer = (options: string[]): number => (options.join('').length > 160 ? 60 : 45);
const TEXT_TIMER = 60;

/** A name-based UUID (version 5 layout, SHA-1) in the seed's own namespace: the same parts give the same id. */
export function seedUuid(...parts: (string | number)[]): string {
  const bytes = createHash('sha1')
    .update(`disha-career-content/${parts.join('/')}`)
    .digest()
    .subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x50;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface BuiltSubsection {
  id: string;
  position: number;
  type: 1 | 2 | 3 | 4;
  content: SubsectionContent;
  meta: SubsectionMeta;
}

export interface BuiltSection {
  id: string;
  position: number;
  name: SectionName;
  subsections: BuiltSubsection[];
}

export interface BuiltCareerContent {
  slug: string;
  instructions: InstructionsContent;
  subjectsAligned: string[];
  status: 'PUBLISHED';
  sections: BuiltSection[];
}

const article = (name: string): string => (/^[aeiou]/i.test(name) ? `an ${name}` : `a ${name}`);

/** The title over each section's opening video. */
const VIDEO_TITLES: Record<SectionName, (name: string) => string> = {
  'Career Tasks': (name) => `The work of ${article(name)}`,
  'Career Day': (name) => `A day in the life of ${article(name)}`,
  'Career Subjects': (name) => `What you would study to become ${article(name)}`,
  'Career Personality': (name) => `Who does well as ${article(name)}`,
  'Career Values': (name) => `What matters to ${article(name)}`,
};

/** The opening video of a section: its own clip, for everyone, whose cards name the career and the section. */
function video(section: SectionName, career: { slug: string; name: string }): Omit<BuiltSubsection, 'id' | 'position'> {
  return {
    type: 1 as const,
    content: {
      video: { all: careerClipUrl(career.slug, section) },
      title: videoTitle(section, career.name),
      duration: DEMO_CLIP_SECONDS,
    } satisfies VideoContent,
    meta: { gender: { all: true } },
  };
}

/** The title over a section's opening video, also the first card of its clip. */
export const videoTitle = (section: SectionName, careerName: string): string => VIDEO_TITLES[section](careerName);

/** One line per clip for scripts/media/generate-videos.sh: the file, then what its cards say. */
export interface CareerClip {
  file: string;
  title: string;
  career: string;
  section: SectionName;
  field: string;
  subjects: string[];
}

/** Every starter career's clips, in catalogue order (careers without content have none). */
export function careerClipList(
  list: { slug: string; name: string; field: string }[],
  content: CareerContentData[] = demoCareerContent,
): CareerClip[] {
  const bySlug = new Map(content.map((c) => [c.slug, c]));
  return list.flatMap((career) => {
    const data = bySlug.get(career.slug);
    if (!data) return [];
    return SECTION_NAMES.map((section) => ({
      file: careerClipUrl(career.slug, section).replace(/^\/media\//, ''),
      title: videoTitle(section, career.name),
      career: career.name,
      section,
      field: career.field,
      subjects: [...data.subjects],
    }));
  });
}

const statementsOf = (data: CareerContentData): Record<SectionName, Statement[]> => ({
  'Career Tasks': data.tasks,
  'Career Day': data.day,
  'Career Subjects': data.subjectStatements,
  'Career Personality': data.personality,
  'Career Values': data.values,
});

/**
 * Turns one career's compact content into the rows of its assessment: the five sections in order, each a video
 * then its rating statements, with the choice and the written question closing one section. Ids are derived
 * from the slug and positions, so building twice gives the same rows. Any number of statements per section
 * works (the demo careers have 5/3/2/3/2, section maxima 25/15/10/15/10).
 */
export function buildCareerContent(
  career: { slug: string; name: string },
  data: CareerContentData,
): BuiltCareerContent {
  const digest = createHash('sha1').update(career.slug).digest();
  const statements = statementsOf(data);
  const questionsIn = data.questionsIn ?? 'Career Values';
  const sections = SECTION_NAMES.map((name, position): BuiltSection => {
    const steps: Omit<BuiltSubsection, 'id' | 'position'>[] = [video(name, career)];
    for (const question of statements[name]) {
      steps.push({ type: 2, content: { question, timer: ratingTimer(question) } satisfies RatingContent, meta: {} });
    }
    if (name === questionsIn) {
      const { question, options } = data.choice;
      steps.push({
        type: 3,
        content: { question, options, timer: choiceTimer(options) } satisfies ChoiceContent,
        meta: {},
      });
      steps.push({
        type: 4,
        content: { question: data.reflection, timer: TEXT_TIMER } satisfies TextContent,
        meta: {},
      });
    }
    return {
      id: seedUuid(career.slug, position),
      position,
      name,
      subsections: steps.map((step, i) => ({ id: seedUuid(career.slug, position, i), position: i, ...step })),
    };
  });
  return {
    slug: career.slug,
    instructions: INSTRUCTIONS[digest[1] % INSTRUCTIONS.length],
    subjectsAligned: [...data.subjects],
    status: 'PUBLISHED',
    sections,
  };
}

const BATCH = 500;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/**
 * Seeds the assessment content of the careers in `list` that exist (by slug) and have no content yet, in one
 * transaction (a savepoint when `db` is already a transaction), and publishes it. A career that already has
 * content, whether seeded before or edited since, is left as it is, so running it again inserts nothing.
 */
export async function seedCareerContent(
  db: DbExecutor,
  list: CareerContentData[] = demoCareerContent,
): Promise<{ inserted: number }> {
  const bySlug = new Map(list.map((d) => [d.slug, d]));
  return db.transaction(async (tx) => {
    const found: { id: string; slug: string; name: string }[] = [];
    const slugs = [...bySlug.keys()];
    for (let i = 0; i < slugs.length; i += BATCH) {
      found.push(
        ...(await tx
          .select({ id: careers.id, slug: careers.slug, name: careers.name })
          .from(careers)
          .where(inArray(careers.slug, slugs.slice(i, i + BATCH)))),
      );
    }
    const built = found.map((c) => ({ careerId: c.id, content: buildCareerContent(c, bySlug.get(c.slug)!) }));

    const inserted = new Set<string>();
    await insertInBatches(built, async (batch) => {
      const rows = await tx
        .insert(careerContents)
        .values(
          batch.map(({ careerId, content }) => ({
            careerId,
            instructions: content.instructions,
            subjectsAligned: content.subjectsAligned,
            status: content.status,
          })),
        )
        .onConflictDoNothing({ target: careerContents.careerId })
        .returning({ careerId: careerContents.careerId });
      rows.forEach((r) => inserted.add(r.careerId));
    });

    const fresh = built.filter((b) => inserted.has(b.careerId));
    const sectionRows = fresh.flatMap(({ careerId, content }) =>
      content.sections.map((s) => ({ id: s.id, careerId, position: s.position, name: s.name })),
    );
    const subsectionRows = fresh.flatMap(({ content }) =>
      content.sections.flatMap((s) =>
        s.subsections.map((sub) => ({
          id: sub.id,
          sectionId: s.id,
          position: sub.position,
          type: sub.type,
          content: sub.content,
          meta: sub.meta,
        })),
      ),
    );
    await insertInBatches(sectionRows, (batch) => tx.insert(careerSections).values(batch));
    await insertInBatches(subsectionRows, (batch) => tx.insert(careerSubsections).values(batch));
    // Students take published versions, never the draft: each fresh test is published as it is, as its version 1
    // (by the database's one builder of a version, as the console's publish). A career whose draft was lost but
    // has versions keeps them.
    await insertInBatches(fresh, (batch) =>
      tx.execute(sql`
        INSERT INTO ${careerContentVersions} (career_id, number, content)
        SELECT career_id, 1, career_content_snapshot(career_id) FROM ${careerContents}
        WHERE career_id IN (${sql.join(
          batch.map((b) => sql`${b.careerId}`),
          sql`, `,
        )})
        ON CONFLICT (career_id, number) DO NOTHING`),
    );
    return { inserted: inserted.size };
  });
}
