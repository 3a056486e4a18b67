// Process plumbing shared by the benchmark parts: spare ports, memory samples, and cleanups that run
// on success, on failure and on Ctrl+C alike (last registered, first run).
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import net from 'node:net';

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

const cleanups = [];
let cleaning;

export function onCleanup(fn) {
  cleanups.push(fn);
}

/** Runs (once, even if called again meanwhile, e.g. by Ctrl+C during a normal cleanup) what was registered so far. */
export function runCleanups() {
  cleaning ??= (async () => {
    while (cleanups.length)
      await cleanups
        .pop()()
        .catch((error) => console.error(`cleanup: ${error.message}`));
  })().finally(() => {
    cleaning = undefined;
  });
  return cleaning;
}

/** Called once by the runner: Ctrl+C or a kill still stops what was started and drops the databases. */
export function cleanUpOnSignals() {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping and cleaning up ...`);
      void runCleanups().then(() => process.exit(130));
    });
  }
}

/** Resident memory of a process in bytes (VmRSS), or undefined once it is gone. */
export function rssBytes(pid) {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Samples a process's RSS every `everyMs` and keeps the peak; stop() returns { peak, last }. */
export function sampleRss(pid, everyMs = 200) {
  let peak = 0;
  let last = 0;
  const take = () => {
    const rss = rssBytes(pid);
    if (rss === undefined) return;
    last = rss;
    peak = Math.max(peak, rss);
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    current: () => ({ peak, last }),
    stop: () => {
      clearInterval(timer);
      take();
      return { peak, last };
    },
  };
}

function machineTicks() {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const t = fields.map(Number);
  const total = t.slice(0, 8).reduce((s, x) => s + x, 0); // user..steal; guest time is already in user
  return { total, busy: total - t[3] - t[4] }; // less idle and iowait
}

function processTicks(pid) {
  try {
    // Fields after the "(comm)" part; utime and stime are the 14th and 15th fields of the line.
    const after = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(after[11]) + Number(after[12]);
  } catch {
    return 0;
  }
}

/**
 * Share of the whole machine's CPU used by processes other than `pids` between start and stop(), in %.
 * The machine is shared with other people's builds and tests; this says how much of a run they took.
 */
export function otherCpu(pids) {
  const mine = () => pids.reduce((s, pid) => s + processTicks(pid), 0);
  const m0 = machineTicks();
  const p0 = mine();
  return {
    stop: () => {
      const m1 = machineTicks();
      const total = m1.total - m0.total;
      return total > 0 ? Math.max(0, (m1.busy - m0.busy - (mine() - p0)) / total) * 100 : 0;
    },
  };
}

/** CPU ticks of every live process whose command name is one of `names` (PostgreSQL's backends are all "postgres"). */
function ticksByName(names) {
  const ticks = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (!names.includes(stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')))) continue;
      const after = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
      ticks.set(entry, Number(after[11]) + Number(after[12]));
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks;
}

/**
 * Where the machine's CPU went between start and stop(): `groups` maps a label to a list of pids or to
 * `{ names: [...] }` (every process of that command name; ones that start meanwhile count in full). Processes are
 * also read every `everyMs`, so one that ends meanwhile (a PostgreSQL backend whose connection was closed) counts
 * up to its last reading instead of being missed (and its time counted as `other`). stop() returns each label's
 * share of the whole machine in %, plus `other` (everything else: other people's builds and tests) and `idle`.
 */
export function cpuBreakdown(groups, { everyMs = 500 } = {}) {
  const read = () =>
    Object.fromEntries(
      Object.entries(groups).map(([label, g]) => [
        label,
        Array.isArray(g) ? new Map(g.map((pid) => [String(pid), processTicks(pid)])) : ticksByName(g.names),
      ]),
    );
  const m0 = machineTicks();
  const r0 = read();
  // The last ticks seen of every process of each group (a process gone from /proc keeps its last reading).
  const seen = read();
  const take = () => {
    for (const [label, ticks] of Object.entries(read()))
      for (const [pid, t] of ticks) if (t > 0) seen[label].set(pid, t);
  };
  const timer = setInterval(take, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      take();
      const m1 = machineTicks();
      const r1 = seen;
      const total = m1.total - m0.total;
      const share = (t) => (total > 0 ? (t / total) * 100 : 0);
      const used = {};
      for (const label of Object.keys(groups)) {
        let sum = 0;
        for (const [pid, t] of r1[label]) sum += Math.max(0, t - (r0[label].get(pid) ?? 0));
        used[label] = share(sum);
      }
      const busy = share(m1.busy - m0.busy);
      const mine = Object.values(used).reduce((s, x) => s + x, 0);
      return { ...used, other: Math.max(0, busy - mine), idle: Math.max(0, 100 - busy) };
    },
  };
}

/** The 1, 5 and 15 minute load averages and the number of CPUs, as the kernel reports them. */
export function loadAverage() {
  const [one, five, fifteen] = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).map(Number);
  return { one, five, fifteen, cpus: cpus().length };
}
