import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';

// webpack's configuration is CommonJS, like the rest of the build.
const projectConfig: (
  env: unknown,
  argv: { mode: string },
) => Configuration = require('../../../webpack.config.js');

/**
 * The production settings on a one-line entry instead of the whole app, so the build takes seconds: what
 * decides whether a bundle points at its source map is the `devtool` setting, and that is kept.
 */
function buildTinyBundle(outputDir: string): Promise<void> {
  const entry = path.join(outputDir, 'entry.js');
  writeFileSync(entry, 'export const answer = () => 6 * 7;\nconsole.log(answer());\n');
  const production = projectConfig({}, { mode: 'production' });
  const config: Configuration = {
    ...production,
    entry: { main: entry },
    output: { ...production.output, path: path.join(outputDir, 'dist') },
    plugins: [],
  };
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else resolve();
    });
  });
}

describe('the production build and source maps', () => {
  let outputDir: string;
  beforeAll(async () => {
    outputDir = mkdtempSync(path.join(os.tmpdir(), 'margin-source-maps-'));
    await buildTinyBundle(outputDir);
  }, 120_000);
  afterAll(() => rmSync(outputDir, { recursive: true, force: true }));

  it('writes bundles that do not point at a source map, so a browser never asks for one', () => {
    const dist = path.join(outputDir, 'dist');
    const scripts = readdirSync(dist).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect({
        script,
        mapReference: /sourceMappingURL/.test(readFileSync(path.join(dist, script), 'utf8')),
      }).toEqual({
        script,
        mapReference: false,
      });
    }
  });
});
