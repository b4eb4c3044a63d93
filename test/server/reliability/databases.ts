import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Client } from 'pg';
import { type DatabaseHandle, openDatabase } from '../../../src/server/db/client';
import { postgresUrlFor } from '../postgres-url';

/** A database one test owns: the server is pointed at it, and the test reads it back directly. */
export interface OwnedDatabase {
  label: string;
  /** DATABASE_URL for the server; unset means the embedded PGlite in the server's DATA_DIR. */
  serverUrl: string | undefined;
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}

const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

async function runAdminQuery(url: string, sql: string): Promise<void> {
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** A fresh database on a running PostgreSQL (TEST_DATABASE_URL's server by default). */
export async function freshPostgresDatabase(
  baseUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_POSTGRES_URL,
): Promise<OwnedDatabase> {
  const name = `margin_reliability_${randomBytes(6).toString('hex')}`;
  await runAdminQuery(baseUrl, `CREATE DATABASE ${name}`);
  const url = postgresUrlFor(baseUrl, name);
  return {
    label: 'PostgreSQL',
    serverUrl: url,
    open: () => openDatabase({ kind: 'postgres', url }),
    drop: () => runAdminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** The embedded database where main.ts keeps it; open it only while no server holds it. */
export function embeddedDatabase(dataDir: string): OwnedDatabase {
  return {
    label: 'embedded PGlite',
    serverUrl: undefined,
    open: () => openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') }),
    drop: async () => {},
  };
}
