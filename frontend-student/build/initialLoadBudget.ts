import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Reports the gzipped JS the first page load needs (the entry chunk and its static imports) and warns when
 * it passes the budget or pulls in zod (which only the lazily loaded forms need).
 */
export function initialLoadBudget(limitKb: number): Plugin {
  return {
    name: 'initial-load-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
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
        const chunk = byName.get(fileName)!;
        bytes += gzipSync(chunk.code).length;
        hasZod ||= Object.keys(chunk.modules).some((id) => id.includes('/node_modules/zod/'));
      }
      const kb = bytes / 1024;
      this.info(`initial JS (entry + static imports): ${kb.toFixed(1)} kB gzip in ${seen.size} files`);
      if (kb > limitKb) this.warn(`initial JS is ${kb.toFixed(1)} kB gzip, over the ${limitKb} kB budget`);
      if (hasZod) this.warn('zod is in the initial JS: check treeshake.manualPureFunctions in vite.config.ts');
    },
  };
}
