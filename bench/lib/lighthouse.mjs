// Lighthouse 13 through its CLI, one process per page, so each run
// gets a fresh Chromium that the CLI also kills. Mobile form factor (the default, with simulated throttling).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../../scripts/lib/services.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

export const CATEGORIES = ['performance', 'accessibility'];

/** Runs Lighthouse on `url`, writes the full JSON report to `outputPath`, returns the parsed report. */
export async function lighthouse(url, outputPath) {
  const args = [
    join(root, 'node_modules/lighthouse/cli/index.js'),
    url,
    '--output=json',
    `--output-path=${outputPath}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    '--form-factor=mobile',
    `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
    '--quiet',
  ];
  let stderr = '';
  const code = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('exit', resolve);
  });
  try {
    return JSON.parse(readFileSync(outputPath, 'utf8'));
  } catch {
    throw new Error(`Lighthouse exited with ${code} and wrote no report: ${stderr.trim().slice(-500)}`);
  }
}

/** Category scores as 0..100 (undefined when Lighthouse could not score, e.g. the page never painted). */
export function scores(report) {
  return Object.fromEntries(
    CATEGORIES.map((c) => [
      c,
      report.categories?.[c]?.score == null ? undefined : Math.round(report.categories[c].score * 100),
    ]),
  );
}

/**
 * The audits that cost the most in a category, for an engineer to start from: weighted audits (the metrics,
 * the accessibility checks) first by lost weight, then unweighted opportunities by the time they would save.
 */
export function failingAudits(report, category, limit = 8) {
  const refs = report.categories?.[category]?.auditRefs ?? [];
  return refs
    .map((ref) => ({ ref, audit: report.audits[ref.id] }))
    .filter(
      ({ audit }) =>
        audit && typeof audit.score === 'number' && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
    )
    .map(({ ref, audit }) => ({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      displayValue: audit.displayValue ?? '',
      lost: ref.weight * (1 - audit.score),
      savingsMs: audit.details?.overallSavingsMs ?? audit.metricSavings?.LCP ?? 0,
      example: firstExample(audit),
    }))
    .sort((a, b) => b.lost - a.lost || b.savingsMs - a.savingsMs || a.score - b.score)
    .slice(0, limit);
}

/** One offending element or URL, so the report points at something concrete (details nest: tables in lists). */
function firstExample(audit) {
  const items = audit.details?.items ?? [];
  const what = findExample(items);
  return items.length ? `${items.length} item(s)${what ? `, e.g. ${what.replace(/\s+/g, ' ').slice(0, 80)}` : ''}` : '';
}

function findExample(value, depth = 0) {
  if (!value || typeof value !== 'object' || depth > 5) return undefined;
  if (value.type === 'node' && (value.snippet || value.selector)) return value.snippet ?? value.selector;
  if (typeof value.url === 'string' && value.url) return value.url;
  for (const child of Array.isArray(value) ? value : Object.values(value)) {
    const found = findExample(child, depth + 1);
    if (found) return found;
  }
  return undefined;
}
