// The limit the API is measured against: plain Fastify, no Nest, no database, answering each benchmarked URL
// with the exact bytes and content-type the API gave for it. Runs in its own process (forked by
// startBareServer), so it gets a core of its own the way the API does, and never shares an event loop
// with the load generator.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { stopChild } from './lib/stack.mjs';
import { freePort, onCleanup } from './lib/process.mjs';

/** fixtures: [{ url, contentType, body: Buffer }]. Returns { baseUrl, pid }. */
export async function startBareServer(fixtures) {
  const port = await freePort();
  const child = fork(fileURLToPath(import.meta.url), ['--serve', String(port)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  onCleanup(() => stopChild(child));
  await new Promise((resolve, reject) => {
    child.once('message', (m) => (m === 'ready' ? resolve() : reject(new Error(String(m)))));
    child.once('exit', (code) => reject(new Error(`bare server exited with code ${code}`)));
    child.send(fixtures.map((f) => ({ ...f, body: f.body.toString('base64') })));
  });
  child.disconnect(); // no IPC traffic while it is being measured
  return { baseUrl: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => stopChild(child) };
}

async function serve(port) {
  const { default: Fastify } = await import('fastify');
  const fixtures = await new Promise((resolve) => process.once('message', resolve));
  const byUrl = new Map(
    fixtures.map((f) => [f.url, { contentType: f.contentType, body: Buffer.from(f.body, 'base64') }]),
  );
  const app = Fastify({ logger: false });
  // One catch-all route: the benchmarked calls differ only by query string, and a Map lookup costs nothing.
  app.get('/*', (request, reply) => {
    const hit = byUrl.get(request.url);
    if (!hit) return reply.code(404).send({ message: 'not a benchmarked URL' });
    return reply.header('content-type', hit.contentType).send(hit.body);
  });
  await app.listen({ port, host: '127.0.0.1' });
  process.send('ready');
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

if (process.argv[2] === '--serve') {
  serve(Number(process.argv[3])).catch((error) => {
    process.send?.(error.message);
    process.exit(1);
  });
}
