// What the backends of one database are waiting on, sampled from pg_stat_activity while a benchmark runs: a
// cheap way to see lock queues (e.g. a hot counter row) and commit fsyncs without touching the server's logs.
import pg from 'pg';

/**
 * Samples every `everyMs`; stop() returns [{ wait, query, average }], busiest first: `average` is how many backends
 * were waiting on that event in that statement, on average over the samples (0.5: one backend half of the time).
 */
export async function sampleWaits(dbUrl, database, { everyMs = 20 } = {}) {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const counts = new Map();
  let samples = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await client.query(
        `SELECT wait_event_type || ':' || wait_event AS wait, left(regexp_replace(query, '\\s+', ' ', 'g'), 70) AS query
         FROM pg_stat_activity
         WHERE datname = $1 AND state = 'active' AND wait_event_type IS NOT NULL AND wait_event_type <> 'Client' AND pid <> pg_backend_pid()`,
        [database],
      );
      samples += 1;
      for (const r of rows) {
        const key = `${r.wait}\u0000${r.query}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop.catch(() => undefined);
      await client.end();
      return [...counts]
        .map(([key, n]) => {
          const [wait, query] = key.split('\u0000');
          return { wait, query, average: n / Math.max(1, samples) };
        })
        .sort((a, b) => b.average - a.average);
    },
  };
}
