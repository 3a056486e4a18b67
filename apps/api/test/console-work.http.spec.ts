import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import type { AdminCareer, AdminLeadDetail } from '@app/contracts';
import { json } from '../../../test/support/apps.js';
import { createAssessmentCareer } from '../../../test/support/assessment-content.js';
import { startStack, type TestStack } from '../../../test/support/stack.js';
import { createSignedInUser, type TestUser } from '../../../test/support/users.js';

// Issue 24's server rules behind the console: a lead converted from its scheduled demo keeps the demo's time and
// link (the page and the CSV export show them), while one converted after a called-off demo carries none (item 10);
// and the careers list filters on whether a career's assessment is published, what a content editor's dashboard
// counts and links to (item 12).

let stack: TestStack;
let app: NestFastifyApplication;
let db: pg.Pool;
let admin: TestUser;
let editor: TestUser;
let ip = 0;

beforeAll(async () => {
  stack = await startStack();
  ({ app, db } = stack);
  admin = await createSignedInUser(app, db, 'admin', { prefix: 'wadmin' });
  editor = await createSignedInUser(app, db, 'content_editor', { prefix: 'weditor' });
  // An active counsellor, so the admin's moves are a counsellor's lead's, as in the console.
  await createSignedInUser(app, db, 'counsellor', { prefix: 'wcouns' });
});

afterAll(() => stack?.stop());

const as = (user: TestUser) => ({ authorization: user.token });
const put = (id: string, body: object) =>
  json<AdminLeadDetail & { code?: string }>(app, 'PUT', `/api/admin/leads/${id}`, body, as(admin));
const getLead = async (id: string) =>
  (await json<AdminLeadDetail>(app, 'GET', `/api/admin/leads/${id}`, undefined, as(admin))).body;

async function newLead(name: string): Promise<AdminLeadDetail> {
  ip += 1;
  const email = `${name.toLowerCase().replace(/\W/g, '')}${ip}@example.in`;
  const res = await json(
    app,
    'POST',
    '/api/platform/demo?usertype=parent',
    { name, email, mobile: `+9196000${String(ip).padStart(5, '0')}` },
    { 'x-forwarded-for': `10.67.${ip}.1` },
  );
  expect(res.status).toBe(200);
  const { rows } = await db.query('SELECT id FROM leads WHERE email = $1', [email]);
  return getLead(rows[0].id);
}

/** A move from what the lead is now; answers the lead after it. */
async function move(lead: AdminLeadDetail, status: string, extra: object = {}): Promise<AdminLeadDetail> {
  const res = await put(lead.id, { version: lead.version, status, ...extra });
  expect(res.status).toBe(200);
  return res.body;
}

const DEMO = { scheduledAt: '2031-03-14T16:30', meetingLink: 'https://meet.example.in/demo-history' };

describe("a lead's demo after conversion (item 10)", () => {
  it('keeps the time and link of the demo it converted from, on the lead and in the export', async () => {
    let lead = await newLead('Dhruv Worklead');
    lead = await move(lead, 'CONTACTED');
    lead = await move(lead, 'DEMO_SCHEDULED', DEMO);
    const converted = await move(lead, 'CONVERTED');
    expect(converted).toMatchObject({
      status: 'CONVERTED',
      scheduledAt: '2031-03-14T11:00:00.000Z',
      meetingLink: DEMO.meetingLink,
    });
    expect(await getLead(lead.id)).toMatchObject({
      scheduledAt: '2031-03-14T11:00:00.000Z',
      meetingLink: DEMO.meetingLink,
    });
    // The timeline keeps the schedule and the conversion from it.
    expect(converted.timeline.map((e) => [e.kind, e.fromStatus ?? null, e.toStatus ?? null])).toEqual(
      expect.arrayContaining([
        ['move', 'CONTACTED', 'DEMO_SCHEDULED'],
        ['move', 'DEMO_SCHEDULED', 'CONVERTED'],
      ]),
    );

    const csv = await app.inject({
      method: 'GET',
      url: `/api/admin/leads/export?filter=${encodeURIComponent(JSON.stringify({ id: [lead.id] }))}`,
      headers: as(admin),
    });
    expect(csv.statusCode).toBe(200);
    const row = csv.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')[1]
      .split(',');
    expect(row.slice(-2)).toEqual(['2031-03-14T11:00:00.000Z', '2031-03-14 16:30']);
  });

  it('clears a called-off demo when the lead converts without one', async () => {
    let lead = await newLead('Esha Worklead');
    lead = await move(lead, 'CONTACTED');
    lead = await move(lead, 'DEMO_SCHEDULED', DEMO);
    lead = await move(lead, 'CONTACTED');
    const converted = await move(lead, 'CONVERTED');
    expect(converted).toMatchObject({ status: 'CONVERTED', scheduledAt: null, meetingLink: null });
    // The called-off demo is still on the timeline.
    expect(converted.timeline.some((e) => e.kind === 'move' && e.toStatus === 'DEMO_SCHEDULED')).toBe(true);
  });
});

describe('careers by whether their assessment is published (item 12)', () => {
  it('lists the careers without a published assessment, or only those with one', async () => {
    const published = await createAssessmentCareer(db, { sections: [], name: `Work published ${process.pid}` });
    const draft = await createAssessmentCareer(db, {
      sections: [],
      status: 'DRAFT',
      name: `Work draft ${process.pid}`,
    });
    const list = async (filter: object) => {
      const url = `/api/admin/careers?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,999]`;
      const res = await json<AdminCareer[]>(app, 'GET', url, undefined, as(editor));
      expect(res.status).toBe(200);
      return res.body;
    };
    const without = await list({ hasPublishedContent: false, q: 'Work ' });
    expect(without.map((c) => c.id)).toContain(draft.careerId);
    expect(without.map((c) => c.id)).not.toContain(published.careerId);
    expect(without.every((c) => !c.hasPublishedContent)).toBe(true);
    const withOne = await list({ hasPublishedContent: true, q: 'Work ' });
    expect(withOne.map((c) => c.id)).toEqual(expect.arrayContaining([published.careerId]));
    expect(withOne.map((c) => c.id)).not.toContain(draft.careerId);
    // The filter is a boolean like the others: anything else is the dialect's 400.
    const bad = await json<{ code: string }>(
      app,
      'GET',
      `/api/admin/careers?filter=${encodeURIComponent('{"hasPublishedContent":"maybe"}')}`,
      undefined,
      as(editor),
    );
    expect(bad).toMatchObject({ status: 400, body: { code: 'BAD_LIST_QUERY' } });
  });
});
