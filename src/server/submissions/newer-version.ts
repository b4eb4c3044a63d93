import { and, type Column, eq, gt, lt, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { submissions } from '../db/schema';

const later = alias(submissions, 'later_version');

/** An essay's identity and place among its versions: values of one row, or the columns of the outer query. */
interface VersionOf {
  assignmentId: number | Column;
  userId: number | Column;
  version: number | Column;
}

/** The versions of one student's essay for one assignment, in a table of submissions (or its alias). */
export const sameEssay = (
  table: { assignmentId: Column; userId: Column },
  of: { assignmentId: number | Column; userId: number | Column },
) => and(eq(table.assignmentId, of.assignmentId), eq(table.userId, of.userId));

/** In a query over submissions: the versions of this essay before `of`, and `of` itself when `including` it. */
export const earlierVersions = (of: VersionOf, { including = false } = {}) =>
  and(sameEssay(submissions, of), (including ? lte : lt)(submissions.version, of.version));

/**
 * The newer versions of the same student's essay for the same assignment. Only the latest version
 * counts (for review, grading and drafting), so callers ask whether this is empty.
 */
export function newerVersions(db: Database, of: VersionOf) {
  return db
    .select({ id: later.id })
    .from(later)
    .where(and(sameEssay(later, of), gt(later.version, of.version)));
}

/** Whether the student has stored a newer version of this essay. */
export async function hasNewerVersion(db: Database, of: VersionOf): Promise<boolean> {
  const [newer] = await newerVersions(db, of).limit(1);
  return Boolean(newer);
}
