import type { AdminSubmissionDetail } from '../../shared/contract/feedback';
import { NO_RUBRIC } from '../../shared/rules/rubric-grade';
import { scoresOf } from '../../shared/rules/rubric-scores';
import { levelSuggestions } from '../../shared/rules/rubric-suggestions';
import { displayNameOf } from '../accounts/display-name';
import { allows, type StaffPlace } from '../auth/course-staff';
import type { Database } from '../db/client';
import type { assignments, submissions, users } from '../db/schema';
import { staffNameOf } from '../submissions/anonymity';
import { listCarriedItems, listVersionHeads, toCarriedItem, toEssayVersion } from './carried-items';
import { draftStates } from './draft-status';
import { inReadingOrder, toReviewItem } from './item-dto';
import { listItemsOfSubmission } from './item-store';
import { replyCounts } from './replies';

export interface LoadedSubmission {
  submission: typeof submissions.$inferSelect;
  assignment: typeof assignments.$inferSelect;
  student: typeof users.$inferSelect;
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

/**
 * Section 3: submission detail (admin), with every item and the instructor's decision on each, as the
 * reader's place in the course shows it (whether they may release it).
 */
export async function adminDetailOf(
  db: Database,
  loaded: LoadedSubmission,
  { place, reveal = false }: { place: StaffPlace; reveal?: boolean },
): Promise<AdminSubmissionDetail> {
  const { submission, assignment, student } = loaded;
  // Graded anonymously: the author stays "Student N" until the feedback is released.
  const studentName = await staffNameOf(db, assignment, submission, displayNameOf(student), reveal);
  const [rows, states, carried, versions] = await Promise.all([
    listItemsOfSubmission(db, submission.id),
    draftStates(db, [submission]),
    listCarriedItems(db, submission.id),
    listVersionHeads(db, submission),
  ]);
  const state = states.get(submission.id) ?? { status: 'queued' as const, error: null };
  const threads = [...rows.map((row) => row.id), ...carried.map((row) => row.fromItemId)];
  const counts = await replyCounts(db, threads, { id: 0, role: 'admin' });
  const rubric = assignment.rubric ?? NO_RUBRIC;
  // Suggestions read the engine's comments, so they wait for its draft.
  const suggestions =
    state.status === 'ready' ? levelSuggestions(rubric, rows, submission.wordCount) : undefined;
  return {
    id: submission.id,
    assignment_id: assignment.id,
    assignment_title: assignment.title,
    user_id: student.id,
    student_name: studentName,
    version: submission.version,
    content: submission.contentHtml,
    content_text: submission.contentText,
    word_count: submission.wordCount,
    status: submission.status,
    grade: submission.grade,
    feedback: submission.feedback,
    structured_feedback_json: submission.structuredFeedbackJson,
    suggested_grade: submission.suggestedGrade,
    feedback_generated_at: iso(submission.feedbackGeneratedAt),
    created_at: submission.createdAt.toISOString(),
    updated_at: submission.updatedAt.toISOString(),
    submitted_at: submission.submittedAt.toISOString(),
    graded_at: iso(submission.gradedAt),
    general_feedback: submission.feedback,
    feedback_items: inReadingOrder(rows).map((row, index) => toReviewItem(row, index + 1)),
    is_approved: submission.isApproved,
    saved: submission.saved,
    draft_status: state.status,
    draft_error: state.error,
    engine: submission.engine,
    engine_version: submission.engineVersion,
    rubric,
    rubric_scores: scoresOf(rubric, submission.rubricScores, suggestions),
    carried_items: carried.map(toCarriedItem),
    versions: versions.map((version) => toEssayVersion(version, true)),
    reply_counts: counts,
    may_release: allows(place, 'release'),
  };
}
