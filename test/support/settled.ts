import type { INestApplicationContext } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '@app/db';
import { QUEUE_NAMES, QueueRegistry } from '@app/queue';
import { SandboxWebhookSender } from '@app/payments-sandbox';
import { ageOrdersOf } from './rows.js';
import { eventually } from './test-env.js';

const RECONCILER_JOB = 'ReconcilePayments';

/** Nothing under way: no sandbox webhook in flight, every outbox row relayed, no job waiting, running or to retry. */
async function quiet(app: INestApplicationContext): Promise<boolean> {
  const webhooks = (() => {
    try {
      return app.get(SandboxWebhookSender, { strict: false }).inFlight;
    } catch {
      return 0; // no sandbox in this app
    }
  })();
  if (webhooks > 0) return false;
  const pending = await app
    .get<pg.Pool>(PG_POOL, { strict: false })
    .query(`SELECT 1 FROM outbox WHERE relayed_at IS NULL LIMIT 1`);
  if (pending.rowCount) return false;
  const queues = app.get(QueueRegistry, { strict: false });
  for (const name of QUEUE_NAMES) {
    const queue = queues.get(name);
    const counts = await queue.getJobCounts('waiting', 'active', 'prioritized', 'waiting-children');
    if (Object.values(counts).some((n) => n > 0)) return false;
    // A retry waits in the delayed set; a job scheduler's next run (the reconciler, the leads' 24-hour sweep) waits
    // there too and is not work under way.
    const delayed = await queue.getJobs(['delayed']);
    if (delayed.some((job) => job.name !== RECONCILER_JOB && !job.repeatJobKey)) return false;
  }
  return true;
}

/**
 * Waits until the backend has nothing left to do for what the test caused, so "exactly once" can be counted: a
 * duplicate could only come from work still under way (a webhook, an outbox row, a job or its retry). Two quiet
 * looks in a row, as one piece of work hands over to the next (a job's outbox row, a webhook's event). `app` is
 * the API app under test: its pool, its queue producer (the worker's Redis and prefix) and the sandbox if mounted.
 */
export async function settled(app: INestApplicationContext, timeoutMs = 20_000): Promise<void> {
  let quietBefore = false;
  await eventually(
    async () => {
      const now = await quiet(app);
      const twice = now && quietBefore;
      quietBefore = now;
      return twice;
    },
    timeoutMs,
    'the backend to settle',
    // The two looks a little apart, so a hand-over between two pieces of work is not missed between them.
    50,
  );
}

/**
 * Waits for a run of the payment reconciler that began at `since` or later to finish: by then every order made
 * more than PAYMENT_RECONCILE_AFTER_MS before `since` has been looked at by it (or made to look older: `ageOrdersOf`).
 */
export async function reconcilerRanSince(
  app: INestApplicationContext,
  since: number,
  timeoutMs = 20_000,
): Promise<void> {
  const queue = app.get(QueueRegistry, { strict: false }).get('enrolment');
  await eventually(
    async () =>
      (await queue.getJobs(['completed'], 0, 50)).some(
        (job) => job.name === RECONCILER_JOB && (job.processedOn ?? 0) >= since,
      ),
    timeoutMs,
    'a run of the payment reconciler',
  );
}

/**
 * Waits until the scheduled reconciler has looked at every order of the user: they are aged past
 * PAYMENT_RECONCILE_AFTER_MS, then a run begun after that is awaited (at most PAYMENT_RECONCILE_EVERY_MS away)
 * instead of sleeping until they are old enough.
 */
export async function reconcilerSawOrdersOf(
  app: INestApplicationContext,
  db: pg.Pool,
  userId: string,
  reconcileAfterMs: number,
): Promise<void> {
  await ageOrdersOf(db, userId, reconcileAfterMs + 1000);
  await reconcilerRanSince(app, Date.now());
}
