// Preloaded into a server under test (`node --import`, see startProcess in stack.mjs) when BENCH_LOOP_DELAY_FILE is
// set: measures its event-loop delay the way perf_hooks.monitorEventLoopDelay does (a timer every 10 ms, and how
// late it fires: a loop busy with other work, or a process waiting for a CPU, makes it late), but keeps every sample
// instead of a histogram. The benchmark chooses its windows after the run (their length depends on the run's), and
// percentiles of shorter windows cannot be merged into a longer one's; about 100 samples a second can.
// Imports nothing of the application and changes nothing in it.
import { appendFile } from 'node:fs';
import { performance } from 'node:perf_hooks';

const file = process.env.BENCH_LOOP_DELAY_FILE;
const RESOLUTION_MS = 10;

if (file) {
  let lines = [];
  let last = performance.now();
  // One line per sample: when it fired (epoch ms) and how late (ms).
  setInterval(() => {
    const now = performance.now();
    lines.push(`${(performance.timeOrigin + now).toFixed(1)} ${Math.max(0, now - last - RESOLUTION_MS).toFixed(2)}\n`);
    last = now;
  }, RESOLUTION_MS).unref();
  // Written once a second, asynchronously (the thread pool), so the measuring adds no blocking write to the loop.
  setInterval(() => {
    if (lines.length === 0) return;
    const text = lines.join('');
    lines = [];
    appendFile(file, text, () => undefined);
  }, 1000).unref();
}
