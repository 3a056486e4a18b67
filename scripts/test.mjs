#!/usr/bin/env node
// `npm test`: every suite against real PostgreSQL and Redis, then the browser journeys in Chromium.
//   0. lint tier: format, ESLint, layer rules, types (scripts/lint.mjs);
//   1. checks the services and tools the tests need, and fails with what to install when one is missing;
//   2. builds the server, the student app and the staff console (the crash test and the browser tests run the
//      built code);
//   3. backend (Jest), frontend unit (Vitest, both apps), browser (Playwright) suites;
//   4. writes each tier's and each file's time to .data/test-results/timings.json and prints the slowest files;
//   5. prints the totals of all suites on one line: "N passed, N failed".
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import pg from 'pg';
import { root, run, commandExists, portOpen } from './lib/services.mjs';
import { requireNode24 } from './lib/node-version.mjs';
import { fileTimings, timingSummary } from './lib/test-timings.mjs';

requireNode24();

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const only = process.argv.slice(2); // e.g. `npm test -- backend e2e`
const wanted = (suite) => only.length === 0 || only.includes(suite);
const results = join(root, '.data', 'test-results');

async function preflight() {
  const problems = [];
  const client = new pg.Client({ connectionString: DATABASE_URL, connectionTimeoutMillis: 3000 });
  await client.connect().then(
    () => client.end(),
    (e) =>
      problems.push(
        `PostgreSQL is not answering at ${DATABASE_URL} (${e.message}). Start it (Debian: "sudo apt-get install -y postgresql && sudo pg_ctlcluster 15 main start") or set DATABASE_URL.`,
      ),
  );
  const redis = new URL(REDIS_URL);
  if (!(await portOpen(Number(redis.port || 6379), redis.hostname))) {
    problems.push(
      `Redis is not answering at ${REDIS_URL}. Start it (Debian: "sudo apt-get install -y redis-server") or set REDIS_URL.`,
    );
  }
  if (!commandExists('redis-server')) {
    problems.push(
      'redis-server is not installed; the durability tests start their own. Install it: "sudo apt-get install -y redis-server".',
    );
  }
  if (wanted('e2e') && !existsSync(CHROMIUM)) {
    problems.push(
      `Chromium is not at ${CHROMIUM}; the browser tests need it. Install it: "sudo apt-get install -y chromium" (or set CHROMIUM_PATH).`,
    );
  }
  if (problems.length) {
    console.error(`\nnpm test cannot run:\n${problems.map((p) => `  - ${p}`).join('\n')}\n`);
    process.exit(2);
  }
}

const suite = (cmd, args, env = {}) =>
  new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL, REDIS_URL, ...env },
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

await preflight();
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const timings = { tiers: [], files: [] };
const timed = async (name, work) => {
  const start = Date.now();
  try {
    return await work();
  } finally {
    timings.tiers.push({ name, ms: Date.now() - start });
  }
};
const addFiles = (tier, report) => timings.files.push(...fileTimings(tier, report, root));

console.log('Building the server, the student app and the staff console ...');
await timed('build', async () => {
  await run('npm', ['run', '--silent', 'build:server']);
  if (wanted('frontend') || wanted('e2e')) await run('npm', ['run', '--silent', 'build:student']);
  if (wanted('e2e')) await run('npm', ['run', '--silent', 'build:admin']);
});

const totals = [];
const record = (name, passed, failed, exitCode) => {
  // A suite that crashed without a report counts as one failure, never as a pass.
  if (passed + failed === 0 && exitCode !== 0) failed = 1;
  if (exitCode !== 0 && failed === 0) failed = 1;
  totals.push({ name, passed, failed });
};

if (wanted('lint')) {
  const out = join(results, 'lint.json');
  const code = await timed('lint', () => suite('node', ['scripts/lint.mjs', '--json', out]));
  const r = readJson(out);
  record('lint (format, ESLint, layers, types)', r?.passed ?? 0, r?.failed ?? 0, code);
}

if (wanted('backend')) {
  const out = join(results, 'jest.json');
  const code = await timed('backend', () =>
    suite('node', ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', '--json', `--outputFile=${out}`], {
      NODE_OPTIONS: '--no-warnings=ExperimentalWarning',
    }),
  );
  const r = readJson(out);
  addFiles('backend', r);
  record(
    'backend (Jest)',
    r?.numPassedTests ?? 0,
    (r?.numFailedTests ?? 0) + (r?.numRuntimeErrorTestSuites ?? 0),
    code,
  );
}

if (wanted('frontend')) {
  // Each app's Vitest run writes its own report; the suite is both.
  let passed = 0;
  let failed = 0;
  let exitCode = 0;
  const start = Date.now();
  for (const workspace of ['frontend-student', 'frontend-admin']) {
    const out = join(results, `vitest-${workspace}.json`);
    const code = await suite('npm', [
      'run',
      '--silent',
      'test',
      '-w',
      workspace,
      '--',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ]);
    const r = readJson(out);
    addFiles('frontend', r);
    passed += r?.numPassedTests ?? 0;
    // A run that crashed without a report is one failure, never a pass.
    failed += (r?.numFailedTests ?? 0) + (code !== 0 && !r?.numFailedTests ? 1 : 0);
    if (code !== 0) exitCode = code;
  }
  timings.tiers.push({ name: 'frontend', ms: Date.now() - start });
  record('frontend (Vitest: student app, staff console)', passed, failed, exitCode);
}

if (wanted('e2e')) {
  const out = join(results, 'playwright.json');
  const code = await timed('browser', () =>
    suite('node', ['scripts/e2e.mjs'], { PLAYWRIGHT_JSON_OUTPUT_NAME: out, CHROMIUM_PATH: CHROMIUM }),
  );
  const r = readJson(out);
  addFiles('browser', r);
  record('browser (Playwright)', r?.stats?.expected ?? 0, (r?.stats?.unexpected ?? 0) + (r?.stats?.flaky ?? 0), code);
}

timings.tiers.push({ name: 'total', ms: timings.tiers.reduce((n, t) => n + t.ms, 0) });
writeFileSync(join(results, 'timings.json'), JSON.stringify(timings, null, 2));
console.log(timingSummary(timings));
console.log('');
for (const t of totals) console.log(`  ${t.name}: ${t.passed} passed, ${t.failed} failed`);
const passed = totals.reduce((n, t) => n + t.passed, 0);
const failed = totals.reduce((n, t) => n + t.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
