import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, errorCodeForStatus, type ApiErrorBody } from '@app/contracts';
import { describeError, errorSummary } from '@app/logging';
import { dependencyOutage, type Dependency } from './dependency-outage.js';

/** Fastify's own client errors (bad JSON, too large, bad content type) carry a statusCode and a code. */
interface FastifyClientError {
  statusCode?: number;
  code?: string;
  message?: string;
}

/** An HTML page, compressed with `encoding` when it names one. */
export interface NotFoundPage {
  body: Buffer | string;
  encoding?: 'br' | 'gzip';
}

/** Serves a page instead of a 404 for browser navigations (the single-page app's index.html). */
export interface NotFoundPageSource {
  page(method: string, url: string, acceptEncoding?: string): NotFoundPage | undefined;
}

const OUTAGE: Record<Dependency, { code: string; message: string }> = {
  postgres: { code: ERROR_CODES.DatabaseUnavailable, message: 'The database is unavailable; please try again shortly' },
  redis: { code: ERROR_CODES.RedisUnavailable, message: 'A service is unavailable; please try again shortly' },
};
const OUTAGE_CODES = new Set<string>(Object.values(OUTAGE).map((o) => o.code));

/** Gives every 4xx/5xx the one shape `{ statusCode, code, message, errors? }`; never leaks internals on a 500. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  constructor(private readonly notFoundPages?: NotFoundPageSource) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const body = this.toBody(exception);
    if (body.statusCode === 404 && this.notFoundPages) {
      const request = http.getRequest<FastifyRequest>();
      const accept = request.headers['accept-encoding'];
      const page = this.notFoundPages.page(
        request.method,
        request.url,
        Array.isArray(accept) ? accept.join(',') : accept,
      );
      if (page) {
        reply
          .status(200)
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .header('vary', 'accept-encoding');
        if (page.encoding) reply.header('content-encoding', page.encoding);
        void reply.send(page.body);
        return;
      }
    }
    // Class, PostgreSQL code, scrubbed message and frames: a failed query's message holds its parameters
    // (a new user's e-mail, phone, password hash), which must never reach the log. An outage is no bug: one line.
    if (OUTAGE_CODES.has(body.code)) this.logger.warn(`${body.code}: ${errorSummary(exception)}`);
    else if (body.statusCode >= 500) this.logger.error(describeError(exception));
    // A rate limit says when to come back (TooManyRequestsException), in the standard header too.
    const retryAfter = (exception as { retryAfterSec?: unknown } | undefined)?.retryAfterSec;
    if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
    void reply.status(body.statusCode).header('content-type', 'application/json; charset=utf-8').send(body);
  }

  private toBody(exception: unknown): ApiErrorBody {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      // Nest wraps Fastify's body-parsing errors; say plainly what was wrong with the body.
      const cause = (exception.cause as FastifyClientError | undefined)?.code;
      if (status === 400 && cause?.startsWith('FST_ERR_CTP_')) {
        return { statusCode: 400, code: ERROR_CODES.InvalidJson, message: 'Request body is not valid JSON' };
      }
      const response = exception.getResponse();
      if (typeof response === 'string')
        return { statusCode: status, code: errorCodeForStatus(status), message: response };
      const r = response as { message?: unknown; errors?: ApiErrorBody['errors']; code?: unknown };
      const message = Array.isArray(r.message)
        ? r.message.join(', ')
        : typeof r.message === 'string'
          ? r.message
          : exception.message;
      // A thrower's own code names the case (e.g. an unconfirmed login); otherwise the status's generic one.
      const code = typeof r.code === 'string' ? r.code : errorCodeForStatus(status);
      return r.errors ? { statusCode: status, code, message, errors: r.errors } : { statusCode: status, code, message };
    }
    const fe = exception as FastifyClientError;
    if (typeof fe?.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500) {
      return {
        statusCode: fe.statusCode,
        code: errorCodeForStatus(fe.statusCode),
        message: fe.message ?? 'Bad request',
      };
    }
    // PostgreSQL or Redis gone (a restart, a failover): the request may succeed in a moment, so 503, not 500.
    const outage = dependencyOutage(exception);
    if (outage) return { statusCode: HttpStatus.SERVICE_UNAVAILABLE, ...OUTAGE[outage] };
    return {
      statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
      code: ERROR_CODES.Internal,
      message: 'Something went wrong',
    };
  }
}
