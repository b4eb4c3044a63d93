import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoRoot, tsxCli } from './paths';
import { freePort } from './ports';

export interface ServerProcess {
  /** Everything the process printed last (up to 8,000 characters), for error messages. */
  output(): string;
  /** Throws when the process has died since it started, with the end of what it printed. */
  assertAlive(): void;
  stop(): Promise<void>;
}

export interface RunningServer extends ServerProcess {
  baseUrl: string;
  /** The process started (tsx's, which runs the server in a child of its own). */
  child: ChildProcess;
}

export interface ServerOptions {
  dataDir: string;
  databaseUrl?: string;
  /** The built SPA to serve; without it only the API answers. */
  spaDir?: string;
  /** Seed the demo accounts and course on an empty database (as `npm start` does for PGlite). */
  seedDemo: boolean;
}

/**
 * The server's settings for a benchmark. The rate limits are raised: the benchmarks open many sessions
 * from one address, and those limits are for people, not for them.
 */
export function serverEnv(options: ServerOptions & { port?: number }): NodeJS.ProcessEnv {
  return {
    ...process.env,
    LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
    LOGIN_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '100000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    LOG_INGEST_RATE_LIMIT_PER_MINUTE: '100000',
    LOG_EVENTS_PER_ACCOUNT_PER_DAY: '10000000',
    ESSAY_SUBMISSIONS_PER_10_MINUTES: '100000',
    PORT: String(options.port ?? 0),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl ?? '',
    SEED_DEMO: options.seedDemo ? '1' : '0',
    SPA_DIR: options.spaDir ?? path.join(options.dataDir, 'no-spa'),
    SKIP_SPA_BUILD: '1',
    JWT_SECRET: 'bench-only-secret-that-is-long-enough-for-hs256',
    LOG_LEVEL: 'warn',
    SMTP_URL: '',
    OPENAI_BASE_URL: '',
  };
}

/**
 * `BENCH_CPU_PROFILE_DIR` writes a V8 CPU profile of every spawned server there when it stops (open it
 * in Chrome's DevTools). tsx runs the file in a child of its own, so the loader goes in as `--import`
 * instead, keeping the profiled process the server itself.
 */
function launcherArgs(): string[] {
  const dir = process.env.BENCH_CPU_PROFILE_DIR;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(dir)}`, '--import', 'tsx'] : [tsxCli];
}

/** Runs a TypeScript file of this repository with tsx in a child process, keeping what it prints. */
export function spawnScript(file: string, env: NodeJS.ProcessEnv): ServerProcess & { child: ChildProcess } {
  const child = spawn(process.execPath, [...launcherArgs(), path.join(repoRoot, file)], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const dead = () => child.exitCode !== null || child.signalCode !== null;
  return {
    child,
    output: () => output,
    assertAlive: () => {
      if (dead()) throw new Error(`${file} died during the run:\n${output}`);
    },
    stop: async () => {
      if (dead()) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const forced = sleep(10_000).then(() => child.kill('SIGKILL'));
      await Promise.race([exited, forced]);
    },
  };
}

/** Polls until `ready` returns a value, failing early when the process dies and after 240 s. */
export async function waitUntil<T>(
  process: ServerProcess,
  what: string,
  ready: () => Promise<T | null>,
): Promise<T> {
  const deadline = Date.now() + 240_000;
  try {
    while (Date.now() < deadline) {
      process.assertAlive();
      const value = await ready().catch(() => null);
      if (value !== null) return value;
      await sleep(250);
    }
    throw new Error(`${what} was not ready within 240 s:\n${process.output()}`);
  } catch (error) {
    await process.stop();
    throw error;
  }
}

/** The real server (`npm start`'s src/server/main.ts) in its own process, on a free port. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const port = await freePort();
  const server = spawnScript('src/server/main.ts', serverEnv({ ...options, port }));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntil(server, 'the server', async () =>
    (await fetch(`${baseUrl}/api/health`)).ok ? true : null,
  );
  return { ...server, baseUrl };
}
