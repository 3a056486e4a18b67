import { gzipSync } from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';

export interface InitialLoad {
  /** Gzipped bytes of the entry chunks and every chunk they import statically. */
  bytes: number;
  files: number;
  /** zod is in one of those chunks (only the lazily loaded forms need it). */
  hasZod: boolean;
}

/** What the first page load must download before the app runs: the entry chunks and their static imports. */
export function measureInitialLoad(bundle: Rolldown.OutputBundle): InitialLoad {
  const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    byName.get(fileName)?.imports.forEach(visit);
  };
  chunks.filter((chunk) => chunk.isEntry).forEach((chunk) => visit(chunk.fileName));

  let bytes = 0;
  let hasZod = false;
  for (const fileName of seen) {
    const chunk = byName.get(fileName);
    if (!chunk) continue;
    bytes += gzipSync(chunk.code).length;
    hasZod ||= Object.keys(chunk.modules).some((id) => id.includes('/node_modules/zod/'));
  }
  return { bytes, files: seen.size, hasZod };
}

/**
 * Fails the build when the gzipped JS of the first page load passes the budget, or pulls in zod: either slows
 * every visitor's first page (bench/README.md: under 200 KB), and a warning in a build log goes unnoticed.
 */
export function initialLoadBudget(limitKb: number): Plugin {
  return {
    name: 'initial-load-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const { bytes, files, hasZod } = measureInitialLoad(bundle);
      const kb = (bytes / 1024).toFixed(1);
      this.info(`initial JS (entry + static imports): ${kb} kB gzip in ${files} files (budget ${limitKb} kB)`);
      if (bytes > limitKb * 1024) {
        this.error(`initial JS is ${kb} kB gzip, over the ${limitKb} kB budget: load the new code lazily`);
      }
      if (hasZod) {
        this.error('zod is in the initial JS: only the lazily loaded forms may import schemas (see vite.config.ts)');
      }
    },
  };
}
