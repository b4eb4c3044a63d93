import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { freshPostgresDatabase, type OwnedDatabase } from '../../../test/server/reliability/databases';
import type { DatabaseHandle } from '../db/client';

// Servers started together on one PostgreSQL, as a deployment starts them.
const SERVERS = 3;

let database: OwnedDatabase;
let handles: DatabaseHandle[] = [];

beforeAll(async () => {
  database = await freshPostgresDatabase();
  handles = await Promise.all(Array.from({ length: SERVERS }, () => database.open()));
});

afterAll(async () => {
  await Promise.all(handles.map((handle) => handle.close()));
  await database?.drop();
});

it('migrates an empty database once when several servers start on it at the same moment', async () => {
  const outcomes = await Promise.allSettled(handles.map((handle) => handle.migrate()));

  const failures = outcomes.flatMap((outcome) =>
    outcome.status === 'rejected' ? [String(outcome.reason?.cause ?? outcome.reason)] : [],
  );
  expect(failures).toEqual([]);
  const applied = await handles[0].db.execute<{ hash: string }>(
    sql`select hash from drizzle.__drizzle_migrations`,
  );
  const hashes = (applied as unknown as { rows: Array<{ hash: string }> }).rows.map((row) => row.hash);
  const journal = readFileSync(path.join(__dirname, '../db/migrations/meta/_journal.json'), 'utf8');
  // Every migration applied, and each once.
  expect(new Set(hashes).size).toBe(JSON.parse(journal).entries.length);
  expect(hashes).toHaveLength(new Set(hashes).size);
});
