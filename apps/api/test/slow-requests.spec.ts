import Fastify from 'fastify';
import { registerSlowRequestLog } from '../src/slow-requests.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Generous margins (ordered timers, not races): the thresholds are 1 s and 1.5 s, the routes far from them.
describe('the slow request log', () => {
  const lines: string[] = [];
  const app = Fastify();
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
  beforeAll(() => app.ready());
  afterAll(() => app.close());
  beforeEach(() => lines.splice(0));

  it('says nothing of a quick answer', async () => {
    expect((await app.inject('/quick/1')).statusCode).toBe(200);
    await sleep(1_600);
    expect(lines).toEqual([]);
  });

  it('logs a slow answer by its route pattern (no ids), its status and time', async () => {
    expect((await app.inject('/slow/secret-id?email=a@b.in')).statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^GET \/slow\/:id answered 200 after \d+ ms$/);
    expect(lines.join('')).not.toContain('secret-id');
  });

  it('logs a request while it hangs, and again when it is answered', async () => {
    const answered = app.inject('/hanging/2');
    await sleep(1_700);
    expect(lines).toEqual(['GET /hanging/:id still unanswered after 1500 ms']);
    expect((await answered).statusCode).toBe(200);
    expect(lines[1]).toMatch(/^GET \/hanging\/:id answered 200 after \d+ ms$/);
  });
});
