import { and, asc, eq, getTableColumns, notExists } from 'drizzle-orm';
import { displayNameColumn } from '../accounts/display-name';
import type { Database } from '../db/client';
import { assignments, submissions, users } from '../db/schema';
import type { LoadedSubmission } from '../feedback/admin-detail';
import type { SubmissionHead } from './dto';
import { newerVersions } from './newer-version';

type SubmissionRow = typeof submissions.$inferSelect;

export async function findSubmission(db: Database, id: number): Promise<SubmissionRow | undefined> {
  const [row] = await db.select().from(submissions).where(eq(submissions.id, id));
  return row;
}

const { contentHtml: _html, contentText: _text, ...headColumns } = getTableColumns(submissions);
/** Every column of a submission but its texts (SubmissionHead). */
export const submissionHeadColumns = headColumns;

/** A submission without its text, for the routes that need only its owner and version. */
export async function findSubmissionHead(db: Database, id: number): Promise<SubmissionHead | undefined> {
  const [row] = await db.select(submissionHeadColumns).from(submissions).where(eq(submissions.id, id));
  return row;
}

/** The submission with its assignment and author, only when it belongs to that assignment. */
export async function findSubmissionOfAssignment(
  db: Database,
  assignmentId: number,
  submissionId: number,
): Promise<LoadedSubmission | undefined> {
  const [row] = await db
    .select({ submission: submissions, assignment: assignments, student: users })
    .from(submissions)
    .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
    .innerJoin(users, eq(users.id, submissions.userId))
    .where(and(eq(submissions.id, submissionId), eq(submissions.assignmentId, assignmentId)));
  return row;
}

/** Each student's latest essay for the assignment with the student's name, the earliest submitted first. */
export function listLatestSubmissionsOfAssignment(db: Database, assignmentId: number) {
  return db
    .select({ submission: submissions, studentName: displayNameColumn })
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.userId))
    .where(and(eq(submissions.assignmentId, assignmentId), notExists(newerVersions(db, submissions))))
    .orderBy(asc(submissions.submittedAt), asc(submissions.id));
}

/** The instructor's review of an essay: grade, feedback and, once released, the release itself. */
export async function saveReview(
  db: Database,
  id: number,
  review: Pick<
    typeof submissions.$inferInsert,
    | 'grade'
    | 'rubricScores'
    | 'feedback'
    | 'structuredFeedbackJson'
    | 'feedbackGeneratedAt'
    | 'saved'
    | 'reviewedBy'
    | 'gradedAt'
    | 'isApproved'
    | 'status'
    | 'updatedAt'
  >,
): Promise<void> {
  await db.update(submissions).set(review).where(eq(submissions.id, id));
}

/** Hides an essay's entry from its author's lists; false when it is not theirs or does not exist. */
export async function hideFromAuthor(db: Database, id: number, authorId: number): Promise<boolean> {
  const hidden = await db
    .update(submissions)
    .set({ hiddenFromStudentAt: new Date() })
    .where(and(eq(submissions.id, id), eq(submissions.userId, authorId)))
    .returning({ id: submissions.id });
  return hidden.length > 0;
}
