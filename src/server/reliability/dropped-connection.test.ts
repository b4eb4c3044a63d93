import { sql } from 'drizzle-orm';
import type { Pool, PoolClient } from 'pg';
import { freshPostgresDatabase, type OwnedDatabase } from '../../../test/server/reliability/databases';
import type { DatabaseHandle } from '../db/client';
import { isDatabaseUnavailable } from '../db/errors';

let database: OwnedDatabase;
let handle: DatabaseHandle;
let admin: DatabaseHandle;

beforeAll(async () => {
  database = await freshPostgresDatabase();
  handle = await database.open();
  admin = await database.open();
});

afterAll(async () => {
  await handle?.close();
  await admin?.close();
  await database?.drop();
});

it('fails a transaction whose connection is cut as "database unavailable", and the process lives on', async () => {
  const pool = (handle.db as unknown as { $client: Pool }).$client;
  let connectionEnded: Promise<void> | undefined;
  pool.once('acquire', (client: PoolClient) => {
    // Not events.once: it would listen for 'error' itself and hide the event under test.
    connectionEnded = new Promise((resolve) => client.once('end', resolve));
  });

  const transaction = handle.db.transaction(async (tx) => {
    const result = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
    const [{ pid }] = (result as unknown as { rows: Array<{ pid: number }> }).rows;
    // What a database restart does to every session: the server ends it between two statements.
    await admin.db.execute(sql`select pg_terminate_backend(${pid})`);
    await connectionEnded;
    await tx.execute(sql`select 1`);
  });

  const failure = await transaction.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(isDatabaseUnavailable(failure)).toBe(true);
  // The pool hands out a fresh connection afterwards.
  await expect(handle.db.execute(sql`select 1 as one`)).resolves.toBeDefined();
});
