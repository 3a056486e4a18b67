import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { SpaFallback } from '../src/spa-fallback.js';

describe("SpaFallback (index.html for the apps' deep links)", () => {
  const dir = mkdtempSync(join(tmpdir(), 'spa-'));
  const html = `<!doctype html><html><head><title>Disha Careers</title></head><body>${'<div id="root"></div>'.repeat(50)}</body></html>`;
  const adminHtml = `<!doctype html><html><head><title>Staff console</title></head><body>${'<div id="root"></div>'.repeat(50)}</body></html>`;
  writeFileSync(join(dir, 'index.html'), html);
  mkdirSync(join(dir, 'admin'));
  writeFileSync(join(dir, 'admin', 'index.html'), adminHtml);
  const spa = new SpaFallback(dir, join(dir, 'admin'));
  const text = (page: ReturnType<SpaFallback['page']>) => page?.body.toString();
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('sends the page compressed as the browser accepts: brotli first, then gzip, else plain', () => {
    const br = spa.page('GET', '/careers/123', 'gzip, deflate, br, zstd');
    expect(br?.encoding).toBe('br');
    expect(brotliDecompressSync(br!.body as Buffer).toString()).toBe(html);
    expect((br!.body as Buffer).length).toBeLessThan(html.length / 4);

    const gzip = spa.page('GET', '/careers', 'gzip, deflate');
    expect(gzip?.encoding).toBe('gzip');
    expect(gunzipSync(gzip!.body as Buffer).toString()).toBe(html);

    const plain = spa.page('HEAD', '/user-student/main/dashboard');
    expect(plain?.encoding).toBeUndefined();
    expect(plain!.body.toString()).toBe(html);
  });

  it("answers the console's addresses with the console's page, compressed the same way", () => {
    for (const url of ['/admin', '/admin/', '/admin/careers/123', '/admin/careers?filter=%7B%7D', '/admin?x=1'])
      expect(text(spa.page('GET', url))).toBe(adminHtml);
    const br = spa.page('GET', '/admin/careers/123/show', 'gzip, br');
    expect(br?.encoding).toBe('br');
    expect(brotliDecompressSync(br!.body as Buffer).toString()).toBe(adminHtml);
    // Only /admin itself and what is under it: another path that starts with the same letters is the student app's.
    expect(text(spa.page('GET', '/administration'))).toBe(html);
  });

  it("leaves bull-board's /admin/queues alone, and every address under it", () => {
    for (const url of ['/admin/queues', '/admin/queues/', '/admin/queues/queue/mail', '/admin/queues?status=failed'])
      expect(spa.page('GET', url, 'br')).toBeUndefined();
    // A console page whose name merely starts with "queues" is still the console's.
    expect(text(spa.page('GET', '/admin/queuesx'))).toBe(adminHtml);
  });

  it('never answers for the API, media, files or other methods', () => {
    expect(spa.page('GET', '/api/platform/careers/x', 'br')).toBeUndefined();
    expect(spa.page('GET', '/api/admin/careers', 'br')).toBeUndefined();
    expect(spa.page('GET', '/media/videos/a.webm', 'br')).toBeUndefined();
    expect(spa.page('GET', '/uploads/ab/abcdef', 'br')).toBeUndefined();
    expect(spa.page('GET', '/assets/missing.js', 'br')).toBeUndefined();
    expect(spa.page('GET', '/admin/assets/missing.js', 'br')).toBeUndefined();
    expect(spa.page('POST', '/careers', 'br')).toBeUndefined();
    expect(spa.page('POST', '/admin/careers', 'br')).toBeUndefined();
  });

  it('answers nothing when an app is not built (and never the other app in its place)', () => {
    expect(new SpaFallback(join(dir, 'nowhere')).page('GET', '/careers', 'br')).toBeUndefined();
    const studentOnly = new SpaFallback(dir, join(dir, 'nowhere'));
    expect(studentOnly.page('GET', '/admin/careers')).toBeUndefined();
    expect(text(studentOnly.page('GET', '/careers'))).toBe(html);
    expect(new SpaFallback(dir).page('GET', '/admin/careers')).toBeUndefined();
  });
});
