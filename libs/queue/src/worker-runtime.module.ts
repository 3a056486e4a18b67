import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { OutboxRelay } from './outbox-relay.js';
import { WorkerHost } from './worker-host.js';

/** The consumer side, only in the worker app: the outbox relay and the BullMQ workers. */
@Module({ imports: [DiscoveryModule], providers: [OutboxRelay, WorkerHost], exports: [OutboxRelay] })
export class WorkerRuntimeModule {}
