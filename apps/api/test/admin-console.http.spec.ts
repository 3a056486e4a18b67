import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createTestEnv, type TestEnv } from '../../../test/support/test-env.js';
import { startApi } from '../../../test/support/apps.js';

/**
 * The staff console's build served at /admin/ beside the student app at /: its files (precompressed, hashed
 * assets cached for good), its index.html for every deep link, and never in place of bull-board, the API or files.
 */
let env: TestEnv;
let app: NestFastifyApplication;
let dir: string;
const CONSOLE =
  '<!doctype html><html><head><title>Staff console</title></head><body><div id="root"></div></body></html>';
const STUDENT =
  '<!doctype html><html><head><title>Disha Careers</title></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

beforeAll(async () => {
  env = await createTestEnv();
  dir = mkdtempSync(join(tmpdir(), 'disha-admin-'));
  for (const [sub, html] of [
    ['student', STUDENT],
    ['admin', CONSOLE],
  ]) {
    mkdirSync(join(dir, sub, 'assets'), { recursive: true });
    writeFileSync(join(dir, sub, 'index.html'), html);
  }
  // As `npm run build:admin` leaves it: each asset with its .br and .gz (scripts/compress-assets.mjs).
  const asset = join(dir, 'admin', 'assets', 'index-abc123.js');
  writeFileSync(asset, SCRIPT);
  writeFileSync(`${asset}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${asset}.gz`, gzipSync(SCRIPT));
  app = await startApi(env.config({ STATIC_DIR: join(dir, 'student'), ADMIN_DIR: join(dir, 'admin') }));
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
  await env?.cleanup();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

describe('the staff console at /admin/', () => {
  it("serves its index.html at /admin/, revalidated on every visit, under the site's policy", async () => {
    const res = await get('/admin/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(CONSOLE);
    expect(res.headers['cache-control']).toBe('no-cache');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    // react-admin and MUI run without eval: the policy the student app has is the console's too.
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it.each(['/admin', '/admin/careers', '/admin/careers/0b6f3c9e-1d2a-4e5f-8a9b-0c1d2e3f4a5b', '/admin/login'])(
    'answers the deep link %s with the console, not the student app',
    async (url) => {
      const res = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(CONSOLE);
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    },
  );

  it('sends its hashed assets precompressed and cached for good', async () => {
    const res = await get('/admin/assets/index-abc123.js', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await get('/admin/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('keeps the student app at / and its deep links', async () => {
    expect((await get('/')).body).toBe(STUDENT);
    expect((await get('/careers/x')).body).toBe(STUDENT);
  });

  it("never answers bull-board's /admin/queues, the API, a missing file or a POST with the console", async () => {
    for (const [method, url] of [
      ['GET', '/admin/queues'],
      ['GET', '/admin/queues/queue/mail'],
      ['GET', '/admin/assets/missing.js'],
      ['GET', '/api/no-such-route'],
      ['POST', '/admin/careers'],
    ] as const) {
      const res = await app.inject({ method, url, headers: { accept: 'text/html' } });
      expect([res.body, res.statusCode]).not.toEqual([CONSOLE, 200]);
      expect([res.body, res.statusCode]).not.toEqual([STUDENT, 200]);
    }
  });
});
