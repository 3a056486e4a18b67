// autocannon, run in the runner's process (never inside a server under test). Its own latency histogram
// keeps whole milliseconds, too coarse when the limit's p99 is about 2 ms, so every response time
// (a float in ms) is also kept here and the percentiles are computed exactly from those.
import autocannon from 'autocannon';

/** The p-th percentile (nearest rank) of an ascending array. */
export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Count, p50/p95/p99 and max of latencies in ms. Values that are not finite numbers (NaN: a step whose timestamp
 * is missing, such as a lead never seen assigned) are left out and not counted, so `n` says how many were measured.
 */
export function stats(values) {
  const sorted = Float64Array.from(values.filter(Number.isFinite)).sort();
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1] : NaN,
  };
}

/**
 * `paths`: optional, a different path per request. paths.next() is called as each request is built, i.e. as it is
 * sent (pipelining 1: right after the connection's previous response), and answers { path, ... }; that item comes
 * back to paths.answered(item) and onResponse with its response. autocannon keeps it in the connection's request
 * context, which still holds the request just answered when 'response' is emitted.
 */
function once(url, connections, seconds, onResponse, paths, headers) {
  return new Promise((resolve, reject) => {
    const opts = { url, connections, duration: seconds, pipelining: 1, ...(headers ? { headers } : {}) };
    if (paths) {
      opts.requests = [
        {
          setupRequest: (request, context) => {
            context.item = paths.next();
            return { ...request, path: context.item.path };
          },
        },
      ];
    }
    const instance = autocannon(opts, (error, result) => (error ? reject(error) : resolve(result)));
    if (onResponse || paths)
      instance.on('response', (client, _status, _bytes, ms) => {
        const item = paths ? client.requestIterator.context.item : undefined;
        paths?.answered?.(item);
        onResponse?.(ms, item);
      });
  });
}

/**
 * Warm-up (not counted), then the measured run. Returns req/s, exact p50/p99 in ms, and the error counts; with
 * `paths` (see once), also every response time with its item (`answers`), for the caller's own breakdowns.
 * `headers`: sent with every request (a signed-in caller's Authorization).
 */
export async function measure(url, { connections, warmupSeconds = 2, seconds = 8, paths, headers }) {
  await once(url, connections, warmupSeconds, undefined, paths, headers);
  let times = new Float64Array(1 << 18);
  let n = 0;
  const items = [];
  const result = await once(
    url,
    connections,
    seconds,
    (ms, item) => {
      if (n === times.length) {
        const grown = new Float64Array(times.length * 2);
        grown.set(times);
        times = grown;
      }
      times[n++] = ms;
      if (paths) items.push(item);
    },
    paths,
    headers,
  );
  const answers = paths ? { ms: times.slice(0, n), items } : undefined;
  const sorted = times.subarray(0, n).sort();
  return {
    answers,
    rps: result.requests.total / result.duration, // completed responses over the measured seconds
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    requests: result.requests.total,
    bytesPerResponse: result.requests.total ? result.throughput.total / result.requests.total : 0,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
