import { eq } from 'drizzle-orm';
import { ErrorCode } from '../../shared/contract/common';
import { type CategoryLook, isBuiltInCategory } from '../../shared/contract/feedback-categories';
import { staffOfAssignment } from '../courses/staff-store';
import type { Database } from '../db/client';
import { feedbackItems } from '../db/schema';
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
export const commentsFiledUnder = (db: Database, key: string): Promise<number> =>
  db.$count(feedbackItems, eq(feedbackItems.category, key));

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
  const staff = await staffOfAssignment(db, submission.assignmentId);
  const owners = [
    ...new Set([...(submission.reviewedBy ? [submission.reviewedBy] : []), ...staff.map((user) => user.id)]),
  ];
  const found = await categoriesByKey(db, owners, wanted);
  return wanted.flatMap((key) => {
    const row = found.get(key);
    return row ? [{ key, name: row.name, color: row.color, icon: row.icon }] : [];
  });
}
