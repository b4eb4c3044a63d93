import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CarriedItem, EssayVersion } from '../../shared/contract/feedback';
import { contextAround, type TextRange } from '../../shared/rules/anchoring';
import { type CarriedAnchor, carryComments } from '../../shared/rules/carry-comments';
import { versionBefore } from '../../shared/rules/revisions';
import type { Database } from '../db/client';
import { findWhere, listWhere } from '../db/rows';
import { carriedItems, feedbackItems, submissions } from '../db/schema';
import { isReleased, type SubmissionHead } from '../submissions/dto';
import { earlierVersions } from '../submissions/newer-version';
import { submissionHeadColumns } from '../submissions/submission-store';
import { listAcceptedItemsOfSubmission } from './item-store';

type SubmissionRow = typeof submissions.$inferSelect;
type CarriedRow = typeof carriedItems.$inferSelect;

/** Every version of one student's essay for one assignment, oldest first. */
export function listVersions(db: Database, of: Pick<SubmissionRow, 'assignmentId' | 'userId'>) {
  const versionsOf = and(eq(submissions.assignmentId, of.assignmentId), eq(submissions.userId, of.userId));
  return listWhere(db, submissions, versionsOf, asc(submissions.version));
}

/**
 * The same versions without their texts: a list of versions costs the same for a long essay as for a
 * short one (each text may run to 500,000 characters, and a student may have 20 versions).
 */
export function listVersionHeads(
  db: Database,
  of: Pick<SubmissionRow, 'assignmentId' | 'userId'>,
): Promise<SubmissionHead[]> {
  return db
    .select(submissionHeadColumns)
    .from(submissions)
    .where(and(eq(submissions.assignmentId, of.assignmentId), eq(submissions.userId, of.userId)))
    .orderBy(asc(submissions.version));
}

/** A version as the reader sees it: without `visibleGrade` (a student's unreleased one), no grade or levels. */
export const toEssayVersion = (row: SubmissionHead, visibleGrade: boolean): EssayVersion => ({
  submission_id: row.id,
  version: row.version,
  submitted_at: row.submittedAt.toISOString(),
  released: isReleased(row),
  grade: visibleGrade ? row.grade : null,
  rubric_levels: visibleGrade
    ? (row.rubricScores ?? []).map(({ criterion_id, level_id }) => ({ criterion_id, level_id }))
    : [],
});

export function listCarriedItems(db: Database, submissionId: number): Promise<CarriedRow[]> {
  const inTextOrder = [asc(carriedItems.startIndex), asc(carriedItems.id)];
  return listWhere(db, carriedItems, eq(carriedItems.submissionId, submissionId), ...inTextOrder);
}

/** The carried comment, only when it belongs to that submission. */
export const findCarriedItemOfSubmission = (db: Database, itemId: number, submissionId: number) =>
  findWhere(db, carriedItems, and(eq(carriedItems.id, itemId), eq(carriedItems.submissionId, submissionId)));

/** The instructor's word on a carried comment: whether the revision addressed it, confirmed. */
export async function confirmCarriedItem(
  db: Database,
  itemId: number,
  status: CarriedRow['status'],
): Promise<CarriedRow> {
  const [row] = await db
    .update(carriedItems)
    .set({ status, statusConfirmed: true })
    .where(eq(carriedItems.id, itemId))
    .returning();
  return row;
}

export const toCarriedItem = (row: CarriedRow): CarriedItem => ({
  id: row.id,
  from_item_id: row.fromItemId,
  quote: row.quote,
  previous_quote: row.previousQuote,
  startIndex: row.startIndex,
  endIndex: row.endIndex,
  status: row.status,
  status_confirmed: row.statusConfirmed,
  comment: row.comment,
  suggestion: row.suggestion,
  category: row.category,
  severity: row.severity,
  aiGenerated: row.aiGenerated,
});

/** The last released version before this one: the one whose comments the student was answering. */
async function releasedBefore(db: Database, submission: SubmissionRow): Promise<SubmissionRow | undefined> {
  return versionBefore(await listVersions(db, submission), submission.version, isReleased);
}

interface ReleasedComment extends CarriedAnchor {
  fromItemId: number;
  category: string;
  severity: CarriedRow['severity'];
  comment: string;
  suggestion: string;
  aiGenerated: boolean;
}

/**
 * What the student read on a released version: its accepted comments, and the comments it carried from
 * the version before that still stood unchanged (they were never answered, so they go on).
 */
async function releasedComments(db: Database, released: SubmissionRow): Promise<ReleasedComment[]> {
  const [accepted, carried] = await Promise.all([
    listAcceptedItemsOfSubmission(db, released.id),
    listCarriedItems(db, released.id),
  ]);
  const fields = (
    row: Pick<CarriedRow, 'category' | 'severity' | 'comment' | 'suggestion' | 'aiGenerated'>,
  ) => ({
    category: row.category,
    severity: row.severity,
    comment: row.comment,
    suggestion: row.suggestion,
    aiGenerated: row.aiGenerated,
  });
  return [
    ...accepted.map((row) => ({ ...row, fromItemId: row.id, ...fields(row) })),
    ...carried
      .filter((row) => row.status === 'unchanged' && row.startIndex !== null && row.endIndex !== null)
      .map((row) => ({
        quote: row.quote,
        startIndex: row.startIndex!,
        endIndex: row.endIndex!,
        prefix: row.prefix,
        suffix: row.suffix,
        fromItemId: row.fromItemId,
        ...fields(row),
      })),
  ];
}

/**
 * Places the released comments of the version before in this revision (rules/carry-comments) and
 * stores them with their status, replacing any earlier carry of the same version, so a job that runs
 * again leaves one set. Answers the ranges where a comment still stands unchanged: the engine does not
 * comment there again.
 */
export async function carryReleasedComments(db: Database, submission: SubmissionRow): Promise<TextRange[]> {
  const released = await releasedBefore(db, submission);
  if (!released) return [];
  const comments = await releasedComments(db, released);
  const places = carryComments(released.contentText, submission.contentText, comments);
  const text = submission.contentText;
  const rows = comments.map((comment, k) => {
    const { status, range } = places[k];
    return {
      submissionId: submission.id,
      fromItemId: comment.fromItemId,
      quote: range ? text.slice(range.start, range.end) : comment.quote,
      previousQuote: comment.quote,
      startIndex: range?.start ?? null,
      endIndex: range?.end ?? null,
      ...(range ? contextAround(text, range) : { prefix: '', suffix: '' }),
      status,
      category: comment.category,
      severity: comment.severity,
      comment: comment.comment,
      suggestion: comment.suggestion,
      aiGenerated: comment.aiGenerated,
    };
  });
  await db.transaction(async (tx) => {
    await tx.delete(carriedItems).where(eq(carriedItems.submissionId, submission.id));
    if (rows.length) await tx.insert(carriedItems).values(rows);
  });
  return places.flatMap((place) => (place.status === 'unchanged' && place.range ? [place.range] : []));
}

/** Words the instructor refused a kind of comment on, in the new version's offsets. */
export interface RefusedPlace {
  range: TextRange;
  category: string;
}

/**
 * Where the instructor rejected a drafted comment on an earlier version and the words still stand as
 * they were: the engine's draft of this version does not propose the same kind of comment there again.
 * Only the versions that hold such a comment have their text read.
 */
export async function refusedBefore(db: Database, submission: SubmissionRow): Promise<RefusedPlace[]> {
  const rejected = await db
    .select({ item: feedbackItems })
    .from(feedbackItems)
    .innerJoin(submissions, eq(submissions.id, feedbackItems.submissionId))
    .where(
      and(
        earlierVersions(submission),
        eq(feedbackItems.decision, 'rejected'),
        eq(feedbackItems.aiGenerated, true),
      ),
    );
  if (rejected.length === 0) return [];
  const versionIds = [...new Set(rejected.map(({ item }) => item.submissionId))];
  const texts = await db
    .select({ id: submissions.id, text: submissions.contentText })
    .from(submissions)
    .where(inArray(submissions.id, versionIds));
  return texts.flatMap(({ id, text }) => {
    const anchors = rejected.filter(({ item }) => item.submissionId === id).map(({ item }) => item);
    return carryComments(text, submission.contentText, anchors).flatMap((place, k) =>
      place.status === 'unchanged' && place.range
        ? [{ range: place.range, category: anchors[k].category }]
        : [],
    );
  });
}
