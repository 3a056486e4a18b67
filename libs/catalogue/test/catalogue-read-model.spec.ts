import { createDatabase, insertCareerAliases, type DatabaseHandle } from '@app/db';
import { CareerRepository } from '../src/career.repository.js';
import { CatalogueReadModel } from '../src/catalogue-read-model.js';
import { createTestEnv, type TestEnv } from '../../../test/support/test-env.js';

let env: TestEnv;
let handle: DatabaseHandle;
let repository: CareerRepository;
let fieldId: string;

beforeAll(async () => {
  env = await createTestEnv();
  handle = createDatabase(env.databaseUrl, 4);
  repository = new CareerRepository(handle.db);
  fieldId = (await sql('SELECT id FROM fields ORDER BY sort_order LIMIT 1'))[0].id;
});

afterAll(async () => {
  await handle?.pool.end();
  await env?.cleanup();
});

async function sql(text: string, values: unknown[] = []) {
  return (await handle.pool.query(text, values)).rows;
}

const version = () => repository.catalogueVersion();
let seq = 0;
async function addCareers(names: string[], published = true): Promise<string[]> {
  const rows = await sql(
    `INSERT INTO careers (slug, name, field_id, header_description, logo, logo_bg, selling_price_paise, strike_price_paise, published)
     SELECT 'rm-' || n || '-' || $3::int, n, $1, 'A test career', '/media/logos/x.svg', '#eeeeee', 49900, 59900, $4
       FROM unnest($2::text[]) AS n RETURNING id`,
    [fieldId, names, (seq += 1), published],
  );
  return rows.map((r) => r.id as string);
}

describe('catalogue_version', () => {
  it('moves once per statement that changes careers or fields, and not on reads', async () => {
    const start = await version();
    await addCareers(['Rm One', 'Rm Two', 'Rm Three']);
    expect(await version()).toBe(start + 1);
    await sql(`UPDATE careers SET header_description = 'Edited' WHERE slug LIKE 'rm-%'`);
    await sql(`UPDATE fields SET name = name WHERE id = $1`, [fieldId]);
    await sql(`DELETE FROM careers WHERE name = 'Rm Three'`);
    expect(await version()).toBe(start + 4);
    await sql('SELECT * FROM careers');
    expect(await version()).toBe(start + 4);
  });

  it('moves on changes to the course and the reviews too: their public answers are cached as well', async () => {
    const start = await version();
    await sql(`UPDATE courses SET title = title || ''`);
    await sql(`UPDATE reviews SET hidden = true WHERE false`);
    await sql(`INSERT INTO reviews (name, text, rating) VALUES ('Rm Reviewer', 'Fine', 4.5)`);
    await sql(`DELETE FROM reviews WHERE name = 'Rm Reviewer'`);
    expect(await version()).toBe(start + 4);
  });

  it('does not move on a start whose seed has no alias to fill in, and moves once when it has', async () => {
    const start = await version();
    await insertCareerAliases(handle.db);
    expect(await version()).toBe(start);
    await sql(`UPDATE careers SET aliases = '{}' WHERE slug IN ('chef', 'lawyer')`);
    await insertCareerAliases(handle.db);
    expect(await version()).toBe(start + 2);
    const rows = await sql(`SELECT slug, aliases FROM careers WHERE slug IN ('chef', 'lawyer') ORDER BY slug`);
    expect(
      rows.map((r) => [r.slug, (r.aliases as string[]).includes('Cook') || (r.aliases as string[]).includes('LLB')]),
    ).toEqual([
      ['chef', true],
      ['lawyer', true],
    ]);
  });

  it('does not move when the change rolls back', async () => {
    const start = await version();
    const client = await handle.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(`UPDATE careers SET name = name || '!'`);
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
    expect(await version()).toBe(start);
  });
});

describe('CatalogueReadModel', () => {
  it('holds what the database would answer: pages in display order, then name, and the published careers only', async () => {
    const [hidden] = await addCareers(['Rm Hidden'], false);
    // Chef and Lawyer brought forward by staff, Dentist sent back, the rest in between.
    await sql(
      `UPDATE careers SET display_order = CASE slug WHEN 'chef' THEN 0 WHEN 'lawyer' THEN 0 WHEN 'dentist' THEN 2 ELSE 1 END`,
    );
    const snapshot = await new CatalogueReadModel(repository).current();
    const expected = await sql('SELECT id FROM careers WHERE published ORDER BY display_order, name, id');
    expect(snapshot.count()).toBe(expected.length);
    expect(snapshot.page(0, expected.length).map((c) => c._id)).toEqual(expected.map((r) => r.id));
    expect(snapshot.page(0, 2).map((c) => c.name)).toEqual(['Chef', 'Lawyer']);
    expect(snapshot.page(expected.length - 1, 1).map((c) => c.name)).toEqual(['Dentist (BDS)']);
    expect(snapshot.career(hidden)).toBeUndefined();
    const byField = await sql(
      'SELECT id FROM careers WHERE published AND field_id = $1 ORDER BY display_order, name, id',
      [fieldId],
    );
    expect(snapshot.page(2, 5, fieldId).map((c) => c._id)).toEqual(byField.slice(2, 7).map((r) => r.id));
    await sql(`UPDATE careers SET display_order = 0`);
  });

  it('finds every career whose name or an alias holds the text, as ILIKE would, first', async () => {
    await addCareers(['Zeta Engineer', 'Engineering Manager', 'Civil Engineer', 'Big Data Engineer']);
    await sql(`UPDATE careers SET aliases = '{CA,सीए}' WHERE slug = 'chartered-accountant'`);
    const snapshot = await new CatalogueReadModel(repository).current();
    for (const text of ['engineer', 'ENG', 'doc', 'ist', 'xyzzy']) {
      const rows = await sql(
        `SELECT id FROM careers WHERE published
            AND (name ILIKE '%' || $1 || '%' OR EXISTS (SELECT 1 FROM unnest(aliases) a WHERE a ILIKE '%' || $1 || '%'))`,
        [text],
      );
      const found = snapshot.search(text, 100).map((c) => c._id);
      expect([text, new Set(found.slice(0, rows.length))]).toEqual([text, new Set(rows.map((r) => r.id))]);
    }
    const [ca] = await sql(`SELECT id FROM careers WHERE slug = 'chartered-accountant'`);
    expect(snapshot.search('ca', 1).map((c) => c._id)).toEqual([ca.id]);
    expect(snapshot.search('सीए', 10).map((c) => c._id)).toEqual([ca.id]);
  });

  it('keeps its snapshot until the catalogue changes, then reloads it', async () => {
    const model = new CatalogueReadModel(repository);
    const first = await model.current();
    expect(await model.refresh()).toBe(first);
    const [id] = await addCareers(['Rm Newly Added']);
    expect(first.career(id)).toBeUndefined();
    const next = await model.refresh();
    expect(next).not.toBe(first);
    expect(next.career(id)?.name).toBe('Rm Newly Added');
    expect(await model.current()).toBe(next);

    await sql('UPDATE careers SET published = false WHERE id = $1', [id]);
    expect((await model.refresh()).career(id)).toBeUndefined();
  });

  it('loads once for callers that ask together', async () => {
    class CountingRepository extends CareerRepository {
      loads = 0;
      override listPublished() {
        this.loads += 1;
        return super.listPublished();
      }
    }
    const counting = new CountingRepository(handle.db);
    const model = new CatalogueReadModel(counting);
    const snapshots = await Promise.all([model.current(), model.current(), model.refresh(), model.current()]);
    expect(new Set(snapshots).size).toBe(1);
    expect(counting.loads).toBe(1);
  });

  it('tells its listeners when a snapshot of another version replaces the one it had, after the swap', async () => {
    const model = new CatalogueReadModel(repository);
    await model.current();
    const [id] = await addCareers(['Rm Announced']);
    // What a listener finds when it looks is the new snapshot (the response cache is cleared only then).
    const seen: string[] = [];
    const off = model.onChange(() => void model.current().then((s) => seen.push(s.career(id)?.name ?? 'missing')));
    await model.refresh();
    await model.refresh(); // unchanged: no call
    await new Promise((r) => setImmediate(r));
    expect(seen).toEqual(['Rm Announced']);
    off();
    await sql(`UPDATE careers SET name = 'Rm Announced Again' WHERE id = $1`, [id]);
    await model.refresh();
    await new Promise((r) => setImmediate(r));
    expect(seen).toEqual(['Rm Announced']);
  });

  it('checks by itself once the application has started, and stops at shutdown', async () => {
    const model = new CatalogueReadModel(repository);
    model.onApplicationBootstrap();
    try {
      const first = await model.current();
      const [id] = await addCareers(['Rm Found By The Timer']);
      const deadline = Date.now() + 5_000;
      while (!(await model.current()).career(id) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect((await model.current()).career(id)).toBeDefined();
      expect(await model.current()).not.toBe(first);
    } finally {
      model.onApplicationShutdown();
    }
  });
});
