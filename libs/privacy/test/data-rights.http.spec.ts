import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { strFromU8, unzipSync } from 'fflate';
import type pg from 'pg';
import {
  ERROR_CODES,
  type DataAccessResponse,
  type DataExport,
  type ErasureRequest,
  type LatestDataExport,
  type PendingErasure,
  type StudentParentLinksResponse,
} from '@app/contracts';
import { QueueRegistry } from '@app/queue';
import { json } from '../../../test/support/apps.js';
import { createPricedCareers } from '../../../test/support/catalogue.js';
import { buyInSandbox } from '../../../test/support/purchase.js';
import { startStack, type TestStack } from '../../../test/support/stack.js';
import { eventually } from '../../../test/support/test-env.js';
import {
  createSignedInUser,
  refreshCookieHeader,
  refreshCookieOf,
  type TestUser,
} from '../../../test/support/users.js';
import { personalDataHits } from './personal-data-scan.js';

// Data rights (issue 14) through HTTP against real PostgreSQL and Redis, with the worker: the export holds exactly
// the user's rows; it is its owner's only, for 24 hours; erasure leaves no trace but the tax documents; a cancelled
// erasure keeps everything; and staff reads are listed.

let stack: TestStack;
let app: NestFastifyApplication;
let db: pg.Pool;
let admin: TestUser;

interface Person extends TestUser {
  firstName: string;
  lastName: string;
  phone: string;
  orderId: string;
  refreshToken: string;
}

let alice: Person;
let bob: Person;
/** Alice's parent, who found her by her e-mail. */
let parent: TestUser;

const auth = (user: { token: string }) => ({ authorization: user.token });

/** A student with an order (paid, invoiced), a scored result with a text answer, a career request and a session. */
async function person(prefix: string, firstName: string, lastName: string, phone: string): Promise<Person> {
  const user = await createSignedInUser(app, db, 'student', { prefix, firstName, lastName, phoneNumber: phone });
  const [careerId] = await createPricedCareers(db, [49_900], `${prefix} career`);
  const order = await buyInSandbox(app, db, user, [careerId]);
  const { rows } = await db.query<{ id: string }>(
    `UPDATE user_careers SET status = 'COMPLETED', started_at = now(), finished_at = now(), completed_at = now()
     WHERE user_id = $1 AND career_id = $2 RETURNING id`,
    [user.id, careerId],
  );
  await db.query(
    `INSERT INTO assessment_steps (user_career_id, subsection_id, ordinal, type, answer)
     VALUES ($1, gen_random_uuid(), 0, 4, $2)`,
    [rows[0].id, `My cousin calls me ${firstName}; I want to design bridges`],
  );
  await db.query(
    `INSERT INTO assessment_results (user_career_id, total, max, percent, band, sections, subjects_aligned)
     VALUES ($1, 12, 20, 60, 'MODERATE', '[]', '{Mathematics}')`,
    [rows[0].id],
  );
  const request = await json(app, 'POST', '/api/platform/careers/request', {
    careerName: 'Marine biology',
    name: `${firstName} ${lastName}`,
    email: user.email,
    mobile: phone,
    comments: `Please call ${firstName} after school`,
  });
  expect(request.status).toBe(200);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: user.username, password: 'secret123' },
    headers: { 'x-forwarded-for': `10.77.${prefix.length}.${firstName.length}` },
  });
  expect(login.statusCode).toBe(200);
  return {
    ...user,
    token: login.json<{ idToken: string }>().idToken,
    refreshToken: refreshCookieOf(login)!,
    firstName,
    lastName,
    phone,
    orderId: order.orderId,
  };
}

/** Runs the hourly privacy sweep now, through the queue as its scheduler does, and waits for it to finish. */
async function sweep(): Promise<void> {
  const queue = stack.app.get(QueueRegistry, { strict: false }).get('privacy');
  const job = await queue.add('PrivacySweep', {});
  await eventually(async () => (await queue.getJob(job.id!))?.finishedOn !== undefined, 30_000, 'the privacy sweep');
  expect((await queue.getJob(job.id!))?.failedReason).toBeUndefined();
}

async function download(user: { token: string }, id: string) {
  return app.inject({ method: 'GET', url: `/api/me/export/${id}`, headers: auth(user) });
}

async function readyExport(user: TestUser): Promise<DataExport> {
  const started = await json<DataExport>(app, 'POST', '/api/me/export', undefined, auth(user));
  expect(started.status).toBe(202);
  return eventually(
    async () => {
      const latest = (await json<LatestDataExport>(app, 'GET', '/api/me/export', undefined, auth(user))).body.export;
      return latest?.id === started.body.id && latest.status === 'ready' ? latest : undefined;
    },
    30_000,
    'the export',
  );
}

beforeAll(async () => {
  stack = await startStack({ worker: true, listen: true });
  ({ app, db } = stack);
  admin = await createSignedInUser(app, db, 'admin', { prefix: 'privadmin', firstName: 'Meera', lastName: 'Staff' });
  alice = await person('alice', 'Zephyrine', 'Quillfeather', '+919876501234');
  bob = await person('bob', 'Bartholomew', 'Nightingale', '+919876505678');
  // A parent found Alice by her e-mail (the link keeps what they typed), and a classmate invited her e-mail as
  // their parent (the mail she got names them: a mail she received is hers to see): both hold her e-mail in
  // libs/family's tables, which her erasure must clear.
  parent = await createSignedInUser(app, db, 'parent', { prefix: 'privparent' });
  expect((await json(app, 'POST', '/api/parent/links', { child: alice.email }, auth(parent))).status).toBe(201);
  const classmate = await createSignedInUser(app, db, 'student', { prefix: 'privmate' });
  const invite = await json(app, 'POST', '/api/student/parent-invites', { email: alice.email }, auth(classmate));
  expect(invite.status).toBe(202);
  // Staff read Alice's account and her order in the console (each an audited read), and edited her roster name.
  expect((await json(app, 'GET', `/api/admin/users/${alice.id}`, undefined, auth(admin))).status).toBe(200);
  expect((await json(app, 'GET', `/api/admin/orders/${alice.orderId}`, undefined, auth(admin))).status).toBe(200);
  await db.query(
    `INSERT INTO audit_log (user_id, username, role, action, resource, resource_id, before, after)
     VALUES ($1, $2, 'admin', 'edit', 'students', $3, $4, $5)`,
    [admin.id, admin.username, alice.id, { firstName: 'Zephyrine' }, { firstName: 'Zephy' }],
  );
}, 180_000);

afterAll(() => stack?.stop());

describe('export', () => {
  it('starts once while pending (202, the same export), builds a zip of exactly the user’s data, and mails the link', async () => {
    const first = await json<DataExport>(app, 'POST', '/api/me/export', undefined, auth(alice));
    const again = await json<DataExport>(app, 'POST', '/api/me/export', undefined, auth(alice));
    expect(first.status).toBe(202);
    expect(first.body.status).toBe('pending');
    expect(again.status).toBe(202);
    expect(again.body.id).toBe(first.body.id);
    const ready = await eventually(
      async () => {
        const latest = (await json<LatestDataExport>(app, 'GET', '/api/me/export', undefined, auth(alice))).body.export;
        return latest?.status === 'ready' ? latest : undefined;
      },
      30_000,
      'the export',
    );
    expect(ready.id).toBe(first.body.id);
    expect(new Date(ready.expiresAt!).getTime() - new Date(ready.readyAt!).getTime()).toBe(24 * 3600 * 1000);

    const res = await download(alice, ready.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/zip');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(files).sort();
    for (const part of ['account', 'orders', 'invoices', 'enrolments', 'assessments', 'leads', 'mails', 'audit'])
      expect(names).toContain(`${part}.json`);
    expect(names.filter((n) => n.startsWith('invoices/') && n.endsWith('.pdf'))).toHaveLength(1);
    expect(names.filter((n) => n.startsWith('reports/') && n.endsWith('.pdf'))).toHaveLength(1);
    const part = (name: string) =>
      JSON.parse(strFromU8(files[`${name}.json`])) as Record<string, unknown[]> & {
        profile: Record<string, unknown>;
      };

    expect(part('account').profile).toMatchObject({ id: alice.id, email: alice.email, firstName: 'Zephyrine' });
    expect(part('account').profile).not.toHaveProperty('passwordHash');
    // Her family links (the parent's request for her) and the invitation a classmate sent to her e-mail.
    expect((part('family').links as { childId: string }[]).map((l) => l.childId)).toEqual([alice.id]);
    expect((part('family').invitations as { email: string }[]).map((i) => i.email)).toEqual([alice.email]);
    expect((part('orders').orders as { id: string }[]).map((o) => o.id)).toEqual([alice.orderId]);
    expect((part('invoices').invoices as { orderId: string }[]).map((i) => i.orderId)).toEqual([alice.orderId]);
    expect(part('assessments').answers).toHaveLength(1);
    expect(part('assessments').results).toHaveLength(1);
    expect(part('leads').careerRequests).toHaveLength(1);
    expect((part('mails').mails as { subject: string }[]).some((m) => m.subject.includes('receipt'))).toBe(true);
    const audit = part('audit').entries as { resource: string; action: string }[];
    expect(audit.map((e) => `${e.resource}:${e.action}`)).toEqual(
      expect.arrayContaining(['users:read', 'orders:read', 'students:edit']),
    );

    // Nothing of Bob's anywhere in Alice's zip.
    const everything = Object.entries(files)
      .filter(([name]) => name.endsWith('.json'))
      .map(([, bytes]) => strFromU8(bytes))
      .join('\n');
    for (const trace of [bob.id, bob.email, bob.orderId, bob.firstName, bob.lastName, bob.phone, bob.username])
      expect(everything).not.toContain(trace);

    // The mail goes out just after the export is marked ready.
    const mail = await eventually(
      async () => {
        const { rows } = await db.query(
          `SELECT text FROM dev_mailbox WHERE recipient = $1 AND subject LIKE '%ready to download%'`,
          [alice.email],
        );
        return rows.length ? rows : undefined;
      },
      15_000,
      'the export mail',
    );
    expect(mail).toHaveLength(1);
    expect(mail[0].text).toContain(`/account/data?export=${ready.id}`);
  });

  it("a linked parent's export holds their child's data too, in the child's folder", async () => {
    // Alice accepts the parent's request: the link is ACTIVE.
    const links = await json<StudentParentLinksResponse>(
      app,
      'GET',
      '/api/student/parent-links',
      undefined,
      auth(alice),
    );
    const [request] = links.body.pending;
    const accepted = await json(
      app,
      'POST',
      `/api/student/parent-links/${request.linkId}/accept`,
      undefined,
      auth(alice),
    );
    expect(accepted.status).toBe(200);
    const ready = await readyExport(parent);
    const files = unzipSync(new Uint8Array((await download(parent, ready.id)).rawPayload));
    const folder = `children/Zephyrine-${alice.id.slice(0, 8)}/`;
    const names = Object.keys(files);
    expect(names).toContain(`${folder}account.json`);
    expect(names.filter((n) => n.startsWith(`${folder}reports/`) && n.endsWith('.pdf'))).toHaveLength(1);
    expect(JSON.parse(strFromU8(files[`${folder}account.json`])).profile).toMatchObject({ id: alice.id });
    // Nobody else's: no other child of anyone, and nothing of Bob.
    expect(names.filter((n) => n.startsWith('children/') && !n.startsWith(folder))).toEqual([]);
    const everything = Object.values(files)
      .map((f) => strFromU8(f))
      .join('\n');
    for (const trace of [bob.id, bob.email, bob.orderId, bob.username]) expect(everything).not.toContain(trace);
  });

  it('is downloaded only by its owner: anyone else’s id is a 404, as is an unknown one', async () => {
    const latest = (await json<LatestDataExport>(app, 'GET', '/api/me/export', undefined, auth(alice))).body.export!;
    expect((await download(bob, latest.id)).statusCode).toBe(404);
    expect((await download(admin, latest.id)).statusCode).toBe(404);
    expect((await download(alice, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/me/export/${latest.id}` })).statusCode).toBe(401);
  });

  it('is gone after 24 hours: 410 with its message, and the sweep drops the file', async () => {
    const ready = await readyExport(bob);
    await db.query(
      `UPDATE data_exports SET ready_at = now() - interval '25 hours', expires_at = now() - interval '1 hour' WHERE id = $1`,
      [ready.id],
    );
    const res = await download(bob, ready.id);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ code: 'EXPORT_EXPIRED', message: expect.stringContaining('24 hours') });
    const latest = (await json<LatestDataExport>(app, 'GET', '/api/me/export', undefined, auth(bob))).body.export;
    expect(latest?.status).toBe('expired');
    await sweep();
    const { rows } = await db.query('SELECT file IS NULL AS gone FROM data_exports WHERE id = $1', [ready.id]);
    expect(rows[0].gone).toBe(true);
    expect((await download(bob, ready.id)).statusCode).toBe(410);
  });
});

describe('staff reads', () => {
  it('lists who read the caller’s data, when, what and in which role; another user sees none of it', async () => {
    const mine = await json<DataAccessResponse>(app, 'GET', '/api/me/data-access', undefined, auth(alice));
    expect(mine.status).toBe(200);
    expect(mine.body.entries.map((e) => `${e.resource}:${e.resourceId}`).sort()).toEqual(
      [`orders:${alice.orderId}`, `users:${alice.id}`].sort(),
    );
    for (const entry of mine.body.entries)
      expect(entry).toMatchObject({ staffName: 'Meera Staff', role: 'admin', action: 'read' });
    const theirs = await json<DataAccessResponse>(app, 'GET', '/api/me/data-access', undefined, auth(bob));
    expect(theirs.body.entries).toEqual([]);
  });
});

describe('a parent, for their linked child (?childId=)', () => {
  it("sees staff reads of the child's data, and asks for and cancels the child's erasure; no one else may", async () => {
    const q = `?childId=${alice.id}`;
    const reads = await json<DataAccessResponse>(app, 'GET', `/api/me/data-access${q}`, undefined, auth(parent));
    expect(reads.body.entries.map((e) => `${e.resource}:${e.resourceId}`)).toContain(`users:${alice.id}`);
    for (const stranger of [bob, admin]) {
      const refused = await json(app, 'GET', `/api/me/data-access${q}`, undefined, auth(stranger));
      expect(refused).toMatchObject({ status: 403, body: { code: ERROR_CODES.NotLinkedChild } });
      expect((await json(app, 'POST', `/api/me/erasure${q}`, undefined, auth(stranger))).status).toBe(403);
    }
    const asked = await json<ErasureRequest>(app, 'POST', `/api/me/erasure${q}`, undefined, auth(parent));
    expect(asked).toMatchObject({ status: 202, body: { status: 'pending' } });
    // The child sees the same pending erasure; the parent's own account has none.
    const seen = await json<PendingErasure>(app, 'GET', '/api/me/erasure', undefined, auth(alice));
    expect(seen.body.erasure?.id).toBe(asked.body.id);
    expect(
      (await json<PendingErasure>(app, 'GET', '/api/me/erasure', undefined, auth(parent))).body.erasure,
    ).toBeNull();
    const cancelled = await json<ErasureRequest>(app, 'DELETE', `/api/me/erasure${q}`, undefined, auth(parent));
    expect(cancelled).toMatchObject({ status: 200, body: { status: 'cancelled' } });
  });
});

describe('erasure', () => {
  it('is not for staff accounts', async () => {
    const res = await json(app, 'POST', '/api/me/erasure', undefined, auth(admin));
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'ERASURE_NOT_FOR_STAFF' });
  });

  it('is asked for with its date (7 days on) and cancelled within the grace period: nothing is erased', async () => {
    const before = Date.now();
    const asked = await json<ErasureRequest>(app, 'POST', '/api/me/erasure', undefined, auth(bob));
    expect(asked.status).toBe(202);
    const eraseAt = new Date(asked.body.eraseAt).getTime();
    expect(eraseAt - before).toBeGreaterThanOrEqual(7 * 24 * 3600 * 1000 - 1000);
    expect(eraseAt - before).toBeLessThan(7 * 24 * 3600 * 1000 + 60_000);
    const again = await json<ErasureRequest>(app, 'POST', '/api/me/erasure', undefined, auth(bob));
    expect(again.body.id).toBe(asked.body.id);
    const pending = await json<{ erasure: ErasureRequest | null }>(app, 'GET', '/api/me/erasure', undefined, auth(bob));
    expect(pending.body.erasure?.id).toBe(asked.body.id);

    const cancelled = await json<ErasureRequest>(app, 'DELETE', '/api/me/erasure', undefined, auth(bob));
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect((await json(app, 'DELETE', '/api/me/erasure', undefined, auth(bob))).status).toBe(404);
    // Even once its date is past, a cancelled request erases nothing.
    await db.query(`UPDATE erasure_requests SET erase_at = now() - interval '1 minute' WHERE id = $1`, [asked.body.id]);
    await sweep();
    const { rows } = await db.query('SELECT email, first_name, phone_number FROM users WHERE id = $1', [bob.id]);
    expect(rows[0]).toEqual({ email: bob.email, first_name: 'Bartholomew', phone_number: bob.phone });
    expect((await json(app, 'GET', '/api/auth/me', undefined, auth(bob))).status).toBe(200);
    expect(await personalDataHits(db, [bob.email, bob.firstName, bob.phone])).not.toEqual([]);
  });

  it('after the grace period erases every trace of the person but the tax documents, ends the sessions and mails them', async () => {
    const asked = await json<ErasureRequest>(app, 'POST', '/api/me/erasure', undefined, auth(alice));
    expect(asked.status).toBe(202);
    // Not yet due: the sweep leaves it.
    await sweep();
    expect((await json(app, 'GET', '/api/auth/me', undefined, auth(alice))).status).toBe(200);

    await db.query(`UPDATE erasure_requests SET erase_at = now() - interval '1 minute' WHERE id = $1`, [asked.body.id]);
    await sweep();
    const { rows: done } = await db.query('SELECT status FROM erasure_requests WHERE id = $1', [asked.body.id]);
    expect(done[0].status).toBe('done');

    // No trace of her e-mail, names or mobile in any table's text, JSON or array column, but her invoice's name.
    const hits = await personalDataHits(db, [
      alice.email,
      alice.username,
      alice.firstName,
      alice.lastName,
      alice.phone.slice(3),
    ]);
    expect(hits.filter((h) => !(['invoices', 'credit_notes'].includes(h.table) && h.column === 'buyer_name'))).toEqual(
      [],
    );
    expect(hits.map((h) => `${h.table}.${h.column}`)).toContain('invoices.buyer_name');

    // The sessions are over: the access token and the old refresh token fail, and nobody can sign in.
    expect((await json(app, 'GET', '/api/auth/me', undefined, auth(alice))).status).toBe(401);
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: refreshCookieHeader(alice.refreshToken),
    });
    expect(refresh.statusCode).toBe(401);
    const login = await json(app, 'POST', '/api/auth/login', { username: alice.username, password: 'secret123' });
    expect(login.status).toBe(401);

    // The account stays as an anonymous tombstone; her order, invoice and result stay without her.
    const { rows: tomb } = await db.query('SELECT username, password_hash FROM users WHERE id = $1', [alice.id]);
    expect(tomb[0]).toEqual({ username: `erased-${alice.id}`, password_hash: null });
    const kept = await db.query(
      `SELECT r.percent, s.answer FROM assessment_results r JOIN user_careers uc ON uc.id = r.user_career_id
       JOIN assessment_steps s ON s.user_career_id = uc.id WHERE uc.user_id = $1`,
      [alice.id],
    );
    expect(kept.rows).toEqual([{ percent: 60, answer: null }]);
    expect((await db.query('SELECT 1 FROM invoices WHERE order_id = $1', [alice.orderId])).rowCount).toBe(1);
    expect((await db.query('SELECT 1 FROM audit_log WHERE resource_id = $1', [alice.id])).rowCount).toBe(2);

    // The confirmation went to the address she had, and says what the law keeps.
    const mail = await db.query(`SELECT text FROM dev_mailbox WHERE recipient = $1 AND subject LIKE '%deleted%'`, [
      alice.email,
    ]);
    expect(mail.rows).toHaveLength(1);
    expect(mail.rows[0].text).toContain('GST tax invoices and credit notes');

    // Another run of the sweep (a retry, a restart) changes nothing and mails nothing more.
    await sweep();
    // (Her parent's request, cancelled earlier, stays cancelled beside it.)
    const { rows: after } = await db.query(
      `SELECT status, erased_at FROM erasure_requests WHERE user_id = $1 AND status <> 'cancelled'`,
      [alice.id],
    );
    expect(after).toHaveLength(1);
    expect(after[0].status).toBe('done');
    const mails = await db.query(`SELECT 1 FROM dev_mailbox WHERE recipient = $1 AND subject LIKE '%deleted%'`, [
      alice.email,
    ]);
    expect(mails.rowCount).toBe(1);

    // Bob is untouched.
    const { rows: others } = await db.query('SELECT email, first_name FROM users WHERE id = $1', [bob.id]);
    expect(others[0]).toEqual({ email: bob.email, first_name: 'Bartholomew' });
    expect(await personalDataHits(db, [bob.email])).not.toEqual([]);
  });
});
