import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { PROJECT_ROOT } from '@app/config';
import { runMigrations } from '@app/db';
import { insertUser } from '../../../test/support/rows.js';
import { dropDatabase, TEST_DATABASE_URL } from '../../../test/support/test-env.js';

// A database made before published versions existed: its tests, drafts and attempts as they were, then the
// content_versions_publish migration. Every PUBLISHED test becomes its version 1 (the document the player and
// the reports now read), a DRAFT gets none, attempts under way or done are pinned to it, and untouched
// enrolments are left to take what is published when they start.

const MIGRATIONS = join(PROJECT_ROOT, 'libs/db/migrations');
const TAG = 'content_versions_publish';

let admin: pg.Client;
let pool: pg.Pool;
let database: string;
let url: string;
let before: string;

beforeAll(async () => {
  database = `disha_t_m${randomBytes(5).toString('hex')}`;
  admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${database}"`);
  const u = new URL(TEST_DATABASE_URL);
  u.pathname = `/${database}`;
  url = u.toString();
  pool = new pg.Pool({ connectionString: url, max: 2 });

  // The migrations up to (not including) this one: a copy of the folder whose journal stops before it. The
  // lead renumbers migrations on merge, so it is found by its name.
  mkdirSync(join(PROJECT_ROOT, '.data'), { recursive: true });
  before = mkdtempSync(join(PROJECT_ROOT, '.data', 'migrations-before-'));
  cpSync(MIGRATIONS, before, { recursive: true });
  const journal = JSON.parse(readFileSync(join(before, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const at = journal.entries.findIndex((e) => e.tag.endsWith(`_${TAG}`));
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(join(before, 'meta/_journal.json'), JSON.stringify(journal));
  await runMigrations(url, before);
});

afterAll(async () => {
  await pool?.end();
  if (before) rmSync(before, { recursive: true, force: true });
  if (admin) await dropDatabase(admin, database);
  await admin?.end();
});

const one = async (sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows[0];

async function career(slug: string, status: 'PUBLISHED' | 'DRAFT') {
  const field =
    (await one(`SELECT id FROM fields WHERE name = 'Science'`)) ??
    (await one(`INSERT INTO fields (name) VALUES ('Science') RETURNING id`));
  const { id } = await one(
    `INSERT INTO careers (slug, name, field_id, header_description, logo, logo_bg, selling_price_paise, strike_price_paise)
     VALUES ($1, $1, $2, 'x', '/media/x.svg', '#eeeeee', 49900, 49900) RETURNING id`,
    [slug, field.id],
  );
  const instructions = { heading: 'Before you start', instructions_type: 'bullets', content: ['Watch', 'Rate'] };
  await pool.query(
    `INSERT INTO career_contents (career_id, instructions, subjects_aligned, status) VALUES ($1, $2, $3, $4)`,
    [id, instructions, ['Biology', 'English'], status],
  );
  // Positions out of insertion order, so the version's order is the positions'.
  const second = await one(
    `INSERT INTO career_sections (career_id, position, name) VALUES ($1, 20, 'Career Day') RETURNING id`,
    [id],
  );
  const first = await one(
    `INSERT INTO career_sections (career_id, position, name) VALUES ($1, 10, 'Career Tasks') RETURNING id`,
    [id],
  );
  const sub = async (section: string, position: number, type: number, content: object, meta: object = {}) =>
    (
      await one(
        `INSERT INTO career_subsections (section_id, position, type, content, meta) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [section, position, type, content, meta],
      )
    ).id as string;
  const rating2 = await sub(first.id, 3, 2, { question: 'Second statement', timer: 30 });
  const videoId = await sub(
    first.id,
    1,
    1,
    { video: { all: '/media/v.webm' }, duration: 6 },
    { gender: { all: true } },
  );
  const rating1 = await sub(first.id, 2, 2, { question: 'First statement', timer: 30 });
  const choiceId = await sub(second.id, 1, 3, { question: 'Pick', options: ['A', 'B'], timer: 45 });
  return {
    id: id as string,
    instructions,
    sections: [first.id as string, second.id as string],
    subs: { videoId, rating1, rating2, choiceId },
  };
}

async function enrol(userId: string, careerId: string, set = '') {
  return (
    await one(`INSERT INTO user_careers (user_id, career_id, source) VALUES ($1, $2, 'free') RETURNING id`, [
      userId,
      careerId,
    ]).then(async (row) => {
      if (set) await pool.query(`UPDATE user_careers SET ${set} WHERE id = $1`, [row.id]);
      return row;
    })
  ).id as string;
}

it('makes every PUBLISHED test its version 1, pins the attempts begun on it, and leaves the rest', async () => {
  const published = await career('published-career', 'PUBLISHED');
  const draft = await career('draft-career', 'DRAFT');
  const [a, b, c, d, e] = await Promise.all([1, 2, 3, 4, 5].map(() => insertUser(pool, 'student')));
  const underWay = await enrol(a, published.id, `status = 'IN_PROGRESS', started_at = now(), step_started_at = now()`);
  await pool.query(
    `INSERT INTO assessment_steps (user_career_id, subsection_id, ordinal, type) VALUES ($1, $2, 0, 1)`,
    [underWay, published.subs.videoId],
  );
  const opened = await enrol(b, published.id, `step_started_at = now()`);
  const scored = await enrol(
    c,
    published.id,
    `status = 'COMPLETED', started_at = now(), finished_at = now(), completed_at = now()`,
  );
  const untouched = await enrol(d, published.id);
  const left = await enrol(e, published.id, `status = 'ABANDONED'`);
  const onDraft = await enrol(a, draft.id, `step_started_at = now()`);
  // When the test was last changed (the old triggers moved it with each section and subsection written).
  const changed = (await one(`SELECT updated_at FROM career_contents WHERE career_id = $1`, [published.id])).updated_at;

  await runMigrations(url, MIGRATIONS);

  const versions = (await pool.query(`SELECT * FROM career_content_versions ORDER BY career_id`)).rows;
  expect(versions).toHaveLength(1);
  const [v1] = versions;
  expect(v1).toMatchObject({
    career_id: published.id,
    number: 1,
    published_by: null,
    published_at: changed,
  });
  expect(v1.content).toEqual({
    instructions: published.instructions,
    subjectsAligned: ['Biology', 'English'],
    sections: [
      {
        id: published.sections[0],
        name: 'Career Tasks',
        maximum: 10,
        remarks: null,
        subsections: [
          {
            id: published.subs.videoId,
            type: 1,
            content: { video: { all: '/media/v.webm' }, duration: 6 },
            meta: { gender: { all: true } },
          },
          { id: published.subs.rating1, type: 2, content: { question: 'First statement', timer: 30 }, meta: {} },
          { id: published.subs.rating2, type: 2, content: { question: 'Second statement', timer: 30 }, meta: {} },
        ],
      },
      {
        id: published.sections[1],
        name: 'Career Day',
        maximum: 0,
        remarks: null,
        subsections: [
          {
            id: published.subs.choiceId,
            type: 3,
            content: { question: 'Pick', options: ['A', 'B'], timer: 45 },
            meta: {},
          },
        ],
      },
    ],
  });

  const pins = Object.fromEntries(
    (await pool.query(`SELECT id, content_version_id FROM user_careers`)).rows.map((r) => [r.id, r.content_version_id]),
  );
  expect(pins).toEqual({
    [underWay]: v1.id,
    [opened]: v1.id,
    [scored]: v1.id,
    [untouched]: null,
    [left]: null,
    [onDraft]: null,
  });

  // A step no longer hangs on the draft's row: the draft may lose the subsection an attempt answered.
  await pool.query(`DELETE FROM career_subsections WHERE id = $1`, [published.subs.videoId]);
  expect((await pool.query(`SELECT 1 FROM assessment_steps WHERE user_career_id = $1`, [underWay])).rowCount).toBe(1);

  // The draft's version is the console's lock now, moved by its writes only, not by triggers.
  const version = async () =>
    (await one(`SELECT version FROM career_contents WHERE career_id = $1`, [draft.id])).version;
  const was = await version();
  await pool.query(`UPDATE career_sections SET name = 'Career Days' WHERE id = $1`, [draft.sections[1]]);
  await pool.query(`UPDATE career_contents SET subjects_aligned = '{}' WHERE career_id = $1`, [draft.id]);
  expect(await version()).toBe(was);
});
