import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import type { MyCareersResponse } from '@app/contracts';
import { json } from '../../../test/support/apps.js';
import { startStack, type TestStack } from '../../../test/support/stack.js';
import { createSignedInUser } from '../../../test/support/users.js';

let stack: TestStack;
let app: NestFastifyApplication;
let db: pg.Pool;

beforeAll(async () => {
  stack = await startStack();
  ({ app, db } = stack);
});

afterAll(() => stack?.stop());

const careers = async (n: number) =>
  (await db.query('SELECT id, name, logo, logo_bg FROM careers ORDER BY name LIMIT $1', [n])).rows as {
    id: string;
    name: string;
    logo: string;
    logo_bg: string;
  }[];

describe('GET /api/platform/mycareers', () => {
  it("lists the caller's enrolled careers, oldest first, in the spec shape", async () => {
    const me = await createSignedInUser(app, db, 'student', { prefix: 'mine' });
    const other = await createSignedInUser(app, db, 'student', { prefix: 'mine' });
    const [a, b, c] = await careers(3);
    await db.query(
      `INSERT INTO user_careers (user_id, career_id, source, status, created_at) VALUES ($1, $2, 'order', 'ENROLLED', now() - interval '2 minutes')`,
      [me.id, b.id],
    );
    await db.query(
      `INSERT INTO user_careers (user_id, career_id, source, status) VALUES ($1, $2, 'free', 'COMPLETED')`,
      [me.id, a.id],
    );
    await db.query(`INSERT INTO user_careers (user_id, career_id, source) VALUES ($1, $2, 'free')`, [other.id, c.id]);

    const { status, body } = await json<MyCareersResponse>(
      app,
      'GET',
      `/api/platform/mycareers?userId=${me.id}`,
      undefined,
      { authorization: me.token },
    );
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        _id: { $oid: expect.any(String) },
        careerId: { $oid: b.id },
        master: { name: b.name, logo: b.logo, logo_bg: b.logo_bg },
        status: 'ENROLLED',
      },
      {
        _id: { $oid: expect.any(String) },
        careerId: { $oid: a.id },
        master: { name: a.name, logo: a.logo, logo_bg: a.logo_bg },
        status: 'COMPLETED',
      },
    ]);
  });

  it('answers an empty list before any enrolment', async () => {
    const me = await createSignedInUser(app, db, 'parent', { prefix: 'mine' });
    expect(
      await json(app, 'GET', `/api/platform/mycareers?userId=${me.id}`, undefined, {
        authorization: `Bearer ${me.token}`,
      }),
    ).toEqual({ status: 200, body: [] });
  });

  it("refuses no token, another user's id (or anything that is not the caller's id) and a missing id", async () => {
    const me = await createSignedInUser(app, db, 'student', { prefix: 'mine' });
    const other = await createSignedInUser(app, db, 'student', { prefix: 'mine' });
    expect((await json(app, 'GET', `/api/platform/mycareers?userId=${me.id}`)).status).toBe(401);
    expect(
      (await json(app, 'GET', `/api/platform/mycareers?userId=${other.id}`, undefined, { authorization: me.token }))
        .status,
    ).toBe(403);
    // The ownership guard runs before validation: a malformed id is simply not the caller's.
    expect(
      (await json(app, 'GET', '/api/platform/mycareers?userId=nope', undefined, { authorization: me.token })).status,
    ).toBe(403);
    expect((await json(app, 'GET', '/api/platform/mycareers', undefined, { authorization: me.token })).status).toBe(
      400,
    );
  });
});
