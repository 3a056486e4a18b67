import { spawnApp } from './app-process.js';
import type { TestEnv } from './test-env.js';

/**
 * Runs the built worker as a real process with WORKER_CRASH_AFTER_SEND on: it does one job's work and exits
 * (code 86) before BullMQ records the job done, as a crash or an OOM kill would. Resolves with the exit code.
 */
export async function runCrashingWorker(env: TestEnv, overrides: Record<string, string> = {}): Promise<number | null> {
  const worker = spawnApp('worker', env, { LOG_LEVEL: 'error', WORKER_CRASH_AFTER_SEND: 'true', ...overrides });
  return (await worker.exited).code;
}
