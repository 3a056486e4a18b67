import { Test, type TestingModule } from '@nestjs/testing';
import { CommandBus } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { ConfigModule } from '@app/config';
import type { CareerRequest, DemoRequest } from '@app/contracts';
import { DatabaseModule, PG_POOL } from '@app/db';
import { IdentityModule } from '@app/identity';
import { NotificationsModule } from '@app/notifications';
import { QueueModule, type JobContext } from '@app/queue';
import { RequestCareerCommand, RequestCareerHandler } from '../src/commands/request-career.command.js';
import { RequestDemoCommand, RequestDemoHandler } from '../src/commands/request-demo.command.js';
import { ActiveCounsellors } from '@app/identity';
import { LeadAssignmentService } from '../src/assignment/lead-assignment.service.js';
import { CareerRequestedAlertJob, DemoRequestedAlertJob, LeadAlertMailer } from '../src/jobs/lead-alert.jobs.js';
import { LeadIntakeService } from '../src/lead-intake.service.js';
import { LeadsRepository } from '../src/leads.repository.js';
import { createTestEnv, type TestEnv } from '../../../test/support/test-env.js';

// Demo and career requests without HTTP: the command stores the lead and its event in one transaction, and the
// event's job mails the sales team what the visitor typed (escaped). The job is run here as the worker runs it
// (payload and job id from the outbox row), so the HTTP spec (apps/api/test/leads.http.spec.ts, which keeps the
// validation messages and the answers) needs no worker. The relay itself is libs/queue/test/outbox-relay.spec.ts's.

const SALES = 'sales@dishacareers.in';

let env: TestEnv;
let app: TestingModule;
let db: Pool;
let commands: CommandBus;

beforeAll(async () => {
  env = await createTestEnv();
  app = await Test.createTestingModule({
    imports: [ConfigModule.forRoot(env.config()), DatabaseModule, QueueModule, IdentityModule, NotificationsModule],
    providers: [
      LeadsRepository,
      LeadIntakeService,
      LeadAssignmentService,
      ActiveCounsellors,
      RequestDemoHandler,
      RequestCareerHandler,
      LeadAlertMailer,
      DemoRequestedAlertJob,
      CareerRequestedAlertJob,
    ],
  }).compile();
  await app.init();
  db = app.get(PG_POOL);
  commands = app.get(CommandBus);
});

afterAll(async () => {
  await app?.close();
  await env?.cleanup();
});

let ip = 0;
/** Each request from its own address: the per-network lead limit is abuse-limits.http.spec.ts's. */
const nextIp = () => `10.20.${Math.floor(++ip / 250)}.${ip % 250}`;

/** The one outbox row a request wrote, by the id its payload names. */
async function eventOf(type: string, idField: string, id: string) {
  const { rows } = await db.query('SELECT id, payload FROM outbox WHERE type = $1 AND payload->>$2 = $3', [
    type,
    idField,
    id,
  ]);
  expect(rows).toHaveLength(1);
  return { jobId: rows[0].id as string, payload: rows[0].payload };
}

/** The sales alert the job with this id sent (the mail is keyed by the job id: one per job however often it runs). */
async function salesMailOf(jobId: string) {
  const { rows } = await db.query('SELECT recipient, subject, text, html FROM dev_mailbox WHERE message_id = $1', [
    `<lead-alert:${jobId}@dishacareers.in>`,
  ]);
  expect(rows).toHaveLength(1);
  expect(rows[0].recipient).toBe(SALES);
  return rows[0] as { subject: string; text: string; html: string };
}

const context = (jobId: string) => ({ jobId, attempt: 1 }) as unknown as JobContext;

async function requestDemo(userType: 'school' | 'parent', request: DemoRequest) {
  await commands.execute(new RequestDemoCommand(userType, request, nextIp()));
  const [lead] = (await db.query('SELECT * FROM demo_requests WHERE email = $1', [request.email])).rows;
  const event = await eventOf('DemoRequested', 'demoRequestId', lead.id);
  await app.get(DemoRequestedAlertJob).handle(event.payload, context(event.jobId));
  return { lead, mail: await salesMailOf(event.jobId) };
}

describe('a demo request', () => {
  it("stores a school's request with its event, and the job mails the sales team", async () => {
    const { lead, mail } = await requestDemo('school', {
      name: 'Meera Iyer',
      email: 'meera@dps.edu.in',
      mobile: '+919812345678',
      school: 'DPS R K Puram',
      designation: 'Principal',
    });
    expect(lead).toMatchObject({
      user_type: 'school',
      name: 'Meera Iyer',
      mobile: '+919812345678',
      school: 'DPS R K Puram',
      designation: 'Principal',
    });
    expect(mail.subject).toBe('New demo request (school): Meera Iyer');
    expect(mail.text).toContain('DPS R K Puram');
    expect(mail.text).toContain('+919812345678');
    expect(mail.html).toContain('Principal');
  });

  it("stores a parent's request without school fields", async () => {
    const { lead, mail } = await requestDemo('parent', {
      name: 'Anil',
      email: 'anil@example.com',
      mobile: '+919000000001',
    });
    expect(lead).toMatchObject({ user_type: 'parent', mobile: '+919000000001', school: null, designation: null });
    expect(mail.subject).toBe('New demo request (parent): Anil');
  });

  it('escapes HTML in what a visitor typed', async () => {
    const { mail } = await requestDemo('parent', {
      name: '<b>Xss</b>',
      email: 'x@example.com',
      mobile: '+919000000002',
    });
    expect(mail.text).toContain('<b>Xss</b>');
    expect(mail.html).toContain('&lt;b&gt;Xss&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Xss</b>');
  });
});

describe('a career request', () => {
  it('stores the request with its event, and the job mails the sales team', async () => {
    const request: CareerRequest = {
      careerName: 'Marine Biologist',
      name: 'Kabir Shah',
      email: 'kabir@example.in',
      mobile: '+919898989898',
      comments: 'Please add it',
    };
    await commands.execute(new RequestCareerCommand(request, nextIp()));
    const [lead] = (await db.query('SELECT * FROM career_requests WHERE email = $1', [request.email])).rows;
    expect(lead).toMatchObject({ career_name: 'Marine Biologist', name: 'Kabir Shah', comments: 'Please add it' });
    const event = await eventOf('CareerRequested', 'careerRequestId', lead.id);
    await app.get(CareerRequestedAlertJob).handle(event.payload, context(event.jobId));
    const mail = await salesMailOf(event.jobId);
    expect(mail.subject).toBe('Career request: Marine Biologist (from Kabir Shah)');
    expect(mail.text).toContain('Please add it');
  });
});

describe('every request is a lead', () => {
  const leadOf = async (email: string) =>
    (await db.query('SELECT * FROM leads WHERE lower(email) = lower($1) ORDER BY created_at', [email])).rows;
  const requestsOf = async (leadId: string) =>
    (await db.query(`SELECT data FROM lead_events WHERE lead_id = $1 AND kind = 'request' ORDER BY at`, [leadId])).rows;

  it('makes a NEW lead from a demo request, left unassigned with sales told when no counsellor is active', async () => {
    const { lead, mail } = await requestDemo('parent', {
      name: 'Ritu',
      email: 'ritu@example.in',
      mobile: '+919811100001',
    });
    const [row] = await leadOf('ritu@example.in');
    expect(row).toMatchObject({ id: lead.lead_id, status: 'NEW', source: 'parent_page', assignee_id: null });
    expect(mail.text).toContain('Counsellor: Not assigned (no active counsellor)');
  });

  it('joins a repeat request (same e-mail, or same mobile) within 30 days to the lead, not a new one', async () => {
    await requestDemo('parent', { name: 'Sunil', email: 'sunil@example.in', mobile: '+919811100002' });
    await requestDemo('school', {
      name: 'Sunil K',
      email: 'SUNIL@example.in',
      mobile: '+919811100003',
      school: 'KV 1',
      designation: 'Teacher',
    });
    await commands.execute(
      new RequestCareerCommand(
        { careerName: 'Astronomer', name: 'Sunil', email: 'other@example.in', mobile: '+919811100002', comments: '' },
        nextIp(),
      ),
    );
    const leads = await leadOf('sunil@example.in');
    expect(leads).toHaveLength(1);
    expect((await leadOf('other@example.in')).length).toBe(0);
    const requests = await requestsOf(leads[0].id);
    expect(requests.map((r) => [r.data.source, r.data.joined])).toEqual([
      ['parent_page', false],
      ['school_page', true],
      ['career_request', true],
    ]);
  });

  it('makes a new lead when the earlier request is more than 30 days old', async () => {
    await requestDemo('parent', { name: 'Old', email: 'old@example.in', mobile: '+919811100004' });
    await db.query(`UPDATE leads SET last_request_at = now() - interval '31 days' WHERE email = 'old@example.in'`);
    await commands.execute(
      new RequestDemoCommand('parent', { name: 'Old', email: 'old@example.in', mobile: '+919811100004' }, nextIp()),
    );
    expect(await leadOf('old@example.in')).toHaveLength(2);
  });

  it('makes one lead of two requests sent at once', async () => {
    const request = { name: 'Twin', email: 'twin@example.in', mobile: '+919811100005' };
    await Promise.all([
      commands.execute(new RequestDemoCommand('parent', request, nextIp())),
      commands.execute(new RequestDemoCommand('parent', request, nextIp())),
      commands.execute(new RequestDemoCommand('parent', request, nextIp())),
    ]);
    const leads = await leadOf('twin@example.in');
    expect(leads).toHaveLength(1);
    expect(await requestsOf(leads[0].id)).toHaveLength(3);
  });
});
