import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import { ERROR_CODES, type AdminCareer, type Career } from '@app/contracts';
import { json } from '../../../test/support/apps.js';
import { startStack, type TestStack } from '../../../test/support/stack.js';
import { eventually } from '../../../test/support/test-env.js';
import { createSignedInUser, type TestUser } from '../../../test/support/users.js';

/**
 * Issue 24, item 5: nothing empty is published. The console's career writes refuse a list property without items
 * and a title-and-text section without its title or text (400 EMPTY_CONTENT, a message per property naming it,
 * nothing written); careers stored with empty properties before the rule reach the public site without them.
 */

type Err = { statusCode: number; code: string; message: string; errors?: { field: string; message: string }[] };

let stack: TestStack;
let app: NestFastifyApplication;
let db: pg.Pool;
let editor: TestUser;
let scienceId: string;

beforeAll(async () => {
  stack = await startStack();
  ({ app, db } = stack);
  editor = await createSignedInUser(app, db, 'content_editor', { prefix: 'empty' });
  scienceId = (await db.query(`SELECT id FROM fields WHERE name = 'Science'`)).rows[0].id as string;
});

afterAll(() => stack?.stop());

let seq = 0;
const body = (properties: unknown[], overrides: Record<string, unknown> = {}) => ({
  name: `Empty Content Career ${process.pid} ${++seq}`,
  fieldId: scienceId,
  headerDescription: 'Checks that nothing empty is published.',
  logo: '/media/logos/data-scientist.svg',
  logoBg: '#1A73E8',
  strikePrice: 1499,
  sellingPrice: 999,
  published: true,
  properties,
  ...overrides,
});
const careersNamed = async (name: string) =>
  Number((await db.query('SELECT count(*)::int AS n FROM careers WHERE name = $1', [name])).rows[0].n);

describe('the console refuses empty career content', () => {
  it('answers 400 EMPTY_CONTENT naming each empty property, and writes nothing', async () => {
    const sent = body([
      { type: 'list', list_type: 'bullets', header: 'Skills', content: [] },
      { type: 'list', list_type: 'numeric', content: ['Maths', '  '] },
      { type: 'title_body', header: 'Where they work', body: ' \n ' },
      { type: 'title_body', header: '', body: 'Offices and labs.' },
      { type: 'list', list_type: 'bullets', content: ['Fine'] },
    ]);
    const res = await json<Err>(app, 'POST', '/api/admin/careers', sent, { authorization: editor.token });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(ERROR_CODES.EmptyContent);
    expect(res.body.errors).toEqual([
      { field: 'properties.0.content', message: 'Property 1 (Skills) has no items' },
      { field: 'properties.1.content', message: 'Property 2 (a list) has an empty item' },
      { field: 'properties.2.body', message: 'Property 3 (Where they work) has no text' },
      { field: 'properties.3.header', message: 'Property 4 has no title' },
    ]);
    expect(res.body.message).toContain('Property 1 (Skills) has no items');
    expect(await careersNamed(sent.name)).toBe(0);
  });

  it('refuses an edit that empties a property, and keeps the career as it was', async () => {
    const created = await json<AdminCareer>(
      app,
      'POST',
      '/api/admin/careers',
      body([{ type: 'list', list_type: 'bullets', content: ['Python'] }]),
      { authorization: editor.token },
    );
    expect(created.status).toBe(201);
    const res = await json<Err>(
      app,
      'PUT',
      `/api/admin/careers/${created.body.id}`,
      { ...created.body, properties: [{ type: 'list', list_type: 'bullets', content: [] }] },
      { authorization: editor.token },
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: ERROR_CODES.EmptyContent, message: 'Property 1 (a list) has no items' });
    const { rows } = await db.query('SELECT properties, version FROM careers WHERE id = $1', [created.body.id]);
    expect(rows[0]).toEqual({
      properties: [{ type: 'list', list_type: 'bullets', content: ['Python'] }],
      version: created.body.version,
    });
  });

  it('leaves empty properties stored before the rule out of the public career', async () => {
    const created = await json<AdminCareer>(
      app,
      'POST',
      '/api/admin/careers',
      body([{ type: 'title_body', header: 'A day', body: 'Meetings.' }]),
      { authorization: editor.token },
    );
    expect(created.status).toBe(201);
    await db.query(`UPDATE careers SET properties = $2::jsonb WHERE id = $1`, [
      created.body.id,
      JSON.stringify([
        { type: 'list', list_type: 'bullets', content: [] },
        { type: 'title_body', header: 'Where they work', body: '  ' },
        { type: 'title_body', header: 'A day', body: 'Meetings.' },
        { type: 'list', list_type: 'bullets', header: 'Subjects', content: ['Maths', ' '] },
      ]),
    ]);
    const properties = await eventually(async () => {
      const res = await json<Career>(app, 'GET', `/api/platform/careers/${created.body.id}`);
      return res.status === 200 && res.body.public.properties.length === 2 ? res.body.public.properties : undefined;
    }, 5_000);
    expect(properties).toEqual([
      { type: 'title_body', header: 'A day', body: 'Meetings.' },
      { type: 'list', list_type: 'bullets', header: 'Subjects', content: ['Maths'] },
    ]);
  });
});
