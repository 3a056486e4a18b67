#!/usr/bin/env node
// Browser tests: a fresh database, the built API (serving the built student app) and worker on a spare
// port, then Playwright driving Debian's Chromium against it. Everything started here is stopped here.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import { root, run, waitForHttp, prefixOutput, dropRedisPrefix } from './lib/services.mjs';

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const database = `disha_e2e_${randomBytes(4).toString('hex')}`;
const dbUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const port = await freePort();
const env = {
  ...process.env,
  NODE_ENV: 'test',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATABASE_URL: dbUrl,
  REDIS_URL: redisUrl,
  QUEUE_PREFIX: `e2e_${database}`,
  OUTBOX_POLL_MS: '100',
  LOG_LEVEL: 'warn',
};
const children = [];
let code = 1;
try {
  await admin(`CREATE DATABASE "${database}"`);
  await run('node', ['dist/apps/api/src/cli/setup-database.js'], { env, stdio: 'ignore' });
  for (const [name, main] of [
    ['api', 'dist/apps/api/src/main.js'],
    ['worker', 'dist/apps/worker/src/main.js'],
  ]) {
    const child = spawn('node', [main], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    prefixOutput(name, child);
    children.push(child);
  }
  await waitForHttp(`http://127.0.0.1:${port}/api/health`, 60_000);
  code = await new Promise((resolve) => {
    const child = spawn('node', ['node_modules/@playwright/test/cli.js', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
      cwd: root,
      stdio: 'inherit',
      // The tests reach the run's database for what they build there (test careers, campus students, classrooms).
      env: { ...process.env, BASE_URL: `http://127.0.0.1:${port}`, DATABASE_URL: dbUrl },
    });
    child.on('exit', (c) => resolve(c ?? 1));
  });
} catch (error) {
  console.error(`Browser tests could not run: ${error instanceof Error ? error.message : error}`);
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch(() => undefined);
  // The run's queues, rate limits and sandbox state go with its database.
  await dropRedisPrefix(redisUrl, env.QUEUE_PREFIX).catch(() => undefined);
}
process.exit(code);
