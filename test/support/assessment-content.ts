import type pg from 'pg';
import type { InstructionsContent } from '@app/contracts';

/**
 * Builds assessment content for tests, straight into the database, so the suites do not depend on the demo
 * seed: a career of its own, its draft (career_contents row, sections and subsections in the given order) and,
 * unless it is to stay a DRAFT, its published version 1, which is what students take.
 */

export type StepSpec =
  | { type: 1; video?: { male?: string; female?: string; all?: string }; duration?: number }
  | { type: 2; question?: string; timer?: number }
  | { type: 3; question?: string; options?: string[]; timer?: number }
  | { type: 4; question?: string; timer?: number };

/**
 * Seconds a fixture video plays unless told otherwise. Real content knows each clip's length and the server
 * refuses a video reported sooner, so tests that move on from a video must let the clip's time pass (or move
 * `step_started_at` back: `watchedVideo` below).
 */
export const FIXTURE_CLIP_SECONDS = 30;

export const video = (
  v: { male?: string; female?: string; all?: string } = { all: '/media/videos/all.webm' },
  duration = FIXTURE_CLIP_SECONDS,
): StepSpec => ({
  type: 1,
  video: v,
  duration,
});
export const rating = (question = 'I would enjoy this', timer = 60): StepSpec => ({ type: 2, question, timer });
export const choice = (question: string, options: string[], timer = 60): StepSpec => ({
  type: 3,
  question,
  options,
  timer,
});
export const text = (question: string, timer = 60): StepSpec => ({ type: 4, question, timer });

export interface FixtureStep {
  sectionId: string;
  subsectionId: string;
  type: 1 | 2 | 3 | 4;
}
export interface FixtureCareer {
  careerId: string;
  name: string;
  /** The published version's id (career_content_versions.id); null for a DRAFT. */
  versionId: string | null;
  sections: { id: string; name: string; steps: FixtureStep[] }[];
  /** Every step in test order. */
  steps: FixtureStep[];
}

export const TEST_INSTRUCTIONS: InstructionsContent = {
  heading: 'Before you start',
  instructions_type: 'bullets',
  content: ['Watch each video to the end', 'Rate each statement before its timer runs out'],
};

let seq = 0;

export async function createAssessmentCareer(
  db: pg.Pool,
  spec: {
    sections: { name: string; steps: StepSpec[] }[];
    status?: 'PUBLISHED' | 'DRAFT';
    subjects?: string[];
    name?: string;
    sellingPricePaise?: number;
  },
): Promise<FixtureCareer> {
  seq += 1;
  const name = spec.name ?? `Assessment career ${process.pid}-${seq}`;
  const field = (await db.query('SELECT id FROM fields ORDER BY sort_order LIMIT 1')).rows[0].id as string;
  const [career] = (
    await db.query(
      `INSERT INTO careers (slug, name, field_id, header_description, logo, logo_bg, selling_price_paise, strike_price_paise)
       VALUES ($1, $2, $3, 'For assessment tests', '/media/logos/x.svg', '#eeeeee', $4, $4) RETURNING id`,
      [`assessment-career-${process.pid}-${seq}`, name, field, spec.sellingPricePaise ?? 49_900],
    )
  ).rows;
  await db.query(
    `INSERT INTO career_contents (career_id, instructions, subjects_aligned, status) VALUES ($1, $2, $3, $4)`,
    [career.id, JSON.stringify(TEST_INSTRUCTIONS), spec.subjects ?? [], spec.status ?? 'PUBLISHED'],
  );
  const result: FixtureCareer = { careerId: career.id, name, versionId: null, sections: [], steps: [] };
  // Inserted last position first, so the API's ordering (by position, not by insertion) is what is tested.
  const sectionIds: string[] = [];
  for (let s = spec.sections.length - 1; s >= 0; s--) {
    const { rows } = await db.query(
      `INSERT INTO career_sections (career_id, position, name) VALUES ($1, $2, $3) RETURNING id`,
      [career.id, (s + 1) * 10, spec.sections[s].name],
    );
    sectionIds[s] = rows[0].id;
  }
  for (const [s, section] of spec.sections.entries()) {
    const steps: FixtureStep[] = [];
    const ids: string[] = [];
    for (let i = section.steps.length - 1; i >= 0; i--) {
      const step = section.steps[i];
      const { content, meta } = contentOf(step, `${section.name} ${i + 1}`);
      const { rows } = await db.query(
        `INSERT INTO career_subsections (section_id, position, type, content, meta) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [sectionIds[s], i + 1, step.type, JSON.stringify(content), JSON.stringify(meta)],
      );
      ids[i] = rows[0].id;
    }
    section.steps.forEach((step, i) => steps.push({ sectionId: sectionIds[s], subsectionId: ids[i], type: step.type }));
    result.sections.push({ id: sectionIds[s], name: section.name, steps });
    result.steps.push(...steps);
  }
  if ((spec.status ?? 'PUBLISHED') === 'PUBLISHED') result.versionId = await publishDraft(db, career.id);
  return result;
}

/**
 * Publishes the career's draft as its next version, with the database's own builder of versions (as the
 * console's publish and the seed do). Answers the new version's id.
 */
export async function publishDraft(db: pg.Pool, careerId: string): Promise<string> {
  const { rows } = await db.query(
    `WITH published AS (
       INSERT INTO career_content_versions (career_id, number, content)
       SELECT $1, coalesce(max(number), 0) + 1, career_content_snapshot($1) FROM career_content_versions WHERE career_id = $1
       RETURNING id)
     UPDATE career_contents SET status = 'PUBLISHED' WHERE career_id = $1 RETURNING (SELECT id FROM published) AS id`,
    [careerId],
  );
  return rows[0].id;
}

function contentOf(step: StepSpec, label: string): { content: object; meta: object } {
  switch (step.type) {
    case 1: {
      const v = step.video ?? { all: '/media/videos/all.webm' };
      const duration = step.duration ?? FIXTURE_CLIP_SECONDS;
      return {
        content: { video: v, title: label, duration },
        meta: { gender: Object.fromEntries(Object.keys(v).map((k) => [k, true])) },
      };
    }
    case 2:
      return { content: { question: step.question ?? `${label}?`, timer: step.timer ?? 60 }, meta: {} };
    case 3:
      return {
        content: {
          question: step.question ?? `${label}?`,
          options: step.options ?? ['Yes', 'No'],
          timer: step.timer ?? 60,
        },
        meta: {},
      };
    case 4:
      return { content: { question: step.question ?? `${label}?`, timer: step.timer ?? 60 }, meta: {} };
  }
}

/** Enrols the user in the career (a user_careers row, as a paid order, a classroom or a free grant makes). */
export async function enrol(
  db: pg.Pool,
  userId: string,
  careerId: string,
  source: 'order' | 'classroom' | 'free' = 'free',
): Promise<string> {
  const { rows } = await db.query(
    `INSERT INTO user_careers (user_id, career_id, source) VALUES ($1, $2, $3) RETURNING id`,
    [userId, careerId, source],
  );
  return rows[0].id;
}

/**
 * As if the student had watched the video due (or waited out the question due) for `seconds`: the step's clock
 * is moved back, so the server's own rule (a video is taken once its clip could have played) is met honestly.
 */
export async function elapse(db: pg.Pool, userCareerId: string, seconds: number): Promise<void> {
  await db.query(
    `UPDATE user_careers SET step_started_at = step_started_at - make_interval(secs => $2) WHERE id = $1`,
    [userCareerId, seconds],
  );
}

/** The fixture video due has played to its end (its whole FIXTURE_CLIP_SECONDS). */
export const watchedVideo = (db: pg.Pool, userCareerId: string, seconds = FIXTURE_CLIP_SECONDS) =>
  elapse(db, userCareerId, seconds);
