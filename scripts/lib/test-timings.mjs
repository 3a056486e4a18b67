// Where `npm test`'s time goes: each tier's wall clock and each test file's own time, read from the reports the
// runners already write (Jest's perfStats, Vitest's and Playwright's JSON), so a decision about speed starts from
// figures rather than guesses. scripts/test.mjs writes them to .data/test-results/timings.json and prints the
// slowest files at the end of every run.
import { relative } from 'node:path';

/** Jest and Vitest share the report's shape: one entry per file, with its start and end. */
function jestLikeFiles(report, tier, root) {
  return (report?.testResults ?? []).map((r) => ({
    tier,
    file: relative(root, r.name),
    ms: r.perfStats ? r.perfStats.end - r.perfStats.start : (r.endTime ?? 0) - (r.startTime ?? 0),
  }));
}

/** Playwright nests suites per file; a file's time is the sum of its tests' attempts. */
function playwrightFiles(report) {
  const perFile = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests.flatMap((t) => t.results).reduce((n, r) => n + (r.duration ?? 0), 0);
      perFile.set(spec.file, (perFile.get(spec.file) ?? 0) + ms);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  return [...perFile].map(([file, ms]) => ({ tier: 'browser', file: `e2e/${file}`, ms }));
}

export function fileTimings(tier, report, root) {
  return tier === 'browser' ? playwrightFiles(report) : jestLikeFiles(report, tier, root);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** The closing summary: each tier's wall clock, then the slowest files of the whole run. */
export function timingSummary({ tiers, files }, count = 20) {
  const lines = ['', 'Time per tier (wall clock):'];
  for (const t of tiers) lines.push(`  ${t.name.padEnd(12)} ${seconds(t.ms).padStart(9)}`);
  const slowest = [...files].sort((a, b) => b.ms - a.ms).slice(0, count);
  if (slowest.length) {
    lines.push(`Slowest ${slowest.length} test files (their own time; files run two at a time):`);
    for (const f of slowest) lines.push(`  ${seconds(f.ms).padStart(9)}  ${f.tier.padEnd(8)} ${f.file}`);
  }
  return lines.join('\n');
}
