import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The student app is a single-page app: a browser asking for /careers/123 gets index.html and the
 * client router takes over. API and media paths never fall back.
 */
export class SpaFallback {
  private readonly html?: string;

  constructor(staticDir: string) {
    const index = join(staticDir, 'index.html');
    this.html = existsSync(index) ? readFileSync(index, 'utf8') : undefined;
  }

  page(method: string, url: string): string | undefined {
    if (!this.html || (method !== 'GET' && method !== 'HEAD')) return undefined;
    if (url.startsWith('/api') || url.startsWith('/media/') || /\.[a-z0-9]{2,5}(\?|$)/i.test(url)) return undefined;
    return this.html;
  }
}
