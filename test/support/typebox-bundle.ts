/**
 * TypeBox 1.x ships as about 680 small ES modules. Jest loads each test file's modules afresh, so every
 * server test file resolved, read and compiled all of them again: about 0.6 s of each file's start. The
 * tests load TypeBox from one CommonJS bundle instead, made once per TypeBox version by webpack into
 * node_modules/.cache, with a small module for each entry point so that all of them share one copy.
 *
 * `typeboxModuleMapper()` is the `moduleNameMapper` for jest.config.ts; `ensureTypeboxBundle()` runs
 * in jest's global setup, before any test file resolves TypeBox.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Stats } from 'webpack';

const root = path.resolve(__dirname, '../..');
const { version } = JSON.parse(readFileSync(path.join(root, 'node_modules/typebox/package.json'), 'utf8'));
const cacheDir = path.join(root, 'node_modules/.cache/typebox-bundle', version);
const bundleFile = path.join(cacheDir, 'typebox.cjs');

/** The package's entry points as its `exports` name them: `.` and each subpath. */
export const ENTRY_POINTS = ['compile', 'error', 'format', 'guard', 'schema', 'system', 'type', 'value'];
const entryFile = (entry: string) => path.join(cacheDir, `${entry}.cjs`);

export function typeboxModuleMapper(): Record<string, string> {
  return {
    '^typebox$': entryFile('index'),
    [`^typebox/(${ENTRY_POINTS.join('|')})$`]: path.join(cacheDir, '$1.cjs'),
  };
}

export async function ensureTypeboxBundle(): Promise<void> {
  if (existsSync(bundleFile)) return;
  mkdirSync(cacheDir, { recursive: true });
  const sourceFile = path.join(cacheDir, 'all.mjs');
  writeFileSync(
    sourceFile,
    [
      "export * as index from 'typebox';",
      ...ENTRY_POINTS.map((entry) => `export * as ${entry} from 'typebox/${entry}';`),
    ].join('\n'),
  );
  const partial = `${bundleFile}.${process.pid}`;
  const { default: webpack } = await import('webpack');
  const stats = await new Promise<Stats>((resolve, reject) =>
    webpack(
      {
        mode: 'none',
        target: 'node',
        context: root,
        entry: sourceFile,
        output: { path: cacheDir, filename: path.basename(partial), library: { type: 'commonjs2' } },
        resolve: { modules: [path.join(root, 'node_modules')] },
        optimization: { minimize: false },
        devtool: false,
      },
      (error, result) => (error || !result ? reject(error) : resolve(result)),
    ),
  );
  if (stats.hasErrors())
    throw new Error(`TypeBox could not be bundled for the tests:\n${stats.toString('errors-only')}`);
  for (const entry of ['index', ...ENTRY_POINTS])
    writeFileSync(entryFile(entry), `module.exports = require('./typebox.cjs').${entry};\n`);
  // Renamed last, so a run that finds the bundle finds its entry modules too.
  renameSync(partial, bundleFile);
  rmSync(sourceFile);
}
