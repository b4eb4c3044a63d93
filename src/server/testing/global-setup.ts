import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { Client } from 'pg';
import { dumpPglite, openDatabase } from '../db/client';
import { postgresUrlFor, TEMPLATE_DATABASE } from './postgres-url';
import { snapshotDir, snapshotFile } from './snapshot-path';

async function preparePostgresTemplate(baseUrl: string): Promise<void> {
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();
  const handle = await openDatabase({ kind: 'postgres', url: postgresUrlFor(baseUrl, TEMPLATE_DATABASE) });
  await handle.migrate();
  await handle.close();
}

async function preparePgliteSnapshot(): Promise<void> {
  const handle = await openDatabase({ kind: 'pglite' });
  await handle.migrate();
  const snapshot = await dumpPglite(handle);
  await handle.close();
  mkdirSync(snapshotDir(), { recursive: true });
  // Written aside and renamed, so a concurrent run never reads half a snapshot.
  const partial = `${snapshotFile()}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await snapshot.arrayBuffer()));
  renameSync(partial, snapshotFile());
}

/**
 * Migrates once per run: PGlite is dumped to a snapshot that each test file restores (about 0.4 s
 * instead of 3 s); PostgreSQL, when TEST_DATABASE_URL is set, gets a template each test file copies.
 * Jest calls a global set-up file once even when several projects name it, so this prepares both.
 */
export default async function globalSetup(): Promise<void> {
  await preparePgliteSnapshot();
  if (process.env.TEST_DATABASE_URL) await preparePostgresTemplate(process.env.TEST_DATABASE_URL);
}
