import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ConfigModule } from '@app/config';
import { DatabaseModule } from '@app/db';
import { QueueModule, WorkerRuntimeModule } from '@app/queue';
import { createTestEnv, type TestEnv } from '../../../test/support/test-env.js';

let env: TestEnv;
beforeAll(async () => (env = await createTestEnv()));
afterAll(async () => env?.cleanup());

describe('worker start-up', () => {
  it('refuses to start when a job of the catalogue has no handler', async () => {
    @Module({ imports: [ConfigModule.forRoot(env.config()), DatabaseModule, QueueModule, WorkerRuntimeModule] })
    class NoHandlersModule {}
    await expect(
      NestFactory.createApplicationContext(NoHandlersModule, { logger: false, abortOnError: false }),
    ).rejects.toThrow(/DemoRequested: no handler; CareerRequested: no handler/);
  });
});
