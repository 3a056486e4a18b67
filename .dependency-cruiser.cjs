// Layer rules (npm run lint; part of npm test). A lib is libs/<name>; its public face is libs/<name>/src/index.ts,
// imported as @app/<name>. Each rule names what it protects.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycles: a cycle makes two modules one, and Nest resolves them in an undefined order.',
      severity: 'error',
      from: { path: '^(apps|libs|frontend-student/src|frontend-admin/src)/' },
      to: { circular: true },
    },
    {
      name: 'libs-do-not-import-apps',
      comment: 'Apps import libs, never the other way round.',
      severity: 'error',
      from: { path: '^libs/' },
      to: { path: '^apps/' },
    },
    {
      name: 'apps-do-not-import-each-other',
      comment: 'The api and the worker share code through libs only.',
      severity: 'error',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'lib-through-its-index',
      comment:
        "Another lib (or an app) uses a lib only through its index (@app/<lib>), so a lib's inside can change freely.",
      severity: 'error',
      from: { path: '^(apps|libs|test)/', pathNot: '^libs/([^/]+)/' },
      to: { path: '^libs/([^/]+)/', pathNot: ['^libs/[^/]+/src/index\\.ts$'] },
    },
    {
      name: 'lib-through-its-index-between-libs',
      comment: 'Inside libs: libs/A reaches libs/B only through libs/B/src/index.ts.',
      severity: 'error',
      from: { path: '^libs/([^/]+)/' },
      to: { path: '^libs/', pathNot: ['^libs/$1/', '^libs/[^/]+/src/index\\.ts$'] },
    },
    {
      name: 'repository-stays-in-its-lib',
      comment:
        "A lib's repository (its SQL over its own tables) is used only inside that lib: its index does not export it, " +
        'and nothing outside the lib imports it. Its row types may be exported (`export type`): a type runs no SQL.',
      severity: 'error',
      from: { path: '^libs/([^/]+)/src/index\\.ts$' },
      to: { path: '\\.repository\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'frontends-import-only-contracts',
      comment: 'The frontends import nothing from the server but libs/contracts (types and zod validators).',
      severity: 'error',
      from: { path: '^frontend-[^/]+/' },
      to: { path: '^(apps|libs|test)/', pathNot: '^libs/contracts/' },
    },
    {
      name: 'server-does-not-import-frontends',
      severity: 'error',
      from: { path: '^(apps|libs)/' },
      to: { path: '^frontend-' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|coverage)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
    },
    moduleSystems: ['es6', 'cjs'],
  },
};
