import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { freePort } from './server-process';

const run = promisify(execFile);
const POSTGRES_ROOT = '/usr/lib/postgresql';

/** The newest installed server's bin folder, or a message saying what is missing. */
function findBinDir(): string {
  const versions = existsSync(POSTGRES_ROOT)
    ? readdirSync(POSTGRES_ROOT).sort((a, b) => Number(b) - Number(a))
    : [];
  const binDir = versions
    .map((version) => path.join(POSTGRES_ROOT, version, 'bin'))
    .find((dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')));
  if (!binDir) {
    throw new Error(
      `No PostgreSQL server binaries (initdb, pg_ctl) under ${POSTGRES_ROOT}/<version>/bin: ` +
        'install the PostgreSQL server package to run the database restart test.',
    );
  }
  return binDir;
}

async function postgresAccount(): Promise<{ uid: number; gid: number }> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    throw new Error('There is no "postgres" system account to run the private PostgreSQL cluster as.');
  }
}

/**
 * A PostgreSQL cluster of the test's own, in a temporary folder on a free port, so restarting it
 * never disturbs the machine's shared server that other suites use at the same time.
 */
export class PrivatePostgres {
  private constructor(
    private readonly binDir: string,
    private readonly baseDir: string,
    readonly port: number,
  ) {}

  private get dataDir(): string {
    return path.join(this.baseDir, 'data');
  }

  static async create(): Promise<PrivatePostgres> {
    const uid = process.getuid?.();
    if (uid !== 0) {
      throw new Error(
        `The database restart test starts its own PostgreSQL cluster as the postgres account (runuser), ` +
          `which needs root; this process runs as uid ${uid}.`,
      );
    }
    const binDir = findBinDir();
    const owner = await postgresAccount();
    const baseDir = mkdtempSync(path.join(os.tmpdir(), 'margin-private-pg-'));
    chownSync(baseDir, owner.uid, owner.gid);
    const cluster = new PrivatePostgres(binDir, baseDir, await freePort());
    try {
      await cluster.asPostgres('initdb', [
        '-D',
        cluster.dataDir,
        '-A',
        'trust',
        '-U',
        'postgres',
        '--no-sync',
      ]);
      await cluster.start();
    } catch (error) {
      await cluster.destroy();
      throw error;
    }
    return cluster;
  }

  /** A connection string for one database of this cluster. */
  url(database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  async createDatabase(name: string): Promise<string> {
    const admin = new Client({ connectionString: this.url() });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${name}`);
    } finally {
      await admin.end();
    }
    return this.url(name);
  }

  start(): Promise<void> {
    const options = `-p ${this.port} -k ${this.baseDir} -c listen_addresses=127.0.0.1`;
    return this.pgCtl(['start', '-o', options]);
  }

  /** `fast` ends every session politely; `immediate` kills the server outright, like a crash. */
  restart(mode: 'fast' | 'immediate'): Promise<void> {
    return this.pgCtl(['restart', '-m', mode]);
  }

  stop(mode: 'fast' | 'immediate' = 'fast'): Promise<void> {
    return this.pgCtl(['stop', '-m', mode]);
  }

  /** Stops the cluster if it runs and removes its folder; safe to call after a failed start. */
  async destroy(): Promise<void> {
    if (existsSync(path.join(this.dataDir, 'postmaster.pid'))) await this.stop('immediate').catch(() => {});
    rmSync(this.baseDir, { recursive: true, force: true });
  }

  // The log file keeps the server's output off pg_ctl's pipe, which would otherwise stay open.
  private pgCtl(args: string[]): Promise<void> {
    const logFile = path.join(this.baseDir, 'server.log');
    return this.asPostgres('pg_ctl', ['-D', this.dataDir, '-l', logFile, '-w', '-t', '60', ...args]);
  }

  private async asPostgres(tool: string, args: string[]): Promise<void> {
    try {
      await run('runuser', ['-u', 'postgres', '--', path.join(this.binDir, tool), ...args], {
        timeout: 90_000,
      });
    } catch (error) {
      const { stderr, stdout } = error as { stderr?: string; stdout?: string };
      throw new Error(`${tool} ${args.join(' ')} failed: ${stderr || stdout || String(error)}`);
    }
  }
}
