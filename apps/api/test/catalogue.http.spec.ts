import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type {
  Career,
  CareerAggregateResponse,
  CareerListResponse,
  CareerSearchResponse,
  FieldRef,
} from '@app/contracts';
import { CERTIFICATION_COURSE_ID } from '@app/contracts';
import { seedCourseModules } from '@app/db';
import { json } from '../../../test/support/apps.js';
import { startStack, type TestStack } from '../../../test/support/stack.js';

let stack: TestStack;
let app: NestFastifyApplication;
let fields: FieldRef[];

beforeAll(async () => {
  stack = await startStack();
  app = stack.app;
  fields = (await json<FieldRef[]>(app, 'GET', '/api/platform/careers/fields')).body;
});

afterAll(() => stack?.stop());

const fieldId = (name: string) => fields.find((f) => f.name === name)!._id;

describe('GET /api/platform/careers/fields', () => {
  it('lists the four fields in order', () => {
    expect(fields.map((f) => f.name)).toEqual(['Science', 'Commerce', 'Arts', 'Independent']);
    for (const f of fields) expect(f._id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('GET /api/platform/careers', () => {
  it('answers a one-item array with a page of careers in the spec shape and the total', async () => {
    const { status, body } = await json<CareerListResponse>(app, 'GET', '/api/platform/careers?pageNum=0&num=10');
    expect(status).toBe(200);
    expect(body).toHaveLength(1);
    const [{ careers, totalCount }] = body;
    expect(totalCount).toBeGreaterThanOrEqual(40);
    expect(careers).toHaveLength(10);
    const c = careers[0];
    expect(Object.keys(c).sort()).toEqual(['_id', 'field', 'name', 'public']);
    expect(Object.keys(c.public).sort()).toEqual(
      ['header_description', 'logo', 'logo_bg', 'properties', 'selling_price', 'strike_price', 'trial'].sort(),
    );
    expect(['true', 'false']).toContain(c.public.trial);
    expect(c.public.strike_price).toBeGreaterThan(c.public.selling_price);
    expect(c.public.logo).toMatch(/^\/media\/logos\/.+\.svg$/);
    const names = careers.map((x) => x.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || 0));
  });

  it('pages without overlap and covers the whole catalogue', async () => {
    const first = (await json<CareerListResponse>(app, 'GET', '/api/platform/careers?pageNum=0&num=50')).body[0];
    const seen = new Set<string>();
    for (let page = 0; page * 7 < first.totalCount; page++) {
      const { body } = await json<CareerListResponse>(app, 'GET', `/api/platform/careers?pageNum=${page}&num=7`);
      for (const c of body[0].careers) {
        expect(seen.has(c._id)).toBe(false);
        seen.add(c._id);
      }
    }
    expect(seen.size).toBe(first.totalCount);
  });

  it('defaults to page 0 of 10 and answers an empty page past the end', async () => {
    const { body } = await json<CareerListResponse>(app, 'GET', '/api/platform/careers');
    expect(body[0].careers).toHaveLength(10);
    const past = await json<CareerListResponse>(app, 'GET', '/api/platform/careers?pageNum=999&num=10');
    expect(past.status).toBe(200);
    expect(past.body[0].careers).toEqual([]);
    expect(past.body[0].totalCount).toBe(body[0].totalCount);
  });

  it('filters by field', async () => {
    const { body } = await json<CareerListResponse>(
      app,
      'GET',
      `/api/platform/careers?pageNum=0&num=50&field=${fieldId('Arts')}`,
    );
    expect(body[0].totalCount).toBeGreaterThanOrEqual(8);
    for (const c of body[0].careers) expect(c.field.name).toBe('Arts');
  });

  it.each([
    ['pageNum=-1', 'pageNum must be a whole number of 0 or more'],
    ['pageNum=abc', 'pageNum must be a whole number of 0 or more'],
    ['pageNum=1.5', 'pageNum must be a whole number of 0 or more'],
    ['num=0', 'num must be a whole number from 1 to 50'],
    ['num=51', 'num must be a whole number from 1 to 50'],
    ['field=science', 'field must be a field id'],
  ])('answers 400 for %s', async (query, message) => {
    const { status, body } = await json<{ statusCode: number; message: string }>(
      app,
      'GET',
      `/api/platform/careers?${query}`,
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message });
  });

  it('answers 404 for an unknown field id', async () => {
    const { status, body } = await json(app, 'GET', '/api/platform/careers?field=00000000-0000-4000-8000-000000000000');
    expect(status).toBe(404);
    expect(body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Field not found' });
  });
});

describe('GET /api/platform/careers?query= (issue 24: the results page)', () => {
  const list = (params: Record<string, string>) =>
    json<CareerListResponse>(app, 'GET', `/api/platform/careers?${new URLSearchParams(params).toString()}`);

  it("pages through every match in the search's order, as full careers with the list's shape", async () => {
    const suggestions = (await json<CareerSearchResponse>(app, 'GET', '/api/platform/careers/search?query=EN')).body;
    expect(suggestions.careers).toHaveLength(10);
    const { status, body } = await list({ query: 'EN', pageNum: '0', num: '50' });
    expect(status).toBe(200);
    const [{ careers, totalCount }] = body;
    // More than the suggestions' 10, starting as they do.
    expect(totalCount).toBeGreaterThan(10);
    expect(careers).toHaveLength(totalCount);
    expect(careers.slice(0, 10).map((c) => c._id)).toEqual(suggestions.careers.map((c) => c._id));
    expect(Object.keys(careers[0]).sort()).toEqual(['_id', 'field', 'name', 'public']);

    const seen: string[] = [];
    for (let page = 0; page * 4 < totalCount; page++) {
      const next = (await list({ query: 'EN', pageNum: String(page), num: '4' })).body[0];
      expect(next.totalCount).toBe(totalCount);
      seen.push(...next.careers.map((c) => c._id));
    }
    expect(seen).toEqual(careers.map((c) => c._id));
  });

  it("narrows to a field's matches with field", async () => {
    const all = (await list({ query: 'manager', num: '50' })).body[0];
    expect(all.careers.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Human Resources Manager', 'Supply Chain Manager', 'Hotel Manager', 'Event Manager']),
    );
    // Only matches: a career the text is nowhere like is not one.
    expect(all.careers.map((c) => c.name)).not.toContain('Doctor (MBBS)');
    expect(all.totalCount).toBe(all.careers.length);
    const commerce = (await list({ query: 'manager', num: '50', field: fieldId('Commerce') })).body[0];
    expect(commerce.totalCount).toBeLessThan(all.totalCount);
    expect(commerce.totalCount).toBeGreaterThan(0);
    for (const c of commerce.careers) expect(c.field.name).toBe('Commerce');
    expect(commerce.careers.map((c) => c._id)).toEqual(
      all.careers.filter((c) => c.field.name === 'Commerce').map((c) => c._id),
    );
  });

  it('answers an empty page and 0 when nothing matches', async () => {
    const { status, body } = await list({ query: 'qqzzxx' });
    expect(status).toBe(200);
    expect(body).toEqual([{ careers: [], totalCount: 0 }]);
  });

  it.each([
    ['query=', 'query must have at least 2 characters'],
    ['query=a', 'query must have at least 2 characters'],
    [`query=${'x'.repeat(101)}`, 'query must have at most 100 characters'],
  ])('answers 400 VALIDATION_FAILED for %s', async (qs, message) => {
    const { status, body } = await json(app, 'GET', `/api/platform/careers?${qs}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message });
  });
});

describe('GET /api/platform/careers/search', () => {
  // The ranking itself is libs/catalogue's (catalogue-snapshot, search-quality specs); this is the wire.
  it('answers at most 10 careers, case-insensitively, names that start with the text first', async () => {
    const { status, body } = await json<CareerSearchResponse>(app, 'GET', '/api/platform/careers/search?query=EN');
    expect(status).toBe(200);
    expect(body.careers.length).toBe(10);
    expect(body.careers[0].name).toBe('Entrepreneur');
    expect(Object.keys(body.careers[0]).sort()).toEqual(['_id', 'name']);
  });

  it('finds a career by an abbreviation, a Hindi name or despite a typo', async () => {
    for (const query of ['CA', 'सीए', 'chartered acountant']) {
      const { body } = await json<CareerSearchResponse>(
        app,
        'GET',
        `/api/platform/careers/search?${new URLSearchParams({ query }).toString()}`,
      );
      expect([query, body.careers[0]?.name]).toEqual([query, 'Chartered Accountant']);
    }
  });

  it('finds fields too', async () => {
    const { body } = await json<CareerSearchResponse>(app, 'GET', '/api/platform/careers/search?query=comm');
    expect(body.fields.map((f) => f.name)).toEqual(['Commerce']);
  });

  it('treats LIKE wildcards literally and answers empty lists when nothing matches', async () => {
    const { status, body } = await json<CareerSearchResponse>(app, 'GET', '/api/platform/careers/search?query=%25%25');
    expect(status).toBe(200);
    expect(body).toEqual({ careers: [], fields: [] });
  });

  it.each([
    ['', 'query is required (at least 2 characters)'],
    ['?query=a', 'query must have at least 2 characters'],
    ['?query=%20a%20', 'query must have at least 2 characters'],
    [`?query=${'x'.repeat(101)}`, 'query must have at most 100 characters'],
  ])('answers 400 for %s', async (qs, message) => {
    const { status, body } = await json(app, 'GET', `/api/platform/careers/search${qs}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ message });
  });
});

describe('GET /api/platform/careers/home and /aggregate', () => {
  it('home answers fields and the asked number of careers', async () => {
    const { status, body } = await json<{ fields: FieldRef[]; careers: Career[] }>(
      app,
      'GET',
      '/api/platform/careers/home?number=10',
    );
    expect(status).toBe(200);
    expect(body.fields).toHaveLength(4);
    expect(body.careers).toHaveLength(10);
    expect(body.careers[0].public.logo).toBeDefined();
  });

  it('home refuses a bad number', async () => {
    expect((await json(app, 'GET', '/api/platform/careers/home?number=0')).status).toBe(400);
  });

  it('aggregate lists every career under its field', async () => {
    const { body } = await json<CareerAggregateResponse>(app, 'GET', '/api/platform/careers/aggregate');
    const total = (await json<CareerListResponse>(app, 'GET', '/api/platform/careers?num=1')).body[0].totalCount;
    expect(body.map((f) => f.name)).toEqual(['Science', 'Commerce', 'Arts', 'Independent']);
    expect(body.reduce((n, f) => n + f.careers.length, 0)).toBe(total);
    for (const f of body) expect(f.careers.length).toBeGreaterThanOrEqual(8);
  });
});

describe('GET /api/platform/careers/:id', () => {
  it('answers the career with both kinds of properties across the catalogue', async () => {
    const page = (await json<CareerListResponse>(app, 'GET', '/api/platform/careers?num=50')).body[0].careers;
    const { status, body } = await json<Career>(app, 'GET', `/api/platform/careers/${page[0]._id}`);
    expect(status).toBe(200);
    expect(body).toEqual(page[0]);
    const kinds = new Set(
      page.flatMap((c) => c.public.properties.map((p) => (p.type === 'list' ? `list:${p.list_type}` : p.type))),
    );
    expect(kinds).toEqual(new Set(['list:numeric', 'list:bullets', 'title_body']));
    expect(page.some((c) => c.public.trial === 'true')).toBe(true);
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    expect(await json(app, 'GET', '/api/platform/careers/not-an-id')).toEqual({
      status: 400,
      body: { statusCode: 400, code: 'BAD_REQUEST', message: 'Invalid id: not-an-id' },
    });
    expect(await json(app, 'GET', '/api/platform/careers/00000000-0000-4000-8000-000000000000')).toEqual({
      status: 404,
      body: { statusCode: 404, code: 'NOT_FOUND', message: 'Career not found' },
    });
  });
});

describe('reviews and the certification course', () => {
  it('lists about 55 reviews with quarter-step ratings', async () => {
    const { body } = await json<{ name: string; text: string; rating: number }[]>(app, 'GET', '/api/platform/reviews');
    expect(body.length).toBeGreaterThanOrEqual(50);
    for (const r of body) expect((r.rating * 4) % 1).toBe(0);
  });

  it('answers the course with the spec prices and its four modules', async () => {
    const { body } = await json(app, 'GET', `/api/course/certification/${CERTIFICATION_COURSE_ID}`);
    expect(body).toEqual({
      status: 1,
      data: [
        {
          id: CERTIFICATION_COURSE_ID,
          title: 'Career Counselling Business Certification',
          strike_price: 5000,
          early_bird_price: 1500,
          regular_price: 2500,
          start_date: '2027-06-02',
          modules: seedCourseModules,
        },
      ],
    });
    expect(seedCourseModules.map((m) => m.title)).toEqual([
      'Foundations of career counselling',
      'Assessments and career tools',
      'Careers, streams and pathways in India',
      'Building your counselling business',
    ]);
  });
});

describe('errors', () => {
  it('answers unknown API paths with the error shape', async () => {
    expect(await json(app, 'GET', '/api/nope')).toEqual({
      status: 404,
      body: { statusCode: 404, code: 'NOT_FOUND', message: 'Cannot GET /api/nope' },
    });
  });

  it('answers a malformed URL with the error shape', async () => {
    expect(await json(app, 'GET', '/api/platform/careers/%E0%A4%A')).toEqual({
      status: 400,
      body: { statusCode: 400, code: 'MALFORMED_URL', message: 'Malformed URL' },
    });
    const long = await json(app, 'GET', `/api/platform/careers/${'a'.repeat(300)}`);
    expect(long).toEqual({ status: 414, body: { statusCode: 414, code: 'MALFORMED_URL', message: 'Malformed URL' } });
  });

  it('serves OpenAPI at /api/docs', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(JSON.parse(res.body).paths)).toEqual(
      expect.arrayContaining(['/api/platform/careers', '/api/platform/demo', '/api/health']),
    );
  });
});
