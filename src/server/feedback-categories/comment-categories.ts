import { and, count, eq } from 'drizzle-orm';
import { ErrorCode } from '../../shared/contract/common';
import { type CategoryLook, isBuiltInCategory } from '../../shared/contract/feedback-categories';
import type { Database } from '../db/client';
import { assignments, courseStaff, feedbackItems, weeks } from '../db/schema';
import { HttpError } from '../errors';
import { categoriesByKey, listCategories } from './category-store';

const NOT_YOURS = 'Choose one of your active feedback categories (the Categories page lists them).';

/**
 * A comment the instructor writes or refiles goes under one of their active categories, or one of the
 * six built-in ones that the engine drafts with (so its comments, and older ones, keep passing).
 */
export async function refuseCategoryNotOffered(db: Database, ownerId: number, key: string): Promise<void> {
  if (isBuiltInCategory(key)) return;
  const offered = await listCategories(db, ownerId);
  if (offered.some((category) => category.isActive && category.key === key)) return;
  throw new HttpError(400, ErrorCode.validationFailed, 'Check the highlighted fields.', NOT_YOURS, {
    category: NOT_YOURS,
  });
}

/** How many comments on essays are filed under this key, by whoever filed them. */
export async function commentsFiledUnder(db: Database, key: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(feedbackItems)
    .where(eq(feedbackItems.category, key));
  return row.total;
}

/**
 * How a student's reader draws the categories of the comments on one essay: as the instructor who
 * released it keeps them, else as another of the course's staff does. A key nobody keeps is left out;
 * the reader draws it as a built-in category.
 */
export async function categoryLooksOf(
  db: Database,
  submission: { assignmentId: number; reviewedBy: number | null },
  keys: readonly string[],
): Promise<CategoryLook[]> {
  const wanted = [...new Set(keys)];
  if (wanted.length === 0) return [];
  const staff = await db
    .select({ userId: courseStaff.userId })
    .from(courseStaff)
    .innerJoin(weeks, eq(weeks.courseId, courseStaff.courseId))
    .innerJoin(
      assignments,
      and(eq(assignments.weekId, weeks.id), eq(assignments.id, submission.assignmentId)),
    )
    .orderBy(courseStaff.createdAt, courseStaff.userId);
  const owners = [
    ...new Set([
      ...(submission.reviewedBy ? [submission.reviewedBy] : []),
      ...staff.map((row) => row.userId),
    ]),
  ];
  const found = await categoriesByKey(db, owners, wanted);
  return wanted.flatMap((key) => {
    const row = found.get(key);
    return row ? [{ key, name: row.name, color: row.color, icon: row.icon }] : [];
  });
}
