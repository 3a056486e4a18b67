import { Inject, Injectable } from '@nestjs/common';
import { DB, outbox, type Database, type DbExecutor } from '@app/db';
import { currentRequestId } from '@app/logging';
import { jobCatalogue, type JobName, type JobPayload } from './job-catalogue.js';

/**
 * Writes outbox rows: the EventBus's durable events (OutboxEventPublisher) and the plain jobs of services (a code to
 * mail, a refund to ask Razorpay for, a receipt). Always inside the caller's transaction, so the row commits with
 * the change it announces. The relay (OutboxRepository) is the only reader.
 */
@Injectable()
export class Outbox {
  constructor(@Inject(DB) private readonly db: Database) {}

  /**
   * Returns the row id, which is the job id. The request being served is recorded with it, so the job's log lines
   * can be traced to that request.
   */
  async append<N extends JobName>(tx: DbExecutor, type: N, payload: JobPayload<N>): Promise<string> {
    const checked = jobCatalogue[type].payload.parse(payload) as Record<string, unknown>;
    const requestId = currentRequestId() ?? null;
    const [row] = await tx.insert(outbox).values({ type, payload: checked, requestId }).returning({ id: outbox.id });
    return row.id;
  }

  /** Many events of one type in a few statements (a roster import's mails): one row, so one job, each. */
  async appendMany<N extends JobName>(tx: DbExecutor, type: N, payloads: JobPayload<N>[]): Promise<void> {
    const requestId = currentRequestId() ?? null;
    const rows = payloads.map((payload) => ({
      type,
      payload: jobCatalogue[type].payload.parse(payload),
      requestId,
    }));
    // Well under PostgreSQL's 65,535 parameters a statement.
    for (let i = 0; i < rows.length; i += 1000) await tx.insert(outbox).values(rows.slice(i, i + 1000));
  }
}
