import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { initialLoadBudget } from './initialLoadBudget.ts';

/** A tiny app built for real: an entry that imports ~2 kB (gzip) of text, a lazy page, and a fake zod. */
const root = mkdtempSync(join(tmpdir(), 'budget-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const random = (n: number) => Array.from({ length: n }, () => Math.random().toString(36).slice(2)).join('');
writeFileSync(join(root, 'index.html'), '<!doctype html><script type="module" src="/main.js"></script>');
writeFileSync(join(root, 'text.js'), `export const text = ${JSON.stringify(random(300))};`);
writeFileSync(join(root, 'page.js'), `import { z } from 'zod'; export const page = () => z('page');`);
mkdirSync(join(root, 'node_modules/zod'), { recursive: true });
writeFileSync(join(root, 'node_modules/zod/package.json'), '{"name":"zod","type":"module","main":"index.js"}');
writeFileSync(join(root, 'node_modules/zod/index.js'), `export const z = (s) => '${random(5)}' + s;`);

const buildWith = (main: string, limitKb: number) => {
  writeFileSync(join(root, 'main.js'), main);
  return build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [initialLoadBudget(limitKb)],
    build: { write: false, minify: false },
  });
};

const lazyMain = `import { text } from './text.js'; console.log(text); import('./page.js').then((m) => m.page());`;

describe('initial load budget', () => {
  it('passes a build whose first load is under the budget (lazy chunks do not count)', async () => {
    await expect(buildWith(lazyMain, 20)).resolves.toBeDefined();
  });

  it('fails the build when the first load is over the budget', async () => {
    await expect(buildWith(lazyMain, 1)).rejects.toThrow(/over the 1 kB budget/);
  });

  it('fails the build when zod is in the first load', async () => {
    const eager = `import { page } from './page.js'; console.log(page());`;
    await expect(buildWith(eager, 20)).rejects.toThrow(/zod is in the initial JS/);
  });
});
