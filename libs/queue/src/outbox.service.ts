import { Injectable } from '@nestjs/common';
import type { DbExecutor } from '@app/db';
import type { JobName, JobPayload } from './job-catalogue.js';
import { OutboxRepository } from './outbox.repository.js';

/**
 * Enqueues a job through the outbox, in the caller's transaction, for work that is not one of the domain events
 * the EventBus carries (a code to mail, a refund to ask for, a periodic reconciliation's follow-up).
 */
@Injectable()
export class Outbox {
  constructor(private readonly outbox: OutboxRepository) {}

  /** Returns the outbox row id, which is the job id. */
  append<N extends JobName>(tx: DbExecutor, type: N, payload: JobPayload<N>): Promise<string> {
    return this.outbox.append(tx, type, payload);
  }
}
