import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyReply } from 'fastify';
import { nestLogLevels, type AppConfig } from '@app/config';
import { ApiExceptionFilter, registerPublicResponseCache, ZodValidationPipe } from '@app/common';
import { ERROR_CODES } from '@app/contracts';
import { SANDBOX_ROUTES_OUTSIDE_API_PREFIX } from '@app/payments-sandbox';
import { AppModule } from './app.module.js';
import { SpaFallback } from './spa-fallback.js';

/** Builds the HTTP API: /api for calls, /api/docs for OpenAPI, /media for media, / for the student app. */
export async function createApiApp(config: AppConfig): Promise<NestFastifyApplication> {
  // The instance is made here so the micro-cache's hook is the first to run: a cached catalogue answer then
  // skips Nest's request hooks and middleware as well as routing, validation and the database.
  const instance = Fastify({
    bodyLimit: 256 * 1024,
    trustProxy: true,
    // The router refuses a malformed or over-long URL before any hook runs; answer in the one error shape.
    frameworkErrors: (error, _request, reply) => {
      const statusCode = error.statusCode ?? 400;
      void (reply as FastifyReply).code(statusCode).send({ statusCode, code: ERROR_CODES.MalformedUrl, message: 'Malformed URL' });
    },
  });
  registerPublicResponseCache(instance, { ttlMs: 5_000, maxBytes: 32 * 1024 * 1024 });
  const adapter = new FastifyAdapter(instance);
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: nestLogLevels(config.logLevel),
    rawBody: true,
    bufferLogs: false,
  });
  app.setGlobalPrefix('api', { exclude: config.payments.sandbox ? SANDBOX_ROUTES_OUTSIDE_API_PREFIX : [] });
  app.useGlobalPipes(new ZodValidationPipe());
  app.useGlobalFilters(new ApiExceptionFilter(new SpaFallback(config.paths.staticDir)));
  app.enableShutdownHooks();

  const fastify = app.getHttpAdapter().getInstance();
  if (existsSync(config.paths.mediaDir)) {
    await fastify.register(fastifyStatic, {
      root: config.paths.mediaDir,
      prefix: '/media/',
      decorateReply: false,
      preCompressed: true,
      maxAge: '7d',
    });
  }
  if (existsSync(config.paths.staticDir)) {
    await fastify.register(fastifyStatic, {
      root: config.paths.staticDir,
      prefix: '/',
      wildcard: false,
      index: ['index.html'],
      decorateReply: false,
      preCompressed: true,
      // Hashed build assets never change; index.html must always be revalidated.
      setHeaders: (reply, path) =>
        void reply.header('Cache-Control', path.includes(join('assets', '')) ? 'public, max-age=31536000, immutable' : 'no-cache'),
    });
  } else {
    new Logger('Static').warn(`No student app build at ${config.paths.staticDir}; run "npm run build:student"`);
  }

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Disha Careers API')
      .setDescription('Public and student calls of the career-guidance platform (product spec, section 7).')
      .setVersion('1')
      .addApiKey({ type: 'apiKey', in: 'header', name: 'Authorization' }, 'token')
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/json' });
  return app;
}
