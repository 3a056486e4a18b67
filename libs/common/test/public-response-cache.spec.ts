import Fastify from 'fastify';
import { registerPublicResponseCache } from '@app/common';

async function server(ttlMs = 60_000) {
  const app = Fastify();
  const cache = registerPublicResponseCache(app, { ttlMs, maxBytes: 1024 * 1024 });
  const calls: string[] = [];
  app.get('/public', async (req, reply) => {
    calls.push(req.url);
    return reply.header('cache-control', 'public, max-age=30').send({ n: calls.length });
  });
  app.get('/private', async (req, reply) => {
    calls.push(req.url);
    return reply.header('cache-control', 'no-store').send({ n: calls.length });
  });
  app.get('/missing', async (req, reply) => {
    calls.push(req.url);
    return reply
      .code(404)
      .header('cache-control', 'public')
      .send({ statusCode: 404, code: 'NOT_FOUND', message: 'nope' });
  });
  await app.ready();
  return { app, calls, cache };
}

describe('public response cache', () => {
  it('answers a repeated public GET from memory, with the same bytes and headers', async () => {
    const { app, calls } = await server();
    const a = await app.inject('/public?x=1');
    const b = await app.inject('/public?x=1');
    expect(b.body).toBe(a.body);
    expect(b.headers['content-type']).toBe(a.headers['content-type']);
    expect(b.headers['cache-control']).toBe('public, max-age=30');
    expect(calls).toEqual(['/public?x=1']);
    await app.inject('/public?x=2');
    expect(calls).toEqual(['/public?x=1', '/public?x=2']);
    await app.close();
  });

  it('never keeps private answers or errors', async () => {
    const { app, calls } = await server();
    await app.inject('/private');
    await app.inject('/private');
    await app.inject('/missing');
    await app.inject('/missing');
    expect(calls).toHaveLength(4);
    await app.close();
  });

  it('forgets answers after the TTL and on clear()', async () => {
    const { app, calls, cache } = await server(50);
    await app.inject('/public');
    await new Promise((r) => setTimeout(r, 80));
    await app.inject('/public');
    cache.clear();
    await app.inject('/public');
    expect(calls).toHaveLength(3);
    await app.close();
  });
});

describe('public response cache and a clear() during a request', () => {
  it('sends, but does not keep, an answer computed by a request that arrived before the clear', async () => {
    const app = Fastify();
    const cache = registerPublicResponseCache(app, { ttlMs: 60_000, maxBytes: 1024 * 1024 });
    let n = 0;
    let release: () => void = () => undefined;
    app.get('/slow', async (_req, reply) => {
      n += 1;
      const mine = n;
      // The first request has read the old data when the clear comes, and answers after it.
      if (mine === 1) await new Promise<void>((r) => (release = r));
      return reply.header('cache-control', 'public').send({ n: mine });
    });
    await app.ready();
    const first = app.inject('/slow');
    await new Promise((r) => setTimeout(r, 20));
    cache.clear();
    release();
    expect(JSON.parse((await first).body)).toEqual({ n: 1 });
    // Not the stale answer from before the clear: computed again, and that one is kept.
    expect(JSON.parse((await app.inject('/slow')).body)).toEqual({ n: 2 });
    expect(JSON.parse((await app.inject('/slow')).body)).toEqual({ n: 2 });
    await app.close();
  });
});
