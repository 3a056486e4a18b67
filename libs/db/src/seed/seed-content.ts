import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
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
import { careerContents, careers, careerSections, careerSubsections } from '../schema/index.js';
import { demoCareerContent } from './data/career-content/index.js';
import { INSTRUCTIONS } from './data/career-content/instructions.js';
import {
  SECTION_NAMES,
  type CareerContentData,
  type DemoClip,
  type SectionName,
  type Statement,
} from './data/career-content/types.js';

export { SECTION_NAMES, SCHOOL_SUBJECTS } from './data/career-content/types.js';
export type { CareerContentData, SchoolSubject, SectionName } from './data/career-content/types.js';
export { demoCareerContent };

/** Where the demo clips are served (media/video/demo/clip-N.webm under /media/). */
export const demoClipUrl = (clip: DemoClip): string => `/media/video/demo/clip-${clip}.webm`;

/** Seconds each demo clip plays (all six are 6.008 s): the server takes a video as watched only after it. */
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

const clip = (n: number): DemoClip => ((n % 6) + 1) as DemoClip;

/**
 * The opening video of a section. Career Day plays the clip closest to the career to everyone; the other
 * sections rotate through the six clips from a start that depends on the slug, Career Tasks and Career
 * Personality with a different clip for male and female students, Career Subjects and Career Values one for all.
 */
function video(
  section: SectionName,
  name: string,
  dayClip: DemoClip,
  start: number,
): Omit<BuiltSubsection, 'id' | 'position'> {
  const title = VIDEO_TITLES[section](name);
  const pair = (a: number, b: number) => ({
    type: 1 as const,
    content: {
      video: { male: demoClipUrl(clip(a)), female: demoClipUrl(clip(b)) },
      title,
      duration: DEMO_CLIP_SECONDS,
    } satisfies VideoContent,
    meta: { gender: { male: true, female: true } },
  });
  const all = (c: DemoClip) => ({
    type: 1 as const,
    content: { video: { all: demoClipUrl(c) }, title, duration: DEMO_CLIP_SECONDS } satisfies VideoContent,
    meta: { gender: { all: true } },
  });
  switch (section) {
    case 'Career Tasks':
      return pair(start, start + 1);
    case 'Career Day':
      return all(dayClip);
    case 'Career Subjects':
      return all(clip(start + 2));
    case 'Career Personality':
      return pair(start + 3, start + 4);
    case 'Career Values':
      return all(clip(start + 5));
  }
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
  const start = digest[0] % 6;
  const statements = statementsOf(data);
  const questionsIn = data.questionsIn ?? 'Career Values';
  const sections = SECTION_NAMES.map((name, position): BuiltSection => {
    const steps: Omit<BuiltSubsection, 'id' | 'position'>[] = [video(name, career.name, data.dayClip, start)];
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
 * transaction (a savepoint when `db` is already a transaction). A career that already has content, whether
 * seeded before or edited since, is left as it is, so running it again inserts nothing.
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
    return { inserted: inserted.size };
  });
}
