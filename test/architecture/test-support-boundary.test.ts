import { lintPlanted } from './lint-planted';

const importsFactories = (depth: number) =>
  `import { createUser } from '${'../'.repeat(depth)}test/server/factories';\n\nexport const make = createUser;\n`;

describe('test support stays out of production code', () => {
  it('refuses a production module that imports from test/', () => {
    expect(lintPlanted('src/server/accounts', 'planted.ts', importsFactories(4))).toContain(
      'lint/style/noRestrictedImports',
    );
  });

  it('refuses the same import in the client', () => {
    const source =
      "import { server } from '../../../../../test/client/msw-server';\n\nexport const mocked = server;\n";
    expect(lintPlanted('src/client/features/courses', 'planted.ts', source)).toContain(
      'lint/style/noRestrictedImports',
    );
  });

  it('refuses it in the demo area’s handlers', () => {
    const source =
      "import { callAs } from '../../../test/mocks/contract-calls';\n\nexport const call = callAs;\n";
    expect(lintPlanted('mocks/handlers', 'planted.ts', source)).toContain('lint/style/noRestrictedImports');
  });

  it('allows the import in a test file', () => {
    expect(lintPlanted('src/server/accounts', 'planted.test.ts', importsFactories(4))).not.toContain(
      'lint/style/noRestrictedImports',
    );
  });
});
