import path from 'node:path';
import { Client } from 'pg';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client';
import { scratchDir } from './paths';

/** Where a benchmark's data lives, in the form the server's settings name it. */
export interface BenchDatabase {
  /** 'PGlite' or 'PostgreSQL', for the tables. */
  label: string;
  /** DATA_DIR for the server (PGlite keeps its files in DATA_DIR/pglite, as `npm start` does). */
  dataDir: string;
  /** DATABASE_URL for the server; empty for PGlite. */
  databaseUrl: string;
  open(): Promise<DatabaseHandle>;
  dispose(): Promise<void>;
}

async function onServer(url: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, empty database: PGlite in a temporary folder, or, when BENCH_DATABASE_URL names a
 * PostgreSQL server, a new database created on it for this run and dropped afterwards, so the database
 * the URL names is never written to.
 */
export async function createBenchDatabase(name: string): Promise<BenchDatabase> {
  const scratch = scratchDir(name);
  const dataDir = path.join(scratch.dir, 'data');
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    return {
      label: 'PGlite',
      dataDir,
      databaseUrl: '',
      open: () => openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') }),
      dispose: async () => scratch.remove(),
    };
  }
  const database = `margin_bench_${name.replace(/\W/g, '_')}_${process.pid}_${Date.now()}`;
  await onServer(serverUrl, `CREATE DATABASE ${database}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return {
    label: 'PostgreSQL',
    dataDir,
    databaseUrl: url.toString(),
    open: () => openDatabase({ kind: 'postgres', url: url.toString() }),
    dispose: async () => {
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      scratch.remove();
    },
  };
}
