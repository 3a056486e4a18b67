import { DiscoveryService } from '@nestjs/core';
import type { Job } from 'bullmq';
import type { JobName, JobPayload } from './job-catalogue.js';

/** Marks a provider as the handler of one job of the catalogue. The worker finds it by this decorator. */
export const JobHandler = DiscoveryService.createDecorator<JobName>();

/**
 * Where the relay puts the id of the request that caused a job, beside the payload. The worker takes it
 * out before validating the payload and binds the job's log lines to it.
 */
export const JOB_REQUEST_ID_KEY = '__requestId';

export interface JobContext {
  /** The job id, which is the outbox row id: a stable key for idempotency (e.g. one e-mail per job). */
  jobId: string;
  attempt: number;
  job: Job;
}

export interface HandlesJob<N extends JobName> {
  handle(payload: JobPayload<N>, context: JobContext): Promise<void>;
}
