// Part 1: the catalogue API in production mode on the 10,000-career catalogue, each call beside the bare
// Fastify limit returning the same bytes, at 16 and 64 connections. Prints figures and PASS/MISS; asserts nothing.
import { ensureBuilt, startStack } from './lib/stack.mjs';
import { startBareServer } from './bare-server.mjs';
import { getJson, getRaw } from './lib/http.mjs';
import { measure } from './lib/load.mjs';
import { otherCpu, sampleRss } from './lib/process.mjs';
import { table, passMiss, fixed, int, mb } from './lib/table.mjs';

const CONNECTIONS = [16, 64];
const SECONDS = 8;
const WARMUP_SECONDS = 2;
// Targets from the issue: throughput ≥ 0.7 × the limit's, p99 ≤ 2 × the limit's, API RSS < 250 MB.
const MIN_THROUGHPUT_RATIO = 0.7;
const MAX_P99_RATIO = 2;
const MAX_RSS = 250 * 1024 * 1024;

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
  const bare = await startBareServer(fixtures);
  const idleRss = memory.current().last;

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
      ...rows.map((r) => [
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
  console.log(
    `\nThe limit here (bare Fastify, 16 connections, mean of the calls): ${int(avg(limit16.map((r) => r.bare.rps)))} req/s, ` +
      `p99 ${fixed(avg(limit16.map((r) => r.bare.p99)))} ms (the issue expected about 20,000 req/s and 2 ms).`,
  );
  console.log(
    `API memory (VmRSS): ${mb(idleRss)} after start, peak ${mb(peak)} over the runs; target < ${mb(MAX_RSS)}: ${passMiss(peak < MAX_RSS)}`,
  );

  const failedResponses = rows.some(
    (r) => r.api.non2xx || r.api.errors || r.api.timeouts || r.bare.non2xx || r.bare.errors,
  );
  if (failedResponses)
    console.log('WARNING: some responses were not 2xx or failed; the figures above are not comparable.');
  const targets = [...rows.flatMap((r) => [ok(r).rps, ok(r).p99]), peak < MAX_RSS];
  return { name: 'catalogue API', met: targets.filter(Boolean).length, total: targets.length, failedResponses };
}
