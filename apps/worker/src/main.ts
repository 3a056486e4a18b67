import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { loadConfig } from '@app/config';
import { createWorkerApp } from './worker.factory.js';

async function bootstrap(): Promise<void> {
  const config = loadConfig(process.env);
  await createWorkerApp(config);
  new Logger('Worker').log('Worker started: outbox relay and job handlers are running');
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
