import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import {
  ADMIN_MESSAGES,
  CAREER_CONTENT_MESSAGES,
  ERROR_CODES,
  type AdminCareerContent,
  type AdminCareerContentListItem,
  type CareerContentResponse,
} from '@app/contracts';
import { json } from '../../../test/support/apps.js';
import { startStack, type TestStack } from '../../../test/support/stack.js';
import { createSignedInUser, type TestUser } from '../../../test/support/users.js';

// The console's `career-contents` resource over HTTP, in the ra-data-simple-rest dialect: who may call, the list
// with Content-Range, POST (201) and PUT of whole records (a GET record is a valid body), the version rule, field
// messages on the wire, publish and preview, and an audit row with every write, in its transaction. The rules
// themselves (versions, races, attempts pinned to their version) are tested on the services:
// libs/assessment/test/career-contents-admin.spec.ts.

type Err = { statusCode: number; code: string; message: string; errors?: { field: string; message: string }[] };

let stack: TestStack;
let app: NestFastifyApplication;
let db: pg.Pool;
let editor: TestUser;

beforeAll(async () => {
  stack = await startStack();
  ({ app, db } = stack);
  editor = await createSignedInUser(app, db, 'content_editor');
});

afterAll(() => stack?.stop());

const BASE = '/api/admin/career-contents';
const as = (user: TestUser) => ({ authorization: user.token });
const call = <T>(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, user = editor) =>
  json<T>(app, method, url, body, as(user));

let seq = 0;
async function bareCareer(name?: string): Promise<string> {
  seq += 1;
  name ??= `Console career ${process.pid}-${seq}`;
  const field = (await db.query('SELECT id FROM fields ORDER BY sort_order LIMIT 1')).rows[0].id;
  const { rows } = await db.query(
    `INSERT INTO careers (slug, name, field_id, header_description, logo, logo_bg, selling_price_paise, strike_price_paise)
     VALUES ($1, $2, $3, 'For the console', '/media/logos/x.svg', '#eeeeee', 49900, 49900) RETURNING id`,
    [`console-career-${process.pid}-${seq}`, name, field],
  );
  return rows[0].id;
}

const body = (careerId: string) => ({
  careerId,
  instructions: { heading: 'Before you start', instructions_type: 'numeric', content: ['Watch', 'Rate'] },
  subjectsAligned: ['Physics'],
  sections: [
    {
      name: 'Career Tasks',
      maximum: 5,
      remarks: { HIGH: 'Suits you', MODERATE: 'Might suit you', LOW: 'Not yet' },
      subsections: [
        { type: 1, content: { video: { male: '/media/m.webm', female: '/media/f.webm' }, duration: 20 } },
        { type: 2, content: { question: 'I would enjoy this', timer: 30 } },
        { type: 3, content: { question: 'Pick one', options: ['A', 'B'], timer: 30 } },
        { type: 4, content: { question: 'Why?', timer: 60 } },
      ],
    },
  ],
});

const auditRows = async (careerId: string) =>
  (
    await db.query(
      `SELECT action, resource, user_id, role, before, after FROM audit_log WHERE resource_id = $1 ORDER BY at, id`,
      [careerId],
    )
  ).rows;

describe('/api/admin/career-contents', () => {
  it('is for content editors and admins: a counsellor is refused, a student told the console is for staff', async () => {
    const counsellor = await createSignedInUser(app, db, 'counsellor');
    const student = await createSignedInUser(app, db, 'student');
    const admin = await createSignedInUser(app, db, 'admin');
    expect((await call('GET', BASE, undefined, counsellor)).status).toBe(403);
    expect((await call<Err>('GET', BASE, undefined, student)).body).toMatchObject({
      statusCode: 403,
      code: ERROR_CODES.StaffOnly,
      message: ADMIN_MESSAGES.staffOnly,
    });
    expect((await call('GET', BASE, undefined, admin)).status).toBe(200);
    expect((await json(app, 'GET', BASE)).status).toBe(401);
  });

  it('creates (201), reads, replaces and publishes a record, each write with its audit row', async () => {
    const careerId = await bareCareer();
    const created = await call<AdminCareerContent>('POST', BASE, body(careerId));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: careerId, version: 1, publishedVersion: null, unpublishedChanges: true });
    const read = await call<AdminCareerContent>('GET', `${BASE}/${careerId}`);
    expect(read.body).toEqual(created.body);

    // The record as read, changed, is the PUT body.
    const changed = structuredClone(read.body);
    changed.sections[0].subsections[1].content = { question: 'I would love this', timer: 40 };
    const put = await call<AdminCareerContent>('PUT', `${BASE}/${careerId}`, changed);
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ version: 2, unpublishedChanges: true });
    expect(put.body.sections[0].subsections[1]).toMatchObject({
      id: read.body.sections[0].subsections[1].id,
      content: { question: 'I would love this', timer: 40 },
    });

    const published = await call<AdminCareerContent>('POST', `${BASE}/${careerId}/publish`);
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ version: 2, publishedVersion: 1, unpublishedChanges: false });
    // A second click publishes nothing more, and audits nothing.
    expect((await call<AdminCareerContent>('POST', `${BASE}/${careerId}/publish`)).body).toEqual(published.body);

    const audit = await auditRows(careerId);
    expect(audit.map((a) => [a.action, a.resource, a.user_id, a.role])).toEqual([
      ['create', 'career-contents', editor.id, 'content_editor'],
      ['edit', 'career-contents', editor.id, 'content_editor'],
      ['publish', 'career-contents', editor.id, 'content_editor'],
    ]);
    // The edit keeps what changed: the sections, before and after.
    expect(Object.keys(audit[1].after)).toEqual(['sections']);
    expect(audit[1].before.sections[0].subsections[1].content.question).toBe('I would enjoy this');
    expect(audit[1].after.sections[0].subsections[1].content.question).toBe('I would love this');
    expect(audit[2]).toMatchObject({ before: { publishedVersion: null }, after: { publishedVersion: 1 } });
  });

  it('refuses a stale PUT (409, nothing written or audited), a PUT without version, and a second create', async () => {
    const careerId = await bareCareer();
    const { body: first } = await call<AdminCareerContent>('POST', BASE, body(careerId));
    await call('PUT', `${BASE}/${careerId}`, { ...first, subjectsAligned: ['Chemistry'] });
    const before = await auditRows(careerId);
    const stale = await call<Err>('PUT', `${BASE}/${careerId}`, { ...first, subjectsAligned: ['Biology'] });
    expect(stale).toEqual({
      status: 409,
      body: expect.objectContaining({ code: ERROR_CODES.VersionConflict, message: ADMIN_MESSAGES.versionConflict }),
    });
    expect((await call<AdminCareerContent>('GET', `${BASE}/${careerId}`)).body.subjectsAligned).toEqual(['Chemistry']);
    expect(await auditRows(careerId)).toEqual(before);

    const { version: _v, ...unversioned } = first;
    expect((await call<Err>('PUT', `${BASE}/${careerId}`, unversioned)).body).toMatchObject({
      statusCode: 400,
      errors: [{ field: 'version', message: CAREER_CONTENT_MESSAGES.versionRequired }],
    });
    expect((await call<Err>('POST', BASE, body(careerId))).body).toMatchObject({
      statusCode: 409,
      message: CAREER_CONTENT_MESSAGES.draftExists,
    });
    expect((await call<Err>('PUT', `${BASE}/${await bareCareer()}`, first)).status).toBe(404);
  });

  it("answers a bad body with every field's message at its path", async () => {
    const careerId = await bareCareer();
    const bad = body(careerId);
    bad.sections[0].maximum = 10;
    bad.sections[0].subsections[0].content = { video: { male: '/media/m.webm' } } as never;
    bad.sections[0].subsections[1].content = { question: 'Fine', timer: 9000 };
    bad.sections[0].subsections[2].content = { question: 'Pick one', options: ['Only'], timer: 30 };
    const res = await call<Err>('POST', BASE, bad);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(ERROR_CODES.ValidationFailed);
    expect(res.body.errors).toEqual([
      {
        field: 'sections.0.subsections.0.content.video',
        message: 'A video needs one clip for everyone, or one for boys and one for girls',
      },
      {
        field: 'sections.0.subsections.1.content.timer',
        message: 'Timer must be a whole number of seconds from 5 to 600',
      },
      { field: 'sections.0.subsections.2.content.options', message: 'Give at least 2 options' },
      {
        field: 'sections.0.maximum',
        message: 'Maximum must be 5: 5 points per rating statement, and the section has 1',
      },
    ]);
    expect((await call<Err>('POST', BASE, { ...body(careerId), careerId: undefined })).body.errors).toEqual([
      { field: 'careerId', message: CAREER_CONTENT_MESSAGES.careerRequired },
    ]);
    expect(await auditRows(careerId)).toEqual([]);
  });

  it('lists in the dialect: a JSON array, Content-Range, search, filters, sort; a bad sort or filter is a 400', async () => {
    const tag = `Dialect ${process.pid}`;
    const ids = [await bareCareer(`${tag} B`), await bareCareer(`${tag} A`), await bareCareer(`${tag} C`)];
    for (const id of ids) await call('POST', BASE, body(id));
    await call('POST', `${BASE}/${ids[0]}/publish`);

    const filter = encodeURIComponent(JSON.stringify({ q: tag }));
    const res = await app.inject({
      method: 'GET',
      url: `${BASE}?sort=${encodeURIComponent('["careerName","DESC"]')}&range=${encodeURIComponent('[0,1]')}&filter=${filter}`,
      headers: as(editor),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBe('career-contents 0-1/3');
    expect(res.json<AdminCareerContentListItem[]>().map((r) => r.careerName)).toEqual([`${tag} C`, `${tag} B`]);

    const published = await call<AdminCareerContentListItem[]>(
      'GET',
      `${BASE}?filter=${encodeURIComponent(JSON.stringify({ q: tag, published: true }))}`,
    );
    expect(published.body.map((r) => [r.id, r.publishedVersion, r.unpublishedChanges])).toEqual([[ids[0], 1, false]]);
    const many = await call<AdminCareerContentListItem[]>(
      'GET',
      `${BASE}?filter=${encodeURIComponent(JSON.stringify({ id: [ids[1], ids[2]] }))}`,
    );
    expect(many.body.map((r) => r.id).sort()).toEqual([ids[1], ids[2]].sort());

    for (const query of [
      `sort=${encodeURIComponent('["version","ASC"]')}`,
      `filter=${encodeURIComponent('{"careerName":"x"}')}`,
      `range=${encodeURIComponent('[5,1]')}`,
    ]) {
      expect((await call<Err>('GET', `${BASE}?${query}`)).body).toMatchObject({
        statusCode: 400,
        code: ERROR_CODES.BadListQuery,
      });
    }
  });

  it("previews the draft as the player's content for the gender asked, writing nothing", async () => {
    const careerId = await bareCareer('Preview over HTTP');
    await call('POST', BASE, body(careerId));
    const before = await db.query(
      `SELECT (SELECT count(*) FROM audit_log) AS audit, (SELECT count(*) FROM career_content_versions) AS versions`,
    );
    const res = await call<CareerContentResponse>('GET', `${BASE}/${careerId}/preview?gender=female`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      careerId,
      name: 'Preview over HTTP',
      status: 'ENROLLED',
      progress: { done: 0, total: 4, deadline: null },
    });
    expect(res.body.sections[0].subsections[0].content).toEqual({ video: { female: '/media/f.webm' }, duration: 20 });
    expect((await call<Err>('GET', `${BASE}/${careerId}/preview?gender=robot`)).status).toBe(400);
    expect((await call<Err>('GET', `${BASE}/${await bareCareer()}/preview`)).status).toBe(404);
    const after = await db.query(
      `SELECT (SELECT count(*) FROM audit_log) AS audit, (SELECT count(*) FROM career_content_versions) AS versions`,
    );
    expect(after.rows).toEqual(before.rows);
  });
});
