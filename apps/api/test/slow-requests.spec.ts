import Fastify from 'fastify';
import { registerSlowRequestLog } from '../src/slow-requests.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Generous margins (ordered timers, not races): the thresholds are 1 s and 1.5 s, the routes far from them.
describe('the slow request log', () => {
  const lines: string[] = [];
  // Closed with its connections: a keep-alive socket of the test's fetch must not hold the close (and Jest) open.
  const app = Fastify({ forceCloseConnections: true });
  registerSlowRequestLog(app, {
    slowMs: 1_000,
    hangingMs: 1_500,
    logger: { warn: (line: string) => lines.push(line) },
  });
  app.get('/quick/:id', () => Promise.resolve({ ok: true }));
  app.get('/slow/:id', async () => {
    await sleep(1_100);
    return { ok: true };
  });
  app.get('/hanging/:id', async () => {
    await sleep(1_900);
    return { ok: true };
  });
  let base = '';
  // Over a real socket: the log hangs on the response's 'close', which only a real connection gives.
  beforeAll(async () => {
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  const get = (path: string, signal?: AbortSignal) => fetch(`${base}${path}`, { signal });
  afterAll(() => app.close());
  beforeEach(() => lines.splice(0));

  it('says nothing of a quick answer', async () => {
    expect((await get('/quick/1')).status).toBe(200);
    await sleep(1_600);
    expect(lines).toEqual([]);
  });

  it('logs a slow answer by its route pattern (no ids), its status and time', async () => {
    expect((await get('/slow/secret-id?email=a@b.in')).status).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^GET \/slow\/:id answered 200 after \d+ ms$/);
    expect(lines.join('')).not.toContain('secret-id');
  });

  it('logs a request while it hangs, and again when it is answered', async () => {
    const answered = get('/hanging/2');
    await sleep(1_700);
    expect(lines).toEqual(['GET /hanging/:id still unanswered after 1500 ms']);
    expect((await answered).status).toBe(200);
    expect(lines[1]).toMatch(/^GET \/hanging\/:id answered 200 after \d+ ms$/);
  });

  it('says the client went away when it did, and not that the request still hangs', async () => {
    const controller = new AbortController();
    const call = get('/hanging/3', controller.signal).catch((error: unknown) => error);
    await sleep(1_200);
    controller.abort();
    expect(await call).toMatchObject({ name: 'AbortError' });
    await sleep(1_000);
    expect(lines).toEqual([expect.stringMatching(/^GET \/hanging\/:id ended by the client after \d+ ms$/)]);
  });
});
