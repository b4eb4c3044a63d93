import { and, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/** A table whose rows have an integer id. */
type TableWithId = PgTable & { id: PgColumn };

/** A table whose rows also record when they last changed. */
type StampedTable = TableWithId & { updatedAt: PgColumn };

/** The row with this id when `ownerId` owns it: another instructor's row is not theirs to see or change. */
export const ownedRow = (table: TableWithId & { ownerId: PgColumn }, ownerId: number, id: number) =>
  and(eq(table.ownerId, ownerId), eq(table.id, id)) as SQL;

/** A single-use row still open: not used yet (`usedAt` null) and not past `expiresAt`. */
export const stillUsable = (usedAt: PgColumn, expiresAt: PgColumn) =>
  and(isNull(usedAt), gt(expiresAt, new Date())) as SQL;

/** The first row `where` picks, or undefined when none does. */
export async function findWhere<T extends PgTable>(
  db: Database,
  table: T,
  where: SQL | undefined,
): Promise<T['$inferSelect'] | undefined> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .limit(1);
  return row as T['$inferSelect'] | undefined;
}

/** Every row `where` picks, in `order`. */
export function listWhere<T extends PgTable>(
  db: Database,
  table: T,
  where: SQL | undefined,
  ...order: SQL[]
): Promise<T['$inferSelect'][]> {
  return db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...order) as Promise<T['$inferSelect'][]>;
}

/** The row with this id, or undefined when there is none. */
export const findById = <T extends TableWithId>(db: Database, table: T, id: number) =>
  findWhere(db, table, eq(table.id, id));

/** Whether a row with this id exists, without reading it. */
export async function existsById(db: Database, table: TableWithId, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(eq(table.id, id));
  return row !== undefined;
}

/**
 * Changes the row that `where` picks and marks when it changed: the changed row, or undefined when none
 * matched (no such id, or one its owner does not hold).
 */
export async function updateStamped<T extends StampedTable>(
  db: Database,
  table: T,
  where: SQL | number,
  changes: PgUpdateSetSource<T>,
): Promise<T['$inferSelect'] | undefined> {
  const changed = (await db
    .update(table)
    .set({ ...changes, updatedAt: new Date() })
    .where(typeof where === 'number' ? eq(table.id, where) : where)
    .returning()) as T['$inferSelect'][];
  return changed[0];
}

/** Deletes what `where` picks (a row's id, or a condition); whether there was anything to delete. */
export async function deleteWhere(db: Database, table: TableWithId, where: SQL | number): Promise<boolean> {
  const deleted = await db
    .delete(table)
    .where(typeof where === 'number' ? eq(table.id, where) : where)
    .returning({ id: table.id });
  return deleted.length > 0;
}
