import { Global, Module } from '@nestjs/common';
import { OutboxRepository } from './outbox.repository.js';
import { QueueRegistry } from './queue.registry.js';

/** The producer side, for the API and the worker: write events to the outbox, inspect queues. */
@Global()
@Module({ providers: [OutboxRepository, QueueRegistry], exports: [OutboxRepository, QueueRegistry] })
export class QueueModule {}
