import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { loadConfig } from '@app/config';
import { exitGracefullyOnSignals } from '@app/common';
import { createApiApp } from './app.factory.js';

async function bootstrap(): Promise<void> {
  const config = loadConfig(process.env);
  const listening = createApiApp(config).then(async (app) => {
    await app.listen({ port: config.http.port, host: config.http.host });
    return app;
  });
  // On SIGTERM Fastify stops accepting connections and answers the requests in flight before the pools close.
  exitGracefullyOnSignals(listening, config.shutdownGraceMs);
  await listening;
  const docs = config.devTools ? ` (docs at ${config.http.publicUrl}/api/docs)` : '';
  new Logger('Api').log(`API listening on ${config.http.publicUrl}${docs}`);
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
