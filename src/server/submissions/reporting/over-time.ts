import { and, gte, lt, sql } from 'drizzle-orm';
import type { DailySubmissions } from '../../../shared/contract/analytics';
import type { Database } from '../../db/client';
import type { ScopedSubmissions } from './scope';

const DAY_MS = 24 * 3600 * 1000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** Every calendar day (UTC) from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = startOfDay(from).getTime(); time <= startOfDay(to).getTime(); time += DAY_MS) {
    days.push(dayOf(new Date(time)));
  }
  return days;
}

/** The last `count` days up to and including today's date in UTC. */
export function lastDays(count: number, now: Date): { from: string; to: string } {
  return { from: dayOf(new Date(now.getTime() - (count - 1) * DAY_MS)), to: dayOf(now) };
}

/** Latest essays submitted on each day of the range; a quiet day is a zero, not a gap in the line. */
export async function submissionsPerDay(
  db: Database,
  scoped: ScopedSubmissions,
  range: { from: string; to: string },
): Promise<DailySubmissions[]> {
  const day = sql<string>`to_char(${scoped.submittedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .with(scoped)
    .select({ day, count: sql<number>`count(*)::int` })
    .from(scoped)
    .where(
      and(
        gte(scoped.submittedAt, startOfDay(range.from)),
        lt(scoped.submittedAt, new Date(startOfDay(range.to).getTime() + DAY_MS)),
      ),
    )
    .groupBy(day);
  const counts = new Map(rows.map((row) => [row.day, row.count]));
  return daysBetween(range.from, range.to).map((date) => ({ date, count: counts.get(date) ?? 0 }));
}
