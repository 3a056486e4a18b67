import type { INestApplicationContext } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pg from 'pg';
import type { AppConfig } from '@app/config';
import { listenApi, startApi, startWorker } from './apps.js';
import { freePort } from './redis-server.js';
import { createTestEnv, type TestEnv } from './test-env.js';

export interface StackOptions {
  /** Also start the worker (outbox relay and job handlers) on the same config. */
  worker?: boolean;
  /**
   * Listen on a free port, with PUBLIC_URL pointing at it, for callers outside the process: the Razorpay sandbox
   * posts its webhooks to PUBLIC_URL, and the SDK calls the sandbox's Orders API over HTTP.
   */
  listen?: boolean;
  /** Settings on top of the test defaults of test-env.ts. */
  settings?: Record<string, string>;
  /** Another Redis than the shared one (a LocalRedis that the test stops and starts). */
  redisUrl?: string;
}

export interface TestStack {
  env: TestEnv;
  /** What `config` was made from, PORT and PUBLIC_URL included when listening: for more processes set up alike. */
  settings: Record<string, string>;
  config: AppConfig;
  app: NestFastifyApplication;
  /** Only with `worker: true`. */
  worker?: INestApplicationContext;
  /** For the test's own queries and fixtures. */
  db: pg.Pool;
  /** Closes the worker, the API and the pool, then drops the database and the queue keys; once, however often called. */
  stop(): Promise<void>;
}

export type TestStackWithWorker = TestStack & { worker: INestApplicationContext };

/**
 * A test file's own backend: a fresh database and queue prefix (createTestEnv), the API, optionally the worker,
 * and a pool on the database. Call `stop()` in afterAll. If starting fails half-way, what was started is stopped.
 */
export function startStack(options: StackOptions & { worker: true }): Promise<TestStackWithWorker>;
export function startStack(options?: StackOptions): Promise<TestStack>;
export async function startStack(options: StackOptions = {}): Promise<TestStack> {
  const env = await createTestEnv(options.redisUrl ? { redisUrl: options.redisUrl } : {});
  const db = new pg.Pool({ connectionString: env.databaseUrl, max: 4 });
  // An idle connection closed by the database (a restart, a forced drop) must not crash the test file.
  db.on('error', () => undefined);
  let app: NestFastifyApplication | undefined;
  let worker: INestApplicationContext | undefined;
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= inOrder([() => worker?.close(), () => app?.close(), () => db.end(), () => env.cleanup()]));

  try {
    const settings = { ...options.settings };
    if (options.listen) {
      const port = await freePort();
      Object.assign(settings, { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` });
    }
    const config = env.config(settings);
    app = options.listen ? await listenApi(config) : await startApi(config);
    if (options.worker) worker = await startWorker(config);
    return { env, settings, config, app, worker, db, stop };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}

/** Runs every step even when one fails (the database is dropped even if the API would not close), then throws the first failure. */
async function inOrder(steps: (() => Promise<unknown> | undefined)[]): Promise<void> {
  const failures: unknown[] = [];
  for (const step of steps) {
    try {
      await step();
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length) throw failures[0];
}
