import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { SpaFallback } from '../src/spa-fallback.js';

describe("SpaFallback (index.html for the student app's deep links)", () => {
  const dir = mkdtempSync(join(tmpdir(), 'spa-'));
  const html = `<!doctype html><html><head><title>Disha Careers</title></head><body>${'<div id="root"></div>'.repeat(50)}</body></html>`;
  writeFileSync(join(dir, 'index.html'), html);
  const spa = new SpaFallback(dir);
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

  it('never answers for the API, media, files or other methods', () => {
    expect(spa.page('GET', '/api/platform/careers/x', 'br')).toBeUndefined();
    expect(spa.page('GET', '/media/videos/a.webm', 'br')).toBeUndefined();
    expect(spa.page('GET', '/assets/missing.js', 'br')).toBeUndefined();
    expect(spa.page('POST', '/careers', 'br')).toBeUndefined();
  });

  it('answers nothing when the app is not built', () => {
    expect(new SpaFallback(join(dir, 'nowhere')).page('GET', '/careers', 'br')).toBeUndefined();
  });
});
