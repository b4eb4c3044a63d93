import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

type Loader = (this: { resourcePath: string; addDependency(file: string): void }, source: string) => string;
// webpack's loaders are CommonJS, like the rest of the build configuration.
const removeSchemas: Loader = require('./contract-without-schemas-loader');

const contractDir = path.resolve(__dirname, '../../shared/contract');
const contractFiles = readdirSync(contractDir).filter(
  (file) => file.endsWith('.ts') && !file.includes('.test.'),
);

function browserSourceOf(file: string): string {
  const resourcePath = path.join(contractDir, file);
  return removeSchemas.call({ resourcePath, addDependency: () => {} }, readFileSync(resourcePath, 'utf8'));
}

/**
 * The module as the browser runs it: transpiled like ts-loader does, then evaluated with nothing to
 * import but the browser builds of its sibling contract modules.
 */
function browserModuleOf(file: string): Record<string, unknown> {
  const { outputText } = ts.transpileModule(browserSourceOf(file), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  const exports: Record<string, unknown> = {};
  const requireSibling = (name: string) => {
    if (name.startsWith('./')) return browserModuleOf(`${name.slice(2)}.ts`);
    throw new Error(`the browser build of ${file} imports ${name}`);
  };
  new Function('exports', 'require', outputText)(exports, requireSibling);
  return exports;
}

describe('the shared contract in the browser build', () => {
  it.each(contractFiles)('%s builds no schema and imports nothing from TypeBox', (file) => {
    const source = browserSourceOf(file);
    expect(source).not.toMatch(/from 'typebox'/);
    expect(source).not.toMatch(/\bType\.[A-Z]/);
  });

  it('keeps the constants and functions the SPA imports, working', () => {
    const logs = browserModuleOf('logs.ts');
    expect(logs.LOG_LEVELS).toEqual(['debug', 'info', 'warning', 'error']);
    expect(logs.SLOW_CALL_MS).toBe(3000);
    const levelOf = logs.levelOfClientEvent as (event: object) => string;
    expect(levelOf({ category: 'PERFORMANCE', success: true, duration: 5000 })).toBe('warning');

    const feedback = browserModuleOf('feedback.ts');
    expect(feedback.SEVERITIES).toEqual(['low', 'medium', 'high']);
    expect(feedback.FEEDBACK_CATEGORIES).toContain('grammar');

    const exportsModule = browserModuleOf('exports.ts');
    expect((exportsModule.exportPath as (query: object) => string)({ kind: 'grades', course_id: 3 })).toBe(
      '/admin/exports/grades.xlsx?course_id=3',
    );
    expect(browserModuleOf('common.ts').ErrorCode).toMatchObject({ notFound: 'NOT_FOUND' });
  });

  it('drops what is built from a schema another contract module exported', () => {
    // content.ts builds its word limits with common.ts's NullableInteger, which the build removes.
    expect(browserSourceOf('content.ts')).not.toMatch(/NullableInteger\(/);
    expect(() => browserModuleOf('content.ts')).not.toThrow();
  });
});
