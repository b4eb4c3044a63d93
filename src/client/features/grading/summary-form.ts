import type { ReviewUpdate } from '../../../shared/contract';
import type { FormProblems } from '../../lib/form-problems';
import type { GradingDetail } from './grading-detail';
import { reviewStateOf } from './review-state';
import { type EditableSummary, parseSummary } from './structured-summary';

/** The summary editor's values; the grade as typed, so that a half-typed number survives a reload. */
export interface SummaryValues extends EditableSummary {
  grade: string;
  general_feedback: string;
}

export type SummaryField = 'grade' | 'strengths' | 'areas_for_improvement';

export const GRADE_SENTENCE = 'Enter a whole number from 0 to 100.';
export const RELEASE_GRADE_SENTENCE = 'Set a final grade before releasing the feedback.';
const LIST_LIMIT = 20;

/** Prefilled from the engine's structured summary and what the instructor saved before. */
export function summaryValuesOf(detail: GradingDetail): SummaryValues {
  return {
    ...parseSummary(detail.structured_feedback_json),
    grade: detail.grade === null ? '' : String(detail.grade),
    // Until the instructor saves, the general feedback on record is the engine's own paragraph, which
    // repeats the overall feedback and the lists: the field starts empty, for the instructor's words.
    general_feedback: reviewStateOf(detail) === 'awaiting' ? '' : (detail.general_feedback ?? ''),
  };
}

const filled = (lines: string[]) => lines.map((line) => line.trim()).filter(Boolean);

/** Section 9: a grade is a whole number from 0 to 100; releasing needs one (the server says so too). */
export function summaryProblems(values: SummaryValues, releasing: boolean): FormProblems<SummaryField> {
  const grade = values.grade.trim();
  const gradeProblem =
    grade === ''
      ? releasing
        ? RELEASE_GRADE_SENTENCE
        : undefined
      : /^\d{1,3}$/.test(grade) && Number(grade) <= 100
        ? undefined
        : GRADE_SENTENCE;
  const listProblem = (lines: string[]) =>
    filled(lines).length > LIST_LIMIT ? `Keep it to ${LIST_LIMIT} lines or fewer.` : undefined;
  return {
    grade: gradeProblem,
    strengths: listProblem(values.strengths),
    areas_for_improvement: listProblem(values.areas_for_improvement),
  };
}

/** Blank lines are dropped: the contract takes only lines with words in them. */
export function reviewUpdateOf(values: SummaryValues, release: boolean): ReviewUpdate {
  const grade = values.grade.trim();
  return {
    grade: grade === '' ? null : Number(grade),
    general_feedback: values.general_feedback.trim(),
    overall_feedback: values.overall_feedback.trim(),
    strengths: filled(values.strengths),
    areas_for_improvement: filled(values.areas_for_improvement),
    encouragement: values.encouragement.trim(),
    release,
  };
}
