import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import pg from 'pg';
import { ConnectionWatch } from '@app/common';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { createDatabase, type DatabaseHandle } from '@app/db';
import { isJobName, jobCatalogue } from './job-catalogue.js';
import { JOB_REQUEST_ID_KEY } from './job-handler.js';
import { OutboxRepository, type OutboxRow } from './outbox.repository.js';
import { QueueRegistry } from './queue.registry.js';

const BATCH = 200;
const MAX_BACKOFF_MS = 5000;

/**
 * Moves outbox rows into BullMQ, in the worker. Each batch is one PostgreSQL transaction: rows are locked
 * (SKIP LOCKED, so several workers share the work), added as jobs whose id is the row id, then stamped.
 * If Redis is down the add fails, the transaction rolls back and the rows wait; a row relayed twice
 * (commit lost after the add) is the same job id, which BullMQ keeps as one job.
 *
 * The batches run on a connection of the relay's own, not on the process's pool: the job handlers share that
 * pool (by default 10 connections for up to 16 jobs per queue at once, each holding its connection while it waits
 * for row locks, e.g. the receipts for the invoice counter), and a relay woken by NOTIFY at once then queued behind
 * them for a connection, delaying every event. Batches run one at a time, so one connection is all it needs.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private listener?: pg.Client;
  private connection?: DatabaseHandle;
  private timer?: NodeJS.Timeout;
  private relisten?: NodeJS.Timeout;
  private running = false;
  private stopped = true;
  private wakeRequested = false;
  private failures = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: OutboxRepository,
    private readonly queues: QueueRegistry,
  ) {}

  onApplicationBootstrap(): void {
    this.stopped = false;
    void this.listen();
    this.schedule(0);
  }

  /**
   * Stops taking rows before the pools and the queues close (their onApplicationShutdown hooks): a batch under way
   * finishes its transaction, so its rows are either relayed and stamped or left for another worker.
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.relisten) clearTimeout(this.relisten);
    await this.listener?.end().catch(() => undefined);
    while (this.running) await new Promise((r) => setTimeout(r, 20));
    const connection = this.connection;
    this.connection = undefined;
    await connection?.pool.end().catch(() => undefined);
    this.logger.log('Outbox relay stopped');
  }

  /** Relays everything pending now; returns how many rows were relayed. Used by the loop and by tests. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const n = await this.relayBatch();
      total += n;
      if (n < BATCH) return total;
    }
  }

  private async relayBatch(): Promise<number> {
    this.connection ??= createDatabase(this.config.database.url, 1, 'outbox relay');
    return this.connection.db.transaction(async (tx) => {
      const rows = await this.outbox.lockPending(tx, BATCH);
      if (rows.length === 0) return 0;
      const routable = rows.filter((r) => isJobName(r.type));
      const unknown = rows.filter((r) => !isJobName(r.type)).map((r) => r.id);
      await this.enqueue(routable);
      await this.outbox.markRelayed(
        tx,
        routable.map((r) => r.id),
      );
      await this.outbox.markUnroutable(tx, unknown, 'No job in the catalogue for this event type');
      return rows.length;
    });
  }

  private async enqueue(rows: OutboxRow[]): Promise<void> {
    const byQueue = new Map<string, OutboxRow[]>();
    for (const row of rows) {
      const queue = jobCatalogue[row.type as keyof typeof jobCatalogue].queue;
      byQueue.set(queue, [...(byQueue.get(queue) ?? []), row]);
    }
    for (const [queue, list] of byQueue) {
      await this.queues.get(queue as Parameters<QueueRegistry['get']>[0]).addBulk(
        list.map((r) => ({
          name: r.type,
          data: r.requestId ? { ...r.payload, [JOB_REQUEST_ID_KEY]: r.requestId } : r.payload,
          opts: { jobId: r.id },
        })),
      );
    }
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delayMs);
  }

  private async tick(): Promise<void> {
    if (this.running) {
      this.wakeRequested = true;
      return;
    }
    this.running = true;
    let next = this.config.queue.outboxPollMs;
    try {
      this.wakeRequested = false;
      await this.drain();
      this.failures = 0;
      if (this.wakeRequested) next = 0;
    } catch (error) {
      this.failures += 1;
      next = Math.min(MAX_BACKOFF_MS, 100 * 2 ** this.failures);
      if (this.failures === 1 || this.failures % 20 === 0) {
        this.logger.warn(`Outbox relay failed (${this.failures}x), retrying: ${(error as Error).message}`);
      }
    } finally {
      this.running = false;
    }
    this.schedule(next);
  }

  /** LISTEN for the insert trigger's NOTIFY so new events are relayed at once; polling is the safety net. */
  private async listen(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.config.database.url });
    // A lost LISTEN connection (a restart, a failover) is made again; until then the polling relays the rows.
    client.on('error', (error) => {
      ConnectionWatch.of('postgres').lost(error, 'outbox listener');
      client.end().catch(() => undefined);
      if (this.listener === client) this.listener = undefined;
      this.listenAgainSoon();
    });
    try {
      await client.connect();
      await client.query('LISTEN outbox');
      client.on('notification', () => (this.running ? (this.wakeRequested = true) : this.schedule(0)));
      this.listener = client;
      ConnectionWatch.of('postgres').connected('outbox listener');
      if (this.stopped) await client.end();
    } catch {
      await client.end().catch(() => undefined);
      this.listenAgainSoon();
    }
  }

  private listenAgainSoon(): void {
    if (this.stopped) return;
    if (this.relisten) clearTimeout(this.relisten);
    this.relisten = setTimeout(() => void this.listen(), 1000);
  }
}
