import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { Logger, type LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { AppConfig } from '@app/config';
import { AppLogger, runWithLogContext } from '@app/logging';
import { ApiExceptionFilter, registerPublicResponseCache, ZodValidationPipe } from '@app/common';
import { ERROR_CODES } from '@app/contracts';
import { CatalogueReadModel } from '@app/catalogue';
import { SANDBOX_ROUTES_OUTSIDE_API_PREFIX } from '@app/payments-sandbox';
import { MEDIA_ROUTES_OUTSIDE_API_PREFIX, MULTIPART_LIMITS } from '@app/media';
import { registerCredentialsSheetBodyLimit, registerCsvBodyParser } from '@app/roster';
import { AppModule } from './app.module.js';
import { createOpenApiDocument } from './openapi.js';
import { SpaFallback } from './spa-fallback.js';
import { registerSecurityHeaders } from './security-headers.js';
import { registerConnectionDrain } from './drain-connections.js';
import { registerSlowRequestLog } from './slow-requests.js';
import { registerQueuesBoard } from './queues-board/queues-board.js';

export interface ApiAppOptions {
  /** Defaults to the configured AppLogger on stdout; tests pass one that collects the lines. */
  logger?: LoggerService;
}

/** An id per request, answered as X-Request-Id and bound to every log line and outbox event it causes. */
function registerRequestIds(instance: FastifyInstance): void {
  instance.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    runWithLogContext({ requestId: request.id }, done);
  });
  // Reading the body leaves the context behind (stream events); enter it again right before the handler.
  instance.addHook('preHandler', (request, _reply, done) => runWithLogContext({ requestId: request.id }, done));
}

/**
 * Builds the HTTP API: /api for calls, /api/docs for OpenAPI, /media for the demo's clips, /uploads for staff
 * uploads, / for the student app, /admin/ for the staff console (and /admin/queues for bull-board).
 */
export async function createApiApp(config: AppConfig, options: ApiAppOptions = {}): Promise<NestFastifyApplication> {
  // The instance is made here so the micro-cache's hook is the first to run: a cached catalogue answer then
  // skips Nest's request hooks and middleware as well as routing, validation and the database.
  const instance = Fastify({
    bodyLimit: 256 * 1024,
    // Only the proxies named in TRUSTED_PROXIES may set the client address (X-Forwarded-For); by default none,
    // so a made-up header cannot move a request to another IP's rate limits.
    trustProxy: config.http.trustedProxies.length > 0 ? config.http.trustedProxies : false,
    genReqId: () => randomUUID(),
    // The router refuses a malformed or over-long URL before any hook runs; answer in the one error shape.
    frameworkErrors: (error, _request, reply) => {
      const statusCode = error.statusCode ?? 400;
      void (reply as FastifyReply)
        .code(statusCode)
        .send({ statusCode, code: ERROR_CODES.MalformedUrl, message: 'Malformed URL' });
    },
  });
  // Before the micro-cache's hook, so a cached answer carries the request id and the security headers too.
  registerRequestIds(instance);
  registerSlowRequestLog(instance);
  registerConnectionDrain(instance);
  registerSecurityHeaders(instance, config);
  const publicCache = registerPublicResponseCache(instance, { ttlMs: 5_000, maxBytes: 8 * 1024 * 1024 });
  const adapter = new FastifyAdapter(instance);
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: options.logger ?? new AppLogger({ level: config.logLevel, format: config.logFormat }),
    rawBody: true,
    bufferLogs: false,
  });
  // A catalogue edit made through any API process is seen by this one's read model within a second; the answers
  // it keeps must go then too, not when their 5 s are up.
  app.get(CatalogueReadModel).onChange(() => publicCache.clear());
  app.setGlobalPrefix('api', {
    exclude: [
      ...(config.devTools && config.payments.sandbox ? SANDBOX_ROUTES_OUTSIDE_API_PREFIX : []),
      ...MEDIA_ROUTES_OUTSIDE_API_PREFIX,
    ],
  });
  app.useGlobalPipes(new ZodValidationPipe());
  app.useGlobalFilters(new ApiExceptionFilter(new SpaFallback(config.paths.staticDir, config.paths.adminDir)));
  // The refresh token and the Google sign-in binding travel in HttpOnly cookies (libs/identity/src/session-cookies.ts).
  await app.register(fastifyCookie);
  // Staff uploads (POST /api/admin/media). The parser only marks a multipart request: the route reads the file as a
  // stream after its guards, so bodyLimit (256 kB, read into memory) does not apply, and a refused caller's body is
  // never read. The 200 MB file limit is busboy's backstop; the route applies each kind's own.
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });

  const fastify = app.getHttpAdapter().getInstance();
  // The roster import's CSV file (POST /api/admin/students/import): up to 10 MB, that route only.
  registerCsvBodyParser(fastify);
  // The credentials sheet's JSON (up to 5,000 students' one-time passwords): 1 MB, that route only.
  registerCredentialsSheetBodyLimit(fastify);
  await registerQueuesBoard(app);
  if (existsSync(config.paths.mediaDir)) {
    await fastify.register(fastifyStatic, {
      root: config.paths.mediaDir,
      prefix: '/media/',
      decorateReply: false,
      preCompressed: true,
      maxAge: '7d',
    });
  }
  // Hashed build assets never change; index.html must always be revalidated.
  const cacheHeaders = (reply: { header: (name: string, value: string) => unknown }, path: string) =>
    void reply.header(
      'Cache-Control',
      path.includes(join('assets', '')) ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
  if (existsSync(config.paths.staticDir)) {
    await fastify.register(fastifyStatic, {
      root: config.paths.staticDir,
      prefix: '/',
      wildcard: false,
      index: ['index.html'],
      decorateReply: false,
      preCompressed: true,
      setHeaders: cacheHeaders,
    });
  } else {
    new Logger('Static').warn(`No student app build at ${config.paths.staticDir}; run "npm run build:student"`);
  }
  // The staff console, on the same origin (its calls go to /api/admin with the same session cookie). Its deep
  // links fall back to its own index.html (SpaFallback); /admin/queues is bull-board's.
  if (existsSync(config.paths.adminDir)) {
    await fastify.register(fastifyStatic, {
      root: config.paths.adminDir,
      prefix: '/admin/',
      wildcard: false,
      index: ['index.html'],
      decorateReply: false,
      preCompressed: true,
      setHeaders: cacheHeaders,
    });
  } else {
    new Logger('Static').warn(`No staff console build at ${config.paths.adminDir}; run "npm run build:admin"`);
  }

  // The docs UI is a development convenience: in production it is not mounted at all.
  if (config.devTools) {
    const document = createOpenApiDocument(app);
    SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/json' });
  }
  return app;
}
