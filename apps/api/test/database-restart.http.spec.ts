import pg from 'pg';
import { spawnApp, type AppProcess } from '../../../test/support/app-process.js';
import { OidcTestProvider } from '../../../test/support/oidc-test-provider.js';
import { freePort, LocalRedis } from '../../../test/support/redis-server.js';
import { createTestEnv, eventually, TEST_DATABASE_URL, type TestEnv } from '../../../test/support/test-env.js';

/**
 * Issue 23, finding 9: a managed database's failover ends every connection (pg_terminate_backend here), and Redis
 * goes away and comes back. Real processes from the built code, because an unhandled 'error' event on a pg Client
 * kills node at once, which Jest running the app in its own process would report differently or not at all.
 */

let env: TestEnv;
let redis: LocalRedis;
let provider: OidcTestProvider;
/** Connected to the cluster's maintenance database, so the test's own session survives the terminations. */
let admin: pg.Client;
let api: AppProcess;
let worker: AppProcess;
let base: string;
let database: string;

interface Answer {
  status: number;
  body: { code?: string; status?: string; postgres?: string; redis?: string; message?: string } | undefined;
}

async function call(method: string, path: string, body?: unknown): Promise<Answer> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
  });
  const text = await res.text();
  let parsed: Answer['body'];
  try {
    parsed = JSON.parse(text) as Answer['body'];
  } catch {
    parsed = undefined;
  }
  return { status: res.status, body: parsed };
}

const health = () => call('GET', '/api/health');

/** Every session of the test database ends, as in a failover; answers how many there were. */
async function terminateAll(): Promise<number> {
  const { rows } = await admin.query<{ n: number }>(
    `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
    [database],
  );
  return rows[0].n;
}

async function mailsTo(email: string): Promise<{ text: string }[]> {
  const answer = await fetch(`${base}/api/dev/mail?to=${encodeURIComponent(email)}`);
  return answer.ok ? ((await answer.json()) as { text: string }[]) : [];
}

let seq = 0;
async function signUp(): Promise<{ status: number; email: string; body: Answer['body'] }> {
  seq += 1;
  // An adult student, as test/support/users.ts makes them. Importing that loads the identity lib (argon2's native
  // addon with it); with it, this file's Jest worker was force exited every run, without it never (3 runs each).
  const username = `restart${process.pid}x${seq}`;
  const body = {
    userType: 'student',
    username,
    password: 'secret123',
    first_name: 'Asha',
    last_name: 'Verma',
    email: `${username}@example.in`,
    phone_number: '+919812345678',
    birthdate: '2000-05-01',
    gender: 'female',
    class: '12',
    school: 'Kendriya Vidyalaya',
    city: 'Pune',
    state: 'Maharashtra',
  };
  const answer = await call('POST', '/api/auth/signup', body);
  return { status: answer.status, email: body.email, body: answer.body };
}

/** Both processes still run, and neither printed an unhandled error. */
function expectAlive(): void {
  for (const p of [api, worker]) {
    expect(p.output()).not.toMatch(/Unhandled 'error' event|uncaughtException|Uncaught/);
    expect({ exitCode: p.child.exitCode, signal: p.child.signalCode }).toEqual({ exitCode: null, signal: null });
  }
}

beforeAll(async () => {
  redis = await LocalRedis.start();
  env = await createTestEnv({ redisUrl: redis.url });
  database = new URL(env.databaseUrl).pathname.slice(1);
  admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  provider = await OidcTestProvider.start({
    clientId: 'disha-web',
    clientSecret: 'disha-web-secret',
    redirectUri: `${base}/api/auth/google/callback`,
  });
  api = spawnApp('api', env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    GOOGLE_ISSUER_URL: provider.issuer,
    GOOGLE_CLIENT_ID: 'disha-web',
    GOOGLE_CLIENT_SECRET: 'disha-web-secret',
  });
  worker = spawnApp('worker', env);
  await eventually(async () => (await health()).status === 200, 60_000, 'the API to answer');
}, 120_000);

afterAll(async () => {
  await admin?.query(`ALTER DATABASE "${database}" WITH ALLOW_CONNECTIONS true`).catch(() => undefined);
  for (const p of [api, worker]) {
    if (p && p.child.exitCode === null && p.child.signalCode === null) {
      p.child.kill('SIGTERM');
      await p.exited;
    }
  }
  await admin?.end().catch(() => undefined);
  await env?.cleanup();
  await provider?.stop();
  await redis?.stop();
}, 60_000);

describe('the database and Redis going away and coming back', () => {
  it('works before anything happens: a signup gets its verification mail', async () => {
    const first = await signUp();
    expect(first.status).toBe(201);
    await eventually(async () => (await mailsTo(first.email)).length === 1, 30_000, 'the verification mail');
  });

  it('survives every database session ending while a request and the outbox relay are inside transactions', async () => {
    // A session of the test's own holds the lock a career request's transaction takes for its contact, and the
    // outbox table, so the API is inside a transaction (waiting) and so is the worker's relay when all sessions end.
    const holder = new pg.Client({ connectionString: env.databaseUrl });
    holder.on('error', () => undefined);
    await holder.connect();
    const email = `inflight${process.pid}@example.in`;
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE outbox IN ACCESS EXCLUSIVE MODE');
    await holder.query('SELECT pg_advisory_xact_lock(7201, hashtext($1))', [email]);
    const inFlight = call('POST', '/api/platform/careers/request', {
      careerName: 'Sommelier',
      name: 'Inflight Request',
      email,
      mobile: '+919877777777',
    }).catch((error: Error) => ({ status: 0, body: { message: `${error.message} ${String(error.cause)}` } }));
    await eventually(
      async () =>
        (
          await admin.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock'`,
            [database],
          )
        ).rows[0].n >= 2,
      30_000,
      'the request and the relay to wait inside their transactions',
    );

    expect(await terminateAll()).toBeGreaterThan(2);
    await holder.end().catch(() => undefined);

    const answer = await inFlight;
    expect(answer).toEqual({ status: 503, body: expect.objectContaining({ code: 'DATABASE_UNAVAILABLE' }) });
    // The pools replace their dead connections: the next requests are served as before.
    await eventually(async () => (await health()).status === 200, 30_000, 'the API to be healthy again');
    expectAlive();
  });

  it('answers 503 DATABASE_UNAVAILABLE while the database refuses connections, and serves again after', async () => {
    await admin.query(`ALTER DATABASE "${database}" WITH ALLOW_CONNECTIONS false`);
    try {
      await terminateAll();
      const down = await eventually(
        async () => {
          const h = await health();
          return h.status === 503 ? h : undefined;
        },
        30_000,
        'the health check to see the database down',
      );
      expect(down.body).toEqual({ status: 'unavailable', postgres: 'down', redis: 'up' });
      const refused = await signUp();
      expect({ status: refused.status, code: refused.body?.code }).toEqual({
        status: 503,
        code: 'DATABASE_UNAVAILABLE',
      });
    } finally {
      await admin.query(`ALTER DATABASE "${database}" WITH ALLOW_CONNECTIONS true`);
    }
    await eventually(async () => (await health()).status === 200, 30_000, 'the API to be healthy again');
    const after = await signUp();
    expect(after.status).toBe(201);
    // The worker's relay listens again and its job handlers reach the database: the mail comes.
    await eventually(async () => (await mailsTo(after.email)).length === 1, 30_000, 'the verification mail');
    expectAlive();
  });

  it('answers 503 REDIS_UNAVAILABLE while Redis is down, keeps the events in the outbox, and delivers them after', async () => {
    expect((await call('GET', '/api/auth/google?redirect=%2Fcareers')).status).toBe(302);
    await redis.stop();
    const down = await eventually(
      async () => {
        const h = await health();
        return h.status === 503 ? h : undefined;
      },
      30_000,
      'the health check to see Redis down',
    );
    expect(down.body).toEqual({ status: 'unavailable', postgres: 'up', redis: 'down' });
    // Google's sign-in keeps its state in Redis: without it there is no sign-in to start.
    const google = await call('GET', '/api/auth/google?redirect=%2Fcareers');
    expect({ status: google.status, code: google.body?.code }).toEqual({ status: 503, code: 'REDIS_UNAVAILABLE' });
    // A signup needs only PostgreSQL: its mail waits in the outbox.
    const during = await signUp();
    expect(during.status).toBe(201);

    await redis.start();
    await eventually(async () => (await health()).status === 200, 30_000, 'the API to see Redis again');
    await eventually(async () => (await mailsTo(during.email)).length === 1, 30_000, 'the mail kept in the outbox');
    const after = await signUp();
    expect(after.status).toBe(201);
    await eventually(async () => (await mailsTo(after.email)).length === 1, 30_000, 'the verification mail');
    expect((await call('GET', '/api/auth/google?redirect=%2Fcareers')).status).toBe(302);
    expectAlive();
  });
});
