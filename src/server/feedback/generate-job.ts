import { eq, gt, inArray } from 'drizzle-orm';
import { WORD_COUNT_MAX } from '../../shared/contract/limits';
import type { Database } from '../db/client';
import { firstJobOfKind, type Job, PermanentJobError } from '../db/job-queue';
import { assignments, jobs, submissions } from '../db/schema';
import { isReleased } from '../submissions/dto';
import { hasNewerVersion } from '../submissions/newer-version';
import { carryReleasedComments, refusedBefore } from './carried-items';
import type { AssignmentBrief } from './engine/brief';
import type { FeedbackProvider } from './provider-chain';
import { storeDraft } from './store-draft';

export const FEEDBACK_JOB = 'feedback.generate';

export interface FeedbackJobPayload {
  submissionId: number;
}

type SubmissionRow = typeof submissions.$inferSelect;

/**
 * Whether newer work makes this job's draft pointless: the student has since submitted a newer version
 * (the instructor reviews only the latest), or a later job for the same essay (Regenerate) will draft it.
 */
async function superseded(db: Database, job: Job, submission: SubmissionRow): Promise<boolean> {
  if (await hasNewerVersion(db, submission)) return true;
  const [laterJob] = await firstJobOfKind(
    db,
    FEEDBACK_JOB,
    eq(jobs.submissionId, submission.id),
    gt(jobs.id, job.id),
    inArray(jobs.status, ['pending', 'running', 'done']),
  );
  return Boolean(laterJob);
}

/** What the essay's assignment asks for: its instructions as text, its word limits and its rubric. */
async function briefOf(db: Database, assignmentId: number): Promise<AssignmentBrief | undefined> {
  const [assignment] = await db
    .select({
      instructionsHtml: assignments.instructionsHtml,
      minWords: assignments.minWords,
      maxWords: assignments.maxWords,
      rubric: assignments.rubric,
    })
    .from(assignments)
    .where(eq(assignments.id, assignmentId));
  if (!assignment) return undefined;
  return {
    // Sanitised and bounded when the assignment was saved; the engine looks only for key words in it.
    instructions: assignment.instructionsHtml.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' '),
    minWords: assignment.minWords,
    maxWords: assignment.maxWords,
    criteria: (assignment.rubric?.criteria ?? []).map(
      (criterion) => `${criterion.title}: ${criterion.description}`,
    ),
  };
}

/** Drafts feedback for one submission and stores it as the instructor's draft. */
export function feedbackJobHandler(db: Database, provider: FeedbackProvider) {
  return async (job: Job, signal: AbortSignal) => {
    const { submissionId } = JSON.parse(job.payload) as FeedbackJobPayload;
    const [submission] = await db.select().from(submissions).where(eq(submissions.id, submissionId));
    // Work the instructor saved or released is theirs: a draft that arrives late never overwrites it.
    if (!submission || submission.gradedAt || submission.saved || isReleased(submission)) return;
    if (await superseded(db, job, submission)) return 'skipped';
    // Past what any assignment may ask for, the engine would only hold a thread: the instructor is told.
    if (submission.wordCount > WORD_COUNT_MAX)
      throw new PermanentJobError(
        `This essay has ${submission.wordCount.toLocaleString('en')} words, more than the ${WORD_COUNT_MAX.toLocaleString('en')} the feedback engine reads, so no draft was made. Review it without a draft, or ask the student for a shorter version.`,
      );
    // A revision first takes over the released comments of the version before (the revision loop).
    const standing = await carryReleasedComments(db, submission);
    const refused = await refusedBefore(db, submission);
    const draft = await provider.draft(
      submission.contentText,
      signal,
      await briefOf(db, submission.assignmentId),
    );
    // A server stopping mid-draft hands the job back; the next holder stores the draft.
    signal.throwIfAborted();
    await storeDraft(db, submission, draft, standing, refused);
  };
}
