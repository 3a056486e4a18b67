#!/usr/bin/env node
// `npm run bench [api|app|purchase|exam|exam-load|console|admin|leads|school-results]`: the catalogue API benchmark, the student app's
// size and Lighthouse run, the purchase (order to enrolled through the payment sandbox), exam day (2,000 students take
// an assessment at once), exam day under a fixed background load, the staff console's JavaScript before sign-in, the
// console's careers list (search + sort), the leads (1,000 demo requests in 10 s, each assigned and mailed once) and
// a school's results (2,000 students: the results page's calls, and the 2,000-row roster import); all of them when
// none is named.
// Figures and PASS/MISS (PASS/FAIL) are printed; the exit code only says whether the benchmarks could run, never
// whether a target was met (timings on a shared 2-core machine are not a test).
import { cleanUpOnSignals, runCleanups } from './lib/process.mjs';

const parts = {
  api: async () => (await import('./catalogue-http.mjs')).runCatalogueBench(),
  app: async () => (await import('./student-app.mjs')).runStudentAppBench(),
  purchase: async () => (await import('./purchase.mjs')).runPurchaseBench(),
  exam: async () => (await import('./exam-day.mjs')).runExamDayBench(),
  // Exam day again with a CPU hog taking BENCH_HOG_SHARE % (25 by default) of the machine: a noisy neighbour.
  'exam-load': async () =>
    (await import('./exam-day.mjs')).runExamDayBench({ hogShare: Number(process.env.BENCH_HOG_SHARE ?? 25) }),
  console: async () => (await import('./console-bundle.mjs')).runConsoleBundleBench(),
  admin: async () => (await import('./admin-careers.mjs')).runAdminCareersBench(),
  leads: async () => (await import('./leads.mjs')).runLeadsBench(),
  'school-results': async () => (await import('./school-results.mjs')).runSchoolResultsBench(),
};
const wanted = process.argv[2] ? [process.argv[2]] : Object.keys(parts);
if (wanted.some((p) => !parts[p])) {
  console.error(`Usage: npm run bench [-- ${Object.keys(parts).join('|')}]`);
  process.exit(2);
}

cleanUpOnSignals();
const started = Date.now();
const summaries = [];
let code = 0;
for (const part of wanted) {
  try {
    summaries.push(await parts[part]());
  } catch (error) {
    console.error(`\nThe ${part} benchmark could not run: ${error instanceof Error ? error.stack : error}`);
    code = 1;
  } finally {
    await runCleanups(); // each part stops its servers and drops its database before the next starts
  }
}

console.log('\n=== Summary ===');
for (const s of summaries) console.log(`${s.name}: ${s.met} of ${s.total} targets met${s.note ? ` (${s.note})` : ''}`);
console.log(`Total run time: ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(code);
