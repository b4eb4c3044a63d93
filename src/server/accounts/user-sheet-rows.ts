import { asc, gt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { personColumns } from './person-columns';

/** Accounts in the order they were created, `limit` of them after `afterId`: the rows of the Users sheet. */
export function usersAfter(db: Database, afterId: number, limit: number) {
  return db
    .select({ ...personColumns, createdAt: users.createdAt })
    .from(users)
    .where(gt(users.id, afterId))
    .orderBy(asc(users.id))
    .limit(limit);
}

export type UserSheetRow = Awaited<ReturnType<typeof usersAfter>>[number];
