import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  assignments,
  ltiContexts,
  ltiGradeSends,
  ltiResourceLinks,
  ltiUserLinks,
  submissions,
} from '../db/schema';

export type GradeSendRow = typeof ltiGradeSends.$inferSelect;
export type GradeSendStatus = GradeSendRow['status'];

/**
 * Where a submission's grade goes in the LMS: the link that opens its assignment (with its grade book
 * column, or the context's line items to make one in), and the learner as that LMS knows them.
 * Undefined when the assignment was not launched from an LMS or the learner never came from it.
 */
export async function gradeTargetOf(db: Pick<Database, 'select'>, submissionId: number) {
  const [row] = await db
    .select({
      submission: {
        id: submissions.id,
        grade: submissions.grade,
        gradedAt: submissions.gradedAt,
        assignmentId: submissions.assignmentId,
      },
      assignmentTitle: assignments.title,
      link: ltiResourceLinks,
      context: ltiContexts,
      learnerSubject: ltiUserLinks.subject,
    })
    .from(submissions)
    .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
    .innerJoin(ltiResourceLinks, eq(ltiResourceLinks.assignmentId, submissions.assignmentId))
    .innerJoin(ltiContexts, eq(ltiContexts.id, ltiResourceLinks.ltiContextId))
    .innerJoin(
      ltiUserLinks,
      and(eq(ltiUserLinks.userId, submissions.userId), eq(ltiUserLinks.issuer, ltiContexts.issuer)),
    )
    .where(eq(submissions.id, submissionId))
    .orderBy(asc(ltiResourceLinks.id))
    .limit(1);
  if (!row) return undefined;
  if (!row.link.lineItemUrl && !row.context.lineItemsUrl) return undefined;
  return row;
}
export type GradeTarget = NonNullable<Awaited<ReturnType<typeof gradeTargetOf>>>;

/** Records where the submission's grade stands in the LMS; `detail` is the platform's answer, bounded. */
export async function recordGradeSend(
  db: Pick<Database, 'insert'>,
  submissionId: number,
  status: GradeSendStatus,
  detail: string | null = null,
): Promise<void> {
  const values = {
    status,
    detail: detail?.slice(0, 500) ?? null,
    updatedAt: new Date(),
    ...(status === 'sent' && { sentAt: new Date() }),
  };
  await db
    .insert(ltiGradeSends)
    .values({ submissionId, ...values })
    .onConflictDoUpdate({ target: ltiGradeSends.submissionId, set: values });
}

export async function findGradeSend(db: Database, submissionId: number): Promise<GradeSendRow | undefined> {
  const [row] = await db.select().from(ltiGradeSends).where(eq(ltiGradeSends.submissionId, submissionId));
  return row;
}

/** The grade book status of each of these submissions that has one. */
export async function gradeSendsOf(
  db: Database,
  submissionIds: number[],
): Promise<Map<number, GradeSendRow>> {
  if (submissionIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(ltiGradeSends)
    .where(inArray(ltiGradeSends.submissionId, submissionIds));
  return new Map(rows.map((row) => [row.submissionId, row]));
}

/**
 * Keeps the grade book column made for a link, unless the link has one already (another job made one
 * first, or a launch brought the platform's); answers the column the link keeps.
 */
export async function saveLineItemUrl(db: Database, linkId: number, lineItemUrl: string): Promise<string> {
  const [saved] = await db
    .update(ltiResourceLinks)
    .set({ lineItemUrl, updatedAt: new Date() })
    .where(and(eq(ltiResourceLinks.id, linkId), isNull(ltiResourceLinks.lineItemUrl)))
    .returning({ lineItemUrl: ltiResourceLinks.lineItemUrl });
  if (saved) return lineItemUrl;
  const [link] = await db
    .select({ lineItemUrl: ltiResourceLinks.lineItemUrl })
    .from(ltiResourceLinks)
    .where(eq(ltiResourceLinks.id, linkId));
  // A link deleted meanwhile keeps nothing: the score still goes to the column just made.
  return link?.lineItemUrl ?? lineItemUrl;
}
