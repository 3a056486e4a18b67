// Buyers for the purchase benchmark, and a staff member for the console's: confirmed accounts written straight to
// the bench database (an Argon2id hash made by the API's own PasswordService), then signed in through the API
// as a browser would. Each login comes from its own X-Forwarded-For address (the API trusts the proxy header),
// so the per-IP login limit, meant for people, stays out of the way of 200 logins from one machine.
import 'reflect-metadata';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { root } from '../../scripts/lib/services.mjs';

const PASSWORD = 'Bench@buyer-12345';

/** Inserts `count` confirmed students with `state` in their profile; returns [{ id, username, email }]. */
export async function insertBuyers(dbUrl, count, { state = 'Delhi' } = {}) {
  const { PasswordService } = await import(
    pathToFileURL(join(root, 'dist/libs/identity/src/crypto/password.service.js')).href
  );
  const hash = await new PasswordService().hash(PASSWORD);
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `INSERT INTO users (username, email, password_hash, role, user_type, first_name, last_name, phone_number, state, birthdate, confirmed_at)
       SELECT 'buyer' || i, 'buyer' || i || '@bench.example.in', $1, 'student', 'student', 'Buyer', 'No ' || i,
              '+91' || (9000000000 + i)::text, $2, '2000-01-01', now()
       FROM generate_series(1, $3::int) AS i
       RETURNING id, username, email`,
      [hash, state, count],
    );
    return rows;
  } finally {
    await client.end();
  }
}

/** One confirmed staff member of `role` (content_editor, admin, ...), with the buyers' password; returns { id, username }. */
export async function insertStaffMember(dbUrl, role, username = `bench_${role}`) {
  const { PasswordService } = await import(
    pathToFileURL(join(root, 'dist/libs/identity/src/crypto/password.service.js')).href
  );
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `INSERT INTO users (username, email, password_hash, role, first_name, last_name, confirmed_at)
       VALUES ($1, $1 || '@bench.example.in', $2, $3, 'Bench', 'Staff', now()) RETURNING id, username`,
      [username, await new PasswordService().hash(PASSWORD), role],
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

/** Signs every buyer in (POST /api/auth/login), `concurrency` at a time; adds `token` to each. */
export async function signIn(baseUrl, buyers, { concurrency = 8 } = {}) {
  let next = 0;
  const one = async () => {
    while (next < buyers.length) {
      const i = next++;
      const buyer = buyers[i];
      const res = await fetch(`${baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.77.${Math.floor(i / 250) % 250}.${(i % 250) + 1}`,
        },
        body: JSON.stringify({ username: buyer.username, password: PASSWORD }),
      });
      const body = await res.json().catch(() => ({}));
      if (res.status !== 200 || !body.idToken)
        throw new Error(`Login of ${buyer.username} answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
      if (body.user?.user_id && body.user.user_id !== buyer.id)
        throw new Error(`Login of ${buyer.username} returned another user`);
      buyer.token = body.idToken;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, one));
  return buyers;
}
