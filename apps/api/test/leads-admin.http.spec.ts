import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import type { AdminLead, AdminLeadDetail } from '@app/contracts';
import { json } from '../../../test/support/apps.js';
import { startStack, type TestStack } from '../../../test/support/stack.js';
import { createSignedInUser, type TestUser } from '../../../test/support/users.js';

// Issue 12, the console's `leads` resource over HTTP: who sees and works which lead, every move the state machine
// allows and each it refuses (409 with a stable code), what a move needs (400), stale writes, notes, taking, the
// timeline and the audit log. The worker's side (assignment, invites, reminders, the service level) is
// libs/leads/test's.

let stack: TestStack;
let app: NestFastifyApplication;
let db: pg.Pool;
let admin: TestUser;
let kavita: TestUser;
let ravi: TestUser;
let ip = 0;

beforeAll(async () => {
  stack = await startStack();
  ({ app, db } = stack);
  admin = await createSignedInUser(app, db, 'admin', { prefix: 'ladmin' });
  kavita = await createSignedInUser(app, db, 'counsellor', { prefix: 'kavita' });
  ravi = await createSignedInUser(app, db, 'counsellor', { prefix: 'ravi' });
});

afterAll(() => stack?.stop());

const as = (user: TestUser) => ({ authorization: user.token });
const get = <T>(user: TestUser, url: string) => json<T>(app, 'GET', url, undefined, as(user));
const put = (user: TestUser, id: string, body: object) =>
  json<AdminLeadDetail & { code?: string; message?: string; errors?: { field: string; message: string }[] }>(
    app,
    'PUT',
    `/api/admin/leads/${id}`,
    body,
    as(user),
  );
const post = (user: TestUser, url: string, body: object = {}) =>
  json<AdminLeadDetail & { code?: string; message?: string }>(app, 'POST', url, body, as(user));

/** A parent's demo request through the public form; answers the lead it made. */
async function newLead(name: string): Promise<AdminLeadDetail> {
  ip += 1;
  const email = `${name.toLowerCase().replace(/\W/g, '')}${ip}@example.in`;
  const res = await json(
    app,
    'POST',
    '/api/platform/demo?usertype=parent',
    { name, email, mobile: `+9197000${String(ip).padStart(5, '0')}` },
    { 'x-forwarded-for': `10.66.${ip}.1` },
  );
  expect(res.status).toBe(200);
  const { rows } = await db.query('SELECT id FROM leads WHERE email = $1', [email]);
  return (await get<AdminLeadDetail>(admin, `/api/admin/leads/${rows[0].id}`)).body;
}

const future = (days: number) => new Date(Date.now() + days * 86_400_000);
/** India time as the console's datetime field sends it. */
const indiaLocal = (d: Date) => new Date(d.getTime() + 330 * 60_000).toISOString().slice(0, 16);

describe('who sees and works a lead', () => {
  it('lets a counsellor take an unassigned lead, once; the other counsellor then neither sees nor takes it', async () => {
    const lead = await newLead('Asha Parent');
    expect(lead).toMatchObject({ status: 'NEW', assigneeId: null, source: 'parent_page', overdue: false });
    const unassignedForRavi = await get<AdminLead[]>(ravi, '/api/admin/leads?filter={"unassigned":true}');
    expect(unassignedForRavi.body.map((l) => l.id)).toContain(lead.id);

    const taken = await post(kavita, `/api/admin/leads/${lead.id}/take`);
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({ assigneeId: kavita.id, version: lead.version + 1 });
    expect((await post(kavita, `/api/admin/leads/${lead.id}/take`)).status).toBe(200);
    const late = await post(ravi, `/api/admin/leads/${lead.id}/take`);
    expect(late).toMatchObject({ status: 409, body: { code: 'LEAD_ALREADY_TAKEN' } });

    expect((await get(ravi, `/api/admin/leads/${lead.id}`)).body).toMatchObject({ code: 'LEAD_NOT_YOURS' });
    const ravis = await get<AdminLead[]>(ravi, '/api/admin/leads');
    expect(ravis.body.map((l) => l.id)).not.toContain(lead.id);
    const kavitas = await get<AdminLead[]>(kavita, '/api/admin/leads?filter={"mine":true}');
    expect(kavitas.body.map((l) => l.id)).toEqual([lead.id]);
    const all = await get<AdminLead[]>(admin, `/api/admin/leads?filter={"assigneeId":"${kavita.id}"}`);
    expect(all.body.map((l) => l.id)).toEqual([lead.id]);
    expect((await put(ravi, lead.id, { version: taken.body.version, status: 'CONTACTED' })).body.code).toBe(
      'LEAD_NOT_YOURS',
    );
  });

  it('asks a counsellor to take an unassigned lead before moving it; an admin may move any', async () => {
    const lead = await newLead('Bina Parent');
    const refused = await put(kavita, lead.id, { version: lead.version, status: 'CONTACTED' });
    expect(refused).toMatchObject({
      status: 403,
      body: { code: 'LEAD_NOT_YOURS', message: 'Take this lead before working on it' },
    });
    expect((await put(admin, lead.id, { version: lead.version, status: 'CONTACTED' })).status).toBe(200);
  });

  it('lets only an admin reassign, and only to a counsellor', async () => {
    const lead = await newLead('Chitra Parent');
    const byCounsellor = await put(kavita, lead.id, { version: lead.version, status: 'NEW', assigneeId: kavita.id });
    expect(byCounsellor.status).toBe(403);
    const toAdmin = await put(admin, lead.id, { version: lead.version, status: 'NEW', assigneeId: admin.id });
    expect(toAdmin).toMatchObject({ status: 400, body: { errors: [{ field: 'assigneeId' }] } });
    const ok = await put(admin, lead.id, { version: lead.version, status: 'NEW', assigneeId: ravi.id });
    expect(ok.body).toMatchObject({ assigneeId: ravi.id, status: 'NEW' });
    expect(ok.body.timeline.at(-1)).toMatchObject({ kind: 'assigned', actorName: admin.username });
  });
});

describe('moves', () => {
  let lead: AdminLeadDetail;
  beforeAll(async () => {
    lead = await newLead('Deepa Parent');
    lead = (await post(kavita, `/api/admin/leads/${lead.id}/take`)).body;
  });
  const move = async (body: object) => {
    const res = await put(kavita, lead.id, { version: lead.version, ...body });
    if (res.status === 200) lead = res.body;
    return res;
  };

  it('walks NEW → CONTACTED → DEMO_SCHEDULED → rescheduled → CONVERTED, refusing what the machine does not allow', async () => {
    expect(
      await move({
        status: 'DEMO_SCHEDULED',
        scheduledAt: indiaLocal(future(2)),
        meetingLink: 'https://meet.example.com/a',
      }),
    ).toMatchObject({
      status: 409,
      body: { code: 'LEAD_MOVE_NOT_ALLOWED', message: 'A lead cannot move from New to Demo scheduled' },
    });
    expect(await move({ status: 'CONVERTED' })).toMatchObject({ status: 409, body: { code: 'LEAD_MOVE_NOT_ALLOWED' } });
    expect((await move({ status: 'CONTACTED' })).status).toBe(200);
    expect(lead.nextStatuses).toEqual(['DEMO_SCHEDULED', 'CONVERTED', 'LOST']);

    // A stale version writes nothing.
    const stale = await put(kavita, lead.id, { version: lead.version - 1, status: 'LOST', lostReason: 'x' });
    expect(stale).toMatchObject({ status: 409, body: { code: 'VERSION_CONFLICT' } });

    // A demo needs a future time and an https link.
    expect(await move({ status: 'DEMO_SCHEDULED', meetingLink: 'https://meet.example.com/a' })).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'scheduledAt', message: 'A demo needs a date and time' }] },
    });
    expect(
      await move({
        status: 'DEMO_SCHEDULED',
        scheduledAt: indiaLocal(future(-1)),
        meetingLink: 'https://meet.example.com/a',
      }),
    ).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'scheduledAt', message: 'The demo must be in the future' }] },
    });
    expect(
      await move({ status: 'DEMO_SCHEDULED', scheduledAt: indiaLocal(future(2)), meetingLink: 'http://x' }),
    ).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'meetingLink' }] },
    });
    expect(await move({ status: 'DEMO_SCHEDULED', scheduledAt: indiaLocal(future(2)) })).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'meetingLink', message: 'A demo needs a meeting link' }] },
    });

    // India time in, the instant out: 16:30 IST is 11:00 UTC.
    const scheduled = await move({
      status: 'DEMO_SCHEDULED',
      scheduledAt: '2031-01-15T16:30',
      meetingLink: 'https://meet.example.com/a',
    });
    expect(scheduled.status).toBe(200);
    expect(lead).toMatchObject({ status: 'DEMO_SCHEDULED', scheduledAt: '2031-01-15T11:00:00.000Z' });
    expect(
      (
        await move({
          status: 'DEMO_SCHEDULED',
          scheduledAt: '2031-01-16T10:00',
          meetingLink: 'https://meet.example.com/b',
        })
      ).status,
    ).toBe(200);
    expect(lead).toMatchObject({ scheduledAt: '2031-01-16T04:30:00.000Z', meetingLink: 'https://meet.example.com/b' });
    const changes = await db.query(
      `SELECT count(*)::int AS n FROM outbox WHERE type = 'DemoScheduleChanged' AND payload->>'leadId' = $1`,
      [lead.id],
    );
    expect(changes.rows[0].n).toBe(2);

    expect((await move({ status: 'CONVERTED' })).status).toBe(200);
    expect(lead.nextStatuses).toEqual([]);
    expect(await move({ status: 'CONTACTED' })).toMatchObject({
      status: 409,
      body: { code: 'LEAD_MOVE_NOT_ALLOWED', message: 'The lead is converted: it cannot move again' },
    });

    expect(lead.timeline.filter((e) => e.kind !== 'request').map((e) => [e.kind, e.toStatus, e.actorName])).toEqual([
      ['taken', null, kavita.username],
      ['move', 'CONTACTED', kavita.username],
      ['move', 'DEMO_SCHEDULED', kavita.username],
      ['schedule', 'DEMO_SCHEDULED', kavita.username],
      ['move', 'CONVERTED', kavita.username],
    ]);
    const audit = await db.query(
      `SELECT action, after FROM audit_log WHERE resource = 'leads' AND resource_id = $1 ORDER BY at`,
      [lead.id],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['take', 'edit', 'edit', 'edit', 'edit']);
    expect(audit.rows[1].after).toEqual({ status: 'CONTACTED' });
  });

  it('needs a reason to lose a lead, and a lost lead stays lost', async () => {
    let other = (await post(kavita, `/api/admin/leads/${(await newLead('Esha Parent')).id}/take`)).body;
    const noReason = await put(kavita, other.id, { version: other.version, status: 'LOST', lostReason: '  ' });
    expect(noReason).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'lostReason', message: 'Say why the lead was lost' }] },
    });
    other = (
      await put(kavita, other.id, { version: other.version, status: 'LOST', lostReason: 'Chose another service' })
    ).body;
    expect(other).toMatchObject({ status: 'LOST', lostReason: 'Chose another service' });
    const back = await put(kavita, other.id, { version: other.version, status: 'NEW' });
    expect(back).toMatchObject({ status: 409, body: { code: 'LEAD_MOVE_NOT_ALLOWED' } });
  });

  it('refuses an unknown status with the list of statuses', async () => {
    const res = await put(admin, lead.id, { version: lead.version, status: 'WON' });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0].field).toBe('status');
  });
});

describe('notes and lists', () => {
  it('adds a note to the timeline with who wrote it, audited; an empty note is a 400', async () => {
    const lead = (await post(kavita, `/api/admin/leads/${(await newLead('Farah Parent')).id}/take`)).body;
    expect((await post(kavita, `/api/admin/leads/${lead.id}/notes`, { text: ' ' })).status).toBe(400);
    const noted = await post(kavita, `/api/admin/leads/${lead.id}/notes`, { text: 'Call after 6 pm' });
    expect(noted.status).toBe(200);
    expect(noted.body.version).toBe(lead.version);
    expect(noted.body.timeline.at(-1)).toMatchObject({ kind: 'note', text: 'Call after 6 pm', actorId: kavita.id });
    expect((await post(ravi, `/api/admin/leads/${lead.id}/notes`, { text: 'x' })).status).toBe(403);
    const audit = await db.query(`SELECT 1 FROM audit_log WHERE action = 'note' AND resource_id = $1`, [lead.id]);
    expect(audit.rowCount).toBe(1);
  });

  it('filters by status, source, age and overdue, and flags a lead still NEW after 24 hours', async () => {
    const old = await newLead('Gita Parent');
    await db.query(`UPDATE leads SET created_at = now() - interval '25 hours' WHERE id = $1`, [old.id]);
    const overdue = await get<AdminLead[]>(admin, '/api/admin/leads?filter={"overdue":true}');
    expect(overdue.body.map((l) => [l.id, l.overdue])).toEqual([[old.id, true]]);
    const before = new Date(Date.now() - 3600_000).toISOString();
    const aged = await get<AdminLead[]>(admin, `/api/admin/leads?filter={"createdAt_lte":"${before}"}`);
    expect(aged.body.map((l) => l.id)).toEqual([old.id]);
    const contacted = await get<AdminLead[]>(admin, '/api/admin/leads?filter={"status":"CONVERTED"}');
    expect(contacted.body.every((l) => l.status === 'CONVERTED')).toBe(true);
    const careerLeads = await get<AdminLead[]>(admin, '/api/admin/leads?filter={"source":"career_request"}');
    expect(careerLeads.body).toEqual([]);
    const search = await get<AdminLead[]>(admin, '/api/admin/leads?filter={"q":"gita"}');
    expect(search.body.map((l) => l.id)).toEqual([old.id]);
    const range = await app.inject({ method: 'GET', url: '/api/admin/leads?range=[0,1]', headers: as(admin) });
    expect(range.headers['content-range']).toMatch(/^leads 0-1\/\d+$/);
    expect((await get(admin, '/api/admin/leads?filter={"status":"WON"}')).status).toBe(400);
    expect((await get(admin, '/api/admin/leads?filter={"colour":"red"}')).status).toBe(400);
  });
});

describe('the CSV export', () => {
  /** India time as the file writes it: `2031-01-15 16:30`. */
  const indiaCell = (iso: string) => indiaLocal(new Date(iso)).replace('T', ' ');
  const indiaDay = () => indiaLocal(new Date()).slice(0, 10);
  const exportAs = (user: TestUser, query: string) =>
    app.inject({ method: 'GET', url: `/api/admin/leads/export?${query}`, headers: as(user) });

  let lost: AdminLeadDetail;
  let demo: AdminLeadDetail;
  beforeAll(async () => {
    // Names and reasons come from the public's forms: the file must survive commas, quotes, line breaks and
    // cells a spreadsheet would run as formulas. The form refuses some of these, so they are written directly.
    lost = await newLead('Zebra Export One');
    await db.query(`UPDATE leads SET name = '=HYPERLINK("http://x.example","click"),1' WHERE id = $1`, [lost.id]);
    lost = (
      await put(admin, lost.id, {
        version: lost.version,
        status: 'LOST',
        lostReason: '@risk, "very" cold\nsecond line',
      })
    ).body;
    demo = await newLead('Zebra Export Two');
    await db.query(`UPDATE leads SET name = 'Plain "Quoted", Name' WHERE id = $1`, [demo.id]);
    demo = (await put(admin, demo.id, { version: demo.version, status: 'NEW', assigneeId: kavita.id })).body;
    demo = (await put(admin, demo.id, { version: demo.version, status: 'CONTACTED' })).body;
    demo = (
      await put(admin, demo.id, {
        version: demo.version,
        status: 'DEMO_SCHEDULED',
        scheduledAt: '2031-01-15T16:30',
        meetingLink: 'https://meet.example.com/z',
      })
    ).body;
    expect([lost.status, demo.status, demo.assigneeName]).toEqual(['LOST', 'DEMO_SCHEDULED', 'Test User']);
  });

  it("gives an admin the list's rows for its filter and sort as CSV, quoted and guarded against formulas", async () => {
    const before = indiaDay();
    const res = await exportAs(admin, 'filter={"q":"zebraexport"}&sort=["createdAt","ASC"]&range=[0,0]');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    // Like every staff answer (the kit's interceptor): never kept by a cache.
    expect(res.headers['cache-control']).toBe('no-store');
    expect([before, indiaDay()]).toContain(
      /^attachment; filename="leads-(\d{4}-\d{2}-\d{2})\.csv"$/.exec(String(res.headers['content-disposition']))?.[1],
    );
    // The range is a page's, not a file's: both leads came, and the total says nothing was cut.
    expect(res.headers['x-total-count']).toBe('2');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.body.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'ID,Name,E-mail,Mobile,Source,Status,Counsellor,Lost reason,Created at (UTC),Created at (IST),Demo at (UTC),Demo at (IST)',
      [
        lost.id,
        `"'=HYPERLINK(""http://x.example"",""click""),1"`,
        lost.email,
        `'${lost.mobile}`,
        'Parent page',
        'Lost',
        '',
        `"'@risk, ""very"" cold\nsecond line"`,
        lost.createdAt,
        indiaCell(lost.createdAt),
        '',
        '',
      ].join(','),
      [
        demo.id,
        '"Plain ""Quoted"", Name"',
        demo.email,
        `'${demo.mobile}`,
        'Parent page',
        'Demo scheduled',
        'Test User',
        '',
        demo.createdAt,
        indiaCell(demo.createdAt),
        '2031-01-15T11:00:00.000Z',
        '2031-01-15 16:30',
      ].join(','),
      '',
    ]);

    const lostOnly = await exportAs(admin, 'filter={"q":"zebraexport","status":"LOST"}');
    expect(
      lostOnly.body
        .split('\r\n')
        .slice(1, -1)
        .map((line) => line.split(',')[0]),
    ).toEqual([lost.id]);
    const kavitas = await exportAs(admin, `filter={"assigneeId":"${kavita.id}","q":"zebra"}`);
    expect(kavitas.headers['x-total-count']).toBe('1');
    expect(kavitas.body).toContain(demo.id);
  });

  it('writes who exported what to the audit log', async () => {
    await exportAs(admin, 'filter={"q":"zebraexport","source":"parent_page"}&sort=["name","DESC"]');
    const { rows } = await db.query(
      `SELECT role, resource_id, before, after FROM audit_log
        WHERE action = 'export' AND resource = 'leads' AND user_id = $1 ORDER BY at DESC, id DESC LIMIT 1`,
      [admin.id],
    );
    expect(rows).toEqual([
      {
        role: 'admin',
        resource_id: null,
        before: null,
        after: {
          filter: { q: 'zebraexport', source: 'parent_page' },
          sort: { field: 'name', order: 'DESC' },
          rows: 2,
          total: 2,
        },
      },
    ]);
  });

  it('refuses a counsellor the export (the list stays theirs), and a filter the list refuses', async () => {
    const refused = await exportAs(kavita, 'filter={"q":"zebraexport"}');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await get(kavita, '/api/admin/leads?filter={"q":"zebraexport"}')).status).toBe(200);
    const audited = await db.query(`SELECT 1 FROM audit_log WHERE action = 'export' AND user_id = $1`, [kavita.id]);
    expect(audited.rowCount).toBe(0);
    expect((await exportAs(admin, 'filter={"colour":"red"}')).statusCode).toBe(400);
    expect((await exportAs(admin, 'sort=["email","ASC"]')).statusCode).toBe(400);
  });
});
