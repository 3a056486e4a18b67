import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventBus, type IEvent, type IEventPublisher } from '@nestjs/cqrs';
import { DurableEvent, type OutboxContext } from './durable-event.js';
import { Outbox } from './outbox.service.js';

/**
 * The EventBus's publisher: a durable event becomes an outbox row in the transaction the command handler passes,
 * so the change and its event commit (or roll back) together. Nothing is handled in memory: the worker's job
 * handlers are the subscribers, reached through the relay (job id = outbox id, so delivery stays exactly-once).
 * `await eventBus.publish(event, inTransaction(tx))` resolves to the outbox row id.
 */
@Injectable()
export class OutboxEventPublisher implements IEventPublisher, OnModuleInit {
  constructor(
    private readonly eventBus: EventBus,
    private readonly outbox: Outbox,
  ) {}

  onModuleInit(): void {
    this.eventBus.publisher = this;
  }

  publish<T extends IEvent>(event: T, context?: unknown): Promise<string> {
    if (!(event instanceof DurableEvent)) {
      // An event with no durable meaning would be lost silently here; refuse it loudly instead.
      return Promise.reject(
        new Error(`${event.constructor.name} is not a DurableEvent; only durable events are published`),
      );
    }
    const tx = (context as Partial<OutboxContext> | undefined)?.tx;
    if (!tx) {
      return Promise.reject(new Error(`${event.type} published without its transaction (use inTransaction(tx))`));
    }
    return this.outbox.append(tx, event.type, event.payload);
  }

  publishAll<T extends IEvent>(events: T[], context?: unknown): Promise<string[]> {
    // In order, on the one connection of the transaction.
    return events.reduce<Promise<string[]>>(
      async (ids, event) => [...(await ids), await this.publish(event, context)],
      Promise.resolve([]),
    );
  }
}
