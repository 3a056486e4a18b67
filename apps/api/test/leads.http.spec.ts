import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import { json, startApi } from '../../../test/support/apps.js';
import { startStack, type TestStack } from '../../../test/support/stack.js';

let stack: TestStack;
let app: NestFastifyApplication;
let db: pg.Pool;

const SALES = 'sales@dishacareers.in';
type Mail = { to: string; subject: string; text: string; html: string; sentAt: string };

// The requests on the wire: the answers, the validation messages, and the dev mailbox's reader. Storing a lead with
// its event and the sales team's mail are tested without HTTP or a worker in libs/leads/test/leads.spec.ts.
beforeAll(async () => {
  stack = await startStack();
  ({ app, db } = stack);
});

afterAll(() => stack?.stop());

const count = async (table: string) => (await db.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n as number;
const mails = async () => (await json<Mail[]>(app, 'GET', `/api/dev/mail?to=${SALES}`)).body;

const school = {
  name: 'Meera Iyer',
  email: 'meera@dps.edu.in',
  mobile: '+919812345678',
  school: 'DPS R K Puram',
  designation: 'Principal',
};
const career = {
  careerName: 'Marine Biologist',
  name: 'Kabir Shah',
  email: 'kabir@example.in',
  mobile: '+919898989898',
  comments: 'Please add it',
};

describe('POST /api/platform/demo', () => {
  it('answers 200 with the spec message', async () => {
    expect(await json(app, 'POST', '/api/platform/demo?usertype=school', school)).toEqual({
      status: 200,
      body: { message: expect.stringContaining('free demo') },
    });
  });

  it('takes a parent request without school fields; the mobile may come without +91 and is stored with it', async () => {
    const { status } = await json(app, 'POST', '/api/platform/demo?usertype=parent', {
      name: 'Anil',
      email: 'anil@example.com',
      mobile: '9000000001',
    });
    expect(status).toBe(200);
    const lead = (await db.query(`SELECT * FROM demo_requests WHERE email = 'anil@example.com'`)).rows[0];
    expect(lead).toMatchObject({ user_type: 'parent', mobile: '+919000000001' });
  });

  it.each([
    ['name missing', { ...school, name: undefined }, 'name', 'Name is required'],
    ['name blank', { ...school, name: '   ' }, 'name', 'Name is required'],
    ['school missing', { ...school, school: '' }, 'school', 'School name is required'],
    ['designation missing', { ...school, designation: undefined }, 'designation', 'Role is required'],
    ['email missing', { ...school, email: '' }, 'email', 'Email is required'],
    ['email invalid', { ...school, email: 'meera@dps' }, 'email', 'Enter valid email'],
    ['email with a long ending', { ...school, email: 'a@b.abcde' }, 'email', 'Enter valid email'],
    ['mobile missing', { ...school, mobile: '' }, 'mobile', 'Mobile is required'],
    ['mobile short', { ...school, mobile: '+91981234' }, 'mobile', 'Enter valid mobile number'],
    ['mobile long', { ...school, mobile: '98123456789' }, 'mobile', 'Enter valid mobile number'],
    ['mobile not digits', { ...school, mobile: '98123abc78' }, 'mobile', 'Enter valid mobile number'],
    ['mobile not text', { ...school, mobile: 9812345678 }, 'mobile', 'Mobile is required'],
  ])('refuses a school request with %s and writes nothing', async (_, payload, field, message) => {
    const [leads, events] = [await count('demo_requests'), await count('outbox')];
    const { status, body } = await json<{ message: string; errors: { field: string; message: string }[] }>(
      app,
      'POST',
      '/api/platform/demo?usertype=school',
      payload,
    );
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ field, message }]);
    expect(body.message).toBe(message);
    expect([await count('demo_requests'), await count('outbox')]).toEqual([leads, events]);
  });

  it('refuses a missing or unknown usertype, a non-object body and bad JSON', async () => {
    expect((await json(app, 'POST', '/api/platform/demo', school)).body).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'usertype must be parent or school',
    });
    expect((await json(app, 'POST', '/api/platform/demo?usertype=teacher', school)).status).toBe(400);
    expect((await json(app, 'POST', '/api/platform/demo?usertype=parent', [1, 2])).status).toBe(400);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/platform/demo?usertype=parent',
      payload: '{oops',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.parse(bad.body)).toEqual({
      statusCode: 400,
      code: 'INVALID_JSON',
      message: 'Request body is not valid JSON',
    });
  });
});

describe('POST /api/platform/careers/request', () => {
  it('answers 200 with the spec message', async () => {
    expect(await json(app, 'POST', '/api/platform/careers/request', career)).toEqual({
      status: 200,
      body: { message: expect.stringContaining('received your request') },
    });
  });

  it('takes comments as optional', async () => {
    const { comments: _omit, ...rest } = career;
    expect((await json(app, 'POST', '/api/platform/careers/request', { ...rest, email: 'k2@example.in' })).status).toBe(
      200,
    );
  });

  it.each([
    [{ ...career, careerName: '' }, 'careerName', 'Career name is required'],
    [{ ...career, name: undefined }, 'name', 'Your name is required'],
    [{ ...career, email: undefined }, 'email', 'Email is required'],
    [{ ...career, email: 'kabir.example.in' }, 'email', 'Enter valid email'],
    [{ ...career, mobile: undefined }, 'mobile', 'Mobile is required'],
    [{ ...career, mobile: '12345' }, 'mobile', 'Enter valid mobile number'],
    [{ ...career, comments: 'x'.repeat(2001) }, 'comments', 'At most 2000 characters'],
  ])('refuses %j', async (payload, field, message) => {
    const before = await count('career_requests');
    const { status, body } = await json<{ errors: unknown[] }>(app, 'POST', '/api/platform/careers/request', payload);
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ field, message }]);
    expect(await count('career_requests')).toBe(before);
  });
});

describe('GET /api/dev/mail', () => {
  it('answers newest first with the spec fields', async () => {
    for (const [n, age] of [
      [1, 3],
      [2, 1],
      [3, 2],
    ])
      await db.query(
        `INSERT INTO dev_mailbox (message_id, recipient, subject, text, html, sent_at)
         VALUES ($1, $2, 'Hello', 'Hi', '<p>Hi</p>', now() - make_interval(mins => $3))`,
        [`<dev-mail-${n}@test>`, SALES, age],
      );
    const list = await mails();
    expect(list.length).toBeGreaterThanOrEqual(3);
    const times = list.map((m) => Date.parse(m.sentAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Object.keys(list[0])).toEqual(expect.arrayContaining(['to', 'subject', 'text', 'html', 'sentAt']));
    expect((await json<Mail[]>(app, 'GET', '/api/dev/mail?to=nobody@example.com')).body).toEqual([]);
  });

  it('answers 404 when SMTP is the transport', async () => {
    const smtpApp = await startApi(stack.env.config({ SMTP_URL: 'smtp://127.0.0.1:2525' }));
    try {
      expect((await json(smtpApp, 'GET', '/api/dev/mail')).status).toBe(404);
    } finally {
      await smtpApp.close();
    }
  });
});
