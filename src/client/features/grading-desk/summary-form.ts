import type { ReviewUpdate, RubricScoreBody } from '../../../shared/contract';
import { rubricGrade } from '../../../shared/rules/rubric-grade';
import type { FormProblems } from '../../lib/form-problems';
import type { GradingDetail } from './grading-detail';
import { reviewStateOf } from './review-state';
import { type EditableSummary, parseSummary } from './structured-summary';

/** The summary editor's values; the grade as typed, so that a half-typed number survives a reload. */
export interface SummaryValues extends EditableSummary {
  grade: string;
  general_feedback: string;
  /** The level and comment chosen per rubric criterion. */
  rubric_scores: RubricScoreBody[];
  /** The instructor typed the grade; until then it follows the rubric. */
  grade_typed: boolean;
}

export type SummaryField = 'grade' | 'strengths' | 'areas_for_improvement';

export const GRADE_SENTENCE = 'Enter a whole number from 0 to 100.';
export const RELEASE_GRADE_SENTENCE = 'Set a final grade before releasing the feedback.';
const LIST_LIMIT = 20;

/** Prefilled from the engine's structured summary and what the instructor saved before. */
export function summaryValuesOf(detail: GradingDetail): SummaryValues {
  const rubric_scores = detail.rubric_scores
    .filter((score) => score.level_id !== null || score.comment !== '')
    .map(({ criterion_id, level_id, comment }) => ({ criterion_id, level_id, comment }));
  return {
    rubric_scores,
    // A saved grade other than the rubric's was typed; one equal to it may go on following it.
    grade_typed: detail.grade !== null && detail.grade !== rubricGrade(detail.rubric, rubric_scores),
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
    rubric_scores: values.rubric_scores,
  };
}

/** The values after a rubric choice: the grade follows the rubric unless the instructor typed one. */
export function withRubricScores(
  values: SummaryValues,
  detail: GradingDetail,
  rubric_scores: RubricScoreBody[],
): SummaryValues {
  if (values.grade_typed) return { ...values, rubric_scores };
  const grade = rubricGrade(detail.rubric, rubric_scores);
  return { ...values, rubric_scores, grade: grade === null ? '' : String(grade) };
}

/**
 * The values after the grade field changed: a typed grade stands; an emptied field stays empty (the
 * instructor may be about to type another) and follows the rubric again from its next choice.
 */
export const withTypedGrade = (values: SummaryValues, grade: string): SummaryValues => ({
  ...values,
  grade,
  grade_typed: grade.trim() !== '',
});
