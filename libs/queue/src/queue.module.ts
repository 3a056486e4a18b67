import { Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { OutboxEventPublisher } from './outbox-event.publisher.js';
import { JobRerun } from './job-rerun.service.js';
import { OutboxRepository } from './outbox.repository.js';
import { Outbox } from './outbox.service.js';
import { QueueRegistry } from './queue.registry.js';

/**
 * The producer side, for the API and the worker: the EventBus's outbox publisher, the outbox for plain jobs, and
 * the queues' inspection. CqrsModule.forRoot makes one CommandBus and EventBus for the whole application.
 */
@Global()
@Module({
  imports: [CqrsModule.forRoot()],
  providers: [OutboxRepository, Outbox, OutboxEventPublisher, QueueRegistry, JobRerun],
  exports: [OutboxRepository, Outbox, QueueRegistry, JobRerun],
})
export class QueueModule {}
