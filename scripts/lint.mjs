#!/usr/bin/env node
// `npm run lint` (and the first tier of `npm test`): format, lint, layer rules (with a self-test that each rule
// catches a planted violation) and types. Each check is reported as passed or failed; exits 1 if any failed.
// `--json <file>` writes { passed, failed } for scripts/test.mjs.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { root } from './lib/services.mjs';
import { checkPlantedViolations } from './lint/planted-violations.mjs';
import { requireNode24 } from './lib/node-version.mjs';

requireNode24();

const bin = (name) => `${root}/node_modules/.bin/${name}`;
const CHECKS = [
  ['format (Prettier)', bin('prettier'), ['--check', '--log-level', 'warn', '.']],
  ['lint (ESLint)', bin('eslint'), ['--max-warnings', '0', '.']],
  [
    'layer rules (dependency-cruiser)',
    bin('depcruise'),
    [
      'apps',
      'libs',
      'test',
      'e2e',
      'frontend-student/src',
      'frontend-admin/src',
      '--config',
      '.dependency-cruiser.cjs',
    ],
  ],
  ['types (server, tests, e2e)', 'npm', ['run', '--silent', 'typecheck']],
  ['types (student app)', 'npm', ['run', '--silent', 'typecheck', '-w', 'frontend-student']],
  ['types (staff console)', 'npm', ['run', '--silent', 'typecheck', '-w', 'frontend-admin']],
];

const exec = (cmd, args) =>
  new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(1));
  });

const results = [];
for (const [name, cmd, args] of CHECKS) {
  const code = await exec(cmd, args);
  results.push({ name, ok: code === 0 });
}
const planted = await checkPlantedViolations().catch((error) => ({ checked: 1, problems: [String(error)] }));
for (const problem of planted.problems) console.error(`  ${problem}`);
results.push({ name: `layer rules catch ${planted.checked} planted violations`, ok: planted.problems.length === 0 });

console.log('');
for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name}`);
const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
const jsonAt = process.argv.indexOf('--json');
if (jsonAt > 0) writeFileSync(process.argv[jsonAt + 1], JSON.stringify({ passed, failed }));
process.exit(failed ? 1 : 0);
