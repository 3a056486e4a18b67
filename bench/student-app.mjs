// Part 2: the student app served by the built API (production mode, 10,000-career catalogue): the gzip size of
// the JavaScript the home page loads, then Lighthouse (mobile) on three pages. Prints figures and PASS/MISS.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../scripts/lib/services.mjs';
import { ensureBuilt, startStack } from './lib/stack.mjs';
import { getJson } from './lib/http.mjs';
import { loadPage, screenshotFile, withBrowser } from './lib/page-load.mjs';
import { CATEGORIES, failingAudits, lighthouse, scores } from './lib/lighthouse.mjs';
import { table, passMiss, fixed, kb } from './lib/table.mjs';

const MAX_HOME_JS_GZIP = 200 * 1024;
const MIN_SCORE = 90;
const resultsDir = join(root, 'bench', 'results');

export async function runStudentAppBench() {
  console.log('\n=== Part 2: the student app ===');
  mkdirSync(resultsDir, { recursive: true });
  await ensureBuilt({ student: true });
  const { baseUrl } = await startStack('app');
  const [{ careers }] = await getJson(`${baseUrl}/api/platform/careers?pageNum=0&num=10`);
  const pages = [
    { name: 'home', path: '/' },
    { name: 'careers', path: '/careers' },
    { name: 'career-detail', path: `/careers/${careers[0]._id}` },
  ];

  // Each page once in Playwright: the home page's JavaScript, and anything broken, reported as it is.
  const loads = await withBrowser(async (browser) => {
    const out = {};
    for (const p of pages) out[p.name] = await loadPage(browser, baseUrl + p.path, screenshotFile(resultsDir, p.name));
    return out;
  });
  const homeJs = loads.home.js;
  const total = homeJs.reduce((s, f) => ({ raw: s.raw + f.raw, gzip: s.gzip + f.gzip }), { raw: 0, gzip: 0 });
  console.log(
    `\nJavaScript loaded by / (mobile viewport, until network idle; gzip = zlib level 9 of the decoded body)`,
  );
  console.log(
    table([
      ['file', 'raw', 'gzip'],
      ...[...homeJs].sort((a, b) => b.gzip - a.gzip).map((f) => [new URL(f.url).pathname, kb(f.raw), kb(f.gzip)]),
      [`total (${homeJs.length} files)`, kb(total.raw), kb(total.gzip)],
    ]),
  );
  const jsOk = homeJs.length > 0 && total.gzip < MAX_HOME_JS_GZIP;
  console.log(`Home page JS gzip ${kb(total.gzip)}; target < ${kb(MAX_HOME_JS_GZIP)}: ${passMiss(jsOk)}`);
  writeFileSync(join(resultsDir, 'home-js.json'), JSON.stringify({ files: homeJs, total }, null, 2));

  console.log('\nPages in Chromium (screenshots in bench/results/<page>.png)');
  for (const p of pages) {
    const { problems, heading } = loads[p.name];
    console.log(`  ${p.path}: ${problems.length ? 'PROBLEMS' : 'ok'}${heading ? `, h1 "${heading}"` : ''}`);
    for (const problem of problems.slice(0, 10)) console.log(`    - ${problem}`);
  }

  // Lighthouse, one page after another (in parallel they would slow each other on 2 cores and skew the scores).
  const rows = [];
  const details = [];
  for (const p of pages) {
    const file = join(resultsDir, `lighthouse-${p.name}.json`);
    console.log(`  Lighthouse ${p.path} ...`);
    const report = await lighthouse(baseUrl + p.path, file);
    const s = scores(report);
    rows.push({ page: p.path, ...s, error: report.runtimeError?.message });
    for (const c of CATEGORIES)
      if (!(s[c] >= MIN_SCORE))
        details.push({ page: p.path, category: c, score: s[c], audits: failingAudits(report, c), report });
  }

  console.log(`\nLighthouse (mobile, simulated throttling); full reports in bench/results/lighthouse-<page>.json`);
  console.log(
    table([
      ['page', 'performance', `≥ ${MIN_SCORE}`, 'accessibility', `≥ ${MIN_SCORE}`],
      ...rows.map((r) => [
        r.page,
        r.performance ?? 'n/a',
        passMiss(r.performance >= MIN_SCORE),
        r.accessibility ?? 'n/a',
        passMiss(r.accessibility >= MIN_SCORE),
      ]),
    ]),
  );
  for (const r of rows) if (r.error) console.log(`  ${r.page}: Lighthouse runtime error: ${r.error}`);

  for (const d of details) {
    console.log(`\n${d.page} ${d.category} ${d.score ?? 'n/a'}: top failing audits`);
    if (d.category === 'performance') console.log(`  metrics: ${metrics(d.report)}`);
    console.log(
      table([
        ['audit', 'title', 'score', 'value', 'where'],
        ...d.audits.map((a) => [a.id, a.title.slice(0, 60), fixed(a.score), a.displayValue.slice(0, 40), a.example]),
      ]).replace(/^/gm, '  '),
    );
  }

  const targets = [jsOk, ...rows.flatMap((r) => CATEGORIES.map((c) => r[c] >= MIN_SCORE))];
  const broken = pages.filter((p) => loads[p.name].problems.length).map((p) => p.path);
  return {
    name: 'student app',
    met: targets.filter(Boolean).length,
    total: targets.length,
    note: broken.length ? `problems seen on ${broken.join(', ')}` : undefined,
  };
}

/** The five weighted metrics of the performance score, as Lighthouse displays them. */
function metrics(report) {
  const ids = [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
    'speed-index',
  ];
  return ids.map((id) => `${id.replace(/-/g, ' ')} ${report.audits[id]?.displayValue ?? 'n/a'}`).join(', ');
}
