/**
 * Read by ts-node without a type check (tsc checks this file with the rest, in `npm run typecheck`):
 * checking it here took 3.5 s of CPU at the start of every jest run.
 * @jest-config-loader ts-node
 * @jest-config-loader-options {"transpileOnly": true, "compilerOptions": {"module": "CommonJS", "moduleResolution": "node10"}}
 */
import os from 'node:os';
import type { Config } from 'jest';
import { typeboxModuleMapper } from './test/support/typebox-bundle';

// ESM-only packages that jest (CommonJS) must transform before it can load them.
const esmOnly = [
  'typebox',
  'content-disposition',
  'cookie',
  'rettime',
  'until-async',
  '@open-draft/deferred-promise',
  'approx-string-match',
  'jose',
].join('|');

/**
 * swc, one file at a time and without types (tsc checks them once, in `npm run typecheck`), inside the
 * transformer that binds the built-in globals in each module (test/support/local-globals-transformer.cjs).
 */
const LOCAL_GLOBALS = '<rootDir>/test/support/local-globals-transformer.cjs';
const swc = (syntax: 'typescript' | 'ecmascript', jsx: boolean): [string, unknown] => [
  LOCAL_GLOBALS,
  {
    swc: {
      jsc: {
        target: 'es2022',
        parser: syntax === 'typescript' ? { syntax, tsx: jsx } : { syntax, jsx },
        transform: { react: { runtime: 'automatic' } },
      },
      module: { type: 'commonjs' },
    },
  },
];

const transform: Config['transform'] = {
  [`/node_modules/(${esmOnly})/.+\\.m?jsx?$`]: swc('ecmascript', true),
  // Every other package is CommonJS already: only its built-in globals are bound.
  '/node_modules/.+\\.c?js$': [LOCAL_GLOBALS, {}],
  '^.+\\.tsx$': swc('typescript', true),
  '^.+\\.ts$': swc('typescript', false),
  '^.+\\.m?jsx?$': swc('ecmascript', true),
};

const shared: Config = {
  transform,
  transformIgnorePatterns: [],
  moduleNameMapper: typeboxModuleMapper(),
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

// Suites that never open a database prove nothing more on PostgreSQL, so they run once, on PGlite.
const databaseFree = [
  '<rootDir>/src/server/contract-parity.test.ts',
  '<rootDir>/src/server/feedback/engine/',
  '<rootDir>/src/server/feedback/worker/',
  '<rootDir>/src/server/feedback/providers/',
  '<rootDir>/src/server/content/',
  '<rootDir>/src/server/auth/access.test.ts',
  '<rootDir>/src/server/config.test.ts',
  '<rootDir>/src/server/exports/workbook-response.test.ts',
  '<rootDir>/src/server/logs/log-writer.test.ts',
  '<rootDir>/src/server/spa-build.test.ts',
];

const serverProject = (displayName: string, database: 'pglite' | 'postgres'): Config => ({
  ...shared,
  displayName,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/server/**/*.test.ts'],
  testPathIgnorePatterns: [
    '/node_modules/',
    '<rootDir>/src/server/reliability/',
    ...(database === 'postgres' ? databaseFree : []),
  ],
  globalSetup: '<rootDir>/test/server/global-setup.ts',
  globalTeardown: '<rootDir>/test/server/global-teardown.ts',
  setupFiles: [`<rootDir>/test/server/use-${database}.ts`],
});

const config: Config = {
  // Server tests use real databases and argon2 hashing, deliberately slow, and whole screens render in jsdom:
  // a busy two-core machine must not fail them (a screen test has run past 30 s on a slow one).
  testTimeout: 60_000,
  // One worker more than cores: server suites spend much of their time waiting on PostgreSQL, timers and
  // worker threads, and the extra worker fills that time (on two cores: 593 s with two, 505 s with three,
  // together with the larger young generation that test:unit gives V8).
  maxWorkers: os.availableParallelism() + 1,
  // A worker keeps what each file leaves behind (jsdom windows, PGlite's WebAssembly heaps) and grew to
  // 3.7 GB, most of its time then going to the garbage collector: a worker past 600 MB after a file is
  // replaced (whole run on two cores: 466 s with no limit, 395 s at 1 GB, 371 s at 600 MB, 393 s at 300 MB).
  workerIdleMemoryLimit: '600MB',
  // A fresh clone has no remembered times: the files known to be slowest start first.
  testSequencer: '<rootDir>/test/support/slowest-first-sequencer.cjs',
  // TypeBox bundled into one module for the tests (test/support/typebox-bundle.ts).
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  projects: [
    // Screens and whatever needs a page (storage, the DOM, msw, the store): `*.test.tsx` and `*.dom.test.ts`.
    {
      ...shared,
      displayName: 'client',
      testEnvironment: 'jest-fixed-jsdom',
      testEnvironmentOptions: { customExportConditions: [''] },
      testMatch: [
        '<rootDir>/src/client/**/*.test.tsx',
        '<rootDir>/src/client/**/*.dom.test.ts',
        '<rootDir>/mocks/**/*.dom.test.ts',
        '<rootDir>/test/**/*.dom.test.ts',
      ],
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/src/client/build/'],
      setupFilesAfterEnv: ['<rootDir>/test/client/setup-tests.ts'],
    },
    // Pure rules, the contract, the build's scripts and the repository's own checks run in Node, without a
    // page, msw or Chakra to load: a quarter of the time they take in jsdom.
    {
      ...shared,
      displayName: 'logic',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/src/client/**/*.test.ts',
        '<rootDir>/src/client/build/**/*.test.tsx',
        '<rootDir>/src/shared/**/*.test.ts',
        '<rootDir>/mocks/**/*.test.ts',
        '<rootDir>/test/**/*.test.ts',
      ],
      testPathIgnorePatterns: ['/node_modules/', '\\.dom\\.test\\.ts$'],
    },
    serverProject('server', 'pglite'),
    // CI points TEST_DATABASE_URL at a real PostgreSQL so the same suite proves both databases.
    ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
    // Whole server processes killed and databases restarted under load: run once, not once per database.
    {
      ...shared,
      displayName: 'reliability',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/server/reliability/**/*.test.ts'],
    },
  ],
};

export default config;
