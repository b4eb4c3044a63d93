import { lintPlanted } from './lint-planted';

const RULE = 'lint/style/noRestrictedImports';
const module = (specifier: string) =>
  `import { anything } from '${specifier}';\n\nexport const used = anything;\n`;

describe('features meet only through their entries', () => {
  it('refuses a feature module that reaches into another feature', () => {
    const top = lintPlanted(
      'src/client/features/grading-desk',
      'planted.ts',
      module('../essay-viewer/essay-pane'),
      {
        inFolder: true,
      },
    );
    expect(top).toContain(RULE);
    const nested = lintPlanted(
      'src/client/features/grading-desk',
      'planted.ts',
      module('../../essay-viewer/viewer-model'),
    );
    expect(nested).toContain(RULE);
  });

  it('allows another feature through its entry, and the feature’s own modules at any depth', () => {
    const viaEntry = lintPlanted(
      'src/client/features/grading-desk',
      'planted.ts',
      module('../essay-viewer'),
      {
        inFolder: true,
      },
    );
    expect(viaEntry).not.toContain(RULE);
    const own = lintPlanted(
      'src/client/features/grading-desk',
      'planted.ts',
      module('../components/item-fields'),
    );
    expect(own).not.toContain(RULE);
    const shared = lintPlanted(
      'src/client/features/grading-desk',
      'planted.ts',
      module('../../../components/page-header'),
    );
    expect(shared).not.toContain(RULE);
  });

  it('refuses the app layer a feature’s inner module', () => {
    expect(
      lintPlanted('src/client/app', 'planted.ts', module('../../features/courses/courses-api')),
    ).toContain(RULE);
    expect(lintPlanted('src/client/app', 'planted.ts', module('../../features/courses'))).not.toContain(RULE);
  });

  it('refuses shared code any feature at all', () => {
    expect(lintPlanted('src/client/components', 'planted.ts', module('../../features/courses'))).toContain(
      RULE,
    );
    expect(lintPlanted('src/client/lib', 'planted.ts', module('../../features/auth'))).toContain(RULE);
  });

  it('leaves tests free to reach inside', () => {
    const test = lintPlanted(
      'src/client/components',
      'planted.test.ts',
      module('../../features/courses/courses-api'),
    );
    expect(test).not.toContain(RULE);
  });
});
