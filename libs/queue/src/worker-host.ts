import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { ConnectionWatch, dependencyOutage } from '@app/common';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { errorSummary, runWithLogContext } from '@app/logging';
import { JOB_NAMES, isJobName, jobCatalogue, queuesInUse, type JobName } from './job-catalogue.js';
import { JOB_REQUEST_ID_KEY, JobHandler, runAsJob, type HandlesJob } from './job-handler.js';
import { createRedis } from './redis-connection.js';

/**
 * Runs one BullMQ Worker per queue in use and dispatches each job to its @JobHandler. Refuses to start
 * when a job of the catalogue has no handler or two, so a missing handler is found at deploy, not in prod.
 */
@Injectable()
export class WorkerHost
  implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown
{
  private readonly logger = new Logger(WorkerHost.name);
  private readonly workers: Worker[] = [];
  /** BullMQ does not close connections it was given; they are closed here after the workers. */
  private readonly connections: Redis[] = [];
  private handlers = new Map<JobName, HandlesJob<JobName>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly discovery: DiscoveryService,
  ) {}

  /** Runs before any bootstrap hook, so a bad catalogue stops the worker before the relay starts. */
  onModuleInit(): void {
    this.handlers = this.collectHandlers();
  }

  onApplicationBootstrap(): void {
    for (const queue of queuesInUse()) {
      const connection = createRedis(this.config.redis.url, 'worker');
      this.connections.push(connection);
      const worker = new Worker(queue, (job) => this.processInContext(job), {
        connection,
        prefix: this.config.queue.prefix,
        // An export holds a user's zip in memory while it is built: a few at a time per worker is plenty.
        concurrency: queue === 'mail' ? 8 : queue === 'privacy' ? 2 : 16,
        lockDuration: this.config.queue.lockMs,
        stalledInterval: this.config.queue.stalledIntervalMs,
        maxStalledCount: 3,
      });
      // BullMQ reports its connections' errors here too (its blocking connection is a copy of ours): while Redis
      // is down each retry would be a line, so those go to the watch, which logs the outage once.
      worker.on('error', (err) =>
        dependencyOutage(err) === 'redis' || isSocketError(err)
          ? ConnectionWatch.of('redis').lost(err, `worker ${queue}`)
          : this.logger.warn(`Worker ${queue}: ${err.message}`),
      );
      worker.on('failed', (job, err) =>
        // A failed query's message holds its parameters: only the error's class, code and SQL are logged.
        this.logger.warn(`Job ${job?.name} ${job?.id} failed (attempt ${job?.attemptsMade}): ${errorSummary(err)}`),
      );
      this.workers.push(worker);
    }
    this.logger.log(`Workers running for queues: ${queuesInUse().join(', ')}`);
  }

  /**
   * Before any pool or connection closes (those are onApplicationShutdown hooks): close() stops fetching jobs and
   * waits for the running ones to finish and be recorded done, so a SIGTERM'd worker completes what it took.
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.logger.log('Stopping: taking no new jobs, finishing the running ones');
    await Promise.all(this.workers.map((w) => w.close().catch(() => undefined)));
  }

  onApplicationShutdown(): void {
    for (const connection of this.connections) connection.disconnect();
  }

  private collectHandlers(): Map<JobName, HandlesJob<JobName>> {
    const found = new Map<JobName, HandlesJob<JobName>[]>();
    for (const wrapper of this.discovery.getProviders({ metadataKey: JobHandler.KEY })) {
      const name = this.discovery.getMetadataByDecorator(JobHandler, wrapper);
      if (!name || !wrapper.instance) continue;
      if (!isJobName(name)) throw new Error(`@JobHandler('${String(name)}') names no job of the catalogue`);
      found.set(name, [...(found.get(name) ?? []), wrapper.instance as HandlesJob<JobName>]);
    }
    const problems = JOB_NAMES.flatMap((name) => {
      const n = found.get(name)?.length ?? 0;
      return n === 1 ? [] : [`${name}: ${n === 0 ? 'no handler' : `${n} handlers`}`];
    });
    if (problems.length > 0) throw new Error(`Job catalogue and handlers disagree: ${problems.join('; ')}`);
    return new Map([...found].map(([name, list]) => [name, list[0]]));
  }

  /** Every log line of the job names it and the request that caused it (X-Request-Id of that response). */
  private processInContext(job: Job): Promise<void> {
    const requestId = (job.data as Record<string, unknown> | undefined)?.[JOB_REQUEST_ID_KEY];
    return runWithLogContext({ jobId: job.id, requestId: typeof requestId === 'string' ? requestId : undefined }, () =>
      this.process(job),
    );
  }

  private async process(job: Job): Promise<void> {
    if (!isJobName(job.name)) throw new UnrecoverableError(`Unknown job ${job.name}`);
    const { [JOB_REQUEST_ID_KEY]: _requestId, ...data } = (job.data ?? {}) as Record<string, unknown>;
    const parsed = jobCatalogue[job.name].payload.safeParse(data);
    if (!parsed.success) throw new UnrecoverableError(`Invalid payload for ${job.name}`);
    const handler = this.handlers.get(job.name)!;
    // Test hook: a job that takes a moment, so the shutdown test can stop the worker while it runs.
    if (this.config.testHooks.jobDelayMs) await new Promise((r) => setTimeout(r, this.config.testHooks.jobDelayMs));
    const running = { id: job.id!, name: job.name, attempt: job.attemptsMade + 1, attempts: job.opts.attempts ?? 1 };
    await runAsJob(running, () => handler.handle(parsed.data, { jobId: job.id!, attempt: running.attempt, job }));
    if (this.config.testHooks.crashAfterSend) {
      // Test hook: die after the work and before BullMQ records completion, as a crash or OOM kill would.
      this.logger.error('WORKER_CRASH_AFTER_SEND: exiting before completing the job');
      process.exit(86);
    }
  }
}

/** A connection's own error (refused, reset), as ioredis emits it for each try while Redis is down. */
function isSocketError(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^E[A-Z]+$/.test(code) && 'syscall' in error;
}
