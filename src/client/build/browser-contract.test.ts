import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack, { type Configuration, type StatsModule } from 'webpack';

// webpack's configuration is CommonJS, like the rest of the build.
const projectConfig: (
  env: unknown,
  argv: { mode: string },
) => Configuration = require('../../../webpack.config.js');

const contract = path.resolve(__dirname, '../../shared/contract');

/**
 * Every module the browser may import from the shared contract, bundled with the production settings:
 * the modules of webpack's answer, node_modules included, and the bundle's text.
 */
function bundleTheContract(outputDir: string): Promise<{ modules: string[]; scripts: string }> {
  const entry = path.join(outputDir, 'entry.js');
  writeFileSync(entry, `import * as contract from ${JSON.stringify(contract)};\nconsole.log(contract);\n`);
  const production = projectConfig({}, { mode: 'production' });
  const config: Configuration = {
    ...production,
    entry: { main: entry },
    output: { ...production.output, path: path.join(outputDir, 'dist') },
    devtool: false,
    plugins: [],
    optimization: { ...production.optimization, splitChunks: false, runtimeChunk: false },
  };
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error || !stats || stats.hasErrors()) {
        reject(error ?? new Error(stats?.toString('errors-only')));
        return;
      }
      const answer = stats.toJson({ modules: true, nestedModules: true, source: false });
      const names = (modules: StatsModule[] = []): string[] =>
        modules.flatMap((module) => [module.name ?? '', ...names(module.modules)]);
      const dist = config.output!.path!;
      const scripts = readdirSync(dist)
        .filter((name) => name.endsWith('.js'))
        .map((name) => readFileSync(path.join(dist, name), 'utf8'))
        .join('\n');
      resolve({ modules: names(answer.modules), scripts });
    });
  });
}

describe('the shared contract in the browser build', () => {
  let outputDir: string;
  let bundle: { modules: string[]; scripts: string };
  beforeAll(async () => {
    outputDir = mkdtempSync(path.join(os.tmpdir(), 'margin-browser-contract-'));
    bundle = await bundleTheContract(outputDir);
  }, 120_000);
  afterAll(() => rmSync(outputDir, { recursive: true, force: true }));

  it('bundles the types and constants without TypeBox or any schema module', () => {
    expect(bundle.modules.some((name) => name.includes('src/shared/contract/routes.ts'))).toBe(true);
    const leaked = new Set(
      bundle.modules.flatMap((name) => {
        if (/node_modules[\\/]typebox[\\/]/.test(name)) return ['typebox'];
        return /contract[\\/]schemas[\\/]/.test(name) ? [name] : [];
      }),
    );
    expect([...leaked]).toEqual([]);
    // TypeBox marks every schema it builds with a '~kind' key, which minifying keeps.
    expect(bundle.scripts).not.toContain('~kind');
    expect(bundle.scripts).toContain('admin/exports/grades.xlsx');
  });
});
