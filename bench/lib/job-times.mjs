import { Redis } from 'ioredis';

/**
 * BullMQ's own times of each job (ms): added, taken by a worker, finished; and its attempts. Read straight from
 * the job hashes after a run (completed jobs are kept a week), so the benchmarks time the queue as BullMQ saw it.
 */
export async function jobTimes(redisUrl, prefix, queue, ids) {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    const pipeline = redis.pipeline();
    for (const id of ids)
      pipeline.hmget(`${prefix}:${queue}:${id}`, 'timestamp', 'processedOn', 'finishedOn', 'attemptsMade');
    const replies = await pipeline.exec();
    return new Map(
      ids.map((id, i) => {
        const [added, processed, finished, attempts] = (replies[i][1] ?? []).map((v) => (v == null ? NaN : Number(v)));
        return [id, { added, processed, finished, attempts }];
      }),
    );
  } finally {
    redis.disconnect();
  }
}
