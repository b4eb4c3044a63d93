import { lintPlanted } from './lint-planted';

const importsFactories = (depth: number) =>
  `import { createUser } from '${'../'.repeat(depth)}testing/factories';\n\nexport const make = createUser;\n`;

describe('test support stays out of production code', () => {
  it('refuses a production module that imports from a testing folder', () => {
    expect(lintPlanted('src/server/accounts', 'planted.ts', importsFactories(2))).toContain(
      'lint/style/noRestrictedImports',
    );
  });

  it('refuses the same import in the client', () => {
    const source = "import { server } from '../../../testing/msw-server';\n\nexport const mocked = server;\n";
    expect(lintPlanted('src/client/features/courses', 'planted.ts', source)).toContain(
      'lint/style/noRestrictedImports',
    );
  });

  it('allows the import in a test file', () => {
    expect(lintPlanted('src/server/accounts', 'planted.test.ts', importsFactories(2))).not.toContain(
      'lint/style/noRestrictedImports',
    );
  });
});
