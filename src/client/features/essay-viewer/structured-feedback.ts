import type { StructuredFeedback } from '../../../shared/contract/feedback';
import { jsonObjectOf } from '../../lib/stored-json';

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string');

const textOr = (value: unknown) => (typeof value === 'string' ? value : '');
const listOr = (value: unknown) => (isStringList(value) ? value : []);

/**
 * Section 7: structured_feedback_json that cannot be read is ignored, and the plain feedback is used.
 * Missing parts of a readable summary are read as empty rather than discarding the rest of it.
 */
export function parseStructuredFeedback(json: string | null | undefined): StructuredFeedback | null {
  const raw = jsonObjectOf(json);
  if (!raw) return null;
  const grade = raw.suggested_grade;
  return {
    overall_feedback: textOr(raw.overall_feedback),
    detailed_analysis: listOr(raw.detailed_analysis),
    strengths: listOr(raw.strengths),
    areas_for_improvement: listOr(raw.areas_for_improvement),
    encouragement: textOr(raw.encouragement),
    suggested_grade: typeof grade === 'number' && Number.isFinite(grade) ? grade : null,
    feedback_generated_at: typeof raw.feedback_generated_at === 'string' ? raw.feedback_generated_at : null,
  };
}

/** A summary with nothing in it says no more than a missing one. */
export const hasSummaryContent = (summary: StructuredFeedback | null): summary is StructuredFeedback =>
  summary !== null &&
  Boolean(
    summary.overall_feedback.trim() ||
      summary.encouragement.trim() ||
      summary.strengths.length ||
      summary.areas_for_improvement.length ||
      summary.detailed_analysis.length,
  );
