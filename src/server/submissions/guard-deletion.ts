import { count, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { assignments, submissions, weeks } from '../db/schema';
import { conflict } from '../errors';
import { withPlaceAndAuthor } from './essay-place';

type Holder = { course: number } | { week: number } | { assignment: number };

async function countSubmissions(db: Database, holder: Holder): Promise<number> {
  const where =
    'course' in holder
      ? eq(weeks.courseId, holder.course)
      : 'week' in holder
        ? eq(weeks.id, holder.week)
        : eq(assignments.id, holder.assignment);
  const [row] = await withPlaceAndAuthor(db.select({ value: count() }).from(submissions).$dynamic()).where(
    where,
  );
  return Number(row.value);
}

/**
 * Essays are students' work: deleting what holds some (a course, a week, an assignment) deletes them
 * too, so it is refused with 409 and the count until the request says it is confirmed.
 */
export async function refuseUnconfirmedLoss(
  db: Database,
  holder: Holder,
  confirmed?: boolean,
): Promise<void> {
  if (confirmed) return;
  const essays = await countSubmissions(db, holder);
  if (essays === 0) return;
  const [what] = Object.keys(holder);
  const noun = essays === 1 ? 'submission' : 'submissions';
  throw conflict(
    `This ${what} holds ${essays} student ${noun}. Deleting it deletes ${essays === 1 ? 'it' : 'them'} too; confirm to go ahead.`,
  );
}
