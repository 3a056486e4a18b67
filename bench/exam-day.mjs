// Part 4: exam day. 2,000 campus students of one school take a 30-step assessment at once: each fetches the
// content once, submits its 30 steps in order with a think time between them, then finishes (PUT), and the worker
// scores every test into a report. Client-side latency of every call, the achieved step rate, the API's and the
// worker's memory, the time from the last finish answered until every report is ready, and count checks from the
// database (no answer lost), and the event-loop delay of the API and the worker. The "under load" variant
// (`exam-load`) runs the same exam with a CPU hog taking a fixed share of the machine, as a noisy neighbour would.
// Prints figures and PASS/FAIL; asserts nothing.
import http from 'node:http';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { Redis } from 'ioredis';
import { root } from '../scripts/lib/services.mjs';
import { createBenchDatabase, ensureBuilt, setUpDatabase, startApi, startProcess } from './lib/stack.mjs';
import { createExam } from './lib/exam-students.mjs';
import { stats } from './lib/load.mjs';
import { sampleWaits } from './lib/pg-waits.mjs';
import { cpuBreakdown, loadAverage, rssBytes, sampleRss } from './lib/process.mjs';
import { startCpuHog } from './lib/cpu-hog.mjs';
import { loopDelay } from './lib/loop-delay.mjs';
import { table, fixed, int, mb } from './lib/table.mjs';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 2000);
const WARMUP_STUDENTS = 20;
/** Every student starts at a random moment of the first RAMP_S seconds (the bell, and a class finding its seats). */
const RAMP_S = Number(process.env.BENCH_RAMP_S ?? 30);
/**
 * Think time before each step and before the finish, uniform in [min, max] ms. A real student spends about 30 s
 * on a step (a video plays a minute or two, a rating has a 30 s timer and takes a few seconds to answer): a
 * 15-minute exam, 2,000 students sending about 67 steps/s. 4-12 s (8 s on average) is a brisk student on every
 * step, about 250 steps/s: the realistic pace with a margin of almost four.
 */
const [THINK_MIN_MS, THINK_MAX_MS] = (process.env.BENCH_THINK_MS ?? '4000-12000').split('-').map(Number);
const REAL_SECONDS_PER_STEP = 30;
/** Every rating of the exam's content is timed 30 s; the server adds 15 s of grace (and 5 s after a video). */
const QUESTION_TIMER_MS = 30_000;
/**
 * As the student app's player (frontend-student/src/features/assessment/submitQueue.ts): a call that takes longer
 * than 15 s counts as failed, and one that failed from the network, a 5xx, 408 or 429 is sent again after 1, 2, 4,
 * 8, 15, then every 30 s (the server counts a repeated step once). The player would keep trying for ever; the
 * benchmark gives up after MAX_ATTEMPTS (about 2.5 minutes), and that student stops there.
 */
const BACKOFF_MS = [1000, 2000, 4000, 8000, 15000, 30000];
const MAX_ATTEMPTS = 10;
const REQUEST_TIMEOUT_MS = 15_000;
const READY_TIMEOUT_MS = 120_000;
const READY_POLL_MS = 50;
// The targets.
const MAX_STEP_P99_MS = 50;
const MAX_READY_MS = 10_000;
const WINDOW_S = 5;

const passFail = (ok) => (ok ? 'PASS' : 'FAIL');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const think = () => THINK_MIN_MS + Math.random() * (THINK_MAX_MS - THINK_MIN_MS);

class CallError extends Error {
  constructor(kind, status, detail) {
    super(`${kind}: ${status} ${detail}`.slice(0, 300));
    this.status = status;
  }
}

/**
 * Keep-alive HTTP for every student at once: one agent, as many sockets as requests in flight (a browser each has
 * its own), so nothing queues in the client and the latency measured is the server's plus the loopback.
 */
function httpClient(baseUrl, maxSockets) {
  const { hostname, port } = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets, scheduling: 'lifo' });
  let inFlight = 0;
  const send = (method, path, token, body, extraHeaders = {}) =>
    new Promise((resolve) => {
      const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
      const headers = { accept: 'application/json', ...extraHeaders };
      if (token) headers.authorization = token;
      if (payload) Object.assign(headers, { 'content-type': 'application/json', 'content-length': payload.length });
      inFlight += 1;
      const started = performance.now();
      let done = false;
      const finish = (status, text, setCookie = []) => {
        if (done) return;
        done = true;
        inFlight -= 1;
        const end = performance.now();
        resolve({ status, text, ms: end - started, end, setCookie });
      };
      const req = http.request({ hostname, port, method, path, agent, headers, timeout: REQUEST_TIMEOUT_MS }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => finish(res.statusCode, Buffer.concat(chunks).toString(), res.headers['set-cookie']));
        res.on('error', (e) => finish('error', e.message));
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', (e) => finish('error', e.message));
      req.end(payload);
    });
  return { send, inFlight: () => inFlight, close: () => agent.destroy() };
}

/** Response times per kind of call: [ms, completed at (performance.now()), status]. */
function requestLog() {
  const kinds = new Map();
  let retries = 0;
  return {
    record(kind, r) {
      const k = kinds.get(kind) ?? { ms: [], end: [], statuses: new Map() };
      k.ms.push(r.ms);
      k.end.push(r.end);
      k.statuses.set(r.status, (k.statuses.get(r.status) ?? 0) + 1);
      kinds.set(kind, k);
    },
    retried: () => (retries += 1),
    retries: () => retries,
    kinds,
  };
}

/**
 * A student's calls. An access token lasts 15 minutes: on a 401 the refresh token is traded for a new pair
 * (POST /api/auth/refresh) and the call sent once more, as the app's API client does.
 */
function caller(client, log) {
  return async function call(kind, method, path, student, body) {
    let refreshed = false;
    for (let attempt = 1; ; attempt++) {
      const r = await client.send(method, path, student.token, body);
      log?.record(kind, r);
      if (typeof r.status === 'number' && r.status >= 200 && r.status < 300)
        return r.text ? JSON.parse(r.text) : undefined;
      if (r.status === 401 && !refreshed) {
        refreshed = true;
        // The refresh token travels in the HttpOnly cookie, as a browser sends it.
        const pair = await client.send(
          'POST',
          '/api/auth/refresh',
          undefined,
          {},
          { cookie: `disha_refresh=${student.refreshToken}` },
        );
        log?.record('token refresh (POST /auth/refresh)', pair);
        if (pair.status === 200) {
          const { idToken } = JSON.parse(pair.text);
          const refreshToken = /^disha_refresh=([^;]*)/.exec(
            pair.setCookie.find((c) => c.startsWith('disha_refresh=')) ?? '',
          )?.[1];
          Object.assign(student, { token: idToken, refreshToken: refreshToken ?? student.refreshToken });
          attempt -= 1;
          continue;
        }
      }
      const retriable = r.status === 'error' || r.status >= 500 || r.status === 408 || r.status === 429;
      if (!retriable || attempt >= MAX_ATTEMPTS) throw new CallError(kind, r.status, r.text);
      log?.retried();
      await sleep(BACKOFF_MS[Math.min(attempt - 1, BACKOFF_MS.length - 1)]);
    }
  };
}

/** What a student answers to a step (ratings random 1-5, a random option, a short text). */
function answerOf(step, n) {
  const ids = { sectionId: step.sectionId, subSectionId: step.subSectionId };
  switch (step.type) {
    case 1:
      return { ...ids, type: 1 };
    case 2:
      return { ...ids, type: 2, questionType: 3, rating: 1 + Math.floor(Math.random() * 5) };
    case 3:
      return { ...ids, type: 3, choice: Math.floor(Math.random() * step.options) };
    default:
      return { ...ids, type: 4, answer: `Student ${n} would like to build a bus-tracking app for the town.` };
  }
}

/** One student: the content once, the 30 steps in order with a think time before each, then the finish. */
async function takeExam(call, exam, student, n, { startInMs, pace }) {
  const r = { student, sent: new Map(), accepted: 0, duplicate: 0, finished: false, error: undefined, t: {} };
  await sleep(startInMs);
  const base = `/api/career/${exam.careerId}/user/${student.id}`;
  try {
    r.t.start = performance.now();
    const content = await call(
      'content fetch (GET /career/content)',
      'GET',
      `/api/career/content?userMapCareerId=${student.userCareerId}`,
      student,
    );
    const steps = content.sections.flatMap((s) =>
      s.subsections.map((sub) => ({
        sectionId: s._id.$oid,
        subSectionId: sub._id.$oid,
        type: sub.type,
        options: sub.content.options?.length ?? 0,
        clipMs: (sub.content.duration ?? 0) * 1000,
      })),
    );
    if (steps.length !== exam.steps) throw new Error(`the content has ${steps.length} steps, expected ${exam.steps}`);
    for (const step of steps) {
      // A video is reported once its clip has played: the server refuses it sooner (409 STEP_TOO_EARLY).
      await sleep(Math.max(pace(), step.clipMs));
      const body = answerOf(step, n);
      const res = await call('step submit (POST .../submit)', 'POST', `${base}/submit`, student, body);
      if (res.status === 'accepted') r.accepted += 1;
      else if (res.status === 'duplicate') r.duplicate += 1;
      else throw new Error(`step answered ${JSON.stringify(res).slice(0, 200)}`);
      r.sent.set(step.subSectionId, body);
    }
    await sleep(pace());
    const done = await call('finish (PUT .../submit)', 'PUT', `${base}/submit`, student);
    if (done?.status !== 'finished') throw new Error(`finish answered ${JSON.stringify(done).slice(0, 200)}`);
    r.finished = true;
    r.t.finished = performance.now();
    r.finishedWall = Date.now();
  } catch (error) {
    r.error = error.message;
  }
  return r;
}

async function withClient(dbUrl, fn) {
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** Polls until every enrolment of `ids` has its result and is COMPLETED; returns when (Date.now()) or undefined. */
async function waitForReports(dbUrl, ids, timeoutMs) {
  return withClient(dbUrl, async (c) => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const {
        rows: [row],
      } = await c.query(
        `SELECT (SELECT count(*) FROM assessment_results WHERE user_career_id = ANY($1::uuid[]))::int AS results,
                (SELECT count(*) FROM user_careers WHERE id = ANY($1::uuid[]) AND status = 'COMPLETED')::int AS completed`,
        [ids],
      );
      const now = Date.now();
      if (row.results === ids.length && row.completed === ids.length) return now;
      if (now > until) return undefined;
      await sleep(READY_POLL_MS);
    }
  });
}

/** BullMQ's own times of each job (ms): added, taken by a worker, finished (right after the handler's commit). */
async function jobTimes(redisUrl, prefix, queue, ids) {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    const pipeline = redis.pipeline();
    for (const id of ids)
      pipeline.hmget(`${prefix}:${queue}:${id}`, 'timestamp', 'processedOn', 'finishedOn', 'attemptsMade');
    pipeline.zcard(`${prefix}:${queue}:failed`);
    const replies = await pipeline.exec();
    const failed = Number(replies.pop()[1]);
    const times = new Map(
      ids.map((id, i) => {
        const [added, processed, finished, attempts] = (replies[i][1] ?? []).map((v) => (v == null ? NaN : Number(v)));
        return [id, { added, processed, finished, attempts }];
      }),
    );
    return { times, failed };
  } finally {
    redis.disconnect();
  }
}

/** The most completions within any `windowMs` (sliding), per second. */
function peakRate(ends, windowMs) {
  const sorted = Float64Array.from(ends).sort();
  let best = 0;
  for (let i = 0, j = 0; i < sorted.length; i++) {
    while (sorted[i] - sorted[j] > windowMs) j++;
    best = Math.max(best, i - j + 1);
  }
  return best / (windowMs / 1000);
}

/** hogShare: % of the whole machine a CPU hog takes during the exam (0: the quiet run). */
export async function runExamDayBench({ hogShare = 0 } = {}) {
  console.log(
    hogShare
      ? `\n=== Part 4 under load: exam day with a CPU hog taking ${hogShare} % of the machine ===`
      : '\n=== Part 4: exam day, 2,000 students of one school take a 30-step assessment at once ===',
  );
  await ensureBuilt();
  if (!existsSync(join(root, 'dist/apps/worker/src/main.js')))
    throw new Error('dist/apps/worker/src/main.js is missing; run "npm run build:server"');
  // Production: the exam needs nothing production refuses (no payment sandbox, no demo accounts).
  const stack = await createBenchDatabase();
  await setUpDatabase('exam', stack, { benchCatalogue: false });
  const started = Date.now();
  const exam = await createExam(stack, {
    warmup: { prefix: 'examwarm', count: WARMUP_STUDENTS },
    students: { prefix: 'exam', count: STUDENTS },
  });
  console.log(
    `[exam] 1 school, ${exam.steps}-step career, ${WARMUP_STUDENTS} + ${STUDENTS} campus students enrolled, sessions and tokens minted in ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (exam.steps !== 30) throw new Error(`the exam career has ${exam.steps} steps, expected 30`);
  // An overloaded API logs a stack trace per 500: the first 40 lines are shown, the rest counted.
  const api = await startApi(stack, { maxLines: 40, loopDelay: true });
  const worker = startProcess('worker', 'dist/apps/worker/src/main.js', stack.env, { maxLines: 40, loopDelay: true });
  const client = httpClient(stack.baseUrl, WARMUP_STUDENTS + STUDENTS + 16);

  // Warm-up (not in the figures): 20 students take the whole test without pauses (but for watching the videos);
  // also proves the worker scores.
  const warm = await Promise.all(
    exam.warmup.map((s, i) => takeExam(caller(client), exam, s, i, { startInMs: 0, pace: () => 0 })),
  );
  const warmFailed = warm.filter((r) => !r.finished);
  if (warmFailed.length)
    throw new Error(
      `warm-up students did not finish: ${warmFailed
        .map((r) => r.error)
        .slice(0, 3)
        .join('; ')}`,
    );
  if (
    !(await waitForReports(
      stack.dbUrl,
      exam.warmup.map((s) => s.userCareerId),
      30_000,
    ))
  )
    throw new Error('the warm-up reports were not ready within 30 s: is the worker up?');
  console.log(`[exam] warm-up: ${WARMUP_STUDENTS} tests taken and scored`);

  // The exam.
  const log = requestLog();
  const call = caller(client, log);
  const rssAtStart = { api: rssBytes(api.pid), worker: rssBytes(worker.pid) };
  const memory = { api: sampleRss(api.pid), worker: sampleRss(worker.pid) };
  const timeline = [];
  let active = 0;
  // The background load runs for the measured part only: from the exam's start until every report is ready.
  const hog = hogShare ? startCpuHog(hogShare) : undefined;
  const loadBefore = loadAverage();
  const cpu = cpuBreakdown({
    api: [api.pid],
    worker: [worker.pid],
    'load generator': [process.pid],
    PostgreSQL: { names: ['postgres'] },
    Redis: { names: ['redis-server'] },
    ...(hog ? { 'CPU hog': hog.pids } : {}),
  });
  const waits = await sampleWaits(stack.dbUrl, stack.database);
  const t0 = performance.now();
  const t0Epoch = performance.timeOrigin + t0; // the loop-delay samples are stamped in epoch ms
  const sampler = setInterval(
    () =>
      timeline.push({
        t: performance.now() - t0,
        api: rssBytes(api.pid),
        worker: rssBytes(worker.pid),
        inFlight: client.inFlight(),
        active,
      }),
    250,
  );
  const results = await Promise.all(
    exam.students.map(async (s, i) => {
      const startInMs = Math.random() * RAMP_S * 1000;
      await sleep(startInMs);
      active += 1;
      try {
        return await takeExam(call, exam, s, i, { startInMs: 0, pace: think });
      } finally {
        active -= 1;
      }
    }),
  );
  const examEnd = performance.now();
  const cpuUse = cpu.stop();
  const waited = await waits.stop();
  const loadAfter = loadAverage();
  const finishedResults = results.filter((r) => r.finished);
  const lastFinishWall = Math.max(...finishedResults.map((r) => r.finishedWall));
  const lastFinishPerf = Math.max(...finishedResults.map((r) => r.t.finished));
  console.log(
    `[exam] ${STUDENTS} students done in ${((examEnd - t0) / 1000).toFixed(1)} s; waiting for the reports ...`,
  );

  // Every report of a finished test ready: assessment_results and COMPLETED for each, polled every 50 ms.
  const readyAt = await waitForReports(
    stack.dbUrl,
    finishedResults.map((r) => r.student.userCareerId),
    READY_TIMEOUT_MS,
  );
  clearInterval(sampler);
  await hog?.stop();
  const rss = { api: memory.api.stop(), worker: memory.worker.stop() };
  const readyMs = readyAt === undefined ? NaN : readyAt - lastFinishWall;

  // Each student reads the report once (the player's result page), as the check that the API serves it.
  const summaryLog = requestLog();
  const summaryCall = caller(client, summaryLog);
  const summaries = new Map();
  let next = 0;
  await Promise.all(
    Array.from({ length: 32 }, async () => {
      while (next < finishedResults.length) {
        const r = finishedResults[next++];
        try {
          summaries.set(
            r.student.userCareerId,
            await summaryCall(
              'report (GET .../summary)',
              'GET',
              `/api/career/${exam.careerId}/user/${r.student.id}/summary`,
              r.student,
            ),
          );
        } catch {
          // counted in the request table
        }
      }
    }),
  );
  client.close();

  // From the database: the steps, the enrolments, the results, the outbox, per measured enrolment.
  const ids = exam.students.map((s) => s.userCareerId);
  const db = await withClient(stack.dbUrl, async (c) => {
    const q = async (sql) => (await c.query(sql, [ids])).rows;
    return {
      steps: await q(
        `SELECT user_career_id, subsection_id, type, rating, choice, answer, timed_out FROM assessment_steps WHERE user_career_id = ANY($1::uuid[])`,
      ),
      enrolments: await q(
        `SELECT id, status, extract(epoch from finished_at) * 1000 AS finished_ms, extract(epoch from completed_at) * 1000 AS completed_ms
         FROM user_careers WHERE id = ANY($1::uuid[])`,
      ),
      results: await q(
        `SELECT user_career_id, total, max, extract(epoch from scored_at) * 1000 AS scored_ms FROM assessment_results WHERE user_career_id = ANY($1::uuid[])`,
      ),
      events: await q(
        `SELECT id, payload->>'userCareerId' AS user_career_id, extract(epoch from created_at) * 1000 AS created_ms, extract(epoch from relayed_at) * 1000 AS relayed_ms
         FROM outbox WHERE type = 'CareerCompleted' AND payload->>'userCareerId' = ANY($1::text[])`,
      ),
      unrelayed: (await c.query('SELECT count(*)::int AS n FROM outbox WHERE relayed_at IS NULL')).rows[0].n,
    };
  });
  const { times: jobs, failed: failedJobs } = await jobTimes(
    stack.env.REDIS_URL,
    stack.env.QUEUE_PREFIX,
    'scoring',
    db.events.map((e) => e.id),
  );

  // Count checks: every answer a student saw accepted is stored as sent, every test is scored once, from all of them.
  const stepsByEnrolment = new Map();
  for (const row of db.steps) {
    const m = stepsByEnrolment.get(row.user_career_id) ?? new Map();
    m.set(row.subsection_id, row);
    stepsByEnrolment.set(row.user_career_id, m);
  }
  const resultBy = new Map(db.results.map((r) => [r.user_career_id, r]));
  const enrolmentBy = new Map(db.enrolments.map((e) => [e.id, e]));
  const eventsBy = new Map();
  for (const e of db.events) eventsBy.set(e.user_career_id, [...(eventsBy.get(e.user_career_id) ?? []), e]);
  let sentAccepted = 0;
  let storedAsSent = 0;
  let storedDifferently = 0;
  let missing = 0;
  let totalsRight = 0;
  let reportsServedRight = 0;
  for (const r of results) {
    const stored = stepsByEnrolment.get(r.student.userCareerId) ?? new Map();
    let ratingSum = 0;
    for (const [subsectionId, body] of r.sent) {
      sentAccepted += 1;
      const row = stored.get(subsectionId);
      if (!row) {
        missing += 1;
        continue;
      }
      const same =
        row.type === body.type &&
        !row.timed_out &&
        (body.type !== 2 || row.rating === body.rating) &&
        (body.type !== 3 || row.choice === body.choice) &&
        (body.type !== 4 || row.answer === body.answer.trim());
      if (same) storedAsSent += 1;
      else storedDifferently += 1;
      if (body.type === 2) ratingSum += body.rating;
    }
    const result = resultBy.get(r.student.userCareerId);
    if (r.finished && result && result.total === ratingSum) totalsRight += 1;
    const summary = summaries.get(r.student.userCareerId);
    if (summary && summary.user_map_career?.total === ratingSum && summary.user_map_career?.status === 'COMPLETED')
      reportsServedRight += 1;
  }
  const eventCounts = ids.map((id) => eventsBy.get(id)?.length ?? 0);
  const checks = {
    studentsFinished: finishedResults.length,
    stepsStored: db.steps.length,
    completed: db.enrolments.filter((e) => e.status === 'COMPLETED').length,
    finishedAt: db.enrolments.filter((e) => e.finished_ms !== null).length,
    results: db.results.length,
    oneEvent: eventCounts.filter((n) => n === 1).length,
    noEvent: eventCounts.filter((n) => n === 0).length,
    moreEvents: eventCounts.filter((n) => n > 1).length,
  };
  const expectedSteps = STUDENTS * exam.steps;
  const noAnswerLost =
    checks.studentsFinished === STUDENTS &&
    sentAccepted === expectedSteps &&
    storedAsSent === expectedSteps &&
    checks.stepsStored === expectedSteps &&
    checks.completed === STUDENTS &&
    checks.results === STUDENTS &&
    totalsRight === STUDENTS &&
    checks.oneEvent === STUDENTS &&
    db.unrelayed === 0 &&
    failedJobs === 0;

  // Figures.
  const stepLog = log.kinds.get('step submit (POST .../submit)') ?? { ms: [], end: [], statuses: new Map() };
  const stepOk = [];
  stepLog.statuses.forEach((n, st) => st === 200 && stepOk.push(n));
  const stepEnds = stepLog.end.map((e) => e - t0);
  const stepSpanS = (Math.max(...stepEnds) - Math.min(...stepEnds)) / 1000;
  const stepRate = stepLog.ms.length / stepSpanS;
  const peak5s = peakRate(stepEnds, WINDOW_S * 1000);
  const stepStats = stats(stepLog.ms);
  const meanThinkS = (THINK_MIN_MS + THINK_MAX_MS) / 2000;
  const examEndEpoch = performance.timeOrigin + examEnd;
  const loops = {
    api: await loopDelay(api.loopDelayFile, examEndEpoch),
    worker: await loopDelay(worker.loopDelayFile, examEndEpoch),
  };
  const examLoop = { api: loops.api.stats(t0Epoch, examEndEpoch), worker: loops.worker.stats(t0Epoch, examEndEpoch) };
  const loopText = (s) => `${fixed(s.p50, 1)} / ${fixed(s.p99, 1)} / ${fixed(s.max, 0)}`;

  // Finish -> report committed, per test: finished_at (the finish transaction's clock) -> scoring job finishedOn.
  const per = db.events.map((e) => ({ e, enrolment: enrolmentBy.get(e.user_career_id), job: jobs.get(e.id) ?? {} }));
  const finishToReport = stats(per.map((p) => p.job.finished - Number(p.enrolment.finished_ms)));
  const finishToRelayed = stats(per.map((p) => Number(p.e.relayed_ms) - Number(p.enrolment.finished_ms)));
  const relayedToAdded = stats(per.map((p) => p.job.added - Number(p.e.relayed_ms)));
  const addedToTaken = stats(per.map((p) => p.job.processed - p.job.added));
  const takenToDone = stats(per.map((p) => p.job.finished - p.job.processed));
  const lastReportCommitted = Math.max(...per.map((p) => p.job.finished).filter(Number.isFinite));
  const retriedJobs = per.filter((p) => p.job.attempts > 1).length;
  const firstFinish = Math.min(...finishedResults.map((r) => r.finishedWall));
  const scoredPerSecond = per.length / ((lastReportCommitted - firstFinish) / 1000);

  console.log(
    `\nExam day: ${STUDENTS} campus students of one school, one ${exam.steps}-step assessment (5 videos, 23 ratings, 1 choice, 1 text), the built API\n` +
      `and worker with NODE_ENV=production, DATABASE_POOL_SIZE ${stack.env.DATABASE_POOL_SIZE ?? '10 (default)'} each. Students start over ${RAMP_S} s; ` +
      `think time ${THINK_MIN_MS}-${THINK_MAX_MS} ms (uniform) before each step\nand the finish. Real students take about ${REAL_SECONDS_PER_STEP} s per question: ` +
      `${STUDENTS} of them would send about ${fixed(STUDENTS / REAL_SECONDS_PER_STEP, 0)} steps/s; this pace offers up to ` +
      `${fixed(STUDENTS / meanThinkS, 0)} steps/s (about ${fixed(REAL_SECONDS_PER_STEP / meanThinkS, 0)}x).\n` +
      "Tokens: minted with the API's TokenService on sessions inserted by SQL (no 2,000 Argon2id logins). One keep-alive socket per request in flight.",
  );
  if (hog)
    console.log(
      `Background load: a CPU hog asked for ${hogShare} % of the machine (${fixed(hog.cores, 2)} core(s)' worth, 5 ms slices), from the exam's\n` +
        `start until every report was ready; it took ${fixed(cpuUse['CPU hog'], 1)} % during the exam (measured from /proc).`,
    );
  if (THINK_MAX_MS > QUESTION_TIMER_MS) {
    console.log(
      `WARNING: think times above the questions' ${QUESTION_TIMER_MS / 1000} s timer make answers late by the rules once the server adds a few seconds (409).`,
    );
  }
  console.log(
    table([
      ['figure', 'value'],
      ['students who finished', `${finishedResults.length} of ${STUDENTS}`],
      [
        `students who stopped (a call refused, or failing ${MAX_ATTEMPTS} times)`,
        results.filter((r) => r.error).length,
      ],
      [
        'step submissions answered 200',
        `${int(stepOk.reduce((s, n) => s + n, 0))} of ${int(expectedSteps)} due (${log.retries()} retries)`,
      ],
      ['step submissions per second (first to last answered)', fixed(stepRate, 0)],
      [`step submissions per second, peak ${WINDOW_S} s window`, fixed(peak5s, 0)],
      ['wall time, first start to last finish (s)', fixed((lastFinishPerf - t0) / 1000, 1)],
      ['last finish answered -> every report ready (DB poll, 50 ms)', `${fixed(readyMs / 1000, 2)} s`],
      [
        'last finish answered -> last scoring job committed',
        `${fixed((lastReportCommitted - lastFinishWall) / 1000, 2)} s`,
      ],
      ['reports scored per second (first finish -> last committed)', fixed(scoredPerSecond, 0)],
      ['API event-loop delay during the exam, p50 / p99 / max (ms)', loopText(examLoop.api)],
      ['worker event-loop delay during the exam, p50 / p99 / max (ms)', loopText(examLoop.worker)],
      ['API RSS at start / peak', `${mb(rssAtStart.api)} / ${mb(rss.api.peak)}`],
      ['worker RSS at start / peak', `${mb(rssAtStart.worker)} / ${mb(rss.worker.peak)}`],
    ]),
  );

  const latencyRow = (name, s) => [name, int(s.n), fixed(s.p50, 1), fixed(s.p95, 1), fixed(s.p99, 1), fixed(s.max, 1)];
  console.log('\nRequests, as the students saw them (ms)');
  const requestRows = [...log.kinds, ...summaryLog.kinds].map(([kind, k]) => {
    const s = stats(k.ms);
    const bad = [...k.statuses].filter(([st]) => !(st >= 200 && st < 300));
    return [
      kind,
      int(k.ms.length),
      bad.length ? bad.map(([st, n]) => `${n}x ${st}`).join(', ') : 0,
      fixed(s.p50, 1),
      fixed(s.p95, 1),
      fixed(s.p99, 1),
      fixed(s.max, 1),
    ];
  });
  console.log(table([['call', 'requests', 'non-2xx/errors', 'p50', 'p95', 'p99', 'max'], ...requestRows]));
  console.log('(the report reads are after every report was ready, 32 at a time, not during the exam)');
  for (const r of results.filter((x) => x.error).slice(0, 5)) console.log(`  student error: ${r.error}`);

  // 5 s windows, or longer ones for a long run (at most about 30 rows).
  const end = (lastFinishPerf - t0) / 1000;
  const windowS = Math.max(WINDOW_S, Math.ceil(end / 30 / WINDOW_S) * WINDOW_S);
  console.log(
    `\nStep submits over time (${windowS} s windows from the first start; in flight / students active: the most seen, sampled every 250 ms;\n` +
      'loop: event-loop delay, how late a 10 ms timer fired in that process, p50 / p99 / max of every sample in the window, ms)',
  );
  const rows = [];
  for (let w = 0; w * windowS < end; w++) {
    const from = w * windowS * 1000;
    const to = from + windowS * 1000;
    const ms = [];
    stepEnds.forEach((e, i) => e >= from && e < to && ms.push(stepLog.ms[i]));
    const s = stats(ms);
    const samples = timeline.filter((x) => x.t >= from && x.t < to);
    const apiLoop = loops.api.stats(t0Epoch + from, t0Epoch + to);
    const workerLoop = loops.worker.stats(t0Epoch + from, t0Epoch + to);
    rows.push([
      `${w * windowS}-${(w + 1) * windowS} s`,
      fixed(ms.length / windowS, 0),
      fixed(s.p50, 1),
      fixed(s.p99, 1),
      fixed(s.max, 1),
      Math.max(0, ...samples.map((x) => x.inFlight)),
      Math.max(0, ...samples.map((x) => x.active)),
      mb(Math.max(0, ...samples.map((x) => x.api ?? 0))),
      loopText(apiLoop),
      loopText(workerLoop),
    ]);
  }
  console.log(
    table([
      ['window', 'steps/s', 'p50', 'p99', 'max', 'in flight', 'active', 'API RSS', 'API loop', 'worker loop'],
      ...rows,
    ]),
  );

  console.log(
    '\nFinish -> report, per test (ms; finished_at is the finish transaction\'s clock, "committed" the scoring job\'s finishedOn)',
  );
  console.log(
    table([
      ['interval', 'tests', 'p50', 'p95', 'p99', 'max'],
      latencyRow('finish -> report committed', finishToReport),
      latencyRow('  finish -> relayed to BullMQ (relay tx start)', finishToRelayed),
      latencyRow('  relay tx start -> job added', relayedToAdded),
      latencyRow('  job added -> taken by a worker (queue wait)', addedToTaken),
      latencyRow('  taken -> committed (scoring transaction)', takenToDone),
    ]),
  );
  if (retriedJobs) console.log(`${retriedJobs} scoring job(s) were retried (their time includes the backoff).`);

  console.log(`\nCount checks: the ${STUDENTS} measured enrolments, from the database (and the reports from the API)`);
  const row = (what, expected, found) => [what, int(expected), int(found), expected === found ? 'ok' : 'WRONG'];
  console.log(
    table([
      ['check', 'expected', 'found', ''],
      row('students who finished (PUT answered)', STUDENTS, checks.studentsFinished),
      row('steps the students saw accepted', expectedSteps, sentAccepted),
      row('assessment_steps rows', expectedSteps, checks.stepsStored),
      row('  stored exactly as sent (type, rating, choice, text)', expectedSteps, storedAsSent),
      row('  accepted but missing / stored differently', 0, missing + storedDifferently),
      row('enrolments finished (finished_at)', STUDENTS, checks.finishedAt),
      row('enrolments COMPLETED', STUDENTS, checks.completed),
      row('assessment_results rows (one per enrolment: its key)', STUDENTS, checks.results),
      row('  total = the sum of the ratings sent', STUDENTS, totalsRight),
      row('enrolments with exactly one CareerCompleted', STUDENTS, checks.oneEvent),
      row('  with none / with more than one', 0, checks.noEvent + checks.moreEvents),
      row('outbox rows not relayed (all of the run)', 0, db.unrelayed),
      row('scoring jobs in the failed set', 0, failedJobs),
      row('reports served 200 with that total (GET summary)', STUDENTS, reportsServedRight),
    ]),
  );

  console.log('\nPostgreSQL waits during the exam (pg_stat_activity every 20 ms; backends waiting on average)');
  console.log(
    table([
      ['wait', 'statement', 'backends'],
      ...waited.slice(0, 8).map((w) => [w.wait, w.query, fixed(w.average, 2)]),
    ]),
  );

  console.log(
    `\nMachine during the exam (${loadBefore.cpus} CPUs; share of all of them): ` +
      Object.entries(cpuUse)
        .map(([k, v]) => `${k} ${fixed(v, 0)}%`)
        .join(', '),
  );
  console.log(
    `Load average (1 min): ${fixed(loadBefore.one)} before, ${fixed(loadAfter.one)} after. 'other' is everything but the API, the worker, this\n` +
      "runner, PostgreSQL and Redis (other people's builds and tests); PostgreSQL also counts their queries. Above a few % the latency figures are noisy.",
  );

  const targets = [
    Number.isFinite(stepStats.p99) && stepStats.p99 < MAX_STEP_P99_MS,
    Number.isFinite(readyMs) && readyMs <= MAX_READY_MS,
    noAnswerLost,
  ];
  console.log(
    `\ntarget: p99 step submit < ${MAX_STEP_P99_MS} ms: ${passFail(targets[0])} (${fixed(stepStats.p99, 1)} ms; p50 ${fixed(stepStats.p50, 1)} ms)`,
  );
  console.log(
    `target: every report ready <= ${MAX_READY_MS / 1000} s after the last finish: ${passFail(targets[1])} (${fixed(readyMs / 1000, 2)} s)`,
  );
  console.log(`target: no answer lost: ${passFail(targets[2])}`);
  console.log(
    `event-loop delay during the exam (p50 / p99 / max, ms): API ${loopText(examLoop.api)}, worker ${loopText(examLoop.worker)}` +
      (hog ? `; CPU hog ${fixed(cpuUse['CPU hog'], 0)}% of the machine` : ''),
  );
  const notes = [
    hog ? `CPU hog ${fixed(cpuUse['CPU hog'], 0)}%` : undefined,
    `API loop delay p99 ${fixed(examLoop.api.p99, 1)} ms, max ${fixed(examLoop.api.max, 0)} ms`,
    cpuUse.other > 5 ? `other CPU ${fixed(cpuUse.other, 0)}%` : undefined,
  ];
  return {
    name: hog ? `exam day under load (${hogShare} % CPU hog)` : 'exam day',
    met: targets.filter(Boolean).length,
    total: targets.length,
    note: notes.filter(Boolean).join(', '),
  };
}
