import type { Config } from 'jest';

// ESM-only packages that jest (CommonJS) must transform before it can load them.
const esmOnly = [
  'typebox',
  'content-disposition',
  'cookie',
  'rettime',
  'until-async',
  '@open-draft/deferred-promise',
].join('|');

const transform: Config['transform'] = {
  '^.+\\.(m?[tj]sx?)$': [
    'ts-jest',
    {
      tsconfig: { module: 'commonjs', moduleResolution: 'node10', allowJs: true, jsx: 'react-jsx' },
      diagnostics: false,
    },
  ],
};

const shared: Config = {
  transform,
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

const serverProject = (displayName: string, database: 'pglite' | 'postgres'): Config => ({
  ...shared,
  displayName,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/server/**/*.test.ts', '<rootDir>/src/shared/**/*.test.ts'],
  globalSetup: '<rootDir>/src/server/testing/global-setup.ts',
  globalTeardown: '<rootDir>/src/server/testing/global-teardown.ts',
  setupFiles: [`<rootDir>/src/server/testing/use-${database}.ts`],
});

const config: Config = {
  // Server tests use real databases and argon2 hashing, deliberately slow; a busy two-core machine must not fail them.
  testTimeout: 30_000,
  projects: [
    {
      ...shared,
      displayName: 'client',
      testEnvironment: 'jest-fixed-jsdom',
      testEnvironmentOptions: { customExportConditions: [''] },
      testMatch: ['<rootDir>/src/client/**/*.test.ts?(x)', '<rootDir>/mocks/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/src/client/testing/setup-tests.ts'],
    },
    serverProject('server', 'pglite'),
    // CI points TEST_DATABASE_URL at a real PostgreSQL so the same suite proves both databases.
    ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
  ],
};

export default config;
