import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const migrationsDir = path.resolve(__dirname, '../../src/server/db/migrations');

/** A hash of every migration file: the snapshot is rebuilt only when the schema it holds would change. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(migrationsDir);
  return hash.digest('hex').slice(0, 16);
}

/**
 * Where test runs keep the migrated PGlite snapshot: a fixed place in the checkout's cache, because jest's
 * global set-up and its workers share no environment.
 */
export function snapshotDir(): string {
  return path.resolve(__dirname, '../../node_modules/.cache/margin-tests');
}

let cachedFile: string | undefined;

/** Named by the migrations' hash, so a run reuses the last run's snapshot unless a migration changed. */
export function snapshotFile(): string {
  cachedFile ??= path.join(snapshotDir(), `pglite-snapshot-${migrationsHash()}.tar`);
  return cachedFile;
}
