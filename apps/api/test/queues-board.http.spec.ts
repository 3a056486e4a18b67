import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Queue, QueueEvents, Worker } from 'bullmq';
import type pg from 'pg';
import { startStack, type TestStack } from '../../../test/support/stack.js';
import { createSignedInUser, type TestUser } from '../../../test/support/users.js';

/**
 * Issue 11, Operations: bull-board at /admin/queues for admins only, with the same sign-in: an admin's
 * Authorization header, or the cookie the console sets before opening it. Retrying a failed job works and is
 * written to the audit log.
 */

let stack: TestStack;
let app: NestFastifyApplication;
let db: pg.Pool;
let admin: TestUser;
let editor: TestUser;

beforeAll(async () => {
  stack = await startStack();
  ({ app, db } = stack);
  admin = await createSignedInUser(app, db, 'admin');
  editor = await createSignedInUser(app, db, 'content_editor');
});

afterAll(() => stack?.stop());

const board = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'PUT' = 'GET') =>
  app.inject({ method, url: `/admin/queues${url}`, headers });

describe('the queues board', () => {
  it('turns away anyone who is not an admin', async () => {
    const anonymous = await board('/api/queues');
    expect(anonymous.statusCode).toBe(401);
    const page = await board('', { accept: 'text/html' });
    expect(page.statusCode).toBe(401);
    expect(page.body).toContain('Open the queues from the staff console');
    const asEditor = await board('/api/queues', { authorization: editor.token });
    expect(asEditor.statusCode).toBe(403);
    expect((await board('/api/queues', { authorization: 'not-a-token' })).statusCode).toBe(401);
  });

  it('lets an admin in with the Authorization header, and shows every queue', async () => {
    const page = await board('/', { authorization: admin.token, accept: 'text/html' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('__UI_CONFIG__');
    // Nothing from outside the site: the policy would refuse Google's fonts, and the board works without them.
    expect(page.body).not.toContain('fonts.googleapis.com');
    const queues = await board('/api/queues', { authorization: admin.token });
    expect(queues.statusCode).toBe(200);
    const names = queues
      .json<{ queues: { name: string }[] }>()
      .queues.map((q) => q.name)
      .sort();
    expect(names).toEqual(['enrolment', 'mail', 'privacy', 'scoring']);
  });

  it("lets the console open it: the session call sets a cookie only the board's paths receive", async () => {
    const denied = await app.inject({
      method: 'POST',
      url: '/api/admin/queues/session',
      headers: { authorization: editor.token },
    });
    expect(denied.statusCode).toBe(403);
    const opened = await app.inject({
      method: 'POST',
      url: '/api/admin/queues/session',
      headers: { authorization: admin.token },
    });
    expect(opened.statusCode).toBe(200);
    const cookie = opened.cookies.find((c) => c.name === 'disha_queues')!;
    expect(cookie).toMatchObject({ path: '/admin/queues', httpOnly: true, sameSite: 'Strict', value: admin.token });
    const viaCookie = await board('/api/queues', { cookie: `disha_queues=${cookie.value}` });
    expect(viaCookie.statusCode).toBe(200);
  });

  it('retries a failed job, and the audit log says who did', async () => {
    const { config } = stack;
    const connection = { url: config.redis.url };
    const queue = new Queue('scoring', { connection, prefix: config.queue.prefix });
    const events = new QueueEvents('scoring', { connection, prefix: config.queue.prefix });
    await events.waitUntilReady();
    const failing = new Worker(
      'scoring',
      () => {
        throw new Error('the scorer fell over');
      },
      { connection, prefix: config.queue.prefix, autorun: false },
    );
    try {
      const job = await queue.add('board-test', { id: 'x' }, { attempts: 1 });
      const failed = new Promise((resolve) => events.on('failed', resolve));
      void failing.run();
      await failed;
      await failing.close();
      expect(await queue.getJobState(job.id!)).toBe('failed');

      const retried = await board(`/api/queues/scoring/${job.id}/retry`, { authorization: admin.token }, 'PUT');
      expect(retried.statusCode).toBe(204);
      expect(await queue.getJobState(job.id!)).toBe('waiting');
      const editorRetry = await board(`/api/queues/scoring/${job.id}/retry`, { authorization: editor.token }, 'PUT');
      expect(editorRetry.statusCode).toBe(403);

      const { rows } = await db.query(`SELECT * FROM audit_log WHERE resource = 'queues'`);
      expect(rows).toEqual([
        expect.objectContaining({
          user_id: admin.id,
          role: 'admin',
          action: 'retry',
          resource_id: `/api/queues/scoring/${job.id}/retry`,
        }),
      ]);
    } finally {
      await failing.close();
      await events.close();
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });
});
