import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext, LoggerService } from '@nestjs/common';
import type { AppConfig } from '@app/config';
import { AppLogger } from '@app/logging';
import { WorkerModule } from './worker.module.js';

export async function createWorkerApp(
  config: AppConfig,
  options: { logger?: LoggerService } = {},
): Promise<INestApplicationContext> {
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), {
    logger: options.logger ?? new AppLogger({ level: config.logLevel, format: config.logFormat }),
  });
  await app.init();
  return app;
}
