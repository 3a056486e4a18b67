import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import { AuditService, type AuditActor } from '@app/admin-kit';
import { DB, type Database } from '@app/db';
import { startStack, type TestStack } from '../../../test/support/stack.js';
import { createSignedInUser, type TestUser } from '../../../test/support/users.js';

let stack: TestStack;
let app: NestFastifyApplication;
let db: pg.Pool;
let admin: TestUser;
let editor: TestUser;
let audit: AuditService;
let database: Database;

const actor = (user: TestUser, role: string): AuditActor => ({
  userId: user.id,
  username: user.username,
  role,
  ip: '203.0.113.7',
  schoolId: null,
});

beforeAll(async () => {
  stack = await startStack();
  ({ app, db } = stack);
  admin = await createSignedInUser(app, db, 'admin');
  editor = await createSignedInUser(app, db, 'content_editor');
  audit = app.get(AuditService);
  database = app.get<Database>(DB);
});

afterAll(() => stack?.stop());

async function get(url: string, user: TestUser) {
  const res = await app.inject({ method: 'GET', url, headers: { authorization: user.token } });
  return { status: res.statusCode, body: res.json(), range: res.headers['content-range'] };
}

describe('the audit log', () => {
  it('keeps only the fields an edit changed, and commits or rolls back with the write', async () => {
    const id = '11111111-1111-4111-8111-111111111111';
    await database.transaction(async (tx) => {
      await audit.record(tx, actor(editor, 'content_editor'), {
        action: 'edit',
        resource: 'careers',
        resourceId: id,
        before: { name: 'Pilot', sellingPrice: 999, properties: [{ a: 1 }], version: 3, updatedAt: 'x' },
        after: { name: 'Pilot', sellingPrice: 1299, properties: [{ a: 1 }], version: 4, updatedAt: 'y' },
      });
    });
    await database
      .transaction(async (tx) => {
        await audit.record(tx, actor(editor, 'content_editor'), {
          action: 'delete',
          resource: 'careers',
          resourceId: id,
          before: { name: 'Pilot' },
          after: null,
        });
        throw new Error('the write failed');
      })
      .catch(() => undefined);

    const { rows } = await db.query('SELECT * FROM audit_log WHERE resource_id = $1', [id]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      user_id: editor.id,
      username: editor.username,
      role: 'content_editor',
      action: 'edit',
      before: { sellingPrice: 999 },
      after: { sellingPrice: 1299 },
      ip: '203.0.113.7',
    });
  });

  it('cannot be rewritten or emptied, not even by the database owner the app connects as', async () => {
    await audit.record(database, actor(admin, 'admin'), {
      action: 'create',
      resource: 'fields',
      resourceId: null,
      before: null,
      after: { name: 'Law' },
    });
    for (const statement of [
      "UPDATE audit_log SET action = 'nothing'",
      'DELETE FROM audit_log',
      'TRUNCATE audit_log',
    ]) {
      await expect(db.query(statement)).rejects.toThrow(/audit_log is append-only/);
    }
    const { rows } = await db.query("SELECT count(*)::int AS n FROM audit_log WHERE action = 'nothing'");
    expect(rows[0].n).toBe(0);
  });

  it('is listed for admins in the dialect, newest first, with filters', async () => {
    const all = await get('/api/admin/audit-logs?sort=["at","DESC"]&range=[0,9]', admin);
    expect(all.status).toBe(200);
    expect(all.body.length).toBeGreaterThanOrEqual(2);
    expect(all.range).toBe(`audit-logs 0-${all.body.length - 1}/${all.body.length}`);
    expect(all.body[0].resource).toBe('fields');

    const filter = encodeURIComponent(JSON.stringify({ resource: 'careers', userId: editor.id }));
    const careers = await get(`/api/admin/audit-logs?filter=${filter}`, admin);
    expect(careers.body).toEqual([
      expect.objectContaining({
        resource: 'careers',
        action: 'edit',
        username: editor.username,
        role: 'content_editor',
      }),
    ]);
    const later = encodeURIComponent(JSON.stringify({ at_gte: new Date(Date.now() + 60_000).toISOString() }));
    expect((await get(`/api/admin/audit-logs?filter=${later}`, admin)).range).toBe('audit-logs */0');

    const one = await get(`/api/admin/audit-logs/${careers.body[0].id}`, admin);
    expect(one.body).toEqual(careers.body[0]);
    expect((await get('/api/admin/audit-logs/22222222-2222-4222-8222-222222222222', admin)).status).toBe(404);
  });

  it('is for admins only', async () => {
    const res = await get('/api/admin/audit-logs', editor);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
  });

  it('answers a bad list query with a 400 that says why', async () => {
    const res = await get('/api/admin/audit-logs?sort=["ip","ASC"]', admin);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'BAD_LIST_QUERY',
      message: 'Cannot sort by ip; sort by one of at, resource, action, username',
    });
  });
});
