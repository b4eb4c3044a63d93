import type { FeedbackItem, StudentFeedbackDetail } from '../../../shared/contract';
import { rubricGrade } from '../../../shared/rules/rubric-grade';
import { scoresOf } from '../../../shared/rules/rubric-scores';
import { type GradingDetail, selectFeedbackItems } from './grading-detail';
import type { SummaryValues } from './summary-form';

const filled = (lines: string[]) => lines.map((line) => line.trim()).filter(Boolean);

/**
 * What the student will read once this review is released, as their feedback page receives it: the
 * accepted comments only (numbered in reading order), the summary and grade as typed now, and the
 * rubric with the levels chosen (without the engine's suggestions).
 */
export function studentPreviewOf(detail: GradingDetail, values: SummaryValues): StudentFeedbackDetail {
  const accepted: FeedbackItem[] = selectFeedbackItems(detail.feedback_items)
    .filter((item) => item.decision === 'accepted')
    .map(({ prefix: _prefix, suffix: _suffix, decision: _decision, edited: _edited, ...item }, index) => ({
      ...item,
      position: index + 1,
    }));
  const typed = values.grade.trim();
  const grade = typed === '' ? rubricGrade(detail.rubric, values.rubric_scores) : Number(typed);
  return {
    assignment_id: detail.assignment_id,
    assignment_title: detail.assignment_title,
    submission_id: detail.id,
    content: detail.content,
    content_text: detail.content_text,
    word_count: detail.word_count,
    submitted_at: detail.submitted_at,
    released: true,
    grade: Number.isInteger(grade) ? grade : null,
    suggested_grade: detail.suggested_grade,
    feedback: values.general_feedback.trim() || null,
    structured_feedback_json: JSON.stringify({
      overall_feedback: values.overall_feedback.trim(),
      detailed_analysis: [],
      strengths: filled(values.strengths),
      areas_for_improvement: filled(values.areas_for_improvement),
      encouragement: values.encouragement.trim(),
      suggested_grade: detail.suggested_grade,
      feedback_generated_at: detail.feedback_generated_at,
    }),
    feedback_items: accepted,
    feedback_generated_at: detail.feedback_generated_at,
    graded_at: detail.graded_at ?? new Date().toISOString(),
    rubric: detail.rubric,
    rubric_scores: scoresOf(detail.rubric, values.rubric_scores),
    version: detail.version,
    carried_items: detail.carried_items,
    can_revise: false,
    versions: detail.versions,
    reply_counts: [],
  };
}
