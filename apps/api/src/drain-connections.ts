import type { FastifyInstance } from 'fastify';

/**
 * Lets a closing API end its keep-alive connections as their last answers go out. Fastify's close stops accepting
 * connections and closes the idle ones once, but a connection whose request was still in flight stays open after
 * its answer until the keep-alive timeout (72 s), holding the exit back past any grace period. From the moment the
 * server closes, answers say `Connection: close` (the client or load balancer opens its next connection to another
 * copy), and any connection left idle by a late answer is closed as that answer completes.
 */
export function registerConnectionDrain(instance: FastifyInstance): void {
  let closing = false;
  instance.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  instance.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) void reply.header('connection', 'close');
    done(null, payload);
  });
  instance.addHook('onResponse', (_request, _reply, done) => {
    if (closing) setImmediate(() => instance.server.closeIdleConnections());
    done();
  });
}
