import { Logger } from '@nestjs/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** An answer slower than this is logged when it goes out. */
export const SLOW_ANSWER_MS = 2_000;
/** A request still unanswered after this is logged while it hangs (an answer that never comes logs nothing else). */
export const HANGING_REQUEST_MS = 10_000;

interface SlowRequestOptions {
  slowMs?: number;
  hangingMs?: number;
  /** Defaults to the app's logger (context Http). */
  logger?: Pick<Logger, 'warn'>;
}

/** The route's pattern (`/api/payment/orders/:id`), not the URL: ids and query strings stay out of the logs. */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions?.url ?? 'unmatched route';
}

/**
 * Logs slow and hanging requests at warn level, with the request id that binds them to the other log lines, so
 * an operator (or a browser test that waited in vain) can see which call was slow and what it was waiting on.
 */
export function registerSlowRequestLog(instance: FastifyInstance, options: SlowRequestOptions = {}): void {
  const { slowMs = SLOW_ANSWER_MS, hangingMs = HANGING_REQUEST_MS, logger = new Logger('Http') } = options;
  instance.addHook('onRequest', (request, reply, done) => {
    const started = performance.now();
    const timer = setTimeout(() => {
      logger.warn(`${request.method} ${routeOf(request)} still unanswered after ${hangingMs} ms`);
    }, hangingMs);
    // A hanging request must not hold a closing process open.
    timer.unref();
    // 'close' comes once the answer is out, and also when the client goes away first (a page that navigates
    // aborts its fetches, sometimes after the answer's headers are out): Fastify's onResponse misses that case.
    reply.raw.once('close', () => {
      clearTimeout(timer);
      const ms = Math.round(performance.now() - started);
      if (ms < slowMs) return;
      const outcome = reply.raw.writableFinished ? `answered ${reply.statusCode}` : 'ended by the client';
      logger.warn(`${request.method} ${routeOf(request)} ${outcome} after ${ms} ms`);
    });
    done();
  });
}
