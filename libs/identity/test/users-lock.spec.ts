import { createDatabase, type DatabaseHandle } from '@app/db';
import { lockUser } from '@app/identity';
import { createTestEnv, type TestEnv } from '../../../test/support/test-env.js';

// lockUser is how other libs serialise one user's writes: a second lock of the same user waits for the first
// transaction to end; another user's lock, and rows that refer to the user, do not.

let env: TestEnv;
let handle: DatabaseHandle;

beforeAll(async () => {
  env = await createTestEnv();
  handle = createDatabase(env.databaseUrl, 4);
});

afterAll(async () => {
  await handle?.pool.end();
  await env?.cleanup();
});

async function newUser(name: string): Promise<string> {
  const { rows } = await handle.pool.query<{ id: string }>(
    `INSERT INTO users (username, email, role, user_type, first_name, last_name, confirmed_at)
     VALUES ($1, $1 || '@example.in', 'student', 'student', 'Ravi', 'Iyer', now()) RETURNING id`,
    [`${name}${process.pid}`],
  );
  return rows[0].id;
}

it("holds the user's row until the transaction ends, blocking only the same user's lock", async () => {
  const [a, b] = [await newUser('locka'), await newUser('lockb')];
  const { careerId } = (await handle.pool.query<{ careerId: string }>('SELECT id AS "careerId" FROM careers LIMIT 1'))
    .rows[0];
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const holder = handle.db.transaction(async (tx) => {
    await lockUser(tx, a);
    locked();
    await held;
  });
  await isLocked;

  const tryLock = (userId: string) =>
    handle.db.transaction(async (tx) => {
      await tx.execute("SET LOCAL lock_timeout = '200ms'");
      await lockUser(tx, userId);
    });
  await expect(tryLock(a)).rejects.toMatchObject({ cause: { code: '55P03' } });
  await expect(tryLock(b)).resolves.toBeUndefined();
  // NO KEY UPDATE: a row referring to the user (a cart line) is inserted while the lock is held.
  await handle.pool.query('INSERT INTO cart_items (user_id, career_id) VALUES ($1, $2)', [a, careerId]);

  release();
  await holder;
  await expect(tryLock(a)).resolves.toBeUndefined();
});
