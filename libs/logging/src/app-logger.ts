import type { LoggerService } from '@nestjs/common';
import { pino, type Logger as Pino } from 'pino';
import { currentLogContext } from './request-context.js';
import { describeError, REDACTED, scrubText, scrubValue } from './scrub.js';

export type NestLogLevel = 'fatal' | 'error' | 'warn' | 'log' | 'debug' | 'verbose';
const ORDER: NestLogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];
const PINO_LEVEL = {
  fatal: 'fatal',
  error: 'error',
  warn: 'warn',
  log: 'info',
  debug: 'debug',
  verbose: 'trace',
} as const;

export interface LogDestination {
  write(line: string): unknown;
}

export interface AppLoggerOptions {
  /** The most verbose level written. */
  level: NestLogLevel;
  /** JSON lines through pino (production), or plain text lines (development, tests). */
  format: 'json' | 'text';
  /** Where lines go; default stdout. Tests pass a collector. */
  destination?: LogDestination;
}

/** Keys pino masks whatever the caller logs, one level deep included (belt and braces beside scrubValue). */
const REDACT_PATHS = [
  'password',
  'passwordHash',
  'token',
  'refreshToken',
  'accessToken',
  'code',
  'email',
  'phone',
  'name',
  'authorization',
  'cookie',
].flatMap((key) => [key, `*.${key}`]);

/**
 * Nest's LoggerService over pino, for the api and the worker. Every line carries the request id (and job
 * id in the worker) of the work it belongs to, and passes through the scrubber: no e-mail address, phone
 * number, name, token, code or password hash reaches the output, whoever logged it.
 */
export class AppLogger implements LoggerService {
  private readonly enabled: Set<NestLogLevel>;
  private readonly pino?: Pino;
  private readonly destination: LogDestination;

  constructor(private readonly options: AppLoggerOptions) {
    this.enabled = new Set(ORDER.slice(0, ORDER.indexOf(options.level) + 1));
    this.destination = options.destination ?? pino.destination({ dest: 1, sync: true });
    if (options.format === 'json') {
      this.pino = pino(
        {
          level: 'trace',
          base: { pid: process.pid },
          timestamp: pino.stdTimeFunctions.isoTime,
          formatters: { level: (label) => ({ level: label }) },
          redact: { paths: REDACT_PATHS, censor: REDACTED },
        },
        this.destination,
      );
    }
  }

  log(message: unknown, ...params: unknown[]): void {
    this.write('log', message, params);
  }
  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.write('verbose', message, params);
  }
  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  private write(level: NestLogLevel, message: unknown, params: unknown[]): void {
    if (!this.enabled.has(level)) return;
    // Nest passes the context last (a string), and for errors the stack before it.
    const rest = params.filter((p) => p !== undefined);
    const context = rest.length > 0 && typeof rest[rest.length - 1] === 'string' ? (rest.pop() as string) : undefined;
    const text =
      message instanceof Error ? describeError(message) : typeof message === 'string' ? scrubText(message) : undefined;
    const extra = rest.map((p) => (typeof p === 'string' ? safeStack(p) : scrubValue(p)));
    const data =
      typeof message === 'object' && !(message instanceof Error) && message !== null ? scrubValue(message) : undefined;
    const bound = currentLogContext();
    if (this.pino) {
      const fields = {
        ...(context ? { context } : {}),
        ...(bound?.requestId ? { requestId: bound.requestId } : {}),
        ...(bound?.jobId ? { jobId: bound.jobId } : {}),
        ...(data ? { data } : {}),
        ...(extra.length ? { detail: extra.join('\n') } : {}),
      };
      this.pino[PINO_LEVEL[level]](fields, text ?? '');
      return;
    }
    const ids = [bound?.requestId && `req=${bound.requestId}`, bound?.jobId && `job=${bound.jobId}`]
      .filter(Boolean)
      .join(' ');
    const body = [
      text ?? JSON.stringify(data),
      ...extra.map((e) => (typeof e === 'string' ? e : JSON.stringify(e))),
    ].join('\n');
    this.destination.write(
      `${new Date().toISOString()} ${level.toUpperCase().padEnd(7)} ${context ? `[${context}] ` : ''}${body}${ids ? ` (${ids})` : ''}\n`,
    );
  }
}

/** A stack passed as a string (Nest's error(message, stack)): only its frames, its first line repeats the message. */
function safeStack(stack: string): string {
  if (!/\n\s+at /.test(stack)) return scrubText(stack);
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}
