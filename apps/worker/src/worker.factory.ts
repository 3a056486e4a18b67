import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { nestLogLevels, type AppConfig } from '@app/config';
import { WorkerModule } from './worker.module.js';

export async function createWorkerApp(config: AppConfig): Promise<INestApplicationContext> {
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), {
    logger: nestLogLevels(config.logLevel),
  });
  app.enableShutdownHooks();
  await app.init();
  return app;
}
