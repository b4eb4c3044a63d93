import { and, eq, isNull, sql } from 'drizzle-orm';
import { contextAround, type TextRange } from '../../shared/rules/anchoring';
import type { DerivedLine } from '../../shared/rules/summary-lines';
import type { Database } from '../db/client';
import { feedbackItems, submissions } from '../db/schema';
import type { RefusedPlace } from './carried-items';
import type { DraftItem, EngineDraft } from './draft';
import { overlaps } from './engine/select';

type SubmissionRow = typeof submissions.$inferSelect;

/** An item is stored only when its offsets hold its quote exactly (design: the contract). */
export const isExactAnchor = (text: string, item: DraftItem) =>
  item.quote.trim() !== '' &&
  item.endIndex > item.startIndex &&
  text.slice(item.startIndex, item.endIndex) === item.quote;

/**
 * Replaces the engine's items and summary on a submission in one transaction, so a job that is run
 * again after a crash leaves one draft, not two. The instructor's own items stay. Where a comment
 * carried from the version before still stands (`standing`), the engine's comments on the same words
 * are left out: the student already has that comment. So are comments of a kind the instructor
 * rejected on the same, unchanged words of an earlier version (`refused`).
 */
export async function storeDraft(
  db: Database,
  submission: SubmissionRow,
  draft: EngineDraft,
  standing: readonly TextRange[] = [],
  refused: readonly RefusedPlace[] = [],
): Promise<void> {
  const text = submission.contentText;
  const repeated = (item: DraftItem) => {
    const at = { start: item.startIndex, end: item.endIndex };
    return (
      standing.some((range) => overlaps(range, at)) ||
      refused.some((place) => place.category === item.category && overlaps(place.range, at))
    );
  };
  const anchored = draft.items.map((item) => isExactAnchor(text, item));
  const exact = draft.items.map((item, index) => anchored[index] && !repeated(item));
  const placed = draft.items.filter((_, index) => exact[index]);
  const generatedAt = new Date();
  const structured = {
    ...draft.summary,
    suggested_grade: draft.suggestedGrade,
    feedback_generated_at: generatedAt.toISOString(),
  };
  await db.transaction(async (tx) => {
    // Checked again here: the instructor may have saved or released while the provider worked, or the
    // student replaced the text.
    const updated = await tx
      .update(submissions)
      .set({
        structuredFeedbackJson: JSON.stringify(structured),
        feedback: draft.generalFeedback,
        suggestedGrade: draft.suggestedGrade,
        feedbackGeneratedAt: generatedAt,
        engine: draft.engine,
        engineVersion: draft.engineVersion,
        droppedItems: draft.dropped + anchored.filter((holds) => !holds).length,
        updatedAt: generatedAt,
      })
      .where(
        and(
          eq(submissions.id, submission.id),
          eq(submissions.saved, false),
          isNull(submissions.gradedAt),
          // A text replaced while the engine read the old one is drafted again by its own job. The
          // database keeps microseconds, a Date milliseconds: compared at the coarser of the two.
          sql`date_trunc('milliseconds', ${submissions.submittedAt}) = ${submission.submittedAt.toISOString()}`,
        ),
      )
      .returning({ id: submissions.id });
    if (updated.length === 0) return;
    await tx
      .delete(feedbackItems)
      .where(and(eq(feedbackItems.submissionId, submission.id), eq(feedbackItems.aiGenerated, true)));
    if (placed.length === 0) return;
    const inserted = await tx
      .insert(feedbackItems)
      .values(
        placed.map((item) => ({
          submissionId: submission.id,
          quote: item.quote,
          startIndex: item.startIndex,
          endIndex: item.endIndex,
          ...contextAround(text, { start: item.startIndex, end: item.endIndex }),
          category: item.category,
          severity: item.severity,
          comment: item.comment,
          suggestion: item.suggestion,
          aiGenerated: true,
          engine: draft.engine,
          engineVersion: draft.engineVersion,
        })),
      )
      .returning({ id: feedbackItems.id });
    const lineItems = storedLineItems(
      draft.derivedLines ?? [],
      exact,
      inserted.map(({ id }) => id),
    );
    if (lineItems.length === 0) return;
    await tx
      .update(submissions)
      .set({ structuredFeedbackJson: JSON.stringify({ ...structured, line_items: lineItems }) })
      .where(eq(submissions.id, submission.id));
  });
}

/** The derived lines with the stored ids of their items; an item that was not stored is left out. */
function storedLineItems(lines: DerivedLine[], exact: boolean[], ids: number[]): DerivedLine[] {
  const idOf = new Map<number, number>();
  exact.forEach((stored, index) => {
    if (stored) idOf.set(index, ids[idOf.size]);
  });
  return lines.flatMap((line) => {
    const items = line.items.flatMap((index) => idOf.get(index) ?? []);
    return items.length === line.items.length ? [{ ...line, items }] : [];
  });
}
