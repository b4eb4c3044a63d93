import { eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { jobs, submissions } from '../../src/server/db/schema';
import { carryReleasedComments, refusedBefore } from '../../src/server/feedback/carried-items';
import type { DraftItem, EngineDraft } from '../../src/server/feedback/draft';
import { storeDraft } from '../../src/server/feedback/store-draft';
import type { FeedbackCategoryName } from '../../src/shared/contract/feedback';

/** An item on the first occurrence of `quote` in the text, as a provider would draft it. */
export function itemOn(text: string, quote: string, category: FeedbackCategoryName = 'grammar'): DraftItem {
  const startIndex = text.indexOf(quote);
  if (startIndex < 0) throw new Error(`"${quote}" is not in the essay`);
  return {
    startIndex,
    endIndex: startIndex + quote.length,
    quote,
    category,
    severity: 'medium',
    comment: `A comment on "${quote}".`,
    suggestion: 'A suggestion.',
  };
}

/**
 * Stores a provider's draft on a submission through the same steps the feedback job takes: a revision
 * first carries the released comments of the version before, then the draft is stored around them.
 */
export async function storeTestDraft(
  db: Database,
  submissionId: number,
  items: (text: string) => DraftItem[],
) {
  const [submission] = await db.select().from(submissions).where(eq(submissions.id, submissionId));
  const draft: EngineDraft = {
    items: items(submission.contentText),
    summary: {
      overall_feedback: 'A clear essay with room to grow.',
      detailed_analysis: ['Grammar: two slips.'],
      strengths: ['A clear thesis.'],
      areas_for_improvement: ['Support each claim.'],
      encouragement: 'Keep going.',
    },
    generalFeedback: 'A clear essay; support your claims.',
    suggestedGrade: 74,
    engine: 'test',
    engineVersion: 'test-1',
    dropped: 0,
  };
  const standing = await carryReleasedComments(db, submission);
  await storeDraft(db, submission, draft, standing, await refusedBefore(db, submission));
  // As the runner does once the provider has answered.
  await db
    .update(jobs)
    .set({ status: 'done', finishedAt: new Date() })
    .where(eq(jobs.submissionId, submissionId));
}
