import net from 'node:net';
import type { INestApplicationContext } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import { ERROR_CODES, MAIL_ADMIN_MESSAGES, type AdminMail } from '@app/contracts';
import { QueueRegistry } from '@app/queue';
import { json, startWorker } from '../../../test/support/apps.js';
import { freePort } from '../../../test/support/redis-server.js';
import { eventually, type TestEnv } from '../../../test/support/test-env.js';
import { startStack, type TestStack } from '../../../test/support/stack.js';
import { createSignedInUser, type TestUser } from '../../../test/support/users.js';

// The mail log against a real failing transport: an SMTP "server" that accepts connections and drops them at once.
// A mail that keeps failing is `queued` with its error while tries are left and `failed` after the last; an
// admin's resend runs its job again on a healthy worker and the mail is sent once, however often it is clicked.

type Err = { code: string; message: string };
type Mail = { subject: string };

let stack: TestStack;
let env: TestEnv;
let app: NestFastifyApplication;
let db: pg.Pool;
let admin: TestUser;

beforeAll(async () => {
  // No worker: each test starts the ones it needs.
  stack = await startStack();
  ({ env, app, db } = stack);
  admin = await createSignedInUser(app, db, 'admin');
});

afterAll(() => stack?.stop());

const call = <T>(method: 'GET' | 'POST', url: string) =>
  json<T>(app, method, url, method === 'POST' ? {} : undefined, { authorization: admin.token });

const mailRow = async (subject: string) =>
  (
    await db.query<{ id: string; status: string; attempts: number; last_error: string | null; job_id: string }>(
      `SELECT id, status, attempts, last_error, job_id FROM mail_deliveries WHERE subject LIKE $1`,
      [`%${subject}%`],
    )
  ).rows[0];

const salesMails = async (about: string) =>
  (await json<Mail[]>(app, 'GET', '/api/dev/mail?to=sales@dishacareers.in')).body.filter((m) =>
    m.subject.includes(about),
  );

async function requestCareer(careerName: string): Promise<void> {
  const { status } = await json(app, 'POST', '/api/platform/careers/request', {
    careerName,
    name: 'Failing Mail',
    email: 'failing.mail@example.in',
    mobile: '+919811111111',
  });
  expect(status).toBe(200);
}

/** A worker whose SMTP server drops every connection: each try of a mail fails for real. */
async function withFailingWorker<T>(attempts: number, fn: () => Promise<T>): Promise<T> {
  const port = await freePort();
  const server = net.createServer((socket) => socket.destroy()).listen(port, '127.0.0.1');
  let worker: INestApplicationContext | undefined;
  try {
    worker = await startWorker(
      env.config({ SMTP_URL: `smtp://127.0.0.1:${port}`, JOB_ATTEMPTS: String(attempts), JOB_BACKOFF_MS: '300' }),
    );
    return await fn();
  } finally {
    await worker?.close();
    server.close();
  }
}

describe('the mail log', () => {
  it('records each failed try, fails for good on the last, and a resend sends it once', async () => {
    await withFailingWorker(3, async () => {
      await requestCareer('Unsendable Career');
      // Between tries the mail is still on its way, with the refusal it got.
      const between = await eventually(async () => {
        const row = await mailRow('Unsendable Career');
        return row?.attempts >= 1 && row.status === 'queued' && row;
      }, 20_000);
      expect(between.last_error).toBeTruthy();
      const failed = await eventually(async () => (await mailRow('Unsendable Career'))?.status === 'failed', 20_000);
      expect(failed).toBe(true);
    });
    const row = await mailRow('Unsendable Career');
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    const listed = await call<AdminMail[]>(
      'GET',
      `/api/admin/mails?filter=${encodeURIComponent(JSON.stringify({ status: 'failed', q: 'sales@' }))}`,
    );
    expect(listed.body.map((m) => m.id)).toEqual([row.id]);
    expect(listed.body[0]).toMatchObject({ to: 'sales@dishacareers.in', attempts: 3, job: 'CareerRequested' });
    expect(await salesMails('Unsendable Career')).toEqual([]);

    // A healthy worker; the admin double-clicks: one resend is taken, the other hears the mail is not failed.
    const worker = await startWorker(env.config());
    try {
      const clicks = await Promise.all([
        call<AdminMail | Err>('POST', `/api/admin/mails/${row.id}/resend`),
        call<AdminMail | Err>('POST', `/api/admin/mails/${row.id}/resend`),
      ]);
      expect(clicks.map((c) => c.status).sort()).toEqual([200, 409]);
      const taken = clicks.find((c) => c.status === 200)!.body as AdminMail;
      expect(taken.status).toBe('queued');
      const refused = clicks.find((c) => c.status === 409)!.body as Err;
      expect(refused).toMatchObject({ code: ERROR_CODES.Conflict, message: MAIL_ADMIN_MESSAGES.notFailed });
      await eventually(async () => (await mailRow('Unsendable Career')).status === 'sent', 20_000, 'the resent mail');
      const queue = worker.get(QueueRegistry).get('mail');
      await eventually(async () => (await queue.getJob(row.job_id))?.isCompleted(), 10_000, 'the job done');
    } finally {
      await worker.close();
    }
    expect(await salesMails('Unsendable Career')).toHaveLength(1);
    expect(await mailRow('Unsendable Career')).toMatchObject({ status: 'sent', attempts: 4 });
    const audit = await db.query(`SELECT action, before, after FROM audit_log WHERE resource = 'mails'`);
    expect(audit.rows).toEqual([{ action: 'resend', before: { status: 'failed' }, after: { status: 'queued' } }]);
  });

  it("resends a failed mail whose job Redis no longer has, from the job's outbox row", async () => {
    const worker = await startWorker(env.config());
    try {
      await requestCareer('Forgotten Job Career');
      await eventually(async () => (await mailRow('Forgotten Job Career'))?.status === 'sent', 20_000);
      const row = await mailRow('Forgotten Job Career');
      const queue = worker.get(QueueRegistry).get('mail');
      await eventually(async () => (await queue.getJob(row.job_id))?.isCompleted(), 10_000, 'the job done');
      // As if the mail server had refused it after all and the job had been cleaned from the queues board.
      await (await queue.getJob(row.job_id))!.remove();
      await db.query(`UPDATE mail_deliveries SET status = 'failed', last_error = '550 refused' WHERE id = $1`, [
        row.id,
      ]);
      await db.query(`DELETE FROM dev_mailbox WHERE subject LIKE '%Forgotten Job Career%'`);

      const res = await call<AdminMail>('POST', `/api/admin/mails/${row.id}/resend`);
      expect(res.status).toBe(200);
      await eventually(async () => (await mailRow('Forgotten Job Career')).status === 'sent', 20_000);
      expect(await salesMails('Forgotten Job Career')).toHaveLength(1);
    } finally {
      await worker.close();
    }
  });

  it('refuses a resend of an unknown mail (404) and of one whose job is not known (409)', async () => {
    expect((await call<Err>('POST', `/api/admin/mails/00000000-0000-4000-8000-000000000000/resend`)).status).toBe(404);
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO mail_deliveries (key, message_id, recipient, subject, status, attempts, last_error)
       VALUES ('test:orphan', '<test:orphan@dishacareers.in>', 'orphan@example.in', 'Orphan', 'failed', 1, 'x')
       RETURNING id`,
    );
    const res = await call<Err>('POST', `/api/admin/mails/${rows[0].id}/resend`);
    expect(res).toEqual({ status: 409, body: expect.objectContaining({ message: MAIL_ADMIN_MESSAGES.noJob }) });
  });
});
