import { AsyncLocalStorage } from 'node:async_hooks';
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

/** The job a worker is running, as code far below its handler sees it (the mail log records who sends a mail). */
export interface RunningJob {
  id: string;
  name: JobName;
  /** 1 on the first try. */
  attempt: number;
  /** The tries the job has in all: a failure on the last one is final (BullMQ keeps the job as failed). */
  attempts: number;
}

const runningJobs = new AsyncLocalStorage<RunningJob>();

/** Runs `fn` (and everything it awaits) as `job`; the worker host wraps every handler in it. */
export function runAsJob<T>(job: RunningJob, fn: () => T): T {
  return runningJobs.run(job, fn);
}

/** The job being run, if this code runs inside one. */
export function runningJob(): RunningJob | undefined {
  return runningJobs.getStore();
}
