import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { hashPassword } from '../../src/server/auth/passwords';
import { dumpPglite, openDatabase } from '../../src/server/db/client';
import { PASSWORD } from './factories';
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
  if (existsSync(snapshotFile())) return;
  const handle = await openDatabase({ kind: 'pglite' });
  await handle.migrate();
  const snapshot = await dumpPglite(handle);
  await handle.close();
  mkdirSync(snapshotDir(), { recursive: true });
  // Written aside and renamed, so a concurrent run never reads half a snapshot.
  const partial = `${snapshotFile()}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await snapshot.arrayBuffer()));
  renameSync(partial, snapshotFile());
  // Snapshots of older migrations are never read again.
  for (const name of readdirSync(snapshotDir()))
    if (name.endsWith('.tar') && name !== path.basename(snapshotFile()))
      rmSync(path.join(snapshotDir(), name));
}

/**
 * Migrates once: PGlite is dumped to a snapshot that each test file restores (about 0.4 s instead of
 * 3 s), kept between runs until a migration changes; PostgreSQL, when TEST_DATABASE_URL is set, gets a
 * template each test file copies.
 * Jest calls a global set-up file once even when several projects name it, so this prepares both.
 */
export default async function globalSetup(): Promise<void> {
  // Workers inherit the environment, so every test user with the usual password shares this one hash.
  process.env.MARGIN_TEST_PASSWORD_HASH = await hashPassword(PASSWORD);
  await preparePgliteSnapshot();
  if (process.env.TEST_DATABASE_URL) await preparePostgresTemplate(process.env.TEST_DATABASE_URL);
}
