import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '@app/config';
import type { TestEnv } from './test-env.js';

const MAIN = {
  api: join(PROJECT_ROOT, 'dist/apps/api/src/main.js'),
  worker: join(PROJECT_ROOT, 'dist/apps/worker/src/main.js'),
};

export interface AppProcess {
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far (its log lines). */
  output(): string;
  /** Resolves when the process has exited, with its code (null when a signal ended it) and that signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Runs the built api or worker (dist/.../main.js) as a real process on the test's database and queue prefix, so
 * a test can signal it or watch it die. Text logs at `log` level are collected for the test to wait on.
 */
export function spawnApp(which: 'api' | 'worker', env: TestEnv, overrides: Record<string, string> = {}): AppProcess {
  if (!existsSync(MAIN[which]))
    throw new Error(`${MAIN[which]} is missing: run "npm run build:server" (npm test does)`);
  const child = spawn(process.execPath, [MAIN[which]], {
    cwd: PROJECT_ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      DATABASE_URL: env.databaseUrl,
      REDIS_URL: env.redisUrl,
      QUEUE_PREFIX: env.prefix,
      LOG_LEVEL: 'log',
      LOG_FORMAT: 'text',
      OUTBOX_POLL_MS: '50',
      MEDIA_STORAGE_DIR: env.mediaStorageDir,
      ...overrides,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => output, exited };
}
