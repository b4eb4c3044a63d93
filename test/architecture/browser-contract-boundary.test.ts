import { lintPlanted } from './lint-planted';

const RESTRICTED = 'lint/style/noRestrictedImports';

// The bundle test (src/client/build/browser-contract.test.ts) holds the contract's browser modules to
// types and constants; these hold the browser's own code to them.
describe('the browser takes no schema from the contract', () => {
  it('refuses a client module that imports a schema', () => {
    const source =
      "import { CourseSchema } from '../../../shared/contract/schemas/courses';\n\nexport const schema = CourseSchema;\n";
    expect(lintPlanted('src/client/features/courses', 'planted.ts', source)).toContain(RESTRICTED);
  });

  it('refuses a mock that builds a schema with TypeBox', () => {
    const source = "import { Type } from 'typebox';\n\nexport const schema = Type.String();\n";
    expect(lintPlanted('mocks/handlers', 'planted.ts', source)).toContain(RESTRICTED);
  });

  it("allows the contract's types and constants, and TypeBox's Static type", () => {
    const source = [
      "import type { Static } from 'typebox';",
      "import { type Course, TITLE_MAX } from '../../../shared/contract';",
      '',
      'export type Title = Static<never> | Course["title"];',
      'export const limit = TITLE_MAX;',
      '',
    ].join('\n');
    expect(lintPlanted('src/client/features/courses', 'planted.ts', source)).not.toContain(RESTRICTED);
  });

  it('leaves tests free to check answers against the schemas', () => {
    const source =
      "import { CourseSchema } from '../src/shared/contract/schemas/courses';\n\nexport const schema = CourseSchema;\n";
    expect(lintPlanted('mocks', 'planted.test.ts', source)).not.toContain(RESTRICTED);
  });
});
