import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import {
  CERTIFICATION_COURSE_ID,
  type AdminCareer,
  type AdminCourse,
  type AdminField,
  type AdminReview,
  type Career,
  type CareerContentResponse,
  type CareerListResponse,
  type CertificationCourseResponse,
  type MyCareersResponse,
  type Review,
} from '@app/contracts';
import { json } from '../../../test/support/apps.js';
import { createAssessmentCareer, enrol, rating } from '../../../test/support/assessment-content.js';
import { startStack, type TestStack } from '../../../test/support/stack.js';
import { eventually } from '../../../test/support/test-env.js';
import { createSignedInUser, type TestUser } from '../../../test/support/users.js';

/**
 * Issue 11's catalogue resources of the console (/api/admin/careers, fields, courses, reviews) through HTTP on
 * real PostgreSQL: the dialect (filters, sorts, ranges and their 400s), every call, validation messages per field,
 * the version rule, Clone, delete refusals, audit rows, and what the public site and students see after an edit.
 */

type Err = { statusCode: number; code: string; message: string; errors?: { field: string; message: string }[] };

let stack: TestStack;
let app: NestFastifyApplication;
let db: pg.Pool;
let editor: TestUser;
let admin: TestUser;
let counsellor: TestUser;
let fieldIds: Record<string, string>;

beforeAll(async () => {
  stack = await startStack();
  ({ app, db } = stack);
  editor = await createSignedInUser(app, db, 'content_editor', { prefix: 'editor' });
  admin = await createSignedInUser(app, db, 'admin', { prefix: 'admin' });
  counsellor = await createSignedInUser(app, db, 'counsellor', { prefix: 'couns' });
  const { rows } = await db.query('SELECT id, name FROM fields');
  fieldIds = Object.fromEntries(rows.map((r) => [r.name as string, r.id as string]));
});

afterAll(() => stack?.stop());

async function call<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  user: TestUser = editor,
) {
  const res = await app.inject({
    method,
    url,
    headers: { authorization: user.token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  return {
    status: res.statusCode,
    body: (res.body ? JSON.parse(res.body) : undefined) as T,
    range: res.headers['content-range'],
  };
}

/** A list URL in the dialect, each parameter JSON as ra-data-simple-rest sends it. */
function listUrl(resource: string, params: { sort?: unknown; range?: unknown; filter?: unknown } = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) query.set(key, JSON.stringify(value));
  const qs = query.toString();
  return `/api/admin/${resource}${qs ? `?${qs}` : ''}`;
}

const sql = async (text: string, values: unknown[] = []) => (await db.query(text, values)).rows;
const totalOf = (range: string | undefined) => Number(range?.split('/')[1]);

let seq = 0;
/** A career as a content editor's form would post it. */
function careerBody(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return {
    name: `Admin Test Career ${process.pid} ${seq}`,
    fieldId: fieldIds.Science,
    headerDescription: 'Designs the systems that keep data flowing.',
    logo: '/media/logos/data-scientist.svg',
    logoBg: '#1A73E8',
    strikePrice: 1499,
    sellingPrice: 999.5,
    trial: true,
    properties: [
      { type: 'list', list_type: 'bullets', header: 'Skills', content: ['Python', 'SQL'] },
      { type: 'title_body', header: 'Pay', body: 'Good' },
    ],
    aliases: ['ATC'],
    displayOrder: 3,
    published: true,
    ...overrides,
  };
}

const createCareer = async (overrides: Record<string, unknown> = {}) => {
  const res = await call<AdminCareer>('POST', '/api/admin/careers', careerBody(overrides));
  expect(res.status).toBe(201);
  return res.body;
};

/** The audit rows of one record, oldest first. */
const auditOf = (resource: string, id: string) =>
  sql(
    `SELECT action, username, role, before, after, ip FROM audit_log WHERE resource = $1 AND resource_id = $2 ORDER BY at, id`,
    [resource, id],
  );

/** The record as GET answers it, less its id: what react-admin's Clone posts. */
const cloneOf = <T extends { id: string }>(record: T) => {
  const { id: _id, ...rest } = record;
  return rest;
};

describe('GET /api/admin/careers (the dialect)', () => {
  it('answers a page as a bare array with Content-Range, sorted by name by default', async () => {
    const [{ n }] = await sql('SELECT count(*)::int AS n FROM careers');
    const res = await call<AdminCareer[]>('GET', listUrl('careers', { range: [0, 9] }));
    expect(res.status).toBe(200);
    expect(res.range).toBe(`careers 0-9/${n}`);
    expect(res.body).toHaveLength(10);
    const names = await sql('SELECT name FROM careers ORDER BY name, id LIMIT 10');
    expect(res.body.map((c) => c.name)).toEqual(names.map((r) => r.name));
    expect(Object.keys(res.body[0]).sort()).toEqual(
      [
        'id',
        'name',
        'slug',
        'fieldId',
        'fieldName',
        'headerDescription',
        'logo',
        'logoBg',
        'strikePrice',
        'sellingPrice',
        'trial',
        'properties',
        'aliases',
        'displayOrder',
        'published',
        'hasPublishedContent',
        'version',
        'createdAt',
        'updatedAt',
      ].sort(),
    );
  });

  it('pages by range without overlap, and answers an empty page past the end', async () => {
    const first = await call<AdminCareer[]>('GET', listUrl('careers', { sort: ['name', 'ASC'], range: [0, 4] }));
    const second = await call<AdminCareer[]>('GET', listUrl('careers', { sort: ['name', 'ASC'], range: [5, 9] }));
    const both = await call<AdminCareer[]>('GET', listUrl('careers', { sort: ['name', 'ASC'], range: [0, 9] }));
    expect(second.range).toBe(`careers 5-9/${totalOf(first.range)}`);
    expect([...first.body, ...second.body].map((c) => c.id)).toEqual(both.body.map((c) => c.id));
    const past = await call<AdminCareer[]>('GET', listUrl('careers', { range: [100_000, 100_009] }));
    expect(past.status).toBe(200);
    expect(past.body).toEqual([]);
    expect(past.range).toBe(`careers */${totalOf(first.range)}`);
    // A search's page past the end still says how many it found.
    const found = await call('GET', listUrl('careers', { filter: { q: 'engineer' }, range: [0, 0] }));
    const pastFound = await call('GET', listUrl('careers', { filter: { q: 'engineer' }, range: [10_000, 10_009] }));
    expect(totalOf(found.range)).toBeGreaterThan(1);
    expect(pastFound).toMatchObject({ status: 200, body: [], range: `careers */${totalOf(found.range)}` });
    expect((await call('GET', listUrl('careers', { filter: { q: 'xyzzy' } }))).range).toBe('careers */0');
  });

  it.each([
    ['name', 'ASC', 'c.name, c.id'],
    ['name', 'DESC', 'c.name DESC, c.id DESC'],
    ['id', 'ASC', 'c.id'],
    ['displayOrder', 'ASC', 'c.display_order, c.name, c.id'],
    ['sellingPrice', 'DESC', 'c.selling_price_paise DESC, c.name DESC, c.id DESC'],
    ['updatedAt', 'DESC', 'c.updated_at DESC, c.name DESC, c.id DESC'],
    ['published', 'ASC', 'c.published, c.name, c.id'],
    ['fieldName', 'ASC', 'f.name, c.name, c.id'],
    ['fieldName', 'DESC', 'f.name DESC, c.name DESC, c.id DESC'],
  ])('sorts by %s %s as ORDER BY %s would', async (field, order, orderBy) => {
    const res = await call<AdminCareer[]>('GET', listUrl('careers', { sort: [field, order], range: [0, 199] }));
    expect(res.status).toBe(200);
    const expected = await sql(
      `SELECT c.id FROM careers c JOIN fields f ON f.id = c.field_id ORDER BY ${orderBy} LIMIT 200`,
    );
    expect(res.body.map((c) => c.id)).toEqual(expected.map((r) => r.id));
  });

  it.each([
    ['engineer', 'sellingPrice', 'DESC', 'c.selling_price_paise DESC, c.name DESC, c.id DESC'],
    ['engineer', 'id', 'ASC', 'c.id'],
    ['engineer', 'published', 'DESC', 'c.published DESC, c.name DESC, c.id DESC'],
    ['engineer', 'updatedAt', 'ASC', 'c.updated_at, c.name, c.id'],
    ['an', 'fieldName', 'DESC', 'f.name DESC, c.name DESC, c.id DESC'],
    ['an', 'name', 'ASC', 'c.name, c.id'],
  ])('searches %s sorted by %s %s as ORDER BY %s would', async (q, field, order, orderBy) => {
    const res = await call<AdminCareer[]>(
      'GET',
      listUrl('careers', { filter: { q }, sort: [field, order], range: [0, 99] }),
    );
    const expected = await sql(
      `SELECT c.id FROM careers c JOIN fields f ON f.id = c.field_id WHERE c.search_text LIKE $1 ORDER BY ${orderBy} LIMIT 100`,
      [`%${q}%`],
    );
    expect(expected.length).toBeGreaterThan(1);
    expect(res.body.map((c) => c.id)).toEqual(expected.map((r) => r.id));
  });

  it('searches the name, the slug and the other names, in any case, with wildcards taken literally', async () => {
    await sql(`UPDATE careers SET aliases = '{CA,सीए}' WHERE slug = 'chartered-accountant'`);
    const search = async (q: string) =>
      (await call<AdminCareer[]>('GET', listUrl('careers', { filter: { q }, range: [0, 999] }))).body;
    expect((await search('CHARTERED')).map((c) => c.slug)).toContain('chartered-accountant');
    expect((await search('ered-acc')).map((c) => c.slug)).toEqual(['chartered-accountant']);
    expect((await search('सीए')).map((c) => c.slug)).toEqual(['chartered-accountant']);
    for (const c of await search('engineer'))
      expect(`${c.name} ${c.slug} ${c.aliases.join(' ')}`.toLowerCase()).toContain('engineer');
    const [{ n }] = await sql(`SELECT count(*)::int AS n FROM careers WHERE search_text LIKE '%engineer%'`);
    expect((await call('GET', listUrl('careers', { filter: { q: 'Engineer' } }))).range).toMatch(new RegExp(`/${n}$`));
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    // A name and a slug are not one text: a search across their boundary finds nothing.
    expect(await search('accountant chartered')).toEqual([]);
  });

  it('filters by field, by published state and by ids (getMany), and combines them', async () => {
    const draft = await createCareer({ published: false, fieldId: fieldIds.Arts });
    const arts = await call<AdminCareer[]>(
      'GET',
      listUrl('careers', { filter: { fieldId: fieldIds.Arts }, range: [0, 999] }),
    );
    expect(arts.body.length).toBeGreaterThan(1);
    for (const c of arts.body) expect(c.fieldName).toBe('Arts');
    const drafts = await call<AdminCareer[]>(
      'GET',
      listUrl('careers', { filter: { published: false, fieldId: fieldIds.Arts }, range: [0, 999] }),
    );
    expect(drafts.body.map((c) => c.id)).toContain(draft.id);
    for (const c of drafts.body) expect(c.published).toBe(false);
    const [a, b] = (await call<AdminCareer[]>('GET', listUrl('careers', { range: [0, 1] }))).body;
    const many = await call<AdminCareer[]>(
      'GET',
      listUrl('careers', { filter: { id: [b.id, a.id.toUpperCase()] }, sort: ['name', 'ASC'] }),
    );
    expect(many.body.map((c) => c.id)).toEqual([a.id, b.id]);
    expect(many.range).toBe('careers 0-1/2');
    // react-admin sends an emptied filter as "": no filter.
    const all = await call('GET', listUrl('careers', { filter: { q: '', published: '' } }));
    expect(totalOf(all.range)).toBe((await sql('SELECT count(*)::int AS n FROM careers'))[0].n);
  });

  it.each([
    [
      { sort: ['price', 'ASC'] },
      'Cannot sort by price; sort by one of id, name, displayOrder, sellingPrice, updatedAt, published, fieldName',
    ],
    [{ sort: ['name', 'UP'] }, 'sort order must be ASC or DESC'],
    [{ sort: 'name' }, 'sort must be ["field","ASC" or "DESC"]'],
    [{ range: [5, 2] }, 'range must be [start, end]: two whole numbers from 0, end not before start'],
    [{ range: [-1, 3] }, 'range must be [start, end]: two whole numbers from 0, end not before start'],
    [{ range: [0, 5000] }, 'range may span at most 1000 records'],
    [{ filter: { nope: 1 } }, 'Cannot filter by nope; filter by q, fieldId, published, hasPublishedContent, id'],
    [{ filter: { fieldId: 'science' } }, 'filter fieldId must be an id'],
    [{ filter: { published: 'maybe' } }, 'filter published must be true or false'],
    [{ filter: { id: ['x'] } }, 'filter id must be a list of at most 1000 ids'],
    [{ filter: [] }, 'filter must be an object'],
  ])('answers 400 BAD_LIST_QUERY for %j', async (params, message) => {
    const res = await call<Err>('GET', listUrl('careers', params));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, code: 'BAD_LIST_QUERY', message });
  });

  it('answers 400 BAD_LIST_QUERY for JSON that does not parse', async () => {
    const res = await call<Err>('GET', '/api/admin/careers?sort=%5Bname');
    expect(res.body).toEqual({ statusCode: 400, code: 'BAD_LIST_QUERY', message: 'sort is not valid JSON' });
  });
});

describe('GET, POST, PUT and DELETE /api/admin/careers', () => {
  it('creates a career (201): prices in rupees kept as paise, the slug made from the name, an audit row', async () => {
    const body = careerBody({ name: 'Drone Pilot (Agri)' });
    const res = await call<AdminCareer>('POST', '/api/admin/careers', body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      ...body,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      slug: 'drone-pilot-agri',
      fieldName: 'Science',
      hasPublishedContent: false,
      version: 1,
    });
    const [row] = await sql('SELECT selling_price_paise, strike_price_paise FROM careers WHERE id = $1', [res.body.id]);
    expect(row).toEqual({ selling_price_paise: 99_950, strike_price_paise: 149_900 });
    expect(await call('GET', `/api/admin/careers/${res.body.id}`)).toEqual({
      status: 200,
      body: res.body,
      range: undefined,
    });
    const audit = await auditOf('careers', res.body.id);
    expect(audit).toEqual([
      {
        action: 'create',
        username: editor.username,
        role: 'content_editor',
        before: null,
        after: expect.objectContaining({ name: 'Drone Pilot (Agri)', sellingPrice: 999.5, slug: 'drone-pilot-agri' }),
        ip: '127.0.0.1',
      },
    ]);
    // The same name again: the slug is kept unique.
    expect((await createCareer({ name: 'Drone Pilot (Agri)' })).slug).toBe('drone-pilot-agri-2');
    // A draft by default; a name with no Latin letters gets a slug all the same.
    const hindi = await call<AdminCareer>('POST', '/api/admin/careers', {
      ...careerBody({ name: 'पायलट' }),
      published: undefined,
    });
    expect(hindi.body).toMatchObject({ slug: expect.stringMatching(/^career(-\d+)?$/), published: false });
  });

  it('clones: a record as GET answers it, less its id, is a valid POST; a PUT of a record as returned, changed, works', async () => {
    const original = await createCareer();
    const got = (await call<AdminCareer>('GET', `/api/admin/careers/${original.id}`)).body;
    const clone = await call<AdminCareer>('POST', '/api/admin/careers', cloneOf(got));
    expect(clone.status).toBe(201);
    expect(clone.body.id).not.toBe(original.id);
    const same = (c: AdminCareer) => {
      const { id: _i, slug: _s, version: _v, createdAt: _c, updatedAt: _u, ...rest } = c;
      return rest;
    };
    expect(same(clone.body)).toEqual(same(got));
    expect(clone.body.slug).toBe(`${got.slug}-2`);

    const edited = await call<AdminCareer>('PUT', `/api/admin/careers/${clone.body.id}`, {
      ...clone.body,
      name: 'Cloned and renamed',
      properties: [{ type: 'title_body', header: 'New', body: 'Text' }],
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Cloned and renamed', slug: clone.body.slug, version: 2 });
    expect(edited.body.properties).toEqual([{ type: 'title_body', header: 'New', body: 'Text' }]);
    expect(Date.parse(edited.body.updatedAt)).toBeGreaterThan(Date.parse(clone.body.updatedAt));
  });

  it('edits with the version read; a stale version is a 409 and nothing is overwritten', async () => {
    const career = await createCareer();
    const first = await call<AdminCareer>('PUT', `/api/admin/careers/${career.id}`, {
      ...career,
      sellingPrice: 1199,
    });
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(career.version + 1);
    // A second editor still holds the record as it was.
    const stale = await call<Err>('PUT', `/api/admin/careers/${career.id}`, { ...career, name: 'Lost edit' });
    expect(stale).toEqual({
      status: 409,
      body: { statusCode: 409, code: 'VERSION_CONFLICT', message: 'Changed by someone else; reload' },
      range: undefined,
    });
    const now = (await call<AdminCareer>('GET', `/api/admin/careers/${career.id}`)).body;
    expect(now).toEqual(first.body);
    // Only the changed fields are in the audit row of the edit, and the refused one left none.
    const audit = await auditOf('careers', career.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'edit']);
    expect(audit[1]).toMatchObject({ before: { sellingPrice: 999.5 }, after: { sellingPrice: 1199 } });
    // Without a version, a PUT cannot be checked.
    const { version: _v, ...noVersion } = now;
    expect((await call<Err>('PUT', `/api/admin/careers/${career.id}`, noVersion)).body).toMatchObject({
      statusCode: 400,
      errors: [{ field: 'version', message: 'version is required' }],
    });
  });

  it('keeps the slug when a PUT leaves it out (or empties it), and refuses one another career has', async () => {
    const a = await createCareer();
    const b = await createCareer();
    const kept = await call<AdminCareer>('PUT', `/api/admin/careers/${a.id}`, { ...a, slug: null, name: 'Renamed A' });
    expect(kept.body).toMatchObject({ slug: a.slug, name: 'Renamed A' });
    const emptied = await call<AdminCareer>('PUT', `/api/admin/careers/${a.id}`, { ...kept.body, slug: '' });
    expect(emptied.body.slug).toBe(a.slug);
    const taken = await call<Err>('PUT', `/api/admin/careers/${a.id}`, { ...emptied.body, slug: b.slug });
    expect(taken.status).toBe(400);
    expect(taken.body.errors).toEqual([{ field: 'slug', message: 'Another career has this slug' }]);
    const moved = await call<AdminCareer>('PUT', `/api/admin/careers/${a.id}`, {
      ...emptied.body,
      slug: 'a-new-address',
    });
    expect(moved.body.slug).toBe('a-new-address');
  });

  it('never answers a 500 when a create and a rename race for the same `<slug>-<n>` (run 15 times)', async () => {
    for (let round = 0; round < 15; round++) {
      const base = `race-${process.pid}-${round}`;
      await call('POST', '/api/admin/careers', careerBody({ slug: base }));
      const other = (await call<AdminCareer>('POST', '/api/admin/careers', careerBody())).body;
      // The create picks `<base>-2` while the rename asks for that very slug.
      const [created, renamed] = await Promise.all([
        call<AdminCareer>('POST', '/api/admin/careers', careerBody({ slug: base })),
        call<AdminCareer>('PUT', `/api/admin/careers/${other.id}`, { ...other, slug: `${base}-2` }),
      ]);
      expect(created.status).toBe(201);
      expect([200, 400]).toContain(renamed.status);
      const slugs = (await sql(`SELECT slug FROM careers WHERE slug LIKE $1`, [`${base}%`])).map((r) => r.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
  });

  it.each([
    [{ name: '' }, 'name', 'Name is required'],
    [{ name: 'x'.repeat(121) }, 'name', 'Name must be at most 120 characters'],
    [{ fieldId: 'science' }, 'fieldId', expect.any(String)],
    [{ headerDescription: ' ' }, 'headerDescription', 'Description is required'],
    [{ logo: 'logo.png' }, 'logo', 'Logo must be a path starting with / or an https address'],
    [{ logoBg: 'blue' }, 'logoBg', 'Logo background must be a colour like #1A73E8'],
    [{ strikePrice: -1 }, 'strikePrice', 'Actual price cannot be negative'],
    [{ strikePrice: '1499' }, 'strikePrice', 'Actual price must be a number of rupees'],
    [{ sellingPrice: 99.999 }, 'sellingPrice', 'Selling price can have at most two decimals'],
    [{ sellingPrice: 2000_000 }, 'sellingPrice', 'Selling price must be at most ₹10,00,000'],
    [{ sellingPrice: 1500 }, 'sellingPrice', 'Selling price cannot be above the actual price'],
    [{ slug: 'Not A Slug' }, 'slug', 'Slug may hold lower-case letters, digits and single hyphens'],
    [{ aliases: Array.from({ length: 41 }, (_, i) => `a${i}`) }, 'aliases', 'At most 40 other names'],
    [{ aliases: [''] }, 'aliases.0', 'Alias is required'],
    [{ displayOrder: 1.5 }, 'displayOrder', 'Display order must be a whole number'],
    [{ displayOrder: -1 }, 'displayOrder', 'Display order must be from 0 to 100000'],
    [{ published: 'yes' }, 'published', expect.any(String)],
  ])('refuses %j with the message of its field', async (override, field, message) => {
    const before = (await sql('SELECT count(*)::int AS n FROM careers'))[0].n;
    const res = await call<Err>('POST', '/api/admin/careers', careerBody(override));
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ field, message });
    expect((await sql('SELECT count(*)::int AS n FROM careers'))[0].n).toBe(before);
  });

  it('names every missing field of an empty body, and a field that does not exist', async () => {
    const empty = await call<Err>('POST', '/api/admin/careers', {});
    expect(empty.body.errors?.map((e) => e.field).sort()).toEqual(
      ['name', 'fieldId', 'headerDescription', 'logo', 'logoBg', 'strikePrice', 'sellingPrice'].sort(),
    );
    const unknownField = await call<Err>(
      'POST',
      '/api/admin/careers',
      careerBody({ fieldId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.errors).toEqual([{ field: 'fieldId', message: 'Choose a field that exists' }]);
  });

  it('answers 404 for an unknown career and 400 for a malformed id', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', careerBody({ version: 1 })],
      ['DELETE', undefined],
    ] as const) {
      const res = await call<Err>(method, `/api/admin/careers/${unknown}`, body);
      expect([method, res.status, res.body.message]).toEqual([method, 404, 'Career not found']);
    }
    expect((await call('GET', '/api/admin/careers/nope')).status).toBe(400);
  });

  it('deletes a career nobody has used (answering it), with an audit row', async () => {
    const career = await createCareer();
    const res = await call<AdminCareer>('DELETE', `/api/admin/careers/${career.id}`);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(career.id);
    expect(await sql('SELECT id FROM careers WHERE id = $1', [career.id])).toEqual([]);
    const audit = await auditOf('careers', career.id);
    expect(audit.map((a) => [a.action, a.after])).toEqual([
      ['create', expect.anything()],
      ['delete', null],
    ]);
    expect(audit[1].before).toMatchObject({ name: career.name });
  });

  it('refuses to delete a career someone is enrolled in, or that a classroom, a cart or an order holds (409 IN_USE)', async () => {
    const student = await createSignedInUser(app, db, 'student', { prefix: 'inuse' });
    const school = (await sql(`INSERT INTO schools (name, campus_id) VALUES ('Delete School', 'DEL') RETURNING id`))[0]
      .id;
    const cases: [string, (careerId: string) => Promise<unknown>, string][] = [
      ['enrolled', (id) => enrol(db, student.id, id), '1 student enrolment'],
      [
        'classroom',
        async (id) => {
          const [room] = await sql(
            `INSERT INTO classrooms (school_id, name, class) VALUES ($1, 'Room ' || md5(random()::text), '10') RETURNING id`,
            [school],
          );
          await sql('INSERT INTO classroom_careers (classroom_id, career_id) VALUES ($1, $2)', [room.id, id]);
        },
        '1 classroom',
      ],
      ['cart', (id) => sql('INSERT INTO cart_items (user_id, career_id) VALUES ($1, $2)', [student.id, id]), '1 cart'],
      [
        'order',
        async (id) => {
          const [order] = await sql(
            `INSERT INTO orders (user_id, subtotal_paise, gst_paise, total_paise) VALUES ($1, 100, 18, 118) RETURNING id`,
            [student.id],
          );
          await sql(
            'INSERT INTO order_lines (order_id, career_id, unit_price_paise, total_price_paise) VALUES ($1, $2, 100, 100)',
            [order.id, id],
          );
        },
        '1 order',
      ],
    ];
    for (const [what, use, said] of cases) {
      const career = await createCareer();
      await use(career.id);
      const res = await call<Err>('DELETE', `/api/admin/careers/${career.id}`);
      expect([what, res.status, res.body.code]).toEqual([what, 409, 'IN_USE']);
      expect(res.body.message).toBe(`This career is in use (${said}); unpublish it instead`);
      expect(await sql('SELECT id FROM careers WHERE id = $1', [career.id])).toHaveLength(1);
      expect((await auditOf('careers', career.id)).map((a) => a.action)).toEqual(['create']);
    }
  });

  it('lets a counsellor read careers but not write them, and an admin write them', async () => {
    expect((await call('GET', listUrl('careers', { range: [0, 0] }), undefined, counsellor)).status).toBe(200);
    const refused = await call<Err>('POST', '/api/admin/careers', careerBody(), counsellor);
    expect(refused.status).toBe(403);
    const byAdmin = await call<AdminCareer>('POST', '/api/admin/careers', careerBody(), admin);
    expect(byAdmin.status).toBe(201);
    expect((await auditOf('careers', byAdmin.body.id))[0]).toMatchObject({ role: 'admin', username: admin.username });
  });
});

describe('publishing, unpublishing and the public site', () => {
  const publicCareer = (id: string) => json<Career>(app, 'GET', `/api/platform/careers/${id}`);
  const inPublicList = async (id: string) => {
    const { body } = await json<CareerListResponse>(
      app,
      'GET',
      `/api/platform/careers?pageNum=0&num=50&field=${fieldIds.Science}`,
    );
    const seen = new Set(body[0].careers.map((c) => c._id));
    // The list pages in display order: page through all of the field's careers.
    for (let page = 1; page * 50 < body[0].totalCount; page++) {
      const next = await json<CareerListResponse>(
        app,
        'GET',
        `/api/platform/careers?pageNum=${page}&num=50&field=${fieldIds.Science}`,
      );
      for (const c of next.body[0].careers) seen.add(c._id);
    }
    return seen.has(id);
  };

  it('shows a published career on the public site and hides it again when unpublished', async () => {
    const draft = await createCareer({ published: false, name: 'Zz Public Test Career' });
    expect((await publicCareer(draft.id)).status).toBe(404);
    const published = await call<AdminCareer>('PUT', `/api/admin/careers/${draft.id}`, { ...draft, published: true });
    expect(published.status).toBe(200);
    const shown = await eventually(
      async () => ((await publicCareer(draft.id)).status === 200 ? true : undefined),
      3_000,
    );
    expect(shown).toBe(true);
    expect((await publicCareer(draft.id)).body.public).toMatchObject({
      selling_price: 999.5,
      strike_price: 1499,
      trial: 'true',
    });
    await eventually(() => inPublicList(draft.id), 3_000, 'the career in the public list');

    await call('PUT', `/api/admin/careers/${draft.id}`, { ...published.body, published: false });
    await eventually(async () => ((await publicCareer(draft.id)).status === 404 ? true : undefined), 3_000);
    expect(await inPublicList(draft.id)).toBe(false);
  });

  it('orders the public lists by display order, then name', async () => {
    const career = await createCareer({ name: 'Zzz Brought Forward', displayOrder: 0 });
    await sql(`UPDATE careers SET display_order = 1 WHERE id <> $1 AND display_order = 0`, [career.id]);
    try {
      await eventually(async () => {
        const { body } = await json<CareerListResponse>(app, 'GET', '/api/platform/careers?pageNum=0&num=1');
        return body[0].careers[0]?._id === career.id;
      }, 3_000);
    } finally {
      await sql(`UPDATE careers SET display_order = 0 WHERE display_order = 1`);
    }
  });

  it('keeps an unpublished career for the students enrolled in it: My Careers and the test player still work', async () => {
    const fixture = await createAssessmentCareer(db, { sections: [{ name: 'Interest', steps: [rating(), rating()] }] });
    const student = await createSignedInUser(app, db, 'student', { prefix: 'kept' });
    const userCareerId = await enrol(db, student.id, fixture.careerId);
    const record = (await call<AdminCareer>('GET', `/api/admin/careers/${fixture.careerId}`)).body;
    expect(record.hasPublishedContent).toBe(true);
    expect((await call('PUT', `/api/admin/careers/${fixture.careerId}`, { ...record, published: false })).status).toBe(
      200,
    );
    await eventually(async () => ((await publicCareer(fixture.careerId)).status === 404 ? true : undefined), 3_000);

    const auth = { authorization: student.token };
    const mine = await json<MyCareersResponse>(
      app,
      'GET',
      `/api/platform/mycareers?userId=${student.id}`,
      undefined,
      auth,
    );
    expect(mine.status).toBe(200);
    expect(JSON.stringify(mine.body)).toContain(fixture.careerId);
    const content = await json<CareerContentResponse>(
      app,
      'GET',
      `/api/career/content?userMapCareerId=${userCareerId}`,
      undefined,
      auth,
    );
    expect(content.status).toBe(200);
    const step = fixture.steps[0];
    const submitted = await json(
      app,
      'POST',
      `/api/career/${fixture.careerId}/user/${student.id}/submit`,
      { sectionId: step.sectionId, subSectionId: step.subsectionId, type: 2, questionType: 3, rating: 4 },
      auth,
    );
    expect(submitted.status).toBe(200);
    // The public site does not sell it: it cannot go into a cart.
    const buyer = await createSignedInUser(app, db, 'student', { prefix: 'buyer' });
    const add = await json(
      app,
      'POST',
      `/api/platform/cart?userId=${buyer.id}&careerId=${fixture.careerId}`,
      undefined,
      { authorization: buyer.token },
    );
    expect(add.status).toBe(404);
  });
});

describe('/api/admin/fields', () => {
  it('lists fields with their career counts, searches them, and gets one', async () => {
    const res = await call<AdminField[]>('GET', listUrl('fields', { sort: ['sortOrder', 'ASC'] }));
    expect(res.body.slice(0, 4).map((f) => f.name)).toEqual(['Science', 'Commerce', 'Arts', 'Independent']);
    const [{ n }] = await sql('SELECT count(*)::int AS n FROM careers WHERE field_id = $1', [fieldIds.Arts]);
    expect(res.body.find((f) => f.name === 'Arts')?.careerCount).toBe(n);
    const byCount = await call<AdminField[]>('GET', listUrl('fields', { sort: ['careerCount', 'DESC'] }));
    const counts = byCount.body.map((f) => f.careerCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBeGreaterThan(0);
    const found = await call<AdminField[]>('GET', listUrl('fields', { filter: { q: 'comm' } }));
    expect(found.body.map((f) => f.name)).toEqual(['Commerce']);
    expect(found.range).toBe('fields 0-0/1');
    const one = await call<AdminField>('GET', `/api/admin/fields/${fieldIds.Arts}`);
    expect(one.body).toMatchObject({ id: fieldIds.Arts, name: 'Arts', version: expect.any(Number) });
    expect((await call<Err>('GET', listUrl('fields', { sort: ['careers', 'ASC'] }))).body.code).toBe('BAD_LIST_QUERY');
  });

  it('creates, clones, renames (with its version) and deletes a field without careers; names stay unique', async () => {
    const created = await call<AdminField>('POST', '/api/admin/fields', { name: 'Sports', sortOrder: 9 });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String), name: 'Sports', sortOrder: 9, careerCount: 0, version: 1 });
    const clone = await call<Err>('POST', '/api/admin/fields', cloneOf(created.body));
    expect(clone.status).toBe(400);
    expect(clone.body.errors).toEqual([{ field: 'name', message: 'Another field has this name' }]);
    const cloned = await call<AdminField>('POST', '/api/admin/fields', { ...cloneOf(created.body), name: 'Sports 2' });
    expect(cloned.status).toBe(201);
    expect((await call<Err>('POST', '/api/admin/fields', { name: '' })).body.errors).toEqual([
      { field: 'name', message: 'Name is required' },
    ]);

    const renamed = await call<AdminField>('PUT', `/api/admin/fields/${created.body.id}`, {
      ...created.body,
      name: 'Sports & Games',
    });
    expect(renamed.body).toMatchObject({ name: 'Sports & Games', version: 2 });
    const stale = await call<Err>('PUT', `/api/admin/fields/${created.body.id}`, { ...created.body, name: 'Games' });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('VERSION_CONFLICT');
    const taken = await call<Err>('PUT', `/api/admin/fields/${created.body.id}`, { ...renamed.body, name: 'Arts' });
    expect(taken.body.errors).toEqual([{ field: 'name', message: 'Another field has this name' }]);

    const removed = await call<AdminField>('DELETE', `/api/admin/fields/${created.body.id}`);
    expect(removed.status).toBe(200);
    expect(await sql('SELECT id FROM fields WHERE id = $1', [created.body.id])).toEqual([]);
    expect((await auditOf('fields', created.body.id)).map((a) => a.action)).toEqual(['create', 'edit', 'delete']);
    // The public site has the new field within a second, and loses it again.
    await eventually(async () => {
      const { body } = await json<{ name: string }[]>(app, 'GET', '/api/platform/careers/fields');
      return body.some((f) => f.name === 'Sports 2') && !body.some((f) => f.name.startsWith('Sports &'));
    }, 3_000);
  });

  it('refuses to delete a field that has careers (409 IN_USE)', async () => {
    const field = (await call<AdminField>('POST', '/api/admin/fields', { name: 'Aviation' })).body;
    await createCareer({ fieldId: field.id });
    const res = await call<Err>('DELETE', `/api/admin/fields/${field.id}`);
    expect(res).toMatchObject({
      status: 409,
      body: { code: 'IN_USE', message: 'This field has 1 career; move it to another field first' },
    });
    expect(await sql('SELECT id FROM fields WHERE id = $1', [field.id])).toHaveLength(1);
  });
});

describe('/api/admin/courses', () => {
  it('lists and shows the certification course with its prices in rupees and its modules', async () => {
    const list = await call<AdminCourse[]>('GET', listUrl('courses'));
    expect(list.range).toBe('courses 0-0/1');
    const course = (await call<AdminCourse>('GET', `/api/admin/courses/${CERTIFICATION_COURSE_ID}`)).body;
    expect(list.body).toEqual([course]);
    expect(course).toMatchObject({
      id: CERTIFICATION_COURSE_ID,
      title: 'Career Counselling Business Certification',
      strikePrice: 5000,
      earlyBirdPrice: 1500,
      regularPrice: 2500,
      startsOn: '2027-06-02',
      version: expect.any(Number),
    });
    expect(course.modules).toHaveLength(4);
  });

  it('edits title, prices, start date and modules (with its version); the public course call follows', async () => {
    const course = (await call<AdminCourse>('GET', `/api/admin/courses/${CERTIFICATION_COURSE_ID}`)).body;
    const modules = [...course.modules.slice(0, 3), { title: 'Practicum', description: 'Counsel five families.' }];
    const edited = await call<AdminCourse>('PUT', `/api/admin/courses/${CERTIFICATION_COURSE_ID}`, {
      ...course,
      regularPrice: 2999,
      startsOn: '2027-07-04',
      modules,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      regularPrice: 2999,
      startsOn: '2027-07-04',
      modules,
      version: course.version + 1,
    });
    expect((await sql('SELECT regular_price_paise FROM courses WHERE id = $1', [CERTIFICATION_COURSE_ID]))[0]).toEqual({
      regular_price_paise: 299_900,
    });
    const stale = await call<Err>('PUT', `/api/admin/courses/${CERTIFICATION_COURSE_ID}`, { ...course, title: 'Lost' });
    expect(stale.body.code).toBe('VERSION_CONFLICT');
    await eventually(async () => {
      const { body } = await json<CertificationCourseResponse>(
        app,
        'GET',
        `/api/course/certification/${CERTIFICATION_COURSE_ID}`,
      );
      return body.data[0].regular_price === 2999 && body.data[0].modules[3]?.title === 'Practicum';
    }, 3_000);
    const audit = await auditOf('courses', CERTIFICATION_COURSE_ID);
    expect(audit.at(-1)).toMatchObject({
      action: 'edit',
      before: { regularPrice: 2500, startsOn: '2027-06-02', modules: course.modules },
      after: { regularPrice: 2999, startsOn: '2027-07-04', modules },
    });
    expect(Object.keys(audit.at(-1)!.after).sort()).toEqual(['modules', 'regularPrice', 'startsOn']);
  });

  it.each([
    [{ regularPrice: 6000 }, 'regularPrice', 'Regular price cannot be above the actual price'],
    [{ startsOn: '2 June' }, 'startsOn', 'Start date must be a date (YYYY-MM-DD)'],
    [{ title: '' }, 'title', 'Title is required'],
    [{ modules: [{ title: '', description: 'x' }] }, 'modules.0.title', 'Module title is required'],
    [
      { modules: Array.from({ length: 13 }, () => ({ title: 'M', description: 'D' })) },
      'modules',
      'At most 12 modules',
    ],
  ])('refuses %j with the message of its field', async (override, field, message) => {
    const course = (await call<AdminCourse>('GET', `/api/admin/courses/${CERTIFICATION_COURSE_ID}`)).body;
    const res = await call<Err>('PUT', `/api/admin/courses/${CERTIFICATION_COURSE_ID}`, { ...course, ...override });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ field, message });
  });

  it('has no create or delete: the course is one the public page names', async () => {
    expect((await call('POST', '/api/admin/courses', {})).status).toBe(404);
    expect((await call('DELETE', `/api/admin/courses/${CERTIFICATION_COURSE_ID}`)).status).toBe(404);
  });
});

describe('/api/admin/reviews', () => {
  const publicReviews = async () => (await json<Review[]>(app, 'GET', '/api/platform/reviews')).body;

  it('lists, searches and filters reviews by hidden', async () => {
    const [{ n }] = await sql('SELECT count(*)::int AS n FROM reviews');
    const list = await call<AdminReview[]>('GET', listUrl('reviews', { range: [0, 9] }));
    expect(list.range).toBe(`reviews 0-9/${n}`);
    expect(Object.keys(list.body[0]).sort()).toEqual(
      ['id', 'name', 'text', 'rating', 'hidden', 'sortOrder', 'version'].sort(),
    );
    const anjali = await call<AdminReview[]>('GET', listUrl('reviews', { filter: { q: 'anjali' } }));
    expect(anjali.body.map((r) => r.name)).toContain('Anjali Sharma');
    const hidden = await call<AdminReview[]>('GET', listUrl('reviews', { filter: { hidden: true } }));
    for (const r of hidden.body) expect(r.hidden).toBe(true);
  });

  it('adds, clones, hides (off the public call), shows and deletes a review', async () => {
    const added = await call<AdminReview>('POST', '/api/admin/reviews', {
      name: 'Kavya Iyer',
      text: 'Practical and kind.',
      rating: 4.75,
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ name: 'Kavya Iyer', rating: 4.75, hidden: false, sortOrder: 0, version: 1 });
    await eventually(async () => (await publicReviews()).some((r) => r.name === 'Kavya Iyer'), 3_000);
    const clone = await call<AdminReview>('POST', '/api/admin/reviews', { ...cloneOf(added.body), name: 'Kavya I.' });
    expect(clone.status).toBe(201);

    const hidden = await call<AdminReview>('PUT', `/api/admin/reviews/${added.body.id}`, {
      ...added.body,
      hidden: true,
    });
    expect(hidden.body).toMatchObject({ hidden: true, version: 2 });
    await eventually(async () => !(await publicReviews()).some((r) => r.name === 'Kavya Iyer'), 3_000);
    const stale = await call<Err>('PUT', `/api/admin/reviews/${added.body.id}`, { ...added.body, text: 'Lost' });
    expect(stale.body.code).toBe('VERSION_CONFLICT');
    const shown = await call<AdminReview>('PUT', `/api/admin/reviews/${added.body.id}`, {
      ...hidden.body,
      hidden: false,
    });
    expect(shown.body.version).toBe(3);
    await eventually(async () => (await publicReviews()).some((r) => r.name === 'Kavya Iyer'), 3_000);

    expect((await call('DELETE', `/api/admin/reviews/${added.body.id}`)).status).toBe(200);
    expect((await call<Err>('GET', `/api/admin/reviews/${added.body.id}`)).body.message).toBe('Review not found');
    expect((await auditOf('reviews', added.body.id)).map((a) => a.action)).toEqual([
      'create',
      'edit',
      'edit',
      'delete',
    ]);
  });

  it.each([
    [{ rating: 4.3 }, 'rating', 'Rating goes in quarter steps (4.25, 4.5, ...)'],
    [{ rating: 6 }, 'rating', 'Rating must be from 1 to 5'],
    [{ text: '' }, 'text', 'Review is required'],
    [{ name: 'A\u0007' }, 'name', expect.any(String)],
  ])('refuses %j with the message of its field', async (override, field, message) => {
    const res = await call<Err>('POST', '/api/admin/reviews', { name: 'N', text: 'T', rating: 4, ...override });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ field, message });
  });
});

describe('the rules every catalogue resource shares (the admin kit)', () => {
  const UNKNOWN = '00000000-0000-4000-8000-000000000000';
  /** Each resource: a record to write to, a valid body for it, its 404 message, and whether it may be deleted. */
  const resources = [
    {
      resource: 'careers',
      record: async () => (await createCareer()).id,
      body: () => careerBody(),
      notFound: 'Career not found',
      deletes: true,
    },
    {
      resource: 'fields',
      record: async () => (await call<AdminField>('POST', '/api/admin/fields', { name: `Kit ${++seq}` })).body.id,
      body: () => ({ name: `Kit field ${++seq}`, sortOrder: 1 }),
      notFound: 'Field not found',
      deletes: true,
    },
    {
      resource: 'reviews',
      record: async () =>
        (await call<AdminReview>('POST', '/api/admin/reviews', { name: 'K', text: 'T', rating: 4 })).body.id,
      body: () => ({ name: 'Kit', text: 'Kind words.', rating: 5 }),
      notFound: 'Review not found',
      deletes: true,
    },
    {
      resource: 'courses',
      record: () => Promise.resolve(CERTIFICATION_COURSE_ID),
      body: async () => {
        const {
          id: _id,
          version: _version,
          ...rest
        } = (await call<AdminCourse>('GET', `/api/admin/courses/${CERTIFICATION_COURSE_ID}`)).body;
        return rest;
      },
      notFound: 'Course not found',
      deletes: false,
    },
  ];

  it.each(resources)(
    '$resource: 404 with its message, 400 without a version, 409 for another one, and nothing written',
    async (r) => {
      const url = (id: string) => `/api/admin/${r.resource}/${id}`;
      const notFound = { status: 404, body: { message: r.notFound } };
      expect(await call('GET', url(UNKNOWN))).toMatchObject(notFound);
      expect(await call('PUT', url(UNKNOWN), { ...(await r.body()), version: 1 })).toMatchObject(notFound);
      if (r.deletes) expect(await call('DELETE', url(UNKNOWN))).toMatchObject(notFound);

      const id = await r.record();
      const before = await call<{ version: number }>('GET', url(id));
      const audits = (await auditOf(r.resource, id)).length;
      expect(await call<Err>('PUT', url(id), await r.body())).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION_FAILED', errors: [{ field: 'version', message: 'version is required' }] },
      });
      expect(await call<Err>('PUT', url(id), { ...(await r.body()), version: before.body.version + 1 })).toMatchObject({
        status: 409,
        body: { code: 'VERSION_CONFLICT', message: 'Changed by someone else; reload' },
      });
      expect((await call('GET', url(id))).body).toEqual(before.body);
      expect(await auditOf(r.resource, id)).toHaveLength(audits);
    },
  );
});
