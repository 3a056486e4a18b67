import { ConflictException, Injectable } from '@nestjs/common';
import { ERROR_CODES } from '@app/contracts';
import { isJobName, jobCatalogue, type JobName } from './job-catalogue.js';
import { OutboxRepository } from './outbox.repository.js';
import { QueueRegistry } from './queue.registry.js';

/** What became of a rerun: a finished job back in line, one re-made from its outbox row, or one already due. */
export type RerunOutcome = 'retried' | 'requeued' | 'pending';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Runs a job again under its own id (the mail log's resend): a failed or completed job goes back to wait with a
 * fresh set of tries; a job Redis no longer has (cleaned from the board, or older than the completed jobs kept) is
 * added again from its outbox row. Handlers are idempotent per job id, so a rerun only does what is still undone
 * (a mail already sent stays sent). A job running right now is refused: its outcome is not known yet.
 */
@Injectable()
export class JobRerun {
  constructor(
    private readonly queues: QueueRegistry,
    private readonly outbox: OutboxRepository,
  ) {}

  async rerun(name: JobName, jobId: string, busyMessage: string): Promise<RerunOutcome> {
    const queue = this.queues.get(jobCatalogue[name].queue);
    const job = await queue.getJob(jobId);
    if (job) {
      const state = await job.getState();
      if (state === 'failed' || state === 'completed') {
        await job.retry(state, { resetAttemptsMade: true, resetAttemptsStarted: true });
        return 'retried';
      }
      if (state === 'active') throw new ConflictException({ message: busyMessage, code: ERROR_CODES.Conflict });
      if (state !== 'unknown') return 'pending';
    }
    const row = UUID.test(jobId) ? await this.outbox.findById(jobId) : undefined;
    if (!row || !isJobName(row.type) || row.type !== name) return 'pending';
    await queue.add(name, row.payload, { jobId });
    return 'requeued';
  }
}
