import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Client } from 'pg';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client';
import { postgresUrlFor, TEMPLATE_DATABASE } from './postgres-url';
import { snapshotFile } from './snapshot-path';

async function adminQuery(sql: string): Promise<void> {
  const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** A fresh, migrated database for one test file, on the engine this jest project runs against. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.MARGIN_TEST_DATABASE === 'postgres') {
    const name = `margin_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
    const handle = await openDatabase({
      kind: 'postgres',
      url: postgresUrlFor(process.env.TEST_DATABASE_URL!, name),
    });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  const snapshot = new Blob([readFileSync(snapshotFile())]);
  return openDatabase({ kind: 'pglite', snapshot });
}
