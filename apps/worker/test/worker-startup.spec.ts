import { Injectable, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ConfigModule } from '@app/config';
import { DatabaseModule } from '@app/db';
import { JobHandler, QueueModule, WorkerRuntimeModule } from '@app/queue';
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

  it('refuses to start when a job of the catalogue has two handlers', async () => {
    @Injectable()
    @JobHandler('EnrolmentFinalised')
    class OneInvoicer {
      handle = () => Promise.resolve();
    }
    @Injectable()
    @JobHandler('EnrolmentFinalised')
    class AnotherInvoicer {
      handle = () => Promise.resolve();
    }
    @Module({
      imports: [ConfigModule.forRoot(env.config()), DatabaseModule, QueueModule, WorkerRuntimeModule],
      providers: [OneInvoicer, AnotherInvoicer],
    })
    class TwoHandlersModule {}
    await expect(
      NestFactory.createApplicationContext(TwoHandlersModule, { logger: false, abortOnError: false }),
    ).rejects.toThrow(/EnrolmentFinalised: 2 handlers/);
  });
});
