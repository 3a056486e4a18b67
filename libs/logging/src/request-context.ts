import { AsyncLocalStorage } from 'node:async_hooks';

/** What a log line is bound to: the HTTP request that caused the work, and the job doing it (worker). */
export interface LogContext {
  requestId?: string;
  jobId?: string;
}

const storage = new AsyncLocalStorage<LogContext>();

/** Runs `fn` (and everything it awaits) bound to `context`; log lines and outbox rows read it. */
export function runWithLogContext<T>(context: LogContext, fn: () => T): T {
  return storage.run(context, fn);
}

export function currentLogContext(): LogContext | undefined {
  return storage.getStore();
}

/** The id of the HTTP request being served, if any (the outbox stores it with the events it writes). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
