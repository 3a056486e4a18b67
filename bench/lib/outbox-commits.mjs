// When each outbox row's transaction committed, as seen from outside. PostgreSQL's now() is the START of a
// transaction (orders.paid_at is when the capture's transaction began, outbox.relayed_at when the relay's did), so
// the time between paid_at and relayed_at also holds the rest of the capture's transaction. The insert trigger's
// NOTIFY (libs/db/migrations/0002_outbox_notify.sql) carries the row id and is delivered at commit: its arrival at
// an idle listener is the commit time (to a fraction of a millisecond on a quiet machine). The listener is a process
// of its own (forked), so the runner's own work (hundreds of buyers) cannot make the arrivals late.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { onCleanup } from './process.mjs';
import { stopChild } from './stack.mjs';

/** LISTENs on the outbox channel of `dbUrl`; stop() answers a Map of row id -> commit time (epoch ms, fractional). */
export async function watchOutboxCommits(dbUrl) {
  const child = fork(fileURLToPath(import.meta.url), ['--listen', dbUrl], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  onCleanup(() => stopChild(child));
  await new Promise((resolve, reject) => {
    child.once('message', (m) => (m === 'ready' ? resolve() : reject(new Error(String(m)))));
    child.once('exit', (code) => reject(new Error(`the outbox listener exited with code ${code}`)));
  });
  return {
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once('message', (entries) => resolve(new Map(entries)));
        child.send('stop');
      }),
  };
}

async function listen(dbUrl) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const seen = [];
  client.on('notification', (n) => seen.push([n.payload, performance.timeOrigin + performance.now()]));
  await client.query('LISTEN outbox');
  process.on('message', () => {
    process.send(seen, () => void client.end().then(() => process.exit(0)));
  });
  process.send('ready');
}

if (process.argv[2] === '--listen') {
  listen(process.argv[3]).catch((error) => {
    process.send?.(error.message);
    process.exit(1);
  });
}
