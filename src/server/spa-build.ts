import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const sources = [
  'src/client',
  'src/shared',
  'public',
  'mocks',
  'webpack.config.js',
  'tsconfig.json',
  'package-lock.json',
];

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(entry, name))),
    stats.mtimeMs,
  );
}

/** The build-time settings the bundle bakes in (webpack's DefinePlugin): a change of one rebuilds. */
const buildSettings = () =>
  JSON.stringify({
    API_BASE: process.env.API_BASE ?? '',
    LEGACY_ANALYTICS: process.env.LEGACY_ANALYTICS ?? '',
  });

/**
 * webpack's account of a build (`--json`), kept inside the build so that a rebuild, which empties the
 * folder, never leaves one that describes another build. The benchmarks read each area's chunks from it.
 */
export const spaStatsFile = (spaDir: string) => path.join(spaDir, '.webpack-stats.json');

/**
 * Builds the SPA when the build is missing, older than its sources or made with other build-time
 * settings, so `npm start` always serves the latest. With `withStats`, also when it lacks webpack's
 * stats.
 */
export function ensureSpaBuild(
  spaDir: string,
  log: (message: string) => void,
  { withStats = false }: { withStats?: boolean } = {},
): void {
  const stamp = path.join(spaDir, '.build-stamp');
  const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  const sameSettings = builtAt > 0 && readFileSync(stamp, 'utf8').includes(buildSettings());
  const changedAt = Math.max(...sources.map((source) => newestChange(path.join(root, source))));
  const hasStats = !withStats || existsSync(spaStatsFile(spaDir));
  if (builtAt > changedAt && sameSettings && hasStats) return;
  const webpack = path.join(root, 'node_modules/webpack-cli/bin/cli.js');
  if (!existsSync(webpack)) {
    if (builtAt) {
      log('The SPA sources changed but webpack is not installed; serving the existing build.');
      return;
    }
    throw new Error('The SPA has not been built and webpack is not installed. Run `npm install` first.');
  }
  log(
    builtAt
      ? 'The SPA sources changed; rebuilding…'
      : 'Building the SPA for the first time (about a minute)…',
  );
  const stats = withStats ? [`--json=${spaStatsFile(spaDir)}`] : [];
  const result = spawnSync(
    process.execPath,
    [webpack, '--mode', 'production', '--output-path', spaDir, ...stats],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error('The SPA build failed; see the webpack output above.');
  writeFileSync(stamp, `${new Date().toISOString()}\n${buildSettings()}\n`);
}
