import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { NotFoundPage } from '@app/common';

/**
 * The student app is a single-page app: a browser asking for /careers/123 gets index.html and the
 * client router takes over. API, media and upload paths never fall back. The page is compressed once at start (as the
 * build precompresses what the static server sends), so a deep link costs the phone as few bytes as `/`.
 */
export class SpaFallback {
  private readonly plain?: Buffer;
  private readonly br?: Buffer;
  private readonly gzip?: Buffer;

  constructor(staticDir: string) {
    const index = join(staticDir, 'index.html');
    if (!existsSync(index)) return;
    this.plain = readFileSync(index);
    this.br = brotliCompressSync(this.plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    this.gzip = gzipSync(this.plain, { level: 9 });
  }

  page(method: string, url: string, acceptEncoding = ''): NotFoundPage | undefined {
    if (!this.plain || (method !== 'GET' && method !== 'HEAD')) return undefined;
    // /sandbox/ is the payment sandbox's (never an app route): in production it is a plain 404, not the app.
    if (
      url.startsWith('/api') ||
      url.startsWith('/media/') ||
      url.startsWith('/uploads/') ||
      url.startsWith('/sandbox/') ||
      /\.[a-z0-9]{2,5}(\?|$)/i.test(url)
    )
      return undefined;
    if (this.br && /\bbr\b/.test(acceptEncoding)) return { body: this.br, encoding: 'br' };
    if (this.gzip && /\bgzip\b/.test(acceptEncoding)) return { body: this.gzip, encoding: 'gzip' };
    return { body: this.plain };
  }
}
