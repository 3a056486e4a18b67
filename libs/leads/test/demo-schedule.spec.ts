import { Test, type TestingModule } from '@nestjs/testing';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import type { AdminLeadDetail } from '@app/contracts';
import { ConfigModule } from '@app/config';
import { DatabaseModule } from '@app/db';
import { QueueModule, QueueRegistry } from '@app/queue';
import { json } from '../../../test/support/apps.js';
import { startStack, type TestStack } from '../../../test/support/stack.js';
import { createSignedInUser, type TestUser } from '../../../test/support/users.js';
import { LeadsJobsModule } from '../src/leads.module.js';
import { LeadsClock } from '../src/leads-clock.js';
import { DemoReminderJob, DemoScheduleChangedJob, reminderJobId } from '../src/schedule/demo-schedule.jobs.js';
import { LeadSlaSweepJob } from '../src/jobs/lead-sla.job.js';

// Issue 12: "reminders across reschedules (with time moved by the test, not by waiting)" and the service level.
// The API schedules as the console does; the worker's handlers run here with a clock the test sets, and the delayed
// reminder jobs are read from Redis (no BullMQ worker runs, so they stay where the handler put them).

let stack: TestStack;
let app: NestFastifyApplication;
let db: pg.Pool;
let jobs: TestingModule;
let counsellor: TestUser;
/** The worker's time: real time unless a test sets it. */
let now: number | undefined;
let ip = 0;

beforeAll(async () => {
  stack = await startStack();
  ({ app, db } = stack);
  counsellor = await createSignedInUser(app, db, 'counsellor', { prefix: 'sched' });
  jobs = await Test.createTestingModule({
    imports: [ConfigModule.forRoot(stack.config), DatabaseModule, QueueModule, LeadsJobsModule],
  }).compile();
  await jobs.init();
  jobs.get(LeadsClock, { strict: false }).now = () => new Date(now ?? Date.now());
});

afterAll(async () => {
  await jobs?.close();
  await stack?.stop();
});

const HOUR = 3600_000;
const mailQueue = () => jobs.get(QueueRegistry, { strict: false }).get('mail');

async function takenLead(): Promise<AdminLeadDetail> {
  ip += 1;
  const email = `sched${ip}@example.in`;
  await json(
    app,
    'POST',
    '/api/platform/demo?usertype=parent',
    { name: `Parent ${ip}`, email, mobile: `+9196000${String(ip).padStart(5, '0')}` },
    { 'x-forwarded-for': `10.55.${ip}.1` },
  );
  const { rows } = await db.query('SELECT id FROM leads WHERE email = $1', [email]);
  const taken = await json<AdminLeadDetail>(
    app,
    'POST',
    `/api/admin/leads/${rows[0].id}/take`,
    {},
    { authorization: counsellor.token },
  );
  return taken.body;
}

async function put(lead: AdminLeadDetail, body: object): Promise<AdminLeadDetail> {
  const res = await json<AdminLeadDetail>(
    app,
    'PUT',
    `/api/admin/leads/${lead.id}`,
    { version: lead.version, ...body },
    { authorization: counsellor.token },
  );
  expect(res.status).toBe(200);
  // The worker's job for the change, as the relay would hand it over.
  await jobs.get(DemoScheduleChangedJob, { strict: false }).handle({ leadId: lead.id });
  return res.body;
}

/**
 * The lead's reminder jobs waiting in Redis: [job id, when it is due, to the second]. BullMQ counts the delay from
 * the real time it was added; the handler from the test's clock, a few milliseconds behind.
 */
async function delayedReminders(leadId: string): Promise<[string, number][]> {
  const delayed = await mailQueue().getDelayed();
  return delayed
    .filter((j) => j.name === 'DemoReminder' && j.data.leadId === leadId)
    .map((j) => [j.id!, j.timestamp + j.delay] as [string, number])
    .sort();
}

/** The jobs are these, each due within a second of its time. */
function expectDue(actual: [string, number][], expected: [string, number][]): void {
  expect(actual.map(([id]) => id)).toEqual(expected.map(([id]) => id));
  actual.forEach(([, due], i) => expect(Math.abs(due - expected[i][1])).toBeLessThan(1000));
}

async function mailsTo(email: string) {
  const { rows } = await db.query(
    `SELECT message_id, subject, attachments FROM dev_mailbox WHERE recipient = $1 ORDER BY sent_at, message_id`,
    [email],
  );
  return rows as { message_id: string; subject: string; attachments: { filename: string; contentType: string }[] }[];
}

const remind = (leadId: string, scheduleSeq: number, hoursBefore: 24 | 1) =>
  jobs.get(DemoReminderJob, { strict: false }).handle({ leadId, scheduleSeq, hoursBefore });

describe('a scheduled demo', () => {
  it('mails the invite with its .ics; a reschedule moves the reminders and only the new ones go, once', async () => {
    now = undefined;
    let lead = await takenLead();
    lead = await put(lead, { status: 'CONTACTED' });
    const first = new Date(Date.now() + 3 * 24 * HOUR);
    lead = await put(lead, {
      status: 'DEMO_SCHEDULED',
      scheduledAt: first.toISOString(),
      meetingLink: 'https://meet.example.com/one',
    });
    expectDue(await delayedReminders(lead.id), [
      [reminderJobId(lead.id, 1, 1), first.getTime() - HOUR],
      [reminderJobId(lead.id, 1, 24), first.getTime() - 24 * HOUR],
    ]);
    let inbox = await mailsTo(lead.email);
    expect(inbox).toHaveLength(1);
    expect(inbox[0].attachments).toEqual([
      expect.objectContaining({ filename: 'invite.ics', contentType: expect.stringContaining('text/calendar') }),
    ]);

    const second = new Date(Date.now() + 5 * 24 * HOUR);
    lead = await put(lead, {
      status: 'DEMO_SCHEDULED',
      scheduledAt: second.toISOString(),
      meetingLink: 'https://meet.example.com/two',
    });
    expectDue(await delayedReminders(lead.id), [
      [reminderJobId(lead.id, 2, 1), second.getTime() - HOUR],
      [reminderJobId(lead.id, 2, 24), second.getTime() - 24 * HOUR],
    ]);
    inbox = await mailsTo(lead.email);
    expect(inbox.map((m) => m.message_id)).toEqual([
      `<demo-invite:${lead.id}:1@dishacareers.in>`,
      `<demo-invite:${lead.id}:2@dishacareers.in>`,
    ]);

    // The old schedule's reminder, had its job run anyway at its time: nothing.
    now = first.getTime() - 24 * HOUR;
    await remind(lead.id, 1, 24);
    expect(await mailsTo(lead.email)).toHaveLength(2);
    // The new one's, at its time, twice (a retry): one mail.
    now = second.getTime() - 24 * HOUR;
    await remind(lead.id, 2, 24);
    await remind(lead.id, 2, 24);
    now = second.getTime() - HOUR;
    await remind(lead.id, 2, 1);
    inbox = await mailsTo(lead.email);
    expect(inbox.map((m) => m.subject).slice(2)).toEqual([
      'Reminder: your Disha Careers demo is tomorrow',
      'Reminder: your Disha Careers demo is in an hour',
    ]);
    // After the demo began, a late reminder is not sent.
    now = second.getTime() + 60_000;
    await db.query(`DELETE FROM mail_deliveries WHERE key = $1`, [`demo-reminder:${lead.id}:2:1`]);
    await remind(lead.id, 2, 1);
    expect(await mailsTo(lead.email)).toHaveLength(4);
  });

  it('a cancel removes the reminders and no reminder goes after it; the parent gets the cancel', async () => {
    now = undefined;
    let lead = await takenLead();
    lead = await put(lead, { status: 'CONTACTED' });
    const at = new Date(Date.now() + 2 * 24 * HOUR);
    lead = await put(lead, {
      status: 'DEMO_SCHEDULED',
      scheduledAt: at.toISOString(),
      meetingLink: 'https://meet.example.com/c',
    });
    expect(await delayedReminders(lead.id)).toHaveLength(2);
    lead = await put(lead, { status: 'CONTACTED' });
    expect(await delayedReminders(lead.id)).toEqual([]);
    now = at.getTime() - HOUR;
    await remind(lead.id, 1, 1);
    await remind(lead.id, 1, 24);
    const inbox = await mailsTo(lead.email);
    expect(inbox.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Your Disha Careers demo: /),
      'Your Disha Careers demo is cancelled',
    ]);
    expect(inbox[1].attachments[0].contentType).toContain('method=CANCEL');
  });

  it('books only the reminders still ahead', async () => {
    now = undefined;
    let lead = await takenLead();
    lead = await put(lead, { status: 'CONTACTED' });
    const soon = new Date(Date.now() + 3 * HOUR);
    lead = await put(lead, {
      status: 'DEMO_SCHEDULED',
      scheduledAt: soon.toISOString(),
      meetingLink: 'https://meet.example.com/s',
    });
    expect((await delayedReminders(lead.id)).map(([id]) => id)).toEqual([reminderJobId(lead.id, 1, 1)]);
  });
});

describe('the service level', () => {
  it('tells the counsellor and sales once about a lead still NEW after 24 hours', async () => {
    now = undefined;
    const waiting = await takenLead();
    const fresh = await takenLead();
    const sweep = () => jobs.get(LeadSlaSweepJob, { strict: false }).handle();
    await sweep();
    const slaMails = async () =>
      (
        await db.query(
          `SELECT message_id, recipient FROM dev_mailbox WHERE message_id LIKE '<lead-sla:%' ORDER BY recipient`,
        )
      ).rows;
    expect(await slaMails()).toEqual([]);
    now = Date.now() + 25 * HOUR;
    // Two sweeps at once, then another: one alert each.
    await Promise.all([sweep(), sweep()]);
    await sweep();
    const sent = await slaMails();
    expect(sent.map((m) => m.recipient).sort()).toEqual(
      [counsellor.email, counsellor.email, 'sales@dishacareers.in', 'sales@dishacareers.in'].sort(),
    );
    const events = await db.query(`SELECT lead_id FROM lead_events WHERE kind = 'sla_alert'`);
    expect(events.rows.map((r) => r.lead_id).sort()).toEqual([waiting.id, fresh.id].sort());
    // A lead contacted in time is never alerted.
    now = undefined;
    let contacted = await takenLead();
    contacted = await put(contacted, { status: 'CONTACTED' });
    now = Date.now() + 48 * HOUR;
    await sweep();
    expect(
      await db.query(`SELECT 1 FROM lead_events WHERE kind = 'sla_alert' AND lead_id = $1`, [contacted.id]),
    ).toMatchObject({ rowCount: 0 });
  });
});
