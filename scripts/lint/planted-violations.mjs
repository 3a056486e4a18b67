// Proves the layer rules bite: a throwaway tree with one planted violation per rule of .dependency-cruiser.cjs,
// cruised with that very config. Each rule must report its own violation, and the clean part of the tree nothing.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { cruise } from 'dependency-cruiser';

const require = createRequire(import.meta.url);

/** file → source; each violation's importer names the rule it plants. */
const TREE = {
  // A clean baseline: an app using libs through their indexes, a lib using another's index, a lib's own repository.
  'apps/api/src/main.ts': "import { a } from '../../../libs/alpha/src/index.js';\nexport const main = a;\n",
  'libs/alpha/src/index.ts': "export { a } from './alpha.service.js';\n",
  'libs/alpha/src/alpha.service.ts':
    "import { rows } from './alpha.repository.js';\nimport { b } from '../../beta/src/index.js';\nexport const a = rows + b;\n",
  'libs/alpha/src/alpha.repository.ts': 'export const rows = 1;\n',
  'libs/beta/src/index.ts': "export { b } from './beta.service.js';\n",
  'libs/beta/src/beta.service.ts': 'export const b = 2;\n',
  'libs/beta/src/beta.repository.ts': 'export const betaRows = 3;\n',
  'libs/contracts/src/index.ts': 'export const contract = 4;\n',
  'frontend-student/src/ok.ts':
    "import { contract } from '../../libs/contracts/src/index.js';\nexport const ok = contract;\n",
  'frontend-admin/src/ok.ts':
    "import { contract } from '../../libs/contracts/src/index.js';\nexport const ok = contract;\n",
  // Planted violations.
  'libs/gamma/src/imports-app.ts': "import { main } from '../../../apps/api/src/main.js';\nexport const g = main;\n",
  'libs/gamma/src/skips-index.ts': "import { b } from '../../beta/src/beta.service.js';\nexport const s = b;\n",
  'apps/worker/src/skips-index.ts':
    "import { b } from '../../../libs/beta/src/beta.service.js';\nexport const w = b;\n",
  'libs/delta/src/index.ts':
    "export { betaRows } from '../../beta/src/index.js';\nexport * from './delta.repository.js';\n",
  'libs/delta/src/delta.repository.ts': 'export const deltaRows = 5;\n',
  'frontend-student/src/server.ts': "import { b } from '../../libs/beta/src/index.js';\nexport const f = b;\n",
  'frontend-admin/src/server.ts': "import { main } from '../../apps/api/src/main.js';\nexport const f = main;\n",
  'frontend-admin/src/one.ts': "import { two } from './two.js';\nexport const one = () => two;\n",
  'frontend-admin/src/two.ts': "import { one } from './one.js';\nexport const two = () => one;\n",
  'libs/epsilon/src/one.ts': "import { two } from './two.js';\nexport const one = () => two;\n",
  'libs/epsilon/src/two.ts': "import { one } from './one.js';\nexport const two = () => one;\n",
  'apps/api/src/worker-import.ts': "import { w } from '../../worker/src/skips-index.js';\nexport const x = w;\n",
};

const EXPECTED = [
  ['libs-do-not-import-apps', 'libs/gamma/src/imports-app.ts'],
  ['lib-through-its-index-between-libs', 'libs/gamma/src/skips-index.ts'],
  ['lib-through-its-index', 'apps/worker/src/skips-index.ts'],
  ['repository-stays-in-its-lib', 'libs/delta/src/index.ts'],
  ['frontends-import-only-contracts', 'frontend-student/src/server.ts'],
  ['frontends-import-only-contracts', 'frontend-admin/src/server.ts'],
  ['no-circular', 'frontend-admin/src/one.ts'],
  ['no-circular', 'libs/epsilon/src/one.ts'],
  ['apps-do-not-import-each-other', 'apps/api/src/worker-import.ts'],
];

export async function checkPlantedViolations() {
  const dir = mkdtempSync(join(tmpdir(), 'layer-rules-'));
  const cwd = process.cwd();
  try {
    for (const [file, source] of Object.entries(TREE)) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), source);
    }
    const { forbidden } = require(join(cwd, '.dependency-cruiser.cjs'));
    process.chdir(dir);
    const result = await cruise(['apps', 'libs', 'frontend-student', 'frontend-admin'], {
      validate: true,
      ruleSet: { forbidden },
      tsPreCompilationDeps: true,
    });
    const found = result.output.summary.violations.map((v) => [v.rule.name, v.from]);
    const problems = EXPECTED.filter(([rule, from]) => !found.some(([r, f]) => r === rule && f === from)).map(
      ([rule, from]) => `rule ${rule} did not report the violation planted in ${from}`,
    );
    const planted = new Set(EXPECTED.map(([, from]) => from));
    for (const [rule, from] of found) {
      // A cycle is reported from each of its files.
      const inCycle =
        rule === 'no-circular' && (from.startsWith('libs/epsilon/') || from === 'frontend-admin/src/two.ts');
      if (!planted.has(from) && !inCycle) problems.push(`rule ${rule} reported the clean file ${from}`);
    }
    return { checked: EXPECTED.length, problems };
  } finally {
    process.chdir(cwd);
    rmSync(dir, { recursive: true, force: true });
  }
}
