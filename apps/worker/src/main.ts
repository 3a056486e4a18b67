import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { loadConfig } from '@app/config';
import { exitGracefullyOnSignals } from '@app/common';
import { createWorkerApp } from './worker.factory.js';

async function bootstrap(): Promise<void> {
  const config = loadConfig(process.env);
  // Jobs may start while the app is still starting: the signals are handled from before then.
  const starting = createWorkerApp(config);
  // On SIGTERM the relay stops taking outbox rows and the BullMQ workers finish the jobs they hold.
  exitGracefullyOnSignals(starting, config.shutdownGraceMs);
  await starting;
  new Logger('Worker').log('Worker started: outbox relay and job handlers are running');
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
