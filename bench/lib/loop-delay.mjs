// Reading what loop-delay-preload.mjs wrote for a process: its event-loop delay samples, and exact percentiles of
// them over any window.
import { existsSync, readFileSync } from 'node:fs';
import { percentile } from './load.mjs';

function read(file) {
  if (!existsSync(file)) return { at: new Float64Array(0), delay: new Float64Array(0) };
  const lines = readFileSync(file, 'utf8').trim().split('\n').filter(Boolean);
  const at = new Float64Array(lines.length);
  const delay = new Float64Array(lines.length);
  lines.forEach((line, i) => {
    const [t, d] = line.split(' ');
    at[i] = Number(t);
    delay[i] = Number(d);
  });
  return { at, delay };
}

/**
 * The samples of `file`, once they cover `untilEpochMs` (the preload writes once a second; waits 3 s at most).
 * Returns stats(fromEpochMs, toEpochMs): { n, p50, p99, max } in ms of the samples taken in [from, to).
 */
export async function loopDelay(file, untilEpochMs) {
  let samples = read(file);
  for (let i = 0; i < 30 && !(samples.at.at(-1) >= untilEpochMs); i++) {
    await new Promise((r) => setTimeout(r, 100));
    samples = read(file);
  }
  return {
    stats(fromEpochMs, toEpochMs) {
      const picked = [];
      for (let i = 0; i < samples.at.length; i++)
        if (samples.at[i] >= fromEpochMs && samples.at[i] < toEpochMs) picked.push(samples.delay[i]);
      const sorted = Float64Array.from(picked).sort();
      return {
        n: sorted.length,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        max: sorted.length ? sorted[sorted.length - 1] : NaN,
      };
    },
  };
}
