import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';

interface Entry {
  /** Kept as bytes: sending a Buffer skips re-encoding the text (and its garbage) on every hit. */
  body: Buffer;
  contentType: string;
  cacheControl: string;
}

/**
 * The text's bytes in a buffer of their own: Buffer.from() cuts small ones out of a shared 8 KB slab, and one kept
 * answer of 1 KB would keep its whole slab alive (the cache's bound counted a quarter of what it held).
 */
function ownBuffer(text: string): Buffer {
  const body = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  body.write(text);
  return body;
}

export interface PublicResponseCacheOptions {
  /** How long an answer is reused; edits show within this time. */
  ttlMs: number;
  /** Upper bound of the memory the cache may hold, in bytes of response bodies. */
  maxBytes: number;
}

/**
 * An in-process micro-cache for answers marked `Cache-Control: public` (the catalogue): a GET for the same URL
 * within the TTL is answered from memory before routing, validation or the database. Only 200 answers whose
 * body is text are kept, so errors, private answers and streamed files never are. It is the reverse proxy's
 * micro-cache, kept in the process so every replica has it without extra infrastructure. `clear()` is called by
 * the API when the catalogue changes (from any process), so an edit is not hidden behind the TTL.
 */
export function registerPublicResponseCache(
  fastify: FastifyInstance,
  options: PublicResponseCacheOptions,
): { clear(): void } {
  const cache = new LRUCache<string, Entry>({
    ttl: options.ttlMs,
    maxSize: options.maxBytes,
    sizeCalculation: (e) => e.body.length + 64,
  });
  const served = Symbol('served-from-cache');
  const startedIn = Symbol('cache-generation');
  // clear() starts a new generation. An answer computed by a request that arrived before it may hold what the
  // clear was meant to drop (it read the catalogue before the change): it is sent, but never kept.
  let generation = 0;

  fastify.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET') return;
    (request as unknown as Record<symbol, number>)[startedIn] = generation;
    const hit = cache.get(request.url);
    if (!hit) return;
    (request as unknown as Record<symbol, boolean>)[served] = true;
    return reply
      .code(200)
      .header('content-type', hit.contentType)
      .header('cache-control', hit.cacheControl)
      .send(hit.body);
  });

  fastify.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if ((request as unknown as Record<symbol, boolean>)[served]) return payload;
    if ((request as unknown as Record<symbol, number>)[startedIn] !== generation) return payload;
    const cacheControl = String(reply.getHeader('cache-control') ?? '');
    if (!/\bpublic\b/.test(cacheControl)) return payload;
    cache.set(request.url, {
      body: ownBuffer(payload),
      contentType: String(reply.getHeader('content-type') ?? 'application/json'),
      cacheControl,
    });
    return payload;
  });

  return {
    clear: () => {
      generation += 1;
      cache.clear();
    },
  };
}
