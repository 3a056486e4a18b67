import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { loadConfig } from '@app/config';
import { createApiApp } from './app.factory.js';

async function bootstrap(): Promise<void> {
  const config = loadConfig(process.env);
  const app = await createApiApp(config);
  await app.listen({ port: config.http.port, host: config.http.host });
  const docs = config.devTools ? ` (docs at ${config.http.publicUrl}/api/docs)` : '';
  new Logger('Api').log(`API listening on ${config.http.publicUrl}${docs}`);
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
