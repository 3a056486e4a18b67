import type { IEvent } from '@nestjs/cqrs';
import type { Transaction } from '@app/db';
import type { JobName, JobPayload } from './job-catalogue.js';

/**
 * A domain event that must cause durable work (ARCHITECTURE.md, Events and jobs). It is an @nestjs/cqrs event,
 * published through the EventBus by a command handler; the outbox publisher writes it as an outbox row in the
 * command's transaction, and the relay turns that row into the BullMQ job of the same name. Its payload is ids.
 */
export abstract class DurableEvent<N extends JobName = JobName> implements IEvent {
  protected constructor(
    readonly type: N,
    readonly payload: JobPayload<N>,
  ) {}
}

/** What a command handler hands the EventBus with a durable event: the transaction the event commits with. */
export interface OutboxContext {
  readonly tx: Transaction;
}

/** `eventBus.publish(event, inTransaction(tx))`: the event's outbox row joins `tx`. */
export function inTransaction(tx: Transaction): OutboxContext {
  return { tx };
}
