import { and, count, desc, eq, gte, ilike, inArray, lte, or, type SQL } from 'drizzle-orm';
import { type LogListQuery, levelsAtLeast } from '../../shared/contract/logs';
import type { Database } from '../db/client';
import { likePattern } from '../db/like-pattern';
import { findById } from '../db/rows';
import { logRecords } from '../db/schema';
import type { LogRow } from './log-rows';

/** `user` is an id or part of a username; digits match either. */
function userFilter(user: string): SQL {
  const byName = ilike(logRecords.username, likePattern(user));
  return /^\d{1,9}$/.test(user) ? or(eq(logRecords.userId, Number(user)), byName)! : byName;
}

/** The WHERE of GET /admin/logs: every filter given, all of them at once. */
export function logFilters(query: LogListQuery): SQL | undefined {
  const filters: SQL[] = [];
  if (query.level) filters.push(eq(logRecords.level, query.level));
  if (query.min_level) filters.push(inArray(logRecords.level, levelsAtLeast(query.min_level)));
  if (query.category) filters.push(eq(logRecords.category, query.category));
  if (query.service) filters.push(eq(logRecords.service, query.service));
  const user = query.user?.trim();
  if (user) filters.push(userFilter(user));
  if (query.from) filters.push(gte(logRecords.timestamp, new Date(query.from)));
  if (query.to) filters.push(lte(logRecords.timestamp, new Date(query.to)));
  const text = query.q?.trim();
  if (text)
    filters.push(
      or(ilike(logRecords.message, likePattern(text)), ilike(logRecords.endpoint, likePattern(text)))!,
    );
  return filters.length ? and(...filters) : undefined;
}

/** Newest first; the id breaks ties so that pages never overlap. */
export const newestFirst = [desc(logRecords.timestamp), desc(logRecords.id)];

/** One page of the records the query picks, newest first, and how many it picks in all. */
export async function listLogRecords(
  db: Database,
  query: LogListQuery,
  page: { page: number; pageSize: number },
): Promise<{ rows: LogRow[]; total: number }> {
  const where = logFilters(query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(logRecords)
      .where(where)
      .orderBy(...newestFirst)
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ total: count() }).from(logRecords).where(where),
  ]);
  return { rows, total: Number(total) };
}

export const findLogRecord = (db: Database, id: number) => findById(db, logRecords, id);
