// Part 5: the staff console's first load. The built API (production mode) serves /admin/; Chromium opens it signed
// out, as a member of staff does before signing in, and every JavaScript file it loads until network idle is
// weighed (gzip level 9 of the decoded body). The resource pages, the signed-in frame and zod are loaded after
// sign-in (lazy chunks); this checks that they stay out of the first load. Prints figures and PASS/MISS.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../scripts/lib/services.mjs';
import { createBenchDatabase, ensureBuilt, setUpDatabase, startApi } from './lib/stack.mjs';
import { loadPage, screenshotFile, withBrowser } from './lib/page-load.mjs';
import { kb, passMiss, table } from './lib/table.mjs';

const MAX_CONSOLE_JS_GZIP = 400 * 1024;
const resultsDir = join(root, 'bench', 'results');

export async function runConsoleBundleBench() {
  console.log('\n=== Part 5: the staff console before sign-in ===');
  mkdirSync(resultsDir, { recursive: true });
  await ensureBuilt({ admin: true });
  // The sign-in page reads no data: the demo catalogue is enough for the API to start.
  const stack = await createBenchDatabase();
  await setUpDatabase('console', stack, { benchCatalogue: false });
  await startApi(stack);

  // /admin/ signed out: the console checks for a session (none), then shows its sign-in page.
  const load = await withBrowser((browser) =>
    loadPage(browser, `${stack.baseUrl}/admin/`, screenshotFile(resultsDir, 'console-login')),
  );
  const js = load.js;
  const total = js.reduce((s, f) => ({ raw: s.raw + f.raw, gzip: s.gzip + f.gzip }), { raw: 0, gzip: 0 });
  console.log(
    `\nJavaScript loaded by /admin/ before sign-in (until network idle; gzip = zlib level 9 of the decoded body)`,
  );
  console.log(
    table([
      ['file', 'raw', 'gzip'],
      ...[...js].sort((a, b) => b.gzip - a.gzip).map((f) => [new URL(f.url).pathname, kb(f.raw), kb(f.gzip)]),
      [`total (${js.length} files)`, kb(total.raw), kb(total.gzip)],
    ]),
  );
  const ok = js.length > 0 && total.gzip < MAX_CONSOLE_JS_GZIP;
  console.log(
    `Console JS before sign-in, gzip ${kb(total.gzip)}; target < ${kb(MAX_CONSOLE_JS_GZIP)}: ${passMiss(ok)}`,
  );
  console.log(
    `  /admin/: ${load.problems.length ? 'PROBLEMS' : 'ok'}${load.heading ? `, h1 "${load.heading}"` : ''} (screenshot in bench/results/console-login.png)`,
  );
  for (const problem of load.problems.slice(0, 10)) console.log(`    - ${problem}`);
  writeFileSync(join(resultsDir, 'console-js.json'), JSON.stringify({ files: js, total }, null, 2));
  return {
    name: 'staff console',
    met: ok ? 1 : 0,
    total: 1,
    note: load.problems.length ? 'problems seen on /admin/' : undefined,
  };
}
