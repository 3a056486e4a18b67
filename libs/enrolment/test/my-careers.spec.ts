import { createDatabase, type DatabaseHandle } from '@app/db';
import { EnrolmentRepository } from '../src/enrolment.repository.js';
import { EnrolmentService } from '../src/enrolment.service.js';
import { insertUser } from '../../../test/support/rows.js';
import { createTestEnv, type TestEnv } from '../../../test/support/test-env.js';

// GET /api/platform/mycareers answers EnrolmentService.myCareers as it is: its rules (whose careers, which order,
// the spec's shape) are tested here on PostgreSQL. The route's guards stay in apps/api/test/auth-guards.http.spec.ts
// and its wire shape in openapi.http.spec.ts.

let env: TestEnv;
let handle: DatabaseHandle;
let service: EnrolmentService;

beforeAll(async () => {
  env = await createTestEnv();
  handle = createDatabase(env.databaseUrl, 4);
  service = new EnrolmentService(new EnrolmentRepository(handle.db));
});

afterAll(async () => {
  await handle?.pool.end();
  await env?.cleanup();
});

const careers = async (n: number) =>
  (await handle.pool.query('SELECT id, name, logo, logo_bg FROM careers ORDER BY name LIMIT $1', [n])).rows as {
    id: string;
    name: string;
    logo: string;
    logo_bg: string;
  }[];

describe('EnrolmentService.myCareers', () => {
  it("lists the caller's enrolled careers, oldest first, in the spec shape", async () => {
    const me = await insertUser(handle.pool, 'student', { prefix: 'mine' });
    const other = await insertUser(handle.pool, 'student', { prefix: 'mine' });
    const [a, b, c] = await careers(3);
    await handle.pool.query(
      `INSERT INTO user_careers (user_id, career_id, source, status, created_at) VALUES ($1, $2, 'order', 'ENROLLED', now() - interval '2 minutes')`,
      [me, b.id],
    );
    await handle.pool.query(
      `INSERT INTO user_careers (user_id, career_id, source, status) VALUES ($1, $2, 'free', 'COMPLETED')`,
      [me, a.id],
    );
    await handle.pool.query(`INSERT INTO user_careers (user_id, career_id, source) VALUES ($1, $2, 'free')`, [
      other,
      c.id,
    ]);

    const ids = (
      await handle.pool.query('SELECT id, career_id FROM user_careers WHERE user_id = $1', [me])
    ).rows.reduce<Record<string, string>>((map, r) => ({ ...map, [r.career_id]: r.id }), {});
    expect(await service.myCareers(me)).toEqual([
      {
        _id: { $oid: ids[b.id] },
        careerId: { $oid: b.id },
        master: { name: b.name, logo: b.logo, logo_bg: b.logo_bg },
        status: 'ENROLLED',
      },
      {
        _id: { $oid: ids[a.id] },
        careerId: { $oid: a.id },
        master: { name: a.name, logo: a.logo, logo_bg: a.logo_bg },
        status: 'COMPLETED',
      },
    ]);
  });

  it('answers an empty list before any enrolment', async () => {
    expect(await service.myCareers(await insertUser(handle.pool, 'parent', { prefix: 'mine' }))).toEqual([]);
  });
});
