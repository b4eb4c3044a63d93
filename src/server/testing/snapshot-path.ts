import path from 'node:path';

/**
 * Where test runs keep the migrated PGlite snapshot. A fixed place in the checkout's cache: jest's
 * global set-up and its workers share no environment, and every run rewrites it from the migrations.
 */
export function snapshotDir(): string {
  return path.resolve(__dirname, '../../../node_modules/.cache/margin-tests');
}

export const snapshotFile = () => path.join(snapshotDir(), 'pglite-snapshot.tar');
