import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import {
  ERROR_CODES,
  FAMILY_MESSAGES,
  maskEmail,
  PARENT_INVITE_PATH,
  type ParentChildrenResponse,
  type ParentLinksResponse,
  type ParentLinkState,
  type StudentParentLinksResponse,
} from '@app/contracts';
import { createDatabase, DB, seedDemoAccounts, type Database } from '@app/db';
import { ParentLinksService } from '@app/family';
import { json } from '../../../test/support/apps.js';
import { startStack, type TestStackWithWorker } from '../../../test/support/stack.js';
import { eventually } from '../../../test/support/test-env.js';
import { createSignedInUser, type TestUser } from '../../../test/support/users.js';

// Parent and child links both ways (issue 14) through HTTP against real PostgreSQL and Redis: a parent's request
// accepted or declined by the child, a student's invitation mailed and accepted by a parent, unlinking from either
// side, the two-parent limit, and every refusal with its code. The worker runs, to mail the invitations.

let stack: TestStackWithWorker;
let app: NestFastifyApplication;
let db: pg.Pool;

beforeAll(async () => {
  stack = await startStack({ worker: true });
  ({ app, db } = stack);
});

afterAll(() => stack?.stop());

type Mail = { subject: string; text: string };
const as = (user: TestUser) => ({ authorization: user.token });
const signedIn = (role: 'parent' | 'student' | 'campus_student' | 'counsellor' = 'student') =>
  createSignedInUser(app, db, role, { prefix: `fam${role.slice(0, 3)}`, firstName: 'Riya', lastName: 'Shah' });
const ask = (parent: TestUser, child: string) =>
  json<ParentLinkState & { code?: string; message?: string }>(app, 'POST', '/api/parent/links', { child }, as(parent));
const studentLinks = async (child: TestUser) =>
  (await json<StudentParentLinksResponse>(app, 'GET', '/api/student/parent-links', undefined, as(child))).body;
const children = async (parent: TestUser) =>
  (await json<ParentChildrenResponse>(app, 'GET', '/api/parent/children', undefined, as(parent))).body;
const answer = (child: TestUser, linkId: string, what: 'accept' | 'decline') =>
  json<ParentLinkState & { code?: string }>(
    app,
    'POST',
    `/api/student/parent-links/${linkId}/${what}`,
    undefined,
    as(child),
  );
const linkOf = async (parent: TestUser, child: TestUser) => {
  const asked = await ask(parent, child.username);
  expect(asked.status).toBe(201);
  expect((await answer(child, asked.body.linkId, 'accept')).status).toBe(200);
  return asked.body.linkId;
};
const mailbox = async (to: string) => (await json<Mail[]>(app, 'GET', `/api/dev/mail?to=${to}`)).body;

describe("a parent's request", () => {
  it('is PENDING until the child accepts; then the parent lists the child with their userId', async () => {
    const [parent, child] = [await signedIn('parent'), await signedIn('student')];
    const asked = await ask(parent, child.email.toUpperCase());
    expect(asked).toMatchObject({ status: 201, body: { status: 'PENDING' } });
    // Asked again: the same link, nothing new.
    expect(await ask(parent, child.username)).toMatchObject({ status: 200, body: asked.body });
    expect(await children(parent)).toEqual([]);
    const parentView = (await json<ParentLinksResponse>(app, 'GET', '/api/parent/links', undefined, as(parent))).body;
    expect(parentView.pending).toEqual([
      { linkId: asked.body.linkId, requestedAs: child.email, requestedAt: expect.any(String) },
    ]);
    const mine = await studentLinks(child);
    expect(mine.pending).toEqual([expect.objectContaining({ linkId: asked.body.linkId, email: parent.email })]);

    expect(await answer(child, asked.body.linkId, 'accept')).toMatchObject({ status: 200, body: { status: 'ACTIVE' } });
    expect(await answer(child, asked.body.linkId, 'accept')).toMatchObject({ status: 200, body: { status: 'ACTIVE' } });
    expect(await children(parent)).toEqual([
      expect.objectContaining({ userId: child.id, username: child.username, firstName: 'Riya', lastName: 'Shah' }),
    ]);
    expect((await studentLinks(child)).parents).toEqual([
      expect.objectContaining({ linkId: asked.body.linkId, userId: parent.id }),
    ]);
    expect((await db.query('SELECT 1 FROM parent_links WHERE child_id = $1', [child.id])).rowCount).toBe(1);
  });

  it('declined stays declined: it cannot be accepted after, and a new request may follow', async () => {
    const [parent, child] = [await signedIn('parent'), await signedIn('student')];
    const asked = await ask(parent, child.username);
    expect(await answer(child, asked.body.linkId, 'decline')).toMatchObject({ body: { status: 'DECLINED' } });
    expect(await answer(child, asked.body.linkId, 'decline')).toMatchObject({ body: { status: 'DECLINED' } });
    expect(await answer(child, asked.body.linkId, 'accept')).toMatchObject({
      status: 409,
      body: { code: ERROR_CODES.ParentLinkClosed },
    });
    expect(await children(parent)).toEqual([]);
    const again = await ask(parent, child.username);
    expect(again.status).toBe(201);
    expect(again.body.linkId).not.toBe(asked.body.linkId);
  });

  it('answers an unknown account and a non-student alike (no probing), and refuses non-parents', async () => {
    const [parent, otherParent, child] = [await signedIn('parent'), await signedIn('parent'), await signedIn()];
    const unknown = await ask(parent, 'nobody-by-that-name');
    const notStudent = await ask(parent, otherParent.username);
    const self = await ask(parent, parent.email);
    for (const refused of [unknown, notStudent, self])
      expect(refused).toMatchObject({
        status: 404,
        body: { code: ERROR_CODES.ChildNotFound, message: FAMILY_MESSAGES.childNotFound },
      });
    expect(await json(app, 'POST', '/api/parent/links', { child: '' }, as(parent))).toMatchObject({ status: 400 });
    // A student cannot ask for a link, and a parent cannot answer one.
    expect((await ask(child, parent.username)).status).toBe(403);
    const asked = await ask(parent, child.username);
    expect((await answer(otherParent, asked.body.linkId, 'accept')).status).toBe(403);
    // Another student cannot answer this child's request.
    const stranger = await signedIn();
    expect(await answer(stranger, asked.body.linkId, 'accept')).toMatchObject({
      status: 404,
      body: { code: ERROR_CODES.ParentLinkNotFound },
    });
    // Unauthenticated: 401.
    expect((await json(app, 'GET', '/api/parent/children')).status).toBe(401);
  });

  it('links a campus student too', async () => {
    const school = (
      await db.query(`INSERT INTO schools (name, campus_id) VALUES ('Family School', 'FAMS') RETURNING id`)
    ).rows[0].id as string;
    const parent = await signedIn('parent');
    const campus = await createSignedInUser(app, db, 'campus_student', { prefix: 'famcs', schoolId: school });
    await linkOf(parent, campus);
    expect((await children(parent)).map((c) => c.userId)).toEqual([campus.id]);
  });
});

describe('the two-parent limit', () => {
  it('refuses a third parent with PARENT_LIMIT_REACHED, at request and at acceptance; unlinking makes room', async () => {
    const child = await signedIn();
    const [mum, dad, third] = [await signedIn('parent'), await signedIn('parent'), await signedIn('parent')];
    const pendingThird = await ask(third, child.username);
    const mumLink = await linkOf(mum, child);
    await linkOf(dad, child);
    expect(await ask(third, child.username)).toMatchObject({ status: 200, body: { status: 'PENDING' } });
    const late = await signedIn('parent');
    expect(await ask(late, child.username)).toMatchObject({
      status: 409,
      body: { code: ERROR_CODES.ParentLimitReached, message: FAMILY_MESSAGES.parentLimit },
    });
    expect(await answer(child, pendingThird.body.linkId, 'accept')).toMatchObject({
      status: 409,
      body: { code: ERROR_CODES.ParentLimitReached },
    });
    // The child unlinks one parent: the waiting request can be accepted now.
    const unlinked = await json<ParentLinkState>(
      app,
      'DELETE',
      `/api/student/parent-links/${mumLink}`,
      undefined,
      as(child),
    );
    expect(unlinked).toMatchObject({ status: 200, body: { status: 'REMOVED' } });
    expect(await answer(child, pendingThird.body.linkId, 'accept')).toMatchObject({ body: { status: 'ACTIVE' } });
    expect(await children(mum)).toEqual([]);
  });

  it('holds under concurrent acceptances: of three requests accepted at once, two become ACTIVE', async () => {
    const child = await signedIn();
    const parents = [await signedIn('parent'), await signedIn('parent'), await signedIn('parent')];
    const links = await Promise.all(parents.map(async (p) => (await ask(p, child.username)).body.linkId));
    const answers = await Promise.all(links.map((id) => answer(child, id, 'accept')));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 409]);
    const { rows } = await db.query(
      `SELECT count(*)::int AS n FROM parent_links WHERE child_id = $1 AND status = 'ACTIVE'`,
      [child.id],
    );
    expect(rows[0].n).toBe(2);
  });
});

describe('unlinking', () => {
  it('by the parent ends the link; a repeat changes nothing; a stranger gets 404', async () => {
    const [parent, child, stranger] = [await signedIn('parent'), await signedIn(), await signedIn('parent')];
    const linkId = await linkOf(parent, child);
    expect(await json(app, 'DELETE', `/api/parent/links/${linkId}`, undefined, as(stranger))).toMatchObject({
      status: 404,
      body: { code: ERROR_CODES.ParentLinkNotFound },
    });
    for (let i = 0; i < 2; i += 1)
      expect(await json(app, 'DELETE', `/api/parent/links/${linkId}`, undefined, as(parent))).toMatchObject({
        status: 200,
        body: { status: 'REMOVED' },
      });
    expect(await children(parent)).toEqual([]);
    expect((await studentLinks(child)).parents).toEqual([]);
    // The row stays, for the record.
    const row = (await db.query('SELECT status, removed_by FROM parent_links WHERE id = $1', [linkId])).rows[0];
    expect(row).toEqual({ status: 'REMOVED', removed_by: parent.id });
  });
});

describe("a student's invitation by e-mail", () => {
  it('mails a link; the invited parent accepts it and is linked at once; the token is stored only hashed', async () => {
    const child = await signedIn();
    // The invited parent's account exists already: its confirmed e-mail is the address the child typed.
    const parent = await signedIn('parent');
    const parentEmail = parent.email;
    const sent = await json<{ inviteId: string }>(
      app,
      'POST',
      '/api/student/parent-invites',
      { email: parentEmail.toUpperCase() },
      as(child),
    );
    expect(sent.status).toBe(202);
    // Again: the same invitation, and one mail.
    const again = await json<{ inviteId: string }>(
      app,
      'POST',
      '/api/student/parent-invites',
      { email: parentEmail },
      as(child),
    );
    expect(again.body.inviteId).toBe(sent.body.inviteId);
    const [mail] = await eventually(async () => {
      const mails = await mailbox(parentEmail);
      return mails.length ? mails : undefined;
    });
    const token = new RegExp(`${PARENT_INVITE_PATH}/([A-Za-z0-9_-]+)`).exec(mail.text)![1];
    expect(mail.subject).toContain('Riya Shah');
    const stored = (await db.query('SELECT * FROM parent_invites WHERE id = $1', [sent.body.inviteId])).rows[0];
    expect(JSON.stringify(stored)).not.toContain(token);
    expect((await studentLinks(child)).invites).toEqual([expect.objectContaining({ email: parentEmail })]);

    expect(await json(app, 'GET', `/api/parent-invites/${token}`)).toMatchObject({
      status: 200,
      body: { childFirstName: 'Riya', sentTo: maskEmail(parentEmail) },
    });
    expect(maskEmail(parentEmail)).not.toContain(parent.username);
    // A student cannot accept it, nor a parent signed in with another e-mail; the invited parent can, once.
    expect((await json(app, 'POST', `/api/parent-invites/${token}/accept`, undefined, as(child))).status).toBe(403);
    const stranger = await signedIn('parent');
    expect(await json(app, 'POST', `/api/parent-invites/${token}/accept`, undefined, as(stranger))).toMatchObject({
      status: 403,
      body: {
        code: ERROR_CODES.ParentInviteOtherEmail,
        message: FAMILY_MESSAGES.inviteOtherEmail(maskEmail(parentEmail)),
      },
    });
    const strangerLinks = await db.query('SELECT 1 FROM parent_links WHERE parent_id = $1', [stranger.id]);
    expect(strangerLinks.rowCount).toBe(0);
    expect(await children(stranger)).toEqual([]);
    const accepted = await json<ParentLinkState>(
      app,
      'POST',
      `/api/parent-invites/${token}/accept`,
      undefined,
      as(parent),
    );
    expect(accepted).toMatchObject({ status: 200, body: { status: 'ACTIVE' } });
    expect(await json(app, 'POST', `/api/parent-invites/${token}/accept`, undefined, as(parent))).toMatchObject({
      status: 200,
      body: accepted.body,
    });
    expect((await children(parent)).map((c) => c.userId)).toEqual([child.id]);
    expect(await json(app, 'POST', `/api/parent-invites/${token}/accept`, undefined, as(stranger))).toMatchObject({
      status: 404,
      body: { code: ERROR_CODES.ParentInviteInvalid },
    });
    expect((await json(app, 'GET', `/api/parent-invites/${token}`)).status).toBe(404);
    expect(await mailbox(parentEmail)).toHaveLength(1);
  });

  it('is accepted by the invited e-mail whatever its case, and refused to that address while unconfirmed', async () => {
    const child = await signedIn();
    const parent = await signedIn('parent');
    // The account was made with the address in capitals; the child typed it in lower case.
    await db.query('UPDATE users SET email = upper(email) WHERE id = $1', [parent.id]);
    await json(app, 'POST', '/api/student/parent-invites', { email: parent.email }, as(child));
    const [mail] = await eventually(async () => {
      const mails = await mailbox(parent.email);
      return mails.length ? mails : undefined;
    });
    const token = new RegExp(`${PARENT_INVITE_PATH}/([A-Za-z0-9_-]+)`).exec(mail.text)![1];
    // An e-mail not confirmed is not yet the account's: the same refusal, and no link.
    await db.query('UPDATE users SET confirmed_at = NULL WHERE id = $1', [parent.id]);
    expect(await json(app, 'POST', `/api/parent-invites/${token}/accept`, undefined, as(parent))).toMatchObject({
      status: 403,
      body: { code: ERROR_CODES.ParentInviteOtherEmail },
    });
    expect((await db.query('SELECT 1 FROM parent_links WHERE parent_id = $1', [parent.id])).rowCount).toBe(0);
    await db.query('UPDATE users SET confirmed_at = now() WHERE id = $1', [parent.id]);
    expect(await json(app, 'POST', `/api/parent-invites/${token}/accept`, undefined, as(parent))).toMatchObject({
      status: 200,
      body: { status: 'ACTIVE' },
    });
  });

  it('refuses the student’s own e-mail, a bad e-mail, an unknown token, and stops working once withdrawn', async () => {
    const child = await signedIn();
    expect(await json(app, 'POST', '/api/student/parent-invites', { email: child.email }, as(child))).toMatchObject({
      status: 400,
      body: { code: ERROR_CODES.ParentInviteOwnEmail },
    });
    expect((await json(app, 'POST', '/api/student/parent-invites', { email: 'nope' }, as(child))).status).toBe(400);
    expect(await json(app, 'GET', '/api/parent-invites/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).toMatchObject({
      status: 404,
      body: { code: ERROR_CODES.ParentInviteInvalid },
    });
    const sent = await json<{ inviteId: string }>(
      app,
      'POST',
      '/api/student/parent-invites',
      { email: `withdrawn${process.pid}@example.in` },
      as(child),
    );
    for (let i = 0; i < 2; i += 1)
      expect(
        await json(app, 'DELETE', `/api/student/parent-invites/${sent.body.inviteId}`, undefined, as(child)),
      ).toMatchObject({ status: 200, body: { status: 'CANCELLED' } });
    expect((await studentLinks(child)).invites).toEqual([]);
    const parent = await signedIn('parent');
    expect((await json(app, 'POST', '/api/student/parent-invites', { email: 'x@example.in' }, as(parent))).status).toBe(
      403,
    );
  });
});

describe('the demo seed', () => {
  it('links the demo student to the demo parent, ACTIVE, once; an unlink is not undone by the next start', async () => {
    const { db: drizzle, pool } = createDatabase(stack.env.databaseUrl, 1);
    try {
      await seedDemoAccounts(drizzle, 'not-a-password-hash');
      await seedDemoAccounts(drizzle, 'not-a-password-hash');
      const pair = `SELECT l.id, l.status FROM parent_links l JOIN users p ON p.id = l.parent_id JOIN users c ON c.id = l.child_id
                    WHERE p.username = 'parent' AND c.username = 'student'`;
      const { rows } = await db.query(pair);
      expect(rows).toEqual([{ id: expect.any(String), status: 'ACTIVE' }]);
      await db.query(`UPDATE parent_links SET status = 'REMOVED', removed_at = now() WHERE id = $1`, [rows[0].id]);
      await seedDemoAccounts(drizzle, 'not-a-password-hash');
      expect((await db.query(pair)).rows).toEqual([{ id: rows[0].id, status: 'REMOVED' }]);
    } finally {
      await pool.end();
    }
  });
});

describe('linkConfirmed (for the consent lib)', () => {
  const confirmed = (parentId: string, childId: string) => {
    const links = app.get(ParentLinksService);
    return app.get<Database>(DB).transaction((tx) => links.linkConfirmed(tx, parentId, childId));
  };
  const rowsOf = async (childId: string) =>
    (
      await db.query('SELECT parent_id, status, origin FROM parent_links WHERE child_id = $1 ORDER BY created_at', [
        childId,
      ])
    ).rows;

  it('makes an ACTIVE link at once, stays one row when repeated, and promotes a pending request', async () => {
    const [parent, other, child] = [await signedIn('parent'), await signedIn('parent'), await signedIn()];
    await confirmed(parent.id, child.id);
    await confirmed(parent.id, child.id);
    expect(await rowsOf(child.id)).toEqual([{ parent_id: parent.id, status: 'ACTIVE', origin: 'CONSENT' }]);
    expect((await children(parent)).map((c) => c.userId)).toEqual([child.id]);
    const asked = await ask(other, child.username);
    await confirmed(other.id, child.id);
    // The pending request itself became the ACTIVE link: still one row for that pair.
    expect((await studentLinks(child)).parents.map((p) => p.linkId)).toContain(asked.body.linkId);
    expect((await rowsOf(child.id)).map((r) => r.status)).toEqual(['ACTIVE', 'ACTIVE']);
  });

  it('throws (and writes nothing) for a third parent, a non-parent or a non-student', async () => {
    const child = await signedIn();
    const [a, b, c] = [await signedIn('parent'), await signedIn('parent'), await signedIn('parent')];
    await confirmed(a.id, child.id);
    await confirmed(b.id, child.id);
    await expect(confirmed(c.id, child.id)).rejects.toMatchObject({
      response: { code: ERROR_CODES.ParentLimitReached },
    });
    const student = await signedIn();
    await expect(confirmed(student.id, child.id)).rejects.toMatchObject({
      response: { code: ERROR_CODES.ParentRoleRequired },
    });
    await expect(confirmed(c.id, a.id)).rejects.toMatchObject({ response: { code: ERROR_CODES.ChildNotFound } });
    expect(await rowsOf(child.id)).toHaveLength(2);
  });
});
