#!/usr/bin/env node
// Browser tests: a fresh database, the built API (serving the built student app and console) and worker on a spare
// port, then Playwright driving Debian's Chromium against it. Everything started here is stopped here.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import net from 'node:net';
import pg from 'pg';
import { root, run, waitForHttp, dropRedisPrefix, SERVER_NODE_FLAGS } from './lib/services.mjs';

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
  // The spec's 30 s between two codes would hold a resend test up for half a minute; the tests wait on it.
  CODE_RESEND_COOLDOWN_SEC: '2',
  // A support number of its own (not the development default), so the tests see the configured one everywhere.
  SUPPORT_PHONE: '+91 20 4000 1234',
  // Logs as production writes them (JSON, every info line), kept whole in files and scanned at the end.
  LOG_LEVEL: 'log',
  LOG_FORMAT: 'json',
};
const logDir = join(root, '.data/e2e-logs');

/** Keeps a process's whole output in logDir/<name>.log and echoes its warnings and errors. */
function keepOutput(name, child) {
  mkdirSync(logDir, { recursive: true });
  const file = createWriteStream(join(logDir, `${name}.log`));
  for (const stream of [child.stdout, child.stderr]) {
    let buffer = '';
    stream?.on('data', (chunk) => {
      file.write(chunk);
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop();
      for (const line of lines) {
        const level = /^\{"level":"(\w+)"/.exec(line)?.[1];
        if (level !== 'info' && level !== 'debug' && level !== 'trace') process.stdout.write(`[${name}] ${line}\n`);
      }
    });
  }
  // 'close' comes after the last output; 'exit' may come before it.
  return new Promise((resolve) => child.on('close', () => file.end(resolve)));
}

/**
 * The personal data of the accounts the browser tests created (e-mails @example.in, see e2e/support.ts):
 * none of it may appear in a log line of the run.
 */
async function accountValues() {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT username, email, phone_number, first_name, last_name, password_hash FROM users WHERE email ILIKE '%@example.in'`,
    );
    const values = [];
    for (const r of rows) {
      values.push(['e-mail', r.email], ['username', r.username], ['password hash', r.password_hash]);
      if (r.phone_number) values.push(['phone', r.phone_number], ['phone', r.phone_number.replace(/^\+91/, '')]);
      for (const name of [r.first_name, r.last_name]) if (name && name.length >= 3) values.push(['name', name]);
    }
    return { accounts: rows.length, values: values.filter(([, v]) => v) };
  } finally {
    await client.end();
  }
}

function findInLogs(values) {
  const text = ['api', 'worker'].map((n) => readFileSync(join(logDir, `${n}.log`), 'utf8')).join('\n');
  const escape = (v) => v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = new Set();
  for (const [kind, value] of values) {
    // Names as whole words ("Nair" is inside "questionnaire"); the rest anywhere.
    const pattern = new RegExp(kind === 'name' ? `\\b${escape(value)}\\b` : escape(value), 'i');
    if (pattern.test(text)) found.add(kind);
  }
  return [...found];
}
const children = [];
const exited = [];
let code = 1;
let scan;
try {
  await admin(`CREATE DATABASE "${database}"`);
  await run('node', ['dist/apps/api/src/cli/setup-database.js'], { env, stdio: 'ignore' });
  for (const [name, main] of [
    ['api', 'dist/apps/api/src/main.js'],
    ['worker', 'dist/apps/worker/src/main.js'],
  ]) {
    const child = spawn('node', [...SERVER_NODE_FLAGS, main], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    exited.push(keepOutput(name, child));
    children.push(child);
  }
  await waitForHttp(`http://127.0.0.1:${port}/api/health`, 60_000);
  code = await new Promise((resolve) => {
    const child = spawn(
      'node',
      ['node_modules/@playwright/test/cli.js', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)],
      {
        cwd: root,
        stdio: 'inherit',
        // The tests reach the run's database for what they build there (test careers, campus students, classrooms)
        env: {
          ...process.env,
          BASE_URL: `http://127.0.0.1:${port}`,
          DATABASE_URL: dbUrl,
          CODE_RESEND_COOLDOWN_SEC: env.CODE_RESEND_COOLDOWN_SEC,
          // ... and its queues, for a test that needs a job in a state the product only reaches by accident.
          REDIS_URL: redisUrl,
          QUEUE_PREFIX: env.QUEUE_PREFIX,
        },
      },
    );
    child.on('exit', (c) => resolve(c ?? 1));
  });
  scan = await accountValues();
} catch (error) {
  console.error(`Browser tests could not run: ${error instanceof Error ? error.message : error}`);
} finally {
  for (const child of children) child.kill('SIGTERM');
  await Promise.race([Promise.all(exited), new Promise((r) => setTimeout(r, 5_000))]);
  await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch(() => undefined);
  // The run's queues, rate limits and sandbox state go with its database.
  await dropRedisPrefix(redisUrl, env.QUEUE_PREFIX).catch(() => undefined);
}
if (scan) {
  const leaked = findInLogs(scan.values);
  if (leaked.length) {
    console.error(`Logs hold personal data of the test accounts (${leaked.join(', ')}): see ${logDir}`);
    code = 1;
  } else {
    console.log(
      `Logs checked: nothing of the ${scan.accounts} test accounts (e-mail, username, phone, name, hash) in ${logDir}`,
    );
  }
}
process.exit(code);
