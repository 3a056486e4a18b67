import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { NotFoundPage } from '@app/common';
import { QUEUES_BOARD_PATH } from '@app/identity';

/** The staff console's addresses: /admin and everything under /admin/. */
export const ADMIN_PREFIX = '/admin';

/** An index.html, compressed once at start (as the build precompresses what the static server sends). */
class IndexPage {
  private readonly plain?: Buffer;
  private readonly br?: Buffer;
  private readonly gzip?: Buffer;

  constructor(dir: string) {
    const index = join(dir, 'index.html');
    if (!existsSync(index)) return;
    this.plain = readFileSync(index);
    this.br = brotliCompressSync(this.plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    this.gzip = gzipSync(this.plain, { level: 9 });
  }

  as(acceptEncoding: string): NotFoundPage | undefined {
    if (!this.plain) return undefined;
    if (this.br && /\bbr\b/.test(acceptEncoding)) return { body: this.br, encoding: 'br' };
    if (this.gzip && /\bgzip\b/.test(acceptEncoding)) return { body: this.gzip, encoding: 'gzip' };
    return { body: this.plain };
  }
}

/** Whether `url` (path and query) is `prefix` itself or under it. */
function under(url: string, prefix: string): boolean {
  return url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);
}

/**
 * Both apps are single-page apps: a browser asking for /careers/123 gets the student app's index.html, one asking
 * for /admin/careers/123 the staff console's, and the client router takes over. API, media and upload paths, files,
 * bull-board (/admin/queues) and other methods never fall back. A deep link costs the phone as few bytes as `/`.
 */
export class SpaFallback {
  private readonly student: IndexPage;
  private readonly admin?: IndexPage;

  constructor(staticDir: string, adminDir?: string) {
    this.student = new IndexPage(staticDir);
    if (adminDir) this.admin = new IndexPage(adminDir);
  }

  page(method: string, url: string, acceptEncoding = ''): NotFoundPage | undefined {
    if (method !== 'GET' && method !== 'HEAD') return undefined;
    // /sandbox/ is the payment sandbox's (never an app route): in production it is a plain 404, not the app.
    if (
      url.startsWith('/api') ||
      url.startsWith('/media/') ||
      url.startsWith('/uploads/') ||
      url.startsWith('/sandbox/') ||
      /\.[a-z0-9]{2,5}(\?|$)/i.test(url)
    )
      return undefined;
    // The console's addresses are never the student app's (its own 404 would only confuse staff).
    if (under(url, ADMIN_PREFIX)) return under(url, QUEUES_BOARD_PATH) ? undefined : this.admin?.as(acceptEncoding);
    return this.student.as(acceptEncoding);
  }
}
