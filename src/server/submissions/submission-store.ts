import { and, asc, desc, eq, getTableColumns, notExists, type SQL } from 'drizzle-orm';
import { displayNameColumn } from '../accounts/display-name';
import type { UserRow } from '../accounts/user-store';
import type { Database } from '../db/client';
import { findById } from '../db/rows';
import { assignments, submissions, users } from '../db/schema';
import type { LoadedSubmission } from '../feedback/admin-detail';
import type { MailAlongside } from '../mail/mail-job';
import type { SubmissionHead } from './dto';
import { earlierVersions, newerVersions } from './newer-version';

type SubmissionRow = typeof submissions.$inferSelect;

export const findSubmission = (db: Database, id: number) => findById(db, submissions, id);

const { contentHtml: _html, contentText: _text, ...headColumns } = getTableColumns(submissions);
/** Every column of a submission but its texts (SubmissionHead). */
export const submissionHeadColumns = headColumns;

/** A submission without its text, for the routes that need only its owner and version. */
export async function findSubmissionHead(db: Database, id: number): Promise<SubmissionHead | undefined> {
  const [row] = await db.select(submissionHeadColumns).from(submissions).where(eq(submissions.id, id));
  return row;
}

async function loadSubmission(db: Database, where: SQL | undefined): Promise<LoadedSubmission | undefined> {
  const [row] = await db
    .select({ submission: submissions, assignment: assignments, student: users })
    .from(submissions)
    .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
    .innerJoin(users, eq(users.id, submissions.userId))
    .where(where);
  return row;
}

/** The submission with its assignment and author. */
export function findSubmissionWithAuthor(db: Database, submissionId: number) {
  return loadSubmission(db, eq(submissions.id, submissionId));
}

/** The submission with its assignment and author, only when it belongs to that assignment. */
export function findSubmissionOfAssignment(db: Database, assignmentId: number, submissionId: number) {
  return loadSubmission(
    db,
    and(eq(submissions.id, submissionId), eq(submissions.assignmentId, assignmentId)),
  );
}

/** The instructor who last reviewed this essay, on this version or one before it. */
export async function latestReviewer(
  db: Database,
  submission: Pick<SubmissionRow, 'assignmentId' | 'userId' | 'version'>,
): Promise<UserRow | undefined> {
  const [reviewed] = await db
    .select({ reviewer: users })
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.reviewedBy))
    .where(and(earlierVersions(submission, { including: true }), eq(users.role, 'admin')))
    .orderBy(desc(submissions.version))
    .limit(1);
  return reviewed?.reviewer;
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

/**
 * The instructor's review of an essay: grade, feedback and, once released, the release itself, with the
 * e-mail about it (`mail`) in the same transaction.
 */
export function saveReview(
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
  mail: MailAlongside,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.update(submissions).set(review).where(eq(submissions.id, id));
    return mail(tx);
  });
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
