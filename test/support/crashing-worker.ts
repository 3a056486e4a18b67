import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '@app/config';
import type { TestEnv } from './test-env.js';

const WORKER_MAIN = join(PROJECT_ROOT, 'dist/apps/worker/src/main.js');

/**
 * Runs the built worker as a real process with WORKER_CRASH_AFTER_SEND on: it does one job's work and exits
 * (code 86) before BullMQ records the job done, as a crash or an OOM kill would. Resolves with the exit code.
 */
export function runCrashingWorker(env: TestEnv, overrides: Record<string, string> = {}): Promise<number | null> {
  if (!existsSync(WORKER_MAIN))
    throw new Error(`${WORKER_MAIN} is missing: run "npm run build:server" (npm test does)`);
  const child = spawn(process.execPath, [WORKER_MAIN], {
    cwd: PROJECT_ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      DATABASE_URL: env.databaseUrl,
      REDIS_URL: env.redisUrl,
      QUEUE_PREFIX: env.prefix,
      LOG_LEVEL: 'error',
      OUTBOX_POLL_MS: '50',
      WORKER_CRASH_AFTER_SEND: 'true',
      ...overrides,
    },
    stdio: 'ignore',
  });
  return new Promise((resolve) => child.on('exit', resolve));
}
