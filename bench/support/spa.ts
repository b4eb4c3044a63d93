import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, scratchDir } from './paths';

/** What the benchmarks read from webpack's stats: each lazy area's files. */
export interface ChunkGroups {
  [name: string]: { assets: Array<{ name: string }> };
}

export interface SpaBuild {
  dir: string;
  /** Null when an existing build was given without its stats. */
  chunkGroups: ChunkGroups | null;
  /** How the build was made, for the tables. */
  mode: string;
  remove: () => void;
}

function readChunkGroups(statsFile: string): ChunkGroups | null {
  if (!existsSync(statsFile)) return null;
  return (JSON.parse(readFileSync(statsFile, 'utf8')) as { namedChunkGroups: ChunkGroups }).namedChunkGroups;
}

function runWebpack(args: string[]): Promise<void> {
  const cli = path.join(repoRoot, 'node_modules/webpack-cli/bin/cli.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk) => {
      errors = (errors + chunk).slice(-4000);
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`webpack failed (exit ${code}):\n${errors}`)),
    );
  });
}

/**
 * The SPA the benchmarks load: BENCH_SPA_DIR when set (with BENCH_SPA_STATS, webpack's `--json` output,
 * for the list of chunks per area), otherwise a fresh build in a temporary folder. The full run builds
 * exactly as `npm start` does; the smoke run builds in development mode, which takes a third of the time
 * and exercises the same code.
 */
export async function prepareSpa({ smoke }: { smoke: boolean }): Promise<SpaBuild> {
  const given = process.env.BENCH_SPA_DIR;
  if (given) {
    const dir = path.resolve(given);
    if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`BENCH_SPA_DIR has no index.html: ${dir}`);
    const stats = process.env.BENCH_SPA_STATS;
    return { dir, chunkGroups: stats ? readChunkGroups(stats) : null, mode: 'given', remove: () => {} };
  }
  const scratch = scratchDir('spa');
  const dir = path.join(scratch.dir, 'dist');
  const statsFile = path.join(scratch.dir, 'stats.json');
  const mode = smoke ? 'development' : 'production';
  const devtool = smoke ? ['--devtool', 'false'] : [];
  await runWebpack(['--mode', mode, ...devtool, '--output-path', dir, `--json=${statsFile}`]);
  return { dir, chunkGroups: readChunkGroups(statsFile), mode, remove: scratch.remove };
}
