import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { JobHandler, QueueRegistry, type HandlesJob } from '@app/queue';
import { PrivacyRepository } from '../privacy.repository.js';
import { ErasureRunner } from './erasure.runner.js';

const SCHEDULER_ID = 'privacy-sweep';
const EVERY_MS = 60 * 60 * 1000;

/**
 * Hourly: erases the accounts whose grace period is over and drops the files of exports past their 24 hours. A job
 * scheduler (one run at a time, kept in Redis) over state kept in PostgreSQL: a restart, a missed run or a run twice
 * changes nothing but the timing, and an erasure is at most an hour late.
 */
@Injectable()
@JobHandler('PrivacySweep')
export class PrivacySweepJob implements HandlesJob<'PrivacySweep'>, OnApplicationBootstrap {
  private readonly logger = new Logger(PrivacySweepJob.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: PrivacyRepository,
    private readonly erasures: ErasureRunner,
    private readonly queues: QueueRegistry,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // The crash test hook ends the worker after any job; a periodic job would end it first, at random.
    if (this.config.testHooks.crashAfterSend) return;
    try {
      await this.queues
        .get('privacy')
        .upsertJobScheduler(
          SCHEDULER_ID,
          { every: EVERY_MS },
          { name: 'PrivacySweep', data: {}, opts: { attempts: 1, removeOnComplete: 100, removeOnFail: 100 } },
        );
    } catch (error) {
      this.logger.warn(`Could not schedule the privacy sweep: ${(error as Error).message}`);
    }
  }

  async handle(): Promise<void> {
    const now = new Date();
    const erased = await this.erasures.eraseDue(now);
    const dropped = await this.repository.dropExpiredFiles(now);
    if (erased || dropped) this.logger.log(`Privacy sweep: ${erased} accounts erased, ${dropped} export files dropped`);
  }
}
