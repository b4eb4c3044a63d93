import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import { readHealth } from './api-client';

const repoRoot = path.resolve(__dirname, '../../..');
const OUTPUT_CHUNKS_KEPT = 200;

/** A port nobody listens on right now, for one server copy. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as net.AddressInfo;
  probe.close();
  await once(probe, 'close');
  return port;
}

export interface ServerSettings {
  port: number;
  dataDir: string;
  jwtSecret: string;
  /** Unset: the embedded PGlite in DATA_DIR. */
  databaseUrl?: string;
  extraEnv?: Record<string, string>;
}

/**
 * The production entry point (src/server/main.ts) as its own process. Node loads tsx itself rather than
 * through tsx's command, which would run the server in a grandchild that a SIGKILL never reaches.
 */
export class ServerProcess {
  readonly baseUrl: string;
  private child: ChildProcess | undefined;
  private exit: Promise<void> = Promise.resolve();
  private readonly output: string[] = [];

  constructor(private readonly settings: ServerSettings) {
    this.baseUrl = `http://127.0.0.1:${settings.port}`;
  }

  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** The server's recent output, for a failure message. */
  recentOutput(): string {
    return this.output.join('');
  }

  /** Adds whether the server still runs, and what it last said, to a step's failure. */
  async explainFailure<T>(step: Promise<T>): Promise<T> {
    try {
      return await step;
    } catch (error) {
      const state = this.running ? 'still running' : 'no longer running';
      throw new Error(
        `${(error as Error).message}\nThe server is ${state}; its last output:\n${this.recentOutput()}`,
      );
    }
  }

  async start(): Promise<void> {
    const { port, dataDir, jwtSecret, databaseUrl, extraEnv } = this.settings;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SPA_DIR: path.join(dataDir, 'no-spa'),
        SKIP_SPA_BUILD: '1',
        SEED_DEMO: '0',
        JWT_SECRET: jwtSecret,
        LOG_LEVEL: 'warn',
        // The steady load resubmits the same students' essays many times a minute, far past a person's pace.
        ESSAY_SUBMISSIONS_PER_10_MINUTES: '100000',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const keep = (chunk: Buffer) => {
      this.output.push(chunk.toString('utf8'));
      if (this.output.length > OUTPUT_CHUNKS_KEPT) this.output.shift();
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    this.exit = once(child, 'exit').then(() => undefined);
    await this.waitUntilHealthy();
  }

  /** Resolves once GET /api/health answers 200; fails at once if the process ends instead. */
  async waitUntilHealthy(timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!this.running) throw new Error(`The server process has ended:\n${this.recentOutput()}`);
      if ((await readHealth(this.baseUrl)).status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`The server did not become healthy in ${timeoutMs} ms:\n${this.recentOutput()}`);
  }

  /** The abrupt end: no shutdown hook runs, open connections and transactions are cut. */
  async kill(): Promise<void> {
    this.child?.kill('SIGKILL');
    await this.exit;
  }

  /** The orderly end (SIGTERM), so an embedded database is closed cleanly before it is inspected. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.child?.kill('SIGTERM');
    const forced = setTimeout(() => this.child?.kill('SIGKILL'), 20_000);
    await this.exit;
    clearTimeout(forced);
  }
}
