import net from 'node:net';
import pg from 'pg';
import { spawnApp, type AppProcess } from '../../../test/support/app-process.js';
import { createTestEnv, eventually, type TestEnv } from '../../../test/support/test-env.js';
import { freePort } from '../../../test/support/redis-server.js';

let env: TestEnv;
let db: pg.Pool;

beforeAll(async () => {
  env = await createTestEnv();
  db = new pg.Pool({ connectionString: env.databaseUrl, max: 2 });
});

afterAll(async () => {
  await db?.end();
  await env?.cleanup();
});

/** Resolves true when a TCP connection to the port is made, false when it is refused. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => (socket.destroy(), resolve(false)));
  });
}

/** A raw HTTP/1.1 connection, so the test decides when each byte of the request is sent. */
class RawConnection {
  private received = '';
  private ended = false;
  private constructor(private readonly socket: net.Socket) {
    socket.on('data', (chunk: Buffer) => (this.received += chunk.toString()));
    socket.on('close', () => (this.ended = true));
    socket.on('error', () => undefined);
  }

  static open(port: number): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect({ port, host: '127.0.0.1' }, () => resolve(new RawConnection(socket)));
      socket.once('error', reject);
    });
  }

  write(text: string): void {
    this.socket.write(text);
  }

  text(): string {
    return this.received;
  }

  closed(): boolean {
    return this.ended;
  }

  destroy(): void {
    this.socket.destroy();
  }
}

describe('the API stopped with SIGTERM', () => {
  let api: AppProcess | undefined;

  afterEach(() => {
    if (api && api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGKILL');
  });

  it('answers the request in flight, refuses new connections, then exits 0', async () => {
    const port = await freePort();
    api = spawnApp('api', env, { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' });
    await eventually(() => accepts(port), 30_000, 'the API to listen');

    const body = JSON.stringify({
      careerName: 'Sommelier',
      name: 'Inflight Request',
      email: 'inflight@example.in',
      mobile: '+919877777777',
    });
    const connection = await RawConnection.open(port);
    try {
      // Headers only, asking to continue: the server's "100 Continue" proves the request has begun on its side.
      connection.write(
        [
          'POST /api/platform/careers/request HTTP/1.1',
          `Host: 127.0.0.1:${port}`,
          'Content-Type: application/json',
          `Content-Length: ${Buffer.byteLength(body)}`,
          'Expect: 100-continue',
          '',
          '',
        ].join('\r\n'),
      );
      await eventually(() => connection.text().includes('100 Continue'), 10_000, 'the 100 Continue');

      api.child.kill('SIGTERM');
      // No new connections while it drains (the load balancer sends them to another copy)...
      await eventually(async () => !(await accepts(port)), 10_000, 'new connections to be refused');
      expect(api.child.exitCode).toBeNull();

      // ...but the request in flight gets its answer, and its work is done.
      connection.write(body);
      await eventually(() => /\r\n\r\n\{.*\}/s.test(connection.text()), 10_000, 'the answer');
      const answer = connection.text().slice(connection.text().lastIndexOf('HTTP/1.1 '));
      expect(answer).toMatch(/^HTTP\/1\.1 200 /);
      expect(answer).toMatch(/^connection: close\r$/im);
      expect(answer).toContain('Thank you');
      expect((await db.query(`SELECT 1 FROM career_requests WHERE career_name = 'Sommelier'`)).rowCount).toBe(1);

      // The answered keep-alive connection is closed too, so nothing holds the exit back.
      expect(await api.exited).toEqual({ code: 0, signal: null });
      await eventually(() => connection.closed(), 5_000, 'the connection to close');
      expect(api.output()).not.toMatch(/Still draining/);
    } finally {
      connection.destroy();
    }
  });
});
