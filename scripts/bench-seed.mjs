#!/usr/bin/env node
// `npm run bench:seed`: loads the 10,000-career catalogue into DATABASE_URL, or into the embedded database
// that `npm start` uses (started for the occasion when it is not running).
import { join } from 'node:path';
import { root, run, needsBuild, startEmbeddedPostgres, portOpen } from './lib/services.mjs';

// A local tool like `npm start`: development unless told otherwise (an unset NODE_ENV means production).
const env = { NODE_ENV: 'development', ...process.env };
let stop;
if (needsBuild(['apps', 'libs'], 'dist/apps/api/src/cli/bench-seed.js')) await run('npm', ['run', 'build:server']);
if (!env.DATABASE_URL) {
  const port = Number(env.EMBEDDED_PG_PORT ?? 54329);
  if (await portOpen(port)) {
    env.DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${port}/disha`;
  } else {
    const pg = await startEmbeddedPostgres(join(root, '.data', 'pg'), port, 'disha');
    env.DATABASE_URL = pg.url;
    stop = pg.stop;
  }
}
env.REDIS_URL ??= 'redis://127.0.0.1:6379';
try {
  await run('node', ['dist/apps/api/src/cli/bench-seed.js'], { env });
} finally {
  await stop?.();
}
