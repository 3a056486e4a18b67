// The system under test, started the way production runs it: a database of its own (dropped at the end,
// whatever happens, with its Redis keys), migrated and seeded with the 10,000-career catalogue, and the built API
// (and worker, for the purchase) in production mode on a spare port with a queue prefix of its own. Nothing here
// touches port 3000 or other people's data.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import {
  root,
  run,
  needsBuild,
  waitForHttp,
  prefixOutput,
  dropRedisPrefix,
  SERVER_NODE_FLAGS,
} from '../../scripts/lib/services.mjs';
import { freePort, onCleanup } from './process.mjs';

const loopDelayPreload = new URL('./loop-delay-preload.mjs', import.meta.url).href;

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Builds what is missing or older than its sources (the rule of scripts/start.mjs). If a rebuild fails
 * (someone is mid-edit) while an older build exists, the older build is measured, with a warning.
 */
export async function ensureBuilt({ student = false, admin = false } = {}) {
  const builds = [
    {
      what: 'the API',
      script: 'build:server',
      sources: ['apps', 'libs'],
      output: 'dist/apps/api/src/cli/bench-seed.js',
    },
  ];
  if (student) {
    const sources = ['frontend-student/src', 'frontend-student/index.html', 'libs/contracts/src'];
    builds.push({
      what: 'the student app',
      script: 'build:student',
      sources,
      output: 'frontend-student/dist/index.html',
    });
  }
  if (admin) {
    builds.push({
      what: 'the staff console',
      script: 'build:admin',
      sources: ['frontend-admin/src', 'frontend-admin/index.html', 'libs/contracts/src'],
      output: 'frontend-admin/dist/index.html',
    });
  }
  for (const { what, script, sources, output } of builds) {
    if (!needsBuild(sources, output)) continue;
    console.log(`Building ${what} (npm run ${script}) ...`);
    const built = await run('npm', ['run', '--silent', script], { stdio: ['ignore', 'ignore', 'inherit'] }).then(
      () => true,
      (error) => {
        if (!existsSync(join(root, output))) throw error;
        console.warn(`  WARNING: the build failed (${error.message}); measuring the existing, older build`);
        return false;
      },
    );
    // An incremental tsc leaves unchanged outputs as they were: stamp the one checked, or every run would rebuild.
    if (built && existsSync(join(root, output))) utimesSync(join(root, output), new Date(), new Date());
  }
  if (student && !readdirSync(join(root, 'frontend-student/dist/assets')).some((f) => /\.(gz|br)$/.test(f))) {
    console.warn(
      '  WARNING: frontend-student/dist has no precompressed (.gz/.br) assets, so it was not built by "npm run build:student"\n' +
        '  and the API will send them uncompressed; run "npm run build:student" for production figures.',
    );
  }
}

/**
 * Production refuses to start without Razorpay keys, the invoice supplier, SMTP_URL and SUPPORT_PHONE. The parts that run in production
 * make no payment and issue no invoice (no worker runs), so made-up values stand in for those not set.
 */
function productionPlaceholders() {
  const e = process.env;
  const razorpay =
    e.RAZORPAY_KEY_ID || e.RAZORPAY_KEY_SECRET || e.RAZORPAY_WEBHOOK_SECRET
      ? {}
      : {
          // Made per run: production refuses secrets the repository contains (libs/config repository-secrets.ts).
          RAZORPAY_KEY_ID: 'rzp_test_benchunused',
          RAZORPAY_KEY_SECRET: randomBytes(18).toString('base64url'),
          RAZORPAY_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
        };
  const supplier =
    e.INVOICE_SUPPLIER_NAME || e.INVOICE_SUPPLIER_ADDRESS || e.INVOICE_SUPPLIER_GSTIN
      ? {}
      : // A made-up GSTIN of Delhi with a valid check character (production refuses the development default's).
        {
          INVOICE_SUPPLIER_NAME: 'Bench Supplier (made up)',
          INVOICE_SUPPLIER_ADDRESS: 'Nowhere, New Delhi',
          INVOICE_SUPPLIER_GSTIN: '07AAACB0000B1ZX',
        };
  // Production refuses to start without SMTP; no mail leaves a benchmark (nothing listens on port 9).
  const smtp = e.SMTP_URL ? {} : { SMTP_URL: 'smtp://127.0.0.1:9' };
  // Production refuses to start without the support number (and refuses the development one): a made-up line.
  const support = e.SUPPORT_PHONE ? {} : { SUPPORT_PHONE: '+91 11 4000 0000' };
  return { ...razorpay, ...supplier, ...smtp, ...support };
}

/**
 * A database of its own, dropped at the end whatever happens, and the environment of a process using it:
 * a spare port, a queue prefix of its own and a throwaway AUTH_TOKEN_SECRET (unless one is set).
 * `nodeEnv` is production unless a part needs otherwise (the payment sandbox is never mounted in production).
 */
export async function createBenchDatabase({ nodeEnv = 'production', env: extra = {} } = {}) {
  const database = `disha_bench_${randomBytes(4).toString('hex')}`;
  const dbUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: nodeEnv,
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: dbUrl,
    REDIS_URL: redisUrl,
    QUEUE_PREFIX: `bench_${database}`,
    // The simulated clients connect from 127.0.0.1 as a load balancer would, each with its X-Forwarded-For.
    TRUSTED_PROXIES: '127.0.0.1',
    // Production refuses to start without one; a throwaway per run, shared by the API and the worker.
    AUTH_TOKEN_SECRET: process.env.AUTH_TOKEN_SECRET ?? randomBytes(48).toString('base64'),
    ...(nodeEnv === 'production' ? productionPlaceholders() : {}),
    ...extra,
  };
  await admin(`CREATE DATABASE "${database}"`);
  // Registered before anything else can fail, so the database never outlives the run.
  onCleanup(() => admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`));
  // Queues, rate limits and the payment sandbox keep their keys under the queue prefix: removed the same way.
  onCleanup(() => dropRedisPrefix(redisUrl, env.QUEUE_PREFIX));
  return { database, dbUrl, port, env, baseUrl: `http://127.0.0.1:${port}` };
}

/** Migrates (and seeds the demo catalogue into) the database, then the 10,000-career catalogue if `benchCatalogue`. */
export async function setUpDatabase(name, { database, env }, { benchCatalogue = true } = {}) {
  const started = Date.now();
  await run('node', ['dist/apps/api/src/cli/setup-database.js'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (benchCatalogue)
    await run('node', ['dist/apps/api/src/cli/bench-seed.js'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  console.log(`[${name}] database ${database} migrated and seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Starts a built process (`dist/...js`) with `env`, its output prefixed with `label`; stopped at cleanup.
 * `maxLines` caps what is printed (an overloaded API logs a stack trace per 500): the rest is counted, and the
 * count printed when the process is stopped. `loopDelay`: preload lib/loop-delay-preload.mjs, which samples the
 * process's event-loop delay into `loopDelayFile` (read it with lib/loop-delay.mjs); the application is unchanged.
 */
export function startProcess(label, script, env, { maxLines = Infinity, loopDelay = false } = {}) {
  // BENCH_NODE_ARGS: extra node flags for the servers under test, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = [...SERVER_NODE_FLAGS, ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean)];
  let loopDelayFile;
  if (loopDelay) {
    loopDelayFile = join(tmpdir(), `bench-loop-delay-${label}-${randomBytes(4).toString('hex')}.txt`);
    nodeArgs.push('--import', loopDelayPreload);
    env = { ...env, BENCH_LOOP_DELAY_FILE: loopDelayFile };
    onCleanup(async () => rmSync(loopDelayFile, { force: true }));
  }
  const child = spawn('node', [...nodeArgs, script], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  if (maxLines === Infinity) prefixOutput(label, child);
  else limitOutput(label, child, maxLines);
  onCleanup(() => stopChild(child));
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the ${label} exited with code ${code}`))),
  );
  exited.catch(() => undefined);
  return { child, pid: child.pid, exited, loopDelayFile };
}

/** Like prefixOutput, printing the first `maxLines` lines only; how many more there were is printed at cleanup. */
function limitOutput(label, child, maxLines) {
  let printed = 0;
  let skipped = 0;
  for (const stream of [child.stdout, child.stderr]) {
    let buffer = '';
    stream.on('data', (chunk) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop();
      for (const line of lines) {
        if (printed < maxLines) {
          printed += 1;
          process.stdout.write(`[${label}] ${line}\n`);
        } else skipped += 1;
      }
    });
  }
  onCleanup(async () => {
    if (skipped) console.log(`[${label}] ... and ${skipped} more lines of output, not shown`);
  });
}

/** Starts the built API and waits for its health check. */
export async function startApi(stack, options) {
  const api = startProcess('api', 'dist/apps/api/src/main.js', stack.env, options);
  await Promise.race([waitForHttp(`${stack.baseUrl}/api/health`, 60_000), api.exited]);
  return api;
}

/** Creates and seeds a database, starts the API; returns { baseUrl, pid }. Cleanup is registered with onCleanup. */
export async function startStack(name) {
  const stack = await createBenchDatabase();
  await setUpDatabase(name, stack);
  const api = await startApi(stack);
  return { baseUrl: stack.baseUrl, pid: api.pid, database: stack.database };
}

export function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
