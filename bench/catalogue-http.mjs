// Part 1: the catalogue API in production mode on the 10,000-career catalogue, each call beside the bare
// Fastify limit returning the same bytes, at 16 and 64 connections. Those five calls ask one URL each, again and
// again, so they measure the API's 5 s micro-cache; a second run spreads the requests over thousands of distinct
// searches and pages, so that most miss it. Prints figures and PASS/MISS; asserts nothing.
import { performance } from 'node:perf_hooks';
import { ensureBuilt, startStack } from './lib/stack.mjs';
import { startBareServer } from './bare-server.mjs';
import { getJson, getRaw } from './lib/http.mjs';
import { measure, percentile } from './lib/load.mjs';
import { catalogueSpread } from './lib/catalogue-spread.mjs';
import { otherCpu, sampleRss } from './lib/process.mjs';
import { table, passMiss, fixed, int, mb } from './lib/table.mjs';

const CONNECTIONS = [16, 64];
// BENCH_SECONDS / BENCH_WARMUP_S: shorter runs for a quick try (the figures need the defaults).
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_S ?? 2);
/**
 * The API keeps any public 200 for 5 s by URL (libs/common/src/public-response-cache.ts, registered with a 5 s TTL in
 * apps/api/src/app.factory.ts). For most requests to miss it, a URL must not come back within 5 s: at R req/s the
 * spread needs more than 5 x R distinct URLs (1,000 would cycle every 0.5 s at 2,000 req/s, all hits). 60,000 keeps
 * every request a miss up to 12,000 req/s; the run prints the share that missed, and warns when it is too small.
 */
const SPREAD = Number(process.env.BENCH_SPREAD ?? 60_000);
const CACHE_TTL_MS = 5_000;
const MIN_MISS_SHARE = 0.9;
// Targets from the issue: throughput ≥ 0.7 × the limit's, p99 ≤ 2 × the limit's, API RSS < 250 MB.
const MIN_THROUGHPUT_RATIO = 0.7;
const MAX_P99_RATIO = 2;
const MAX_RSS = 250 * 1024 * 1024;
// The issue's target for the spread (mostly cache misses): p99 under 10 ms at 16 connections.
const MAX_SPREAD_P99_MS = 10;
const SPREAD_TARGET_CONNECTIONS = 16;
const FETCH_CONCURRENCY = 8;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * The API's micro-cache as the client sees it, exact for one API process: a request is a hit when a miss for its
 * URL was answered less than the TTL before it was sent (the cache stores the answer as it is sent, and lru-cache
 * counts the TTL from then). Evictions by the cache's size bound (32 MB) could only add misses, not counted here.
 */
function cacheModel(ttlMs) {
  const cachedAt = new Map();
  return {
    sent(path) {
      const at = cachedAt.get(path);
      return at === undefined || performance.now() - at >= ttlMs;
    },
    answered(item) {
      if (item.miss) cachedAt.set(item.path, performance.now());
    },
  };
}

/** The spread's URLs in their fixed order, again and again; with a model, each request says whether it missed. */
function cycle(urls, model) {
  let i = 0;
  return {
    next() {
      const { kind, path } = urls[i++ % urls.length];
      return { kind, path, miss: model ? model.sent(path) : undefined };
    },
    answered: model ? (item) => model.answered(item) : undefined,
  };
}

/** GETs every URL once (a few at a time) and keeps the bytes, for the bare server. */
async function fetchAll(baseUrl, urls) {
  const fixtures = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: FETCH_CONCURRENCY }, async () => {
      while (next < urls.length) {
        const { path } = urls[next++];
        const res = await getRaw(baseUrl + path);
        if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${res.body.toString().slice(0, 200)}`);
        fixtures.push({ url: path, contentType: res.contentType, body: res.body });
      }
    }),
  );
  return fixtures;
}

const statsOf = (values) => {
  const sorted = Float64Array.from(values).sort();
  return { n: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
};

/** The five calls of the spec, with real ids taken from the seeded catalogue. */
async function catalogueCalls(baseUrl) {
  const [field] = await getJson(`${baseUrl}/api/platform/careers/fields`);
  const [{ careers }] = await getJson(`${baseUrl}/api/platform/careers?pageNum=0&num=10`);
  return [
    ['list page 0', '/api/platform/careers?pageNum=0&num=10'],
    ['list deep page', '/api/platform/careers?pageNum=999&num=10'],
    [`field filter (${field.name})`, `/api/platform/careers?pageNum=0&num=10&field=${field._id}`],
    ['search "data"', '/api/platform/careers/search?query=data'],
    [`detail (${careers[0].name})`, `/api/platform/careers/${careers[0]._id}`],
  ].map(([name, path]) => ({ name, path }));
}

export async function runCatalogueBench() {
  console.log('\n=== Part 1: catalogue API vs bare Fastify ===');
  await ensureBuilt();
  const api = await startStack('api');
  const memory = sampleRss(api.pid);
  const calls = await catalogueCalls(api.baseUrl);

  // The bytes the API answers with are what the bare server will replay.
  const fixtures = [];
  for (const call of calls) {
    const res = await getRaw(api.baseUrl + call.path);
    if (res.status < 200 || res.status > 299)
      throw new Error(`${call.path} answered ${res.status}: ${res.body.toString().slice(0, 200)}`);
    fixtures.push({ url: call.path, contentType: res.contentType, body: res.body });
    console.log(`  ${call.name.padEnd(28)} ${String(res.body.length).padStart(6)} bytes  ${call.path}`);
  }
  const idleRss = memory.current().last;
  const bare = await startBareServer(fixtures);

  const rows = [];
  for (const connections of CONNECTIONS) {
    for (const call of calls) {
      const opts = { connections, seconds: SECONDS, warmupSeconds: WARMUP_SECONDS };
      const cpu = otherCpu([api.pid, bare.pid, process.pid]);
      const rowMemory = sampleRss(api.pid);
      const a = await measure(api.baseUrl + call.path, opts);
      const b = await measure(bare.baseUrl + call.path, opts);
      const row = {
        call: call.name,
        connections,
        api: a,
        bare: b,
        rpsRatio: a.rps / b.rps,
        p99Ratio: a.p99 / b.p99,
        otherCpu: cpu.stop(),
        rss: rowMemory.stop().peak,
      };
      rows.push(row);
      console.log(
        `  ${call.name.padEnd(28)} c=${String(connections).padEnd(3)} api ${int(a.rps).padStart(7)} req/s p99 ${fixed(a.p99)} ms` +
          ` | bare ${int(b.rps).padStart(7)} req/s p99 ${fixed(b.p99)} ms | other CPU ${fixed(row.otherCpu, 0)}%`,
      );
    }
  }

  await bare.stop();

  // The spread, fetched only now: 60,000 answers in the API's cache and heap would skew the runs above. Each URL
  // once from the API, for a bare server of its own.
  const fetchStarted = performance.now();
  const spread = await catalogueSpread(api.baseUrl, SPREAD);
  const spreadFixtures = await fetchAll(api.baseUrl, spread.urls);
  const spreadFetchedAt = performance.now();
  const spreadBytes = spreadFixtures.reduce((s, f) => s + f.body.length, 0);
  const kinds = new Map();
  for (const u of spread.urls) kinds.set(u.kind, (kinds.get(u.kind) ?? 0) + 1);
  console.log(
    `  spread: ${int(spread.urls.length)} distinct URLs (${[...kinds].map(([k, n]) => `${k} ${int(n)}`).join(', ')}), ` +
      `${mb(spreadBytes)} of answers, each fetched once in ${fixed((spreadFetchedAt - fetchStarted) / 1000, 1)} s`,
  );
  const spreadBare = await startBareServer(spreadFixtures);
  // The runs start once the answers fetched for the fixtures have left the API's cache.
  await sleep(Math.max(0, CACHE_TTL_MS + 500 - (performance.now() - spreadFetchedAt)));
  const apiPaths = cycle(spread.urls, cacheModel(CACHE_TTL_MS));
  const barePaths = cycle(spread.urls);
  const spreadRows = [];
  for (const connections of CONNECTIONS) {
    const opts = { connections, seconds: SECONDS, warmupSeconds: WARMUP_SECONDS };
    const cpu = otherCpu([api.pid, spreadBare.pid, process.pid]);
    const rowMemory = sampleRss(api.pid);
    const a = await measure(api.baseUrl + spread.urls[0].path, { ...opts, paths: apiPaths });
    const b = await measure(spreadBare.baseUrl + spread.urls[0].path, { ...opts, paths: barePaths });
    const missMs = [];
    const byKind = new Map();
    a.answers.items.forEach((item, i) => {
      if (item.miss) missMs.push(a.answers.ms[i]);
      if (!byKind.has(item.kind)) byKind.set(item.kind, []);
      byKind.get(item.kind).push(a.answers.ms[i]);
    });
    const row = {
      connections,
      api: a,
      bare: b,
      rpsRatio: a.rps / b.rps,
      p99Ratio: a.p99 / b.p99,
      missShare: missMs.length / a.answers.items.length,
      misses: statsOf(missMs),
      byKind,
      otherCpu: cpu.stop(),
      rss: rowMemory.stop().peak,
    };
    spreadRows.push(row);
    console.log(
      `  spread of ${int(spread.urls.length)} URLs  c=${String(connections).padEnd(3)} api ${int(a.rps).padStart(7)} req/s p99 ${fixed(a.p99)} ms` +
        ` (misses ${fixed(row.missShare * 100, 1)}%) | bare ${int(b.rps).padStart(7)} req/s p99 ${fixed(b.p99)} ms | other CPU ${fixed(row.otherCpu, 0)}%`,
    );
  }
  const { peak } = memory.stop();

  const ok = (r) => ({ rps: r.rpsRatio >= MIN_THROUGHPUT_RATIO, p99: r.p99Ratio <= MAX_P99_RATIO });
  console.log(
    `\nCatalogue API (NODE_ENV=production) vs bare Fastify, ${SECONDS} s per run after ${WARMUP_SECONDS} s warm-up; latencies in ms`,
  );
  console.log(
    table([
      [
        'call',
        'conns',
        'API req/s',
        'p50',
        'p99',
        'bare req/s',
        'p50',
        'p99',
        'req/s ratio',
        'p99 ratio',
        `req/s ≥ ${MIN_THROUGHPUT_RATIO}`,
        `p99 ≤ ${MAX_P99_RATIO}x`,
        'API RSS',
        'other CPU',
      ],
      ...rows.map((r) => [
        r.call,
        r.connections,
        int(r.api.rps),
        fixed(r.api.p50),
        fixed(r.api.p99),
        int(r.bare.rps),
        fixed(r.bare.p50),
        fixed(r.bare.p99),
        fixed(r.rpsRatio),
        fixed(r.p99Ratio),
        passMiss(ok(r).rps),
        passMiss(ok(r).p99),
        mb(r.rss),
        `${fixed(r.otherCpu, 0)}%`,
      ]),
    ]),
  );

  console.log('\nResponses (must all be 2xx)');
  console.log(
    table([
      [
        'call',
        'conns',
        'API responses',
        'non-2xx',
        'errors',
        'timeouts',
        'bare responses',
        'non-2xx',
        'errors',
        'timeouts',
      ],
      ...[...rows, ...spreadRows.map((r) => ({ ...r, call: `spread of ${int(spread.urls.length)} URLs` }))].map((r) => [
        r.call,
        r.connections,
        int(r.api.requests),
        r.api.non2xx,
        r.api.errors,
        r.api.timeouts,
        int(r.bare.requests),
        r.bare.non2xx,
        r.bare.errors,
        r.bare.timeouts,
      ]),
    ]),
  );

  const limit16 = rows.filter((r) => r.connections === 16);
  const avg = (xs) => xs.reduce((s, x) => s + x, 0) / xs.length;
  console.log(
    "'other CPU': share of the machine's 2 cores used meanwhile by processes other than the API, the bare server and\n" +
      "the load generator (PostgreSQL, other people's builds and tests). Above a few % the figures of that row are noisy.",
  );
  // A run that mostly hit the cache says nothing of this target: it counts only when enough requests missed.
  const spreadOk = (r) => r.api.p99 < MAX_SPREAD_P99_MS && r.missShare >= MIN_MISS_SHARE;
  console.log(
    `\nSpread: ${int(spread.urls.length)} distinct URLs (searches as typed, words, typos, list and field pages, careers' pages), ` +
      `asked in a fixed shuffled order, round and round;\nthe bare server replays each URL's bytes. 'misses': requests whose URL ` +
      `the API's ${CACHE_TTL_MS / 1000} s cache could not have held (counted client-side, exact for one API process); latencies in ms`,
  );
  console.log(
    table([
      [
        'conns',
        'API req/s',
        'p50',
        'p99',
        'misses',
        'p99 of misses',
        'bare req/s',
        'p50',
        'p99',
        'req/s ratio',
        'p99 ratio',
        `p99 < ${MAX_SPREAD_P99_MS} ms`,
        'API RSS',
        'other CPU',
      ],
      ...spreadRows.map((r) => [
        r.connections,
        int(r.api.rps),
        fixed(r.api.p50),
        fixed(r.api.p99),
        `${fixed(r.missShare * 100, 1)}%`,
        fixed(r.misses.p99),
        int(r.bare.rps),
        fixed(r.bare.p50),
        fixed(r.bare.p99),
        fixed(r.rpsRatio),
        fixed(r.p99Ratio),
        r.connections === SPREAD_TARGET_CONNECTIONS ? passMiss(spreadOk(r)) : '(no target)',
        mb(r.rss),
        `${fixed(r.otherCpu, 0)}%`,
      ]),
    ]),
  );
  console.log(`\nSpread, API latency by kind of URL at ${SPREAD_TARGET_CONNECTIONS} connections (ms)`);
  const target = spreadRows.find((r) => r.connections === SPREAD_TARGET_CONNECTIONS);
  console.log(
    table([
      ['kind', 'requests', 'p50', 'p99'],
      ...[...(target?.byKind ?? [])].map(([kind, ms]) => {
        const s = statsOf(ms);
        return [kind, int(s.n), fixed(s.p50), fixed(s.p99)];
      }),
    ]),
  );
  for (const r of spreadRows.filter((x) => x.missShare < MIN_MISS_SHARE))
    console.log(
      `WARNING: at ${r.connections} connections only ${fixed(r.missShare * 100, 0)}% of the spread's requests missed the cache: ` +
        `at ${int(r.api.rps)} req/s, BENCH_SPREAD must be above ${int(r.api.rps * (CACHE_TTL_MS / 1000))} for a run of misses.`,
    );
  console.log(
    `\nThe limit here (bare Fastify, 16 connections, mean of the calls): ${int(avg(limit16.map((r) => r.bare.rps)))} req/s, ` +
      `p99 ${fixed(avg(limit16.map((r) => r.bare.p99)))} ms (the issue expected about 20,000 req/s and 2 ms).`,
  );
  console.log(
    `API memory (VmRSS): ${mb(idleRss)} after start, peak ${mb(peak)} over the runs; target < ${mb(MAX_RSS)}: ${passMiss(peak < MAX_RSS)}`,
  );

  const failedResponses = [...rows, ...spreadRows].some(
    (r) => r.api.non2xx || r.api.errors || r.api.timeouts || r.bare.non2xx || r.bare.errors,
  );
  if (failedResponses)
    console.log('WARNING: some responses were not 2xx or failed; the figures above are not comparable.');
  console.log(
    `Spread (mostly cache misses): p99 ${fixed(target?.api.p99)} ms at ${SPREAD_TARGET_CONNECTIONS} connections, ` +
      `${fixed((target?.missShare ?? NaN) * 100, 1)}% misses; target < ${MAX_SPREAD_P99_MS} ms: ${passMiss(target && spreadOk(target))}`,
  );
  const targets = [...rows.flatMap((r) => [ok(r).rps, ok(r).p99]), peak < MAX_RSS, Boolean(target && spreadOk(target))];
  return { name: 'catalogue API', met: targets.filter(Boolean).length, total: targets.length, failedResponses };
}
