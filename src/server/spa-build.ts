import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
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

function filesUnder(entry: string): string[] {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry).flatMap((name) => filesUnder(path.join(entry, name)));
}

/**
 * What the build is made from: each source file's path, size and time of change. Folder times are left
 * out on purpose: a file written and removed again (the architecture tests plant some in src/client)
 * changes its folder's time but not the build.
 */
export function sourceFingerprint(
  entries: readonly string[] = sources.map((source) => path.join(root, source)),
) {
  const hash = createHash('sha256');
  for (const file of entries.flatMap(filesUnder).sort()) {
    const { size, mtimeMs } = statSync(file);
    hash.update(`${path.relative(root, file)}\0${size}\0${mtimeMs}\n`);
  }
  return hash.digest('hex');
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
 * Builds the SPA when the build is missing, made from other sources or with other build-time
 * settings, so `npm start` always serves the latest. With `withStats`, also when it lacks webpack's
 * stats.
 */
export function ensureSpaBuild(
  spaDir: string,
  log: (message: string) => void,
  { withStats = false }: { withStats?: boolean } = {},
): void {
  const stamp = path.join(spaDir, '.build-stamp');
  const built = existsSync(stamp);
  // The stamp's first line says when; the rest is what the build was made from.
  const madeFrom = `${buildSettings()}\n${sourceFingerprint()}\n`;
  const current = built && readFileSync(stamp, 'utf8').split('\n').slice(1).join('\n') === madeFrom;
  const hasStats = !withStats || existsSync(spaStatsFile(spaDir));
  if (current && hasStats) return;
  const webpack = path.join(root, 'node_modules/webpack-cli/bin/cli.js');
  if (!existsSync(webpack)) {
    if (built) {
      log('The SPA sources changed but webpack is not installed; serving the existing build.');
      return;
    }
    throw new Error('The SPA has not been built and webpack is not installed. Run `npm install` first.');
  }
  log(
    built ? 'The SPA sources changed; rebuilding…' : 'Building the SPA for the first time (about a minute)…',
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
  writeFileSync(stamp, `${new Date().toISOString()}\n${madeFrom}`);
}
