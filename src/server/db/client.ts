import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool } from 'pg';
import { type ChangeFeed, pgliteChangeFeed, postgresChangeFeed } from './change-feed';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Changes committed to the database, for the read caches (see change-feed.ts). */
  changes: ChangeFeed;
  /**
   * Asks the database whether it answers, for the health check: on PostgreSQL over a connection of its
   * own, so that a burst of requests holding the pool's connections does not make it wait in line.
   */
  ping(): Promise<void>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(__dirname, 'migrations');

/** An arbitrary number that names the session lock held while migrating a shared database. */
const MIGRATION_LOCK_KEY = 4_260_117;

/**
 * Several servers started at once on one PostgreSQL would each apply the same migrations, and all but
 * one would fail on a table another had just created. One at a time: the first to hold the lock migrates,
 * the rest wait for it and then find nothing left to apply.
 */
async function migrateOneServerAtATime(pool: Pool, db: Database): Promise<void> {
  const lockHolder = await pool.connect();
  let lockLost: Error | undefined;
  try {
    await lockHolder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(db as never, { migrationsFolder });
  } finally {
    await lockHolder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch((error: Error) => {
      lockLost = error;
    });
    // A connection that could not unlock is closed rather than reused; closing it ends the lock too.
    lockHolder.release(lockLost);
  }
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; onError?: (error: Error) => void }
  | { kind: 'pglite'; dataDir?: string; snapshot?: Blob };

/** Opens PostgreSQL when a URL is given, else the embedded PGlite (in a folder, or in memory from a snapshot). */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new Pool({ connectionString: target.url, max: 10, connectionTimeoutMillis: 5000 });
    // An idle client that loses its connection (a database restart) must not crash the process.
    pool.on('error', (error) => target.onError?.(error));
    // The pool listens only to idle clients. One checked out for a transaction that loses its connection
    // would emit 'error' with nobody listening, which ends the process; the transaction's own query
    // fails with the same cause and reaches the caller, so the event itself needs no handling.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    const changes = postgresChangeFeed(target.url, target.onError);
    const healthPool = new Pool({ connectionString: target.url, max: 1, connectionTimeoutMillis: 5000 });
    healthPool.on('error', (error) => target.onError?.(error));
    healthPool.on('connect', (client) => client.on('error', () => {}));
    return {
      db,
      kind: 'postgres',
      changes,
      ping: async () => {
        await healthPool.query('SELECT 1');
      },
      migrate: () => migrateOneServerAtATime(pool, db),
      close: async () => {
        await changes.close();
        await Promise.all([pool.end(), healthPool.end()]);
      },
    };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const client = target.snapshot
    ? await PGlite.create({ loadDataDir: target.snapshot })
    : await PGlite.create(target.dataDir ?? 'memory://');
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  const changes = await pgliteChangeFeed(client);
  return {
    db,
    kind: 'pglite',
    changes,
    // One embedded database answers one query at a time, whoever asks.
    ping: async () => {
      await client.query('SELECT 1');
    },
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: async () => {
      await changes.close();
      await client.close();
    },
  };
}

/** Asks whether the database answers over the connections every query shares (a handle's `ping` has its own). */
export async function pingThroughQueries(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Used by the test set-up to snapshot a migrated embedded database once and restore it per test file. */
export async function dumpPglite(handle: DatabaseHandle): Promise<Blob> {
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  return client.dumpDataDir('none');
}
