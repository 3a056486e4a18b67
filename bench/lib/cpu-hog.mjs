// A fixed background load for the "under load" variants: another tenant of the machine taking a set share of its
// CPUs. It runs in short slices (5 ms of CPU, then a pause), so it competes for the cores the way a neighbour's
// process does, not as one long block the scheduler would spread out. Each process paces itself on its own CPU time
// against the wall clock: when the machine is saturated and it got less than its share, it catches up (by at most
// 50 ms, so it never turns into a long block either).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { cpus } from 'node:os';
import { onCleanup } from './process.mjs';
import { stopChild } from './stack.mjs';

const SLICE_MS = 5;
const MAX_DEBT_MS = 50;

/**
 * Starts processes that together take `sharePercent` of the whole machine (25 on 2 cores: one process busy half
 * of the time of one core). Returns { pids, stop() }; its measured share is for the caller to take (cpuBreakdown).
 */
export function startCpuHog(sharePercent) {
  const cores = (sharePercent / 100) * cpus().length; // in cores' worth of CPU
  const count = Math.max(1, Math.ceil(cores));
  const duty = cores / count;
  const children = Array.from({ length: count }, () =>
    spawn(process.execPath, [fileURLToPath(import.meta.url), '--hog', String(duty)], { stdio: 'ignore' }),
  );
  for (const child of children) onCleanup(() => stopChild(child));
  return {
    pids: children.map((c) => c.pid),
    cores,
    stop: () => Promise.all(children.map(stopChild)),
  };
}

/** Never returns: slices of SLICE_MS of CPU, each followed by the pause that keeps CPU time / wall time at `duty`. */
function hog(duty) {
  const cpuMs = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  const pause = new Int32Array(new SharedArrayBuffer(4));
  let wall0 = performance.now();
  let cpu0 = cpuMs();
  for (;;) {
    const until = cpuMs() + SLICE_MS;
    while (cpuMs() < until); // busy: the CPU time itself is the load
    const used = cpuMs() - cpu0;
    const elapsed = performance.now() - wall0;
    const ahead = used / duty - elapsed; // > 0: more CPU than the share so far, pause that long
    if (ahead < -MAX_DEBT_MS) {
      // Starved for a while (a saturated machine): forgive what is beyond MAX_DEBT_MS rather than burst it back.
      wall0 = performance.now() - (used / duty + MAX_DEBT_MS);
    }
    if (ahead > 0) Atomics.wait(pause, 0, 0, ahead); // a blocking sleep: this process has nothing else to do
  }
}

if (process.argv[2] === '--hog') hog(Number(process.argv[3]));
