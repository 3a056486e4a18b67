// Backend tests (Jest in ESM mode with @swc/jest, see ../shared/TOOLCHAIN.md). Every file gets its own
// fresh PostgreSQL database and its own BullMQ prefix on the real Redis (test/support/test-env.ts).
const swc = {
  module: { type: 'es6' },
  jsc: {
    target: 'es2022',
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
  },
};

const ESM_ONLY = 'cookie|content-disposition|@apidevtools/json-schema-ref-parser';

export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  roots: ['<rootDir>/apps', '<rootDir>/libs'],
  testMatch: ['**/*.spec.ts'],
  moduleNameMapper: {
    '^@app/([a-z-]+)$': '<rootDir>/libs/$1/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  transform: {
    '^.+\\.ts$': ['@swc/jest', swc],
    // Fastify's inject and @fastify/static `require` ESM-only packages, which Jest on Node 20 cannot.
    [`/node_modules/(${ESM_ONLY})/.+\\.js$`]: ['@swc/jest', { module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY})/)`],
  testTimeout: 60_000,
  maxWorkers: 2,
  // Jest's ESM mode keeps every finished test file's module graph in its worker (about 40 MB per HTTP spec, still
  // there after a full GC; jestjs/jest#14605). A worker that ran half the suite held ~700 MB, and Node took longer
  // than Jest's fixed 500 ms to tear such a heap down when it exited, so Jest reported it "force exited" although
  // no handle was left open. Recycling a worker once its heap passes this bound keeps every exit well within it.
  workerIdleMemoryLimit: '300MB',
};
