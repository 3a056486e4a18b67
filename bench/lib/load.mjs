// autocannon, run in the runner's process (never inside a server under test). Its own latency histogram
// keeps whole milliseconds, too coarse when the limit's p99 is about 2 ms, so every response time
// (a float in ms) is also kept here and the percentiles are computed exactly from those.
import autocannon from 'autocannon';

/** The p-th percentile (nearest rank) of an ascending array. */
export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function once(url, connections, seconds, onResponse) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: seconds, pipelining: 1 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    if (onResponse) instance.on('response', onResponse);
  });
}

/** Warm-up (not counted), then the measured run. Returns req/s, exact p50/p99 in ms, and the error counts. */
export async function measure(url, { connections, warmupSeconds = 2, seconds = 8 }) {
  await once(url, connections, warmupSeconds);
  let times = new Float64Array(1 << 18);
  let n = 0;
  const result = await once(url, connections, seconds, (_client, _status, _bytes, ms) => {
    if (n === times.length) {
      const grown = new Float64Array(times.length * 2);
      grown.set(times);
      times = grown;
    }
    times[n++] = ms;
  });
  const sorted = times.subarray(0, n).sort();
  return {
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
